// The admin's audit view pages through the log: one month (segment) at a time, and one bounded page
// of it, newest first; the reply says which months exist, the page, how many pages, and the older
// and newer month. A month or page that is not one is a clear 4xx.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AuditEntriesReply } from '../../../../studio/shared/team-admin.ts';
import { send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

let team: TeamStudio;
let admin: string;
/** September: 450 entries, the n-th by past.n; October: 3. */
const line = (at: string, n: number) => `${JSON.stringify({ at, who: `past.${n}`, from: '10.0.0.1', action: 'sign-out' })}\n`;
beforeAll(async () => {
  team = await startTeamStudio({
    prepare: (dir) => {
      const segments = join(dir, 'team', 'audit');
      mkdirSync(segments, { recursive: true });
      const september = Array.from({ length: 450 }, (_, n) =>
        line(new Date(Date.parse('2026-09-01T00:00:00Z') + n * 60_000).toISOString(), n),
      );
      writeFileSync(join(segments, '2026-09.jsonl'), september.join(''));
      writeFileSync(join(segments, '2026-10.jsonl'), [0, 1, 2].map((n) => line(`2026-10-0${n + 1}T08:00:00.000Z`, n)).join(''));
    },
  });
  admin = await signIn(team.studio, 'admin');
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

const entries = async (query: string) => {
  const response = await send(team.studio, `/__studio/api/team/audit/entries?${query}`, { cookie: admin });
  return { status: response.status, body: (await response.json()) as AuditEntriesReply & { error?: string } };
};

describe('team admin: the audit log page by page', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('names the months newest first, with this month first and its older month', async () => {
    const { status, body } = await entries('');
    expect(status).toBe(200);
    expect([body.segment, body.segments, body.older, body.newer, body.page, body.pages]).toEqual([
      'current',
      ['current', '2026-10', '2026-09'],
      '2026-10',
      null,
      0,
      1,
    ]);
  });

  it('gives a month one bounded page at a time, newest first, to its oldest entries', async () => {
    const first = await entries('segment=2026-09');
    expect([first.body.total, first.body.limit, first.body.page, first.body.pages]).toEqual([450, 200, 0, 3]);
    expect(first.body.entries).toHaveLength(200);
    expect(first.body.entries[0].who).toBe('past.449');
    expect(first.body.entries.at(-1)?.who).toBe('past.250');
    expect([first.body.older, first.body.newer]).toEqual([null, '2026-10']);
    const second = await entries('segment=2026-09&page=1');
    expect([second.body.entries[0].who, second.body.entries.at(-1)?.who]).toEqual(['past.249', 'past.50']);
    const last = await entries('segment=2026-09&page=last');
    expect([last.body.page, last.body.entries.length, last.body.entries[0].who, last.body.entries.at(-1)?.who]).toEqual([
      2,
      50,
      'past.49',
      'past.0',
    ]);
    // Past the end: the last page, never an empty one.
    expect((await entries('segment=2026-09&page=40')).body.page).toBe(2);
  });

  it('never sends more than 1000 entries a page, whatever the limit asked', async () => {
    const { body } = await entries('segment=2026-09&limit=100000');
    expect([body.limit, body.entries.length, body.pages]).toEqual([1000, 450, 1]);
  });

  it('filters within the month, counting pages of what matches', async () => {
    const { body } = await entries('segment=2026-09&person=past.7');
    expect([body.total, body.pages, body.entries.map((entry) => entry.who)]).toEqual([1, 1, ['past.7']]);
  });

  it.each([
    ['segment=2025-01', 404, 'The audit log has no entries for 2025-01.'],
    ['segment=..%2Faccounts', 400, '"../accounts" is not a month of the audit log (YYYY-MM, or current).'],
    ['segment=2026-09&page=-1', 400, '"-1" is not a page: a number from 0, or last.'],
    ['page=two', 400, '"two" is not a page: a number from 0, or last.'],
  ])('refuses %s with %i and why', async (query, status, error) => {
    const reply = await entries(query);
    expect([reply.status, reply.body.error]).toEqual([status, error]);
  });
});
