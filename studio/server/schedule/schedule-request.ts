// A publisher's schedule request as the studio reads it (PUT /schedule): refused with words unless
// it names a moment ahead (Manila time, at most a year ahead), the change it was shown and a note;
// then checked against what is saved now. Nothing here writes.
import { randomBytes } from 'node:crypto';

import { formatManilaTime, parseManilaTime } from '../../shared/manila-time.ts';
import type { Comparison, ScheduledRelease } from '../../shared/studio-api.ts';
import { StudioError } from '../content/screens-api.ts';

/** The furthest ahead a release may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60_000;

export const bad = (message: string) => new StudioError(400, message);

/** Who schedules: their account and the name people read. */
interface Scheduler {
  name: string;
  displayName: string;
}

/** Reads a schedule request, refusing with words anything but a change and a note for a moment ahead; not yet approved. */
export function readScheduleRequest(body: unknown, person: Scheduler, now: number): { release: ScheduledRelease; replace: boolean } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw bad('A schedule needs the date and time (Manila time), the change it was shown and a note.');
  const request = body as Record<string, unknown>;
  if (typeof request.at !== 'string') throw bad('Give the date and the time in Manila time, e.g. 2026-12-01T09:00.');
  const moment = parseManilaTime(request.at);
  if (typeof moment !== 'number') throw bad(moment.problem);
  if (moment <= now) throw bad(`${formatManilaTime(moment)} (Manila time) has passed: choose a later time.`);
  if (moment > now + MAX_AHEAD_MS)
    throw bad(`${formatManilaTime(moment)} is more than a year ahead: schedule a release at most a year ahead.`);
  if (typeof request.contentId !== 'string' || (request.live !== null && typeof request.live !== 'string'))
    throw bad('A schedule names the change it was shown and what was live then.');
  if (typeof request.note !== 'string' || !request.note.trim())
    throw bad('Write a note: what goes live and why. It is kept in the history.');
  if (request.note.trim().length > 500) throw bad(`The note is ${request.note.trim().length} characters long: keep it within 500.`);
  return {
    replace: request.replace === true,
    release: {
      id: randomBytes(8).toString('hex'),
      at: new Date(moment).toISOString(),
      contentId: request.contentId,
      live: request.live,
      note: request.note.trim(),
      bringBack: request.bringBack === true,
      scheduledBy: person.name,
      scheduledByName: person.displayName,
      approvedBy: null,
      approvedByName: null,
      createdAt: new Date(now).toISOString(),
    },
  };
}

/** Refuses (409) a release whose change is not what is saved now against what is live now, or brings back a rollback's parts unconfirmed. */
export function checkAgainstSaved(shown: Comparison, release: ScheduledRelease): void {
  if (shown.live !== release.live)
    throw new StudioError(409, `What is live changed meanwhile (now ${shown.live ?? 'nothing'}): look at the changes again.`);
  if (shown.contentId !== release.contentId)
    throw new StudioError(409, 'The saved content changed since the changes were shown: look at them again.');
  if (shown.contentId === shown.liveContentId)
    throw new StudioError(409, 'Nothing saved differs from what is live: there is nothing to schedule.');
  const bringsBack =
    shown.screens.some((change) => change.bringsBack) || Boolean(shown.shared?.bringsBack) || shown.pages.some((page) => page.bringsBack);
  if (bringsBack && !release.bringBack)
    throw new StudioError(409, 'This release brings back what a rollback took off: confirm that you want it back.');
}
