// Releases as staff name them: by when they went live (Manila time), who published them and their
// note; the version id only as a detail (a tooltip, the smallest print). Pure, like describe-change.ts.
import { describeSave } from '../../shared/saved-what.ts';
import type { BundleRow, ReleaseEvent } from '../../shared/studio-api.ts';

const MANILA = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 27, 2026, 3:05 PM Manila time" (the way the Philippines writes it). */
export const manilaTime = (at: string | Date): string => {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? 'an unknown time' : `${MANILA.format(date)} Manila time`;
};

/** When a version was made, read from its id (20261127-070512-ab12cd34, UTC), if it is one. */
export function versionTime(version: string): Date | undefined {
  const found = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-[0-9a-f]{8}$/.exec(version);
  if (!found) return undefined;
  const [, year, month, day, hour, minute, second] = found.map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/** "the release of 27 Nov 2026, 3:05 pm Manila time" for a version id alone (no publish record at hand). */
export function releaseOfVersion(version: string | null | undefined): string {
  if (!version) return 'nothing';
  const time = versionTime(version);
  return time ? `the release of ${manilaTime(time)}` : 'a release made elsewhere';
}

/** Who did it, as people read it: their display name (the account only when the server knows no name). */
export const whoDid = (event: ReleaseEvent): string => event.byName ?? event.by;

/** "the release of 27 Nov 2026, 3:05 pm Manila time by Maria Santos (“New rates”)", from its history row. */
export function releaseName(row: BundleRow | undefined, { note = true } = {}): string {
  if (!row) return 'nothing';
  if (row.published) {
    const said = note && row.published.note ? ` (“${row.published.note}”)` : '';
    return `the release of ${manilaTime(row.published.at)} by ${whoDid(row.published)}${said}`;
  }
  return `the release of ${manilaTime(row.createdAt)} ${row.source === 'build' ? 'from the app build' : 'from the command line'}`;
}

/** "Maria Santos made the release of … live again on …" for a rollback's event. */
export function rollbackSentence(event: ReleaseEvent): string {
  return `${whoDid(event)} made ${releaseOfVersion(event.version)} live again on ${manilaTime(event.at)}, taking off ${releaseOfVersion(event.from)}${
    event.note ? ` (“${event.note}”)` : ''
  }`;
}

const say = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const quoted = (value: unknown): string => (say(value) ? ` “${String(value)}”` : '');
const capitalized = (sentence: string): string => `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;

/**
 * What an audit log entry did, as a sentence for the admin page (the columns When, Who, Action and From
 * are shown apart); and its ids (change, version, commit) apart, as a detail.
 */
export function auditDetails(
  entry: Record<string, unknown>,
  /** An account's display name (an approver is recorded by account). */
  nameOf: (account: string) => string = (account) => account,
): { text: string; ids: string } {
  const ids = [
    say(entry.contentId) && `change ${String(entry.contentId).slice(0, 12)}`,
    say(entry.version) && `version ${String(entry.version)}`,
    say(entry.to) && `version ${String(entry.to)}`,
    say(entry.commit) && `commit ${String(entry.commit).slice(0, 7)}`,
  ]
    .filter(Boolean)
    .join(', ');
  const missingCommit = say(entry.commitError) ? ` Not kept in git: ${String(entry.commitError)}` : '';
  const text = (() => {
    switch (entry.action) {
      case 'save':
        return `${capitalized(describeSave(entry))}.${say(entry.note) ? ` Note:${quoted(entry.note)}` : ''}`;
      case 'approve':
        return `Approved the saved change.${say(entry.note) ? ` Note:${quoted(entry.note)}` : ''}`;
      case 'send back':
        return `Sent the saved change back:${quoted(entry.comment)}`;
      case 'comment':
        return `Commented on the saved change:${quoted(entry.comment)}`;
      case 'publish':
        return `Published ${say(entry.version) ? releaseOfVersion(String(entry.version)) : 'a release'}, instead of ${releaseOfVersion(say(entry.previous))}${
          say(entry.approvedBy) ? `; approved by ${nameOf(String(entry.approvedBy))}` : ''
        }.${quoted(entry.note)}`;
      case 'rollback':
        return `Made ${releaseOfVersion(say(entry.to))} live again, instead of ${releaseOfVersion(say(entry.previous))}.${quoted(entry.note)}`;
      default:
        return Object.entries(entry)
          .filter(([key]) => !['at', 'who', 'from', 'action', 'commit', 'contentId', 'version'].includes(key))
          .map(
            ([key, value]) =>
              `${key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}: ${typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : String(value as never)}`,
          )
          .join('; ');
    }
  })();
  return { text: `${text}${missingCommit}`, ids };
}
