// A screen's history as the studio's history panel shows it (team mode, saves kept in git): each
// commit that changed the screen's folder with who, when and the note saved with it, marked with
// what became of it: the version borrowers get now (live), the one the pending approval saw
// (approved), and the newest bundle published with it, which a publisher can make live again.
// Which commit a publish or approval saw comes from the audit log (`commit` of each entry).
import type { AuditEntry } from './audit-log.ts';
import type { ScreenCommit } from './git-history.ts';

interface PublishedWith {
  /** The bundle (what a rollback names). */
  version: string;
  at: string;
  /** The account that published it, and its display name. */
  by: string;
  byName: string;
}

interface ScreenVersion extends ScreenCommit {
  /** The author's display name, as the accounts know it now (else as git has it). */
  displayName: string;
  /** Borrowers get this version of the screen now. */
  live: boolean;
  /** The approval of the saved change saw this version (and it is not live yet). */
  approved: boolean;
  /** The newest bundle published with this version of the screen, if any. */
  published?: PublishedWith;
}

export interface ScreenHistory {
  screen: string;
  versions: ScreenVersion[];
  /** The bundle live now, when the studio knows it. */
  liveBundle: string | null;
  /** The live bundle was published with a commit the history shows: false when it came from elsewhere (the build, the command line). */
  liveKnown: boolean;
}

export interface HistorySources {
  screen: string;
  commits: ScreenCommit[];
  /** The audit log, oldest first. */
  audit: AuditEntry[];
  /** The bundle live now. */
  liveBundle: string | null;
  /** The commit the approval of the saved change saw, when it is approved. */
  approvedCommit?: string;
  /** The last commit that changed the screen as of `commit`. */
  versionAt: (commit: string) => Promise<string | undefined>;
  displayName: (account: string) => string | undefined;
}

export async function describeHistory(sources: HistorySources): Promise<ScreenHistory> {
  const publishes = sources.audit.filter(
    (entry): entry is AuditEntry & { version: string; commit: string } =>
      entry.action === 'publish' && typeof entry.version === 'string' && typeof entry.commit === 'string',
  );
  /** Screen commit → the newest bundle published with it. */
  const published = new Map<string, PublishedWith>();
  let liveCommit: string | undefined;
  for (const entry of publishes) {
    const version = await sources.versionAt(entry.commit);
    if (!version) continue;
    published.set(version, { version: entry.version, at: entry.at, by: entry.who, byName: sources.displayName(entry.who) ?? entry.who });
    if (entry.version === sources.liveBundle) liveCommit = version;
  }
  const approved = sources.approvedCommit ? await sources.versionAt(sources.approvedCommit) : undefined;
  const versions = sources.commits.map((commit) => ({
    ...commit,
    displayName: sources.displayName(commit.account) ?? commit.author,
    live: commit.commit === liveCommit,
    approved: commit.commit === approved && commit.commit !== liveCommit,
    ...(published.has(commit.commit) && { published: published.get(commit.commit) }),
  }));
  return { screen: sources.screen, versions, liveBundle: sources.liveBundle, liveKnown: liveCommit !== undefined };
}
