// A save that met another save of the same screen: the state the conflict dialog shows (the store
// keeps it; studio/web/saving/conflict-view.tsx draws it).
import type { FileVersion } from '../shell/api.ts';
import type { SavedBy } from '../team/team.ts';

export interface ConflictFiles {
  screen: string;
  messages: string | null;
}

export interface Conflict {
  name: string;
  /** The saved files now on disk; null when the screen is no longer there. */
  theirs: { screen: FileVersion; messages: FileVersion | null } | null;
  mine: ConflictFiles;
  /** Team mode: who saved it meanwhile, and when. */
  savedBy?: SavedBy | null;
  /** Team mode: the note typed with the save ("what changed and why"), sent again with Keep mine. */
  note?: string;
  /** The files both versions started from: with them, changes that do not overlap merge by themselves. */
  base?: ConflictFiles;
}
