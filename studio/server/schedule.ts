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
import { randomBytes } from 'node:crypto';

import { formatManilaTime, parseManilaTime } from '../shared/manila-time.ts';
import type {
  Comparison,
  PublishRequest,
  PublishResult,
  ReleaseEvent,
  ScheduledRelease,
  ScheduleOutcome,
  ScheduleState,
} from '../shared/studio-api.ts';
import { createScheduleStore } from './schedule-store.ts';
import { StudioError } from './screens-api.ts';

/** The furthest ahead a release may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60_000;
/** A timer waits at most this long before it looks again (setTimeout holds at most about 24.8 days). */
export const MAX_TIMER_MS = 24 * 60 * 60_000;
/** Published later than this after its moment, a release was late (the studio was not running): the history says so. */
const LATE_MS = 2 * 60_000;

export interface SchedulePerson {
  name: string;
  displayName: string;
  roles: readonly string[];
}

type ScheduleAction = 'schedule' | 'schedule cancelled' | 'publish';

export interface ScheduleDeps {
  teamDir: string;
  now: () => number;
  /** Runs `run` after `ms`; returns what stops it (tests hold the timers). */
  setTimer?: (run: () => void, ms: number) => () => void;
  /** Team mode's turn: a schedule's work never runs beside a save, decision, publish or rollback. */
  inTurn: <T>(work: () => Promise<T>) => Promise<T>;
  /** Why the content may not go live (no approval, sent back), or who approved it. */
  refusalToPublish: (contentId: string) => { approvedBy: string | null } | string;
  compareSaved: () => Comparison;
  /** The checker's problems with the saved folder, in words (what Publish refuses on): asked when a release is scheduled; on time, Publish checks. */
  problems: () => string[];
  /** Publish as `person`, the same call as the Publish button's. */
  publishAs: (person: SchedulePerson, request: PublishRequest, scheduled: ReleaseEvent['scheduled']) => PublishResult;
  /** An account as it is now (undefined when gone or disabled). */
  account: (name: string) => SchedulePerson | undefined;
  /** Into the audit log and to the webhook, as `person`. */
  record: (person: SchedulePerson, action: ScheduleAction, detail: Record<string, unknown>) => Promise<void>;
  /** What a save did, as staff name it: "saved 'Loan confirmation'", "removed the page 'about-us'". */
  describeSave: (detail: Record<string, unknown>) => string;
}

const defaultTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

const bad = (message: string) => new StudioError(400, message);

export function createSchedule(deps: ScheduleDeps) {
  const store = createScheduleStore(deps.teamDir);
  const setTimer = deps.setTimer ?? defaultTimer;
  let stopTimer: (() => void) | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const iso = (ms = deps.now()) => new Date(ms).toISOString();
  const named = (release: ScheduledRelease) => `The release scheduled for ${formatManilaTime(release.at)} (Manila time)`;

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
    const moment = Date.parse(release.at);
    if (moment > deps.now()) {
      arm();
      return;
    }
    const late = deps.now() - moment > LATE_MS;
    const publisher = deps.account(release.scheduledBy);
    const byName = publisher?.displayName ?? release.scheduledByName;
    const asPublisher: SchedulePerson = publisher ?? { name: release.scheduledBy, displayName: byName, roles: [] };
    const refuse = (reason: string) => {
      const missed = atStart || late;
      const message = missed
        ? `${named(release)} was missed while the studio was not running, and was not published: ${reason}`
        : `${named(release)} was not published: ${reason} Nothing changed for borrowers.`;
      return end({ kind: missed ? 'missed' : 'failed', release, at: iso(), message }, asPublisher, {});
    };
    if (!publisher?.roles.includes('publisher'))
      return refuse(`${byName}, who scheduled it, may no longer publish. A publisher can schedule it again.`);
    const approval = deps.refusalToPublish(release.contentId);
    if (typeof approval === 'string') return refuse(approval);
    // Publish runs the checks itself (once): what they find is the reason given.
    const approverName = approval.approvedBy ? (deps.account(approval.approvedBy)?.displayName ?? approval.approvedBy) : null;
    let published: PublishResult;
    try {
      published = deps.publishAs(
        publisher,
        { note: release.note, contentId: release.contentId, live: release.live, bringBack: release.bringBack },
        { by: byName, approvedBy: approverName, for: release.at },
      );
    } catch (error) {
      if (error instanceof StudioError && error.status < 500) return refuse(error.message);
      return refuse(`the server could not publish it (${(error as Error).message}).`);
    }
    if (!published.published) {
      const [first] = published.problems;
      return refuse(
        `the checks before publishing found ${published.problems.length} problem(s)${first ? `, first: ${first.file}: ${first.message}` : ''}.`,
      );
    }
    const approved = approverName ? ` (approved by ${approverName})` : '';
    const message = late
      ? `${named(release)} was published late, at ${formatManilaTime(deps.now())}, as scheduled by ${byName}${approved}: the studio was not running at its time.`
      : `${named(release)} was published on time, as scheduled by ${byName}${approved}.`;
    await deps.record(publisher, 'publish', {
      version: published.version,
      previous: published.from,
      contentId: release.contentId,
      note: release.note,
      approvedBy: approval.approvedBy,
      scheduledFor: release.at,
      scheduleId: release.id,
      sentence: `Published as scheduled by ${byName}${approved}: ${release.note}`,
    });
    await end({ kind: 'published', release, at: iso(), message, version: published.version }, publisher, {});
  }

  /** Reads a schedule request, refusing with words anything but an approved, checked change at a moment ahead. */
  function check(body: unknown, person: SchedulePerson): { release: ScheduledRelease; replace: boolean } {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw bad('A schedule needs the date and time (Manila time), the change it was shown and a note.');
    const request = body as Record<string, unknown>;
    if (typeof request.at !== 'string') throw bad('Give the date and the time in Manila time, e.g. 2026-12-01T09:00.');
    const moment = parseManilaTime(request.at);
    if (typeof moment !== 'number') throw bad(moment.problem);
    if (moment <= deps.now()) throw bad(`${formatManilaTime(moment)} (Manila time) has passed: choose a later time.`);
    if (moment > deps.now() + MAX_AHEAD_MS)
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
        at: iso(moment),
        contentId: request.contentId,
        live: request.live,
        note: request.note.trim(),
        bringBack: request.bringBack === true,
        scheduledBy: person.name,
        scheduledByName: person.displayName,
        approvedBy: null,
        approvedByName: null,
        createdAt: iso(),
      },
    };
  }

  /** PUT /schedule: the publisher's schedule, checked against what is saved and approved now. */
  async function set(body: unknown, person: SchedulePerson): Promise<ScheduledRelease> {
    const { release, replace } = check(body, person);
    return deps.inTurn(async () => {
      const shown = deps.compareSaved();
      if (shown.live !== release.live)
        throw new StudioError(409, `What is live changed meanwhile (now ${shown.live ?? 'nothing'}): look at the changes again.`);
      if (shown.contentId !== release.contentId)
        throw new StudioError(409, 'The saved content changed since the changes were shown: look at them again.');
      if (shown.contentId === shown.liveContentId)
        throw new StudioError(409, 'Nothing saved differs from what is live: there is nothing to schedule.');
      const bringsBack =
        shown.screens.some((change) => change.bringsBack) ||
        Boolean(shown.shared?.bringsBack) ||
        shown.pages.some((page) => page.bringsBack);
      if (bringsBack && !release.bringBack)
        throw new StudioError(409, 'This release brings back what a rollback took off: confirm that you want it back.');
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
