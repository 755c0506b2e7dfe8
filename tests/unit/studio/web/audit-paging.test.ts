// The audit log's pages as data: Older and Newer go page by page within a month and on to the next
// month at either end (none past the last); the status line says which entries of how many; who did
// it reads as a name, an admin-page action marked.
import { describe, expect, it } from 'vitest';

import type { AuditEntriesReply } from '../../../../studio/shared/team-admin.ts';
import { auditWho, localDay, monthName, pagesAround, shownEntries } from '../../../../studio/web/admin/audit-paging.ts';

const entry = { at: '2026-11-26T01:00:00.000Z', who: 'ana', action: 'save', from: '127.0.0.1' } as AuditEntriesReply['entries'][number];
const reply = (over: Partial<AuditEntriesReply>): AuditEntriesReply => ({
  entries: [entry, entry],
  total: 402,
  limit: 200,
  page: 0,
  pages: 3,
  segment: 'current',
  segments: ['current', '2026-10'],
  older: '2026-10',
  newer: null,
  ...over,
});

describe('the audit log’s pages', () => {
  it('goes older page by page, then to the older month’s newest page; newer back, then to the newer month’s oldest', () => {
    expect(pagesAround(reply({}))).toEqual({ older: { segment: 'current', page: '1' }, newer: undefined });
    expect(pagesAround(reply({ page: 2 }))).toEqual({ older: { segment: '2026-10', page: '0' }, newer: { segment: 'current', page: '1' } });
    expect(pagesAround(reply({ segment: '2026-10', page: 0, pages: 1, older: null, newer: 'current' }))).toEqual({
      older: undefined,
      newer: { segment: 'current', page: 'last' },
    });
    expect(pagesAround(undefined)).toEqual({ older: undefined, newer: undefined });
  });

  it('says which entries of how many in which month, or that a month has none', () => {
    expect(shownEntries(reply({ page: 1 }))).toBe('201–202 of 402 entries in this month.');
    expect(shownEntries(reply({ entries: [entry], total: 1, pages: 1 }))).toBe('1–1 of 1 entry in this month.');
    expect(shownEntries(reply({ entries: [], total: 0 }))).toBe('No entries in this month: older months may have some.');
    expect(shownEntries(reply({ entries: [], total: 0, older: null }))).toBe('No entries in this month.');
    expect(shownEntries(undefined)).toBe('');
    expect(monthName('2026-10')).toMatch(/2026/);
    expect(monthName('current')).toBe('This month');
  });

  it('reads a date input’s day as the start of that local day, the end of a range a day later', () => {
    expect(localDay('')).toBeUndefined();
    expect(localDay('not a day')).toBeUndefined();
    expect(Date.parse(localDay('2026-11-27', 1)!) - Date.parse(localDay('2026-11-26')!)).toBe(2 * 24 * 60 * 60_000);
  });

  it('names who did it, an admin-page action marked, an unknown account as logged', () => {
    const names = new Map([['ana', 'Ana Reyes']]);
    expect(auditWho('ana', names)).toBe('Ana Reyes');
    expect(auditWho('admin:ana', names)).toBe('Ana Reyes (admin page)');
    expect(auditWho('admin:root', names)).toBe('root (admin page)');
    expect(auditWho('gone', names)).toBe('gone');
  });
});
