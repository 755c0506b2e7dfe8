// Releases as staff name them: by when they went live (Manila time), who published them and their
// note; the version id only as a detail (a tooltip, the smallest print). Pure, like describe-change.ts.
import type { BundleRow, ReleaseEvent } from '../shared/studio-api.ts';

const MANILA = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "27 Nov 2026, 3:05 pm Manila time". */
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

/** "the release of 27 Nov 2026, 3:05 pm Manila time by maria (“New rates”)", from its history row. */
export function releaseName(row: BundleRow | undefined, { note = true } = {}): string {
  if (!row) return 'nothing';
  if (row.published) {
    const said = note && row.published.note ? ` (“${row.published.note}”)` : '';
    return `the release of ${manilaTime(row.published.at)} by ${row.published.by}${said}`;
  }
  return `the release of ${manilaTime(row.createdAt)} ${row.source === 'build' ? 'from the app build' : 'from the command line'}`;
}

/** "maria made the release of … live again on …" for a rollback's event. */
export function rollbackSentence(event: ReleaseEvent): string {
  return `${event.by} made ${releaseOfVersion(event.version)} live again on ${manilaTime(event.at)}, taking off ${releaseOfVersion(event.from)}${
    event.note ? ` (“${event.note}”)` : ''
  }`;
}
