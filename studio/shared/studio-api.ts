// The studio server's API as both sides see it: the replies and requests of studio/server/ (the
// screens, the files beside them, the checks before publishing, the publish history) and the studio
// page's client (studio/web/shell/api.ts). Types only; here so the page never imports the Node server.
import type { Problem } from '@borrower/engine/checker/screen-rules.ts';

export interface FileVersion {
  text: string;
  /** SHA-256 of the text: the token a save must send back to prove it edits this version. */
  hash: string;
}

interface StudioScreen {
  /** The folder name, e.g. 'loan-detail'. */
  name: string;
  screen: FileVersion;
  messages: FileVersion | null;
}

export interface StudioFolder {
  screens: StudioScreen[];
  shared: FileVersion | null;
  /** screens/parts/*.json: blocks several screens include. */
  parts: { name: string; text: string }[];
  /** Names the checker knows besides the folder's own: the app's endpoints, bridge actions and code keys. */
  known: { endpoints: string[]; bridgeActions: string[]; codeKeys: string[] };
}

export interface SaveRequest {
  screen: string;
  messages: string | null;
  /** The hashes the editor started from; null for a file that did not exist (a new screen). */
  base: { screen: string | null; messages: string | null };
  /** Team mode: what changed and why (plain text, at most 500 characters), for the commit and the review. */
  note?: string;
}

export type SaveResult =
  | { status: 'saved'; screen: FileVersion; messages: FileVersion | null }
  | { status: 'conflict'; current: StudioScreen | null }
  | { status: 'problems'; problems: Problem[] };

export interface ChangedScreen {
  /** The folder, e.g. 'loan-detail'. */
  name: string;
  /** The screen's id (its route name), e.g. 'loanDetail'. */
  id: string;
  why: 'new' | 'changed' | 'shared texts changed';
}

export interface PublishCheck {
  problems: Problem[];
  /** Screens whose published form would differ from the bundle in force. */
  changed: ChangedScreen[];
  /** The bundle in force, if any. */
  live?: string;
}

export type ProjectFileKind = 'shared' | 'part' | 'page';

export interface ProjectFile extends FileVersion {
  /** As staff see it: 'screens/messages.json', 'screens/parts/site-footer.json', 'content/about-us.md', 'content/about-us.fil.md'. */
  path: string;
  kind: ProjectFileKind;
}

export interface FileSaveRequest {
  text: string;
  /** The hash the editor started from; null for a file that did not exist (a page's first Filipino text). */
  base: string | null;
  /** Team mode: what changed and why (plain text, at most 500 characters), for the commit and the review. */
  note?: string;
}

export type FileSaveResult =
  | { status: 'saved'; file: ProjectFile }
  | { status: 'conflict'; current: ProjectFile | null }
  | { status: 'problems'; problems: Problem[] };

/** The most files one save of several takes (a part and the shared texts are two). */
export const MAX_FILES_TOGETHER = 12;

/**
 * Several files beside the screens saved at once (PUT /__studio/api/files): checked together and
 * written together, or none of them. A shared part's new row titles are new shared texts: neither file
 * passes the checker without the other.
 */
export interface FilesSaveRequest {
  files: { path: string; text: string; base: string | null }[];
  /** Team mode: what changed and why, for the one commit and the review. */
  note?: string;
}

export type FilesSaveResult =
  | { status: 'saved'; files: ProjectFile[] }
  /** Each file changed by someone else since it was opened, with its version now (null: it is gone); nothing was written. */
  | { status: 'conflict'; conflicts: { path: string; current: ProjectFile | null }[] }
  | { status: 'problems'; problems: Problem[] };

/** One thing done to the live version from the studio. */
export interface ReleaseEvent {
  kind: 'publish' | 'make live';
  /** The bundle made live. */
  version: string;
  /** The bundle live before. */
  from: string | null;
  /** The account (the OS user in a local studio). */
  by: string;
  /** Their display name: kept with the entry (team mode), else the account's name when read, else the account. */
  byName?: string;
  at: string;
  note: string;
  /** A publish the studio made on time for a publisher's schedule (team mode): who scheduled it, who approved it, for when. */
  scheduled?: { by: string; approvedBy: string | null; for: string };
}

export interface BundleRow {
  version: string;
  createdAt: string;
  /** 'build' for the bundle the app was built with. */
  source: 'build' | 'publish';
  /** The studio's publish of it (none for the build's, or one from the command line). */
  published?: ReleaseEvent;
  state: 'live' | 'earlier' | 'rolled back';
  /** When a rollback took it off: the studio's event that did. */
  rolledBack?: ReleaseEvent;
  /** When a rollback took it off: the version that rollback made live instead (for one from before rollbacks recorded it, the newest one in force made before). */
  rolledBackTo?: string;
}

export interface StudioHistory {
  /** The bundle borrowers get now (manifest.json). */
  live: string | null;
  /** Every bundle ever published here, rolled-back ones included, newest first. */
  bundles: BundleRow[];
  /** The studio's publishes and rollbacks, newest first. */
  events: ReleaseEvent[];
}

export interface BundleScreen {
  screen: unknown;
  messages: unknown;
}

export interface ScreenChange {
  /** The screen's id, e.g. 'aboutUs'. */
  id: string;
  /** Its folder, e.g. 'about-us'. */
  name: string;
  path: string;
  kind: 'added' | 'changed' | 'removed';
  before?: BundleScreen;
  after?: BundleScreen;
  /** This change is what a rollback took off: making it live again brings it back. */
  bringsBack?: string;
  /** The screen's title in English, when it has one ('Holiday notice'). */
  title?: string;
}

/**
 * A part of the saved folder that a rollback took off and that stays off (live keeps its copy)
 * through every publish until an editor brings it back: then it is a change like any other.
 */
export interface HeldPart {
  /** 'screen:<id>', 'shared' or 'page:<name>': what a bring-back names. */
  key: string;
  kind: 'screen' | 'shared' | 'page';
  /** The screen's folder, the page's name, or 'shared texts'. */
  name: string;
  id?: string;
  path?: string;
  title?: string;
  /** What the saved folder does to it against live: a screen or page it adds, changes or removes. */
  change: 'added' | 'changed' | 'removed';
  /** The version a rollback took off that holds this very copy. */
  version: string;
  /** The studio's rollback that took it off (none from the command line). */
  rolledBack?: ReleaseEvent;
}

export interface Comparison {
  /** The bundle live now. */
  live: string | null;
  /** 'saved' (the saved screens folder, as Publish would bundle it) or a bundle's version. */
  target: string;
  /** For 'saved': the fingerprint of the bundle it would make; a publish names it, so what goes live is what was shown. */
  contentId: string;
  /** The content id of the bundle live now (null when nothing is live): a publish of that content started it. */
  liveContentId: string | null;
  screens: ScreenChange[];
  /** The shared texts, when they differ. */
  shared?: { before: unknown; after: unknown; bringsBack?: string };
  /** The Markdown pages that differ ('about-us', 'about-us.fil'), by name. */
  pages: PageChange[];
  /** The rollback whose bundle the saved folder would bring back in part (the newest such). */
  bringsBack?: ReleaseEvent;
  /** For 'saved': what a rollback took off that the saved folder still holds, kept off until an editor brings it back. */
  heldBack?: HeldPart[];
}

/** A Markdown page's change between what is live and the target: its text before and after (absent on the side it is missing from). */
export interface PageChange {
  /** content/<name>.md: 'about-us', 'about-us.fil' (its Filipino text), 'payment-channel/wallet-app'. */
  name: string;
  kind: 'added' | 'removed' | 'changed';
  before?: string;
  after?: string;
  /** The version a rollback took off whose page this change brings back. */
  bringsBack?: string;
}

export interface PublishRequest {
  note: string;
  /** The comparison's contentId and live version the person saw. */
  contentId: string;
  live: string | null;
  /** Set when the comparison named a rollback it would undo: the person agreed to bring it back. */
  bringBack?: boolean;
}

export type PublishResult =
  { published: true; version: string; written: number; screens: number; from: string | null } | { published: false; problems: Problem[] };

/** A release a publisher scheduled (team mode): the approved content, pinned by its id, goes live at `at`. */
export interface ScheduledRelease {
  id: string;
  /** When it goes live (ISO time, UTC); staff enter and read it in Manila time. */
  at: string;
  /** The approved content it publishes, and the version live when it was scheduled. */
  contentId: string;
  live: string | null;
  /** The publish note, kept in the history. */
  note: string;
  /** It brings back what a rollback took off, and the publisher confirmed that. */
  bringBack: boolean;
  /** The publisher's account and name; the approver's (null when this change needs no approval). */
  scheduledBy: string;
  scheduledByName: string;
  approvedBy: string | null;
  approvedByName: string | null;
  createdAt: string;
}

/** How the last schedule ended: published on time (or late, after the studio was down), cancelled, failed or missed. */
export interface ScheduleOutcome {
  kind: 'published' | 'cancelled' | 'failed' | 'missed';
  release: ScheduledRelease;
  at: string;
  /** A sentence for staff: "The release scheduled for 1 Dec 2026, 09:00 was cancelled because Ana saved 'Loan confirmation' at …". */
  message: string;
  /** The version that went live, when one did. */
  version?: string;
}

export interface ScheduleState {
  /** False in a local studio: scheduling is a team feature. */
  available: boolean;
  pending: ScheduledRelease | null;
  last: ScheduleOutcome | null;
}

/** PUT /schedule: what the publisher was shown, when (Manila time, "2026-12-01T09:00"), and a note. */
export interface ScheduleRequest {
  at: string;
  contentId: string;
  live: string | null;
  note: string;
  bringBack?: boolean;
  /** Replaces the release scheduled now (the publisher confirmed); without it a second schedule is refused. */
  replace?: boolean;
}
