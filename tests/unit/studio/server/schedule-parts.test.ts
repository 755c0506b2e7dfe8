// The parts of a scheduled release: reading a publisher's request (refused with words unless it is
// a change and a note for a moment ahead), and a due release published as its publisher or
// refused with the reason, late or missed said in the outcome's sentence.
import { describe, expect, it } from 'vitest';

import { StudioError } from '../../../../studio/server/content/screens-api.ts';
import { type DueDeps, publishDue, type SchedulePerson } from '../../../../studio/server/schedule/schedule-due.ts';
import { checkAgainstSaved, readScheduleRequest } from '../../../../studio/server/schedule/schedule-request.ts';
import { formatManilaTime } from '../../../../studio/shared/manila-time.ts';
import type { Comparison, ScheduledRelease } from '../../../../studio/shared/studio-api.ts';

const NOW = Date.parse('2026-11-28T01:00:00Z');
const ana: SchedulePerson = { name: 'ana', displayName: 'Ana Reyes', roles: ['publisher'] };
const request = { at: '2026-12-01T09:00', contentId: 'c1', live: 'v1', note: ' New rates ' };

const refusal = (work: () => unknown): { status: number; message: string } => {
  try {
    work();
  } catch (error) {
    if (error instanceof StudioError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('a schedule request', () => {
  it('becomes a release for the Manila moment, by the publisher, not yet approved', () => {
    const { release, replace } = readScheduleRequest({ ...request, replace: true }, ana, NOW);
    expect(replace).toBe(true);
    expect(release).toMatchObject({
      at: '2026-12-01T01:00:00.000Z',
      contentId: 'c1',
      live: 'v1',
      note: 'New rates',
      bringBack: false,
      scheduledBy: 'ana',
      scheduledByName: 'Ana Reyes',
      approvedBy: null,
      createdAt: new Date(NOW).toISOString(),
    });
    expect(release.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is refused with words for a past moment, one over a year ahead, no change or no note', () => {
    expect(refusal(() => readScheduleRequest(null, ana, NOW)).message).toMatch(/^A schedule needs the date and time/);
    expect(refusal(() => readScheduleRequest({ ...request, at: '2026-11-01T09:00' }, ana, NOW))).toEqual({
      status: 400,
      message: `${formatManilaTime(Date.parse('2026-11-01T01:00:00Z'))} (Manila time) has passed: choose a later time.`,
    });
    expect(refusal(() => readScheduleRequest({ ...request, at: '2028-01-01T09:00' }, ana, NOW)).message).toMatch(/more than a year ahead/);
    expect(refusal(() => readScheduleRequest({ ...request, contentId: 3 }, ana, NOW)).message).toMatch(/names the change it was shown/);
    expect(refusal(() => readScheduleRequest({ ...request, note: '  ' }, ana, NOW)).message).toMatch(/^Write a note/);
    expect(refusal(() => readScheduleRequest({ ...request, note: 'x'.repeat(501) }, ana, NOW)).message).toMatch(/501 characters/);
  });

  it('is refused (409) unless it is what is saved now against what is live now', () => {
    const { release } = readScheduleRequest(request, ana, NOW);
    const shown = { live: 'v1', contentId: 'c1', liveContentId: 'c0', screens: [], pages: [] } as unknown as Comparison;
    expect(() => checkAgainstSaved(shown, release)).not.toThrow();
    expect(refusal(() => checkAgainstSaved({ ...shown, live: 'v2' }, release)).message).toMatch(/now v2/);
    expect(refusal(() => checkAgainstSaved({ ...shown, contentId: 'c2' }, release)).status).toBe(409);
    expect(refusal(() => checkAgainstSaved({ ...shown, liveContentId: 'c1' }, release)).message).toMatch(/nothing to schedule/);
    const bringing = { ...shown, shared: { before: null, after: null, bringsBack: 'v0' } };
    expect(refusal(() => checkAgainstSaved(bringing, release)).message).toMatch(/brings back what a rollback took off/);
    expect(() => checkAgainstSaved(bringing, { ...release, bringBack: true })).not.toThrow();
  });
});

describe('a due release', () => {
  const release: ScheduledRelease = { ...readScheduleRequest(request, ana, NOW).release, at: '2026-12-01T01:00:00.000Z' };
  const deps = (over: Partial<DueDeps> & { at?: number } = {}): DueDeps & { recorded: string[] } => {
    const recorded: string[] = [];
    return {
      now: () => over.at ?? Date.parse(release.at),
      account: (name) => (name === 'ana' ? ana : { name, displayName: 'Ben Cruz', roles: ['approver'] }),
      refusalToPublish: () => ({ approvedBy: 'ben' }),
      publishAs: () => ({ published: true, version: 'v2', written: 3, screens: 1, from: 'v1' }),
      record: async (_person, action) => void recorded.push(action),
      recorded,
      ...over,
    };
  };

  it('is published on time as its publisher, with the approver named and the publish recorded', async () => {
    const fakes = deps();
    const { outcome, person } = await publishDue(fakes, release, false);
    expect(person).toBe(ana);
    expect(outcome).toMatchObject({ kind: 'published', version: 'v2' });
    expect(outcome.message).toMatch(/was published on time, as scheduled by Ana Reyes \(approved by Ben Cruz\)\.$/);
    expect(fakes.recorded).toEqual(['publish']);
  });

  it('says late when the studio was not running at its moment', async () => {
    const { outcome } = await publishDue(deps({ at: Date.parse(release.at) + 10 * 60_000 }), release, false);
    expect(outcome.message).toMatch(/was published late, at .*: the studio was not running at its time\.$/);
  });

  it('is refused, nothing recorded, when the publisher may no longer publish or the checks fail; missed at start', async () => {
    const gone = deps({ account: () => undefined });
    const refused = await publishDue(gone, release, false);
    expect(refused.outcome.kind).toBe('failed');
    expect(refused.outcome.message).toMatch(/was not published: Ana Reyes, who scheduled it, may no longer publish\./);
    expect(refused.person).toEqual({ name: 'ana', displayName: 'Ana Reyes', roles: [] });
    expect(gone.recorded).toEqual([]);
    const failing = deps({
      publishAs: () => ({ published: false, problems: [{ file: 'loan/screen.json', message: 'no title', severity: 'error' }] }) as never,
    });
    const missed = await publishDue(failing, release, true);
    expect(missed.outcome.kind).toBe('missed');
    expect(missed.outcome.message).toMatch(/found 1 problem\(s\), first: loan\/screen.json: no title\.$/);
    const conflict = await publishDue(
      deps({
        publishAs: () => {
          throw new StudioError(409, 'What is live changed meanwhile.');
        },
      }),
      release,
      false,
    );
    expect(conflict.outcome.message).toMatch(/was not published: What is live changed meanwhile\. Nothing changed for borrowers\.$/);
  });
});
