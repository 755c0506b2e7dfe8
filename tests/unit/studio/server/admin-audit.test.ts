// The admin's filters of the audit log on their own: which query is one, and which entries pass.
import { describe, expect, it } from 'vitest';

import { AdminError, matchesAudit, parseAuditQuery } from '../../../../studio/server/team/admin-audit.ts';
import type { AuditEntry } from '../../../../studio/server/team/audit-log.ts';

const refusal = (query: string) => {
  try {
    return parseAuditQuery(new URLSearchParams(query));
  } catch (error) {
    return error instanceof AdminError ? `${error.status} ${error.message}` : error;
  }
};

describe("the audit log's filters", () => {
  it('reads a person, an action and times; refuses an action or a time that is not one', () => {
    expect(refusal('person=maria&action=save&from=2026-11-01&to=2026-12-01T00:00:00%2B08:00')).toEqual({
      person: 'maria',
      action: 'save',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-30T16:00:00.000Z',
    });
    expect(refusal('action=hack')).toBe('400 "hack" is not an action of the audit log.');
    expect(refusal('from=yesterday')).toBe('400 "yesterday" is not a time (from).');
  });

  it('passes the person as actor, as admin:<name> and as the account acted on, within [from, to)', () => {
    const entry = (who: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
      at: '2026-11-27T09:00:00.000Z',
      who,
      from: '10.0.0.1',
      action: 'save',
      ...extra,
    });
    const query = parseAuditQuery(new URLSearchParams('person=maria&from=2026-11-27T09:00:00Z&to=2026-11-27T10:00:00Z'));
    expect(
      [
        entry('maria'),
        entry('admin:maria', { action: 'account added' }),
        entry('cli:root', { action: 'account disabled', account: 'maria' }),
        entry('jose'),
        entry('maria', { at: '2026-11-27T10:00:00.000Z' }),
      ].map((line) => matchesAudit(line, query)),
    ).toEqual([true, true, true, false, false]);
  });
});
