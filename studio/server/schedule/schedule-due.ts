// A scheduled release whose moment came: published through the same call as the Publish button,
// as the publisher who scheduled it, after the same checks (they may still publish, the change is
// still approved, the screen checks pass); or refused, with the reason in a sentence. Late (the
// studio was not running at its moment) is said in the outcome's words.
import { formatManilaTime } from '../../shared/manila-time.ts';
import type { PublishRequest, PublishResult, ReleaseEvent, ScheduledRelease, ScheduleOutcome } from '../../shared/studio-api.ts';
import { StudioError } from '../content/screens-api.ts';

/** Published later than this after its moment, a release was late (the studio was not running): the history says so. */
const LATE_MS = 2 * 60_000;

/** How staff name a scheduled release in a sentence. */
export const scheduledName = (release: ScheduledRelease) => `The release scheduled for ${formatManilaTime(release.at)} (Manila time)`;

/** How a due release ended, and as whom the end is recorded. */
export interface DueEnd {
  outcome: ScheduleOutcome;
  person: SchedulePerson;
}

export interface SchedulePerson {
  name: string;
  displayName: string;
  roles: readonly string[];
}

/** What the schedule writes to the audit log and the webhook. */
type ScheduleAction = 'schedule' | 'schedule cancelled' | 'publish';

/** What publishing a due release works with (the schedule's deps: schedule.ts). */
export interface DueDeps {
  now: () => number;
  /** An account as it is now (undefined when gone or disabled). */
  account: (name: string) => SchedulePerson | undefined;
  /** Why the content may not go live (no approval, sent back), or who approved it. */
  refusalToPublish: (contentId: string) => { approvedBy: string | null } | string;
  /** Publish as `person`, the same call as the Publish button's. */
  publishAs: (person: SchedulePerson, request: PublishRequest, scheduled: ReleaseEvent['scheduled']) => PublishResult;
  /** Into the audit log and to the webhook, as `person`. */
  record: (person: SchedulePerson, action: ScheduleAction, detail: Record<string, unknown>) => Promise<void>;
}

/** Publishes `release`, whose moment has come (`atStart`: the studio was not running then), or says why not. */
export async function publishDue(deps: DueDeps, release: ScheduledRelease, atStart: boolean): Promise<DueEnd> {
  const moment = Date.parse(release.at);
  const late = deps.now() - moment > LATE_MS;
  const at = () => new Date(deps.now()).toISOString();
  const publisher = deps.account(release.scheduledBy);
  const byName = publisher?.displayName ?? release.scheduledByName;
  const asPublisher: SchedulePerson = publisher ?? { name: release.scheduledBy, displayName: byName, roles: [] };
  const refuse = (reason: string): DueEnd => {
    const missed = atStart || late;
    const message = missed
      ? `${scheduledName(release)} was missed while the studio was not running, and was not published: ${reason}`
      : `${scheduledName(release)} was not published: ${reason} Nothing changed for borrowers.`;
    return { outcome: { kind: missed ? 'missed' : 'failed', release, at: at(), message }, person: asPublisher };
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
    ? `${scheduledName(release)} was published late, at ${formatManilaTime(deps.now())}, as scheduled by ${byName}${approved}: the studio was not running at its time.`
    : `${scheduledName(release)} was published on time, as scheduled by ${byName}${approved}.`;
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
  return { outcome: { kind: 'published', release, at: at(), message, version: published.version }, person: publisher };
}
