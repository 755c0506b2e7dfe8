// "Someone else is editing this screen" (team mode): while a signed-in editor has unsaved changes,
// their studio page tells the server which screens and files they are, every little while and on
// each change (a heartbeat); anyone signed in asks who edits what. Kept in memory only: an entry
// ends when its heartbeats stop for `ttlMs`, when the person signs out, and for a path when they
// save it. At most MAX_TABS_PER_ACCOUNT pages a person and MAX_PRESENCE_ENTRIES in all are kept, so
// a poll stays small. The clock is passed in, so tests move time instead of waiting.

/** How often a studio page sends its heartbeat and asks again, unless the server is told otherwise. */
export const PRESENCE_HEARTBEAT_MS = 20_000;
/** An entry without a heartbeat for this long is gone (the page was closed, or the machine slept). */
export const PRESENCE_TTL_MS = 90_000;
const MAX_PATHS = 50;
/** Open studio pages kept per person: a sixth tab's heartbeat drops their longest-quiet one. */
export const MAX_TABS_PER_ACCOUNT = 5;
/** Pages kept in all: past it, the longest-quiet page anyone has is dropped. */
export const MAX_PRESENCE_ENTRIES = 500;
const MAX_PATH_LENGTH = 160;
/** A screen (`screens/<name>`) or a file beside the screens, as staff see its path; never `..`. */
const EDITED_PATH = /^(?:screens|content)\/[a-z0-9][a-z0-9_./-]*$/;
/** The page's own id, so that two tabs of one person are two entries. */
const TAB_ID = /^[A-Za-z0-9-]{8,64}$/;

export class PresenceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface PresenceBeat {
  tab: string;
  /** What this page has unsaved changes of; empty: nothing any more. */
  paths: string[];
  /** Typed since the last heartbeat. */
  edited: boolean;
}

/** Someone editing a path, as the studio page shows it. */
export interface Editing {
  path: string;
  name: string;
  displayName: string;
  /** When they last changed something there (ISO). */
  activeAt: string;
}

interface Entry {
  account: string;
  displayName: string;
  /** The last heartbeat: the entry expires `ttlMs` after it. */
  seenAt: number;
  /** Per path: when it was last changed. */
  paths: Map<string, number>;
}

/** A heartbeat's body, checked: a refusal names what is wrong, and nothing is kept. */
export function checkBeat(body: unknown): PresenceBeat {
  const shape = 'A heartbeat is {"tab": id, "paths": [screens/<name> or a file path, …], "edited": true or false}.';
  if (!body || typeof body !== 'object') throw new PresenceError(400, shape);
  const { tab, paths, edited } = body as Record<string, unknown>;
  if (typeof tab !== 'string' || !TAB_ID.test(tab) || !Array.isArray(paths) || (edited !== undefined && typeof edited !== 'boolean'))
    throw new PresenceError(400, shape);
  if (paths.length > MAX_PATHS) throw new PresenceError(400, `A heartbeat names at most ${MAX_PATHS} paths.`);
  for (const path of paths)
    if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH || !EDITED_PATH.test(path) || path.includes('..'))
      throw new PresenceError(400, `'${String(path).slice(0, 80)}' is not a screen or file of the studio.`);
  return { tab, paths: [...new Set(paths as string[])], edited: edited === true };
}

export function createPresence(options: { now: () => number; ttlMs?: number }) {
  const ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
  /** By account and tab. */
  const entries = new Map<string, Entry>();
  const keyOf = (account: string, tab: string) => `${account}\n${tab}`;

  function dropExpired(): void {
    const now = options.now();
    for (const [key, entry] of entries) if (now - entry.seenAt >= ttlMs) entries.delete(key);
  }

  return {
    /** A heartbeat of `account`'s page: what it edits now. */
    beat(person: { name: string; displayName: string }, beat: PresenceBeat): void {
      const now = options.now();
      const key = keyOf(person.name, beat.tab);
      const before = entries.get(key)?.paths ?? new Map<string, number>();
      if (beat.paths.length === 0) {
        entries.delete(key);
        return;
      }
      const paths = new Map(beat.paths.map((path) => [path, beat.edited ? now : (before.get(path) ?? now)] as const));
      entries.delete(key);
      entries.set(key, { account: person.name, displayName: person.displayName, seenAt: now, paths });
      // A Map keeps the order entries were set in, so the first one found is the longest quiet.
      const tabs = [...entries].filter(([, entry]) => entry.account === person.name);
      for (const [old] of tabs.slice(0, Math.max(0, tabs.length - MAX_TABS_PER_ACCOUNT))) entries.delete(old);
      for (const old of [...entries.keys()].slice(0, Math.max(0, entries.size - MAX_PRESENCE_ENTRIES))) entries.delete(old);
    },
    /** Who edits what now, each person once per path (their latest activity), but for `except` (the one asking). */
    list(except?: string): Editing[] {
      dropExpired();
      const found = new Map<string, Editing & { active: number }>();
      for (const entry of entries.values()) {
        if (entry.account === except) continue;
        for (const [path, active] of entry.paths) {
          const key = keyOf(entry.account, path);
          const seen = found.get(key);
          if (!seen || seen.active < active)
            found.set(key, { path, name: entry.account, displayName: entry.displayName, activeAt: new Date(active).toISOString(), active });
        }
      }
      return [...found.values()]
        .sort((a, b) => a.path.localeCompare(b.path) || b.active - a.active || a.name.localeCompare(b.name))
        .map(({ active: _active, ...editing }) => editing);
    },
    /** They saved `path`: no longer unsaved changes there (a page with more of them says so at its next heartbeat). */
    saved(account: string, path: string): void {
      for (const [key, entry] of entries) {
        if (entry.account !== account) continue;
        entry.paths.delete(path);
        if (entry.paths.size === 0) entries.delete(key);
      }
    },
    /** They signed out: every page of theirs. */
    leave(account: string): void {
      for (const [key, entry] of entries) if (entry.account === account) entries.delete(key);
    },
  };
}
