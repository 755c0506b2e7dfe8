// The release history as the studio shows it: every bundle published here, newest first, with
// who published it and who rolled it back, and the log's events, newest first, named as people read them.
import { readHistory } from '../../../scripts/lib/publish.ts';
import type { BundleRow, ReleaseEvent, StudioHistory } from '../../shared/studio-api.ts';
import { type ReleaseFiles, rollbackTarget } from './release-files.ts';

export type Namer = (event: ReleaseEvent | undefined) => ReleaseEvent | undefined;

/**
 * Who did it, as people read it: the name kept with the entry, else the account's name now, else
 * the account. One namer per answer: each account is looked up once.
 */
export function createNamer(nameOfAccount?: (account: string) => string | undefined): Namer {
  const looked = new Map<string, string>();
  const nameOf = (account: string) => {
    if (!looked.has(account)) looked.set(account, nameOfAccount?.(account) || account);
    return looked.get(account) ?? account;
  };
  return (event) => event && { ...event, byName: (typeof event.byName === 'string' && event.byName) || nameOf(event.by) };
}

export function readReleaseHistory(publishDir: string, files: ReleaseFiles, nameIn: Namer): StudioHistory {
  const stack = readHistory(publishDir);
  const live = files.liveManifest()?.version ?? null;
  const events = files.readLog().events;
  const seen = new Map<string, BundleRow>();
  const inForce = new Set(stack.versions.map((entry) => entry.version));
  for (const entry of [...(stack.rolledBack ?? []), ...stack.versions]) {
    seen.set(entry.version, {
      version: entry.version,
      createdAt: entry.createdAt,
      source: entry.by,
      published: nameIn(events.find((event) => event.kind === 'publish' && event.version === entry.version)),
      state: entry.version === live ? 'live' : inForce.has(entry.version) ? 'earlier' : 'rolled back',
      ...(!inForce.has(entry.version) && {
        rolledBack: nameIn(files.rollbackEvent(entry.version, events)),
        rolledBackTo: rollbackTarget(entry, stack),
      }),
    });
  }
  // Newest first by when each was made; two made in the same second (or millisecond) by the order they were published.
  const publishOrder = (row: BundleRow) => events.findIndex((event) => event.kind === 'publish' && event.version === row.version);
  const bundles = [...seen.values()].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || publishOrder(b) - publishOrder(a) || b.version.localeCompare(a.version),
  );
  return { live, bundles, events: [...events].reverse().map((event) => nameIn(event) ?? event) };
}
