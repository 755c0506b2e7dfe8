// Scheduled releases (team mode): a publisher schedules the approved change for a moment in Manila
// time, as lenders do for new rates or terms that take effect on a date. The schedule pins the
// approved content id and names who scheduled and who approved it (schedule-store.ts keeps it in
// the team folder). Its content is locked: any later save, publish or rollback cancels it, and the
// audit log, the webhook and the studio's publish panel say so in a sentence. On time the studio
// publishes it through the same path and checks as Publish (four eyes again, the screen checks,
// the content and the live version unchanged); a failure then is reported as a cancellation. A
// schedule whose moment passed while the studio was not running is published at start when it is
// still valid, or reported as missed: never silently dropped. One schedule at a time: a second one
// replaces the first only when the publisher confirms (`replace`).
import { formatManilaTime } from '../../shared/manila-time.ts';
import type { Comparison, ScheduledRelease, ScheduleOutcome, ScheduleState } from '../../shared/studio-api.ts';
import { StudioError } from '../content/screens-api.ts';
import { type DueDeps, publishDue, scheduledName, type SchedulePerson } from './schedule-due.ts';
import { bad, checkAgainstSaved, readScheduleRequest } from './schedule-request.ts';
import { createScheduleStore } from './schedule-store.ts';

/** A timer waits at most this long before it looks again (setTimeout holds at most about 24.8 days). */
export const MAX_TIMER_MS = 24 * 60 * 60_000;

export type { SchedulePerson } from './schedule-due.ts';

/** What the schedule works with (tests pass fakes); publishing a due release needs the part in DueDeps (schedule-due.ts). */
export interface ScheduleDeps extends DueDeps {
  teamDir: string;
  /** Runs `run` after `ms`; returns what stops it (tests hold the timers). */
  setTimer?: (run: () => void, ms: number) => () => void;
  /** Team mode's turn: a schedule's work never runs beside a save, decision, publish or rollback. */
  inTurn: <T>(work: () => Promise<T>) => Promise<T>;
  compareSaved: () => Comparison;
  /** The checker's problems with the saved folder, in words (what Publish refuses on): asked when a release is scheduled; on time, Publish checks. */
  problems: () => string[];
  /** What a save did, as staff name it: "saved 'Loan confirmation'", "removed the page 'about-us'". */
  describeSave: (detail: Record<string, unknown>) => string;
}

const defaultTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export function createSchedule(deps: ScheduleDeps) {
  const store = createScheduleStore(deps.teamDir);
  const setTimer = deps.setTimer ?? defaultTimer;
  let stopTimer: (() => void) | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const iso = (ms = deps.now()) => new Date(ms).toISOString();
  const named = scheduledName;

  /** Waits for the pending release's moment, a day at a time at most. */
  function arm(): void {
    stopTimer?.();
    stopTimer = undefined;
    const pending = store.read().pending;
    if (!pending) return;
    const wait = Math.max(0, Math.min(Date.parse(pending.at) - deps.now(), MAX_TIMER_MS));
    stopTimer = setTimer(() => {
      stopTimer = undefined;
      running = deps
        .inTurn(() => due(pending.id, false))
        .catch((error: unknown) => {
          console.error('[studio] the scheduled release could not be handled:', error);
        });
    }, wait);
  }

  /** Ends the pending release with `outcome` (kept for the studio to show) and records how it ended. */
  async function end(outcome: ScheduleOutcome, person: SchedulePerson, detail: Record<string, unknown>): Promise<void> {
    store.write({ pending: null, last: outcome });
    stopTimer?.();
    stopTimer = undefined;
    if (outcome.kind !== 'published')
      await deps.record(person, 'schedule cancelled', {
        scheduleId: outcome.release.id,
        scheduledFor: outcome.release.at,
        contentId: outcome.release.contentId,
        scheduledBy: outcome.release.scheduledBy,
        why: outcome.kind,
        sentence: outcome.message,
        ...detail,
      });
  }

  /** Publishes the release `id` when its moment came (`atStart`: the studio was not running then). */
  async function due(id: string, atStart: boolean): Promise<void> {
    const release = store.read().pending;
    if (!release || release.id !== id) return;
    if (Date.parse(release.at) > deps.now()) {
      arm();
      return;
    }
    const { outcome, person } = await publishDue(deps, release, atStart);
    await end(outcome, person, {});
  }

  /** PUT /schedule: the publisher's schedule, checked against what is saved and approved now. */
  async function set(body: unknown, person: SchedulePerson): Promise<ScheduledRelease> {
    const { release, replace } = readScheduleRequest(body, person, deps.now());
    return deps.inTurn(async () => {
      checkAgainstSaved(deps.compareSaved(), release);
      const approval = deps.refusalToPublish(release.contentId);
      if (typeof approval === 'string') throw new StudioError(409, approval);
      const problems = deps.problems();
      if (problems.length > 0)
        throw new StudioError(
          422,
          `The checks before publishing found ${problems.length} problem(s); fix them first. First: ${problems[0]}`,
        );
      const before = store.read().pending;
      if (before && !replace)
        throw new StudioError(409, `${named(before)} by ${before.scheduledByName} is waiting: replace it with this one, or keep it.`);
      const scheduled: ScheduledRelease = {
        ...release,
        approvedBy: approval.approvedBy,
        approvedByName: approval.approvedBy ? (deps.account(approval.approvedBy)?.displayName ?? approval.approvedBy) : null,
      };
      if (before)
        await end(
          {
            kind: 'cancelled',
            release: before,
            at: iso(),
            message: `${named(before)} was replaced by ${person.displayName}'s schedule for ${formatManilaTime(scheduled.at)}.`,
          },
          person,
          { replacedBy: scheduled.id },
        );
      store.write({ pending: scheduled, last: before ? store.read().last : null });
      await deps.record(person, 'schedule', {
        scheduleId: scheduled.id,
        scheduledFor: scheduled.at,
        contentId: scheduled.contentId,
        approvedBy: scheduled.approvedBy,
        note: scheduled.note,
        sentence: `${person.displayName} scheduled a release for ${formatManilaTime(scheduled.at)} (Manila time): ${scheduled.note}`,
      });
      arm();
      return scheduled;
    });
  }

  /** DELETE /schedule: a publisher cancels the pending release by hand (`id`: the one they were shown). */
  async function cancel(body: unknown, person: SchedulePerson): Promise<ScheduleOutcome> {
    const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
    if (typeof id !== 'string') throw bad('A cancellation names the scheduled release it was shown: {"id": …}.');
    return deps.inTurn(async () => {
      const pending = store.read().pending;
      if (!pending || pending.id !== id)
        throw new StudioError(409, 'That release is no longer scheduled (it went live or was cancelled): look again.');
      const outcome: ScheduleOutcome = {
        kind: 'cancelled',
        release: pending,
        at: iso(),
        message: `${named(pending)} was cancelled by ${person.displayName} at ${formatManilaTime(deps.now())}.`,
      };
      await end(outcome, person, {});
      return outcome;
    });
  }

  /**
   * A save, publish or rollback just recorded (already in the team's turn): the scheduled content is
   * locked, so the pending release is cancelled, with who did what and when.
   */
  async function changed(person: SchedulePerson, action: 'save' | 'publish' | 'rollback', detail: Record<string, unknown>): Promise<void> {
    const pending = store.read().pending;
    if (!pending) return;
    const at = formatManilaTime(deps.now());
    const because =
      action === 'save'
        ? `${person.displayName} ${deps.describeSave(detail)} at ${at}`
        : action === 'publish'
          ? `${person.displayName} published by hand at ${at}`
          : `${person.displayName} made an earlier release live at ${at}`;
    await end({ kind: 'cancelled', release: pending, at: iso(), message: `${named(pending)} was cancelled because ${because}.` }, person, {
      cancelledBy: action,
    });
  }

  /** At start: a release whose moment passed while the studio was down goes live now, or is reported missed; a later one is waited for. */
  function start(): Promise<unknown> {
    const pending = store.read().pending;
    if (!pending) return running;
    running = deps
      .inTurn(async () => (Date.parse(pending.at) <= deps.now() ? due(pending.id, true) : arm()))
      .catch((error: unknown) => {
        console.error('[studio] the scheduled release could not be handled at start:', error);
      });
    return running;
  }

  return {
    state: (): ScheduleState => ({ available: true, ...store.read() }),
    set,
    cancel,
    changed,
    start,
    /** Resolves when the work begun (at start, or by the timer) is done. */
    idle: () => running,
    stop(): void {
      stopTimer?.();
      stopTimer = undefined;
    },
  };
}

export type Schedule = ReturnType<typeof createSchedule>;
