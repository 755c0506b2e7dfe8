// Signed-in sessions: a random id in an httpOnly cookie; the team folder keeps only its SHA-256
// (a copy of sessions.json signs nobody in). A session ends after SESSION_IDLE_MS without a
// request, after SESSION_MAX_MS in any case, at sign-out, and when its account's generation moves
// (disabled, enabled, password reset). Every sign-in makes a new id, so an id planted before
// sign-in (session fixation) is never the one signed in.
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';

import { DiskError } from '../content/write-files.ts';
import { readJsonFile, writePrivateJson } from './files.ts';

export const SESSION_IDLE_MS = 30 * 60_000;
const SESSION_MAX_MS = 12 * 60 * 60_000;
/** A request refreshes the stored last-seen time at most this often (the file is not written on every request). */
const TOUCH_WRITE_MS = 60_000;

export interface Session {
  account: string;
  generation: number;
  /** The token a form of the sign-out page sends back. */
  csrf: string;
  createdAt: number;
  lastSeen: number;
  /** Signed in with a temporary password: nothing but choosing one's own (and signing out) until then. */
  temporaryPassword?: true;
}

interface StoredSession extends Session {
  idHash: string;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');
export const newSecret = (): string => randomBytes(32).toString('base64url');

export interface SessionsOptions {
  teamDir: string;
  idleMs?: number;
  maxMs?: number;
  now?: () => number;
}

export function createSessions(options: SessionsOptions) {
  const file = join(options.teamDir, 'sessions.json');
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;
  const maxMs = options.maxMs ?? SESSION_MAX_MS;
  const now = options.now ?? Date.now;
  const live = new Map<string, StoredSession>(
    readJsonFile<{ sessions: StoredSession[] }>(file, { sessions: [] }).sessions.map((session) => [session.idHash, session]),
  );
  const lastWritten = new Map<string, number>();

  const isOver = (session: Session, at: number) => at - session.lastSeen > idleMs || at - session.createdAt > maxMs;
  function save(): void {
    const at = now();
    for (const [key, session] of live) if (isOver(session, at)) live.delete(key);
    writePrivateJson(file, { sessions: [...live.values()] });
  }

  /**
   * A write that only keeps the file in step with memory (a session's last-seen time, one that is
   * over): on a full disk the request goes on, and the next write catches up.
   */
  function saveIfRoom(): void {
    try {
      save();
    } catch (error) {
      if (!(error instanceof DiskError)) throw error;
    }
  }

  return {
    /** A new session for `account`; the id goes in the cookie and nowhere else. */
    create(account: string, generation: number, temporaryPassword = false): { id: string; session: Session } {
      const id = newSecret();
      const at = now();
      const session: StoredSession = {
        idHash: hashId(id),
        account,
        generation,
        csrf: newSecret(),
        createdAt: at,
        lastSeen: at,
        ...(temporaryPassword && { temporaryPassword: true as const }),
      };
      live.set(session.idHash, session);
      try {
        save();
      } catch (error) {
        // Not written (a full disk): the session never was, and the sign-in is refused.
        live.delete(session.idHash);
        throw error;
      }
      return { id, session };
    },
    /**
     * The session of a cookie's id, refreshed (unless `touch` is false: a call the page makes by itself,
     * which must not keep an idle session going); undefined when there is none or it is over (then it is removed).
     */
    use(id: string | undefined, generationOf: (account: string) => number | undefined, touch = true): Session | undefined {
      if (!id) return undefined;
      const key = hashId(id);
      const session = live.get(key);
      if (!session) return undefined;
      const at = now();
      if (isOver(session, at) || generationOf(session.account) !== session.generation) {
        live.delete(key);
        saveIfRoom();
        return undefined;
      }
      if (!touch) return session;
      session.lastSeen = at;
      if (at - (lastWritten.get(key) ?? session.createdAt) >= TOUCH_WRITE_MS) {
        lastWritten.set(key, at);
        saveIfRoom();
      }
      return session;
    },
    /** The stored session of a cookie's id, as it is (no refresh, nothing removed): why a session ended. */
    peek: (id: string | undefined): Session | undefined => (id ? live.get(hashId(id)) : undefined),
    /** Ends the session of a cookie's id (sign-out); the cookie is worthless afterwards. */
    end(id: string | undefined): void {
      // Over at once in memory; on a full disk the file catches up at the next write.
      if (id && live.delete(hashId(id))) saveIfRoom();
    },
  };
}
