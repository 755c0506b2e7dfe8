// "Someone else is editing this screen" on the studio page (team mode, studio/server/team/presence.ts):
// an editor's page tells the server what it has unsaved changes of (at once when that changes, then
// every heartbeat while there are any), and every page asks who else edits what. In a local studio
// (no one signed in) nothing is sent or asked.
import { useCallback, useEffect, useRef, useState } from 'react';

import type { TeamPerson } from '../team/team.ts';
import { goSignInAfter, timeAgo } from '../team/team.ts';

export interface Editing {
  /** `screens/<name>` for a screen, else the file's path (`screens/messages.json`, `content/about-us.md`). */
  path: string;
  name: string;
  displayName: string;
  /** When they last changed something there (the server's clock). */
  activeAt: string;
}

interface PresenceReply {
  editing: Editing[];
  /** The server's clock, so that "1 minute ago" does not depend on this machine's. */
  now: string;
  heartbeatMs?: number;
}

const PRESENCE = '/__studio/api/team/presence';
const DEFAULT_HEARTBEAT_MS = 20_000;

/** The presence path of a screen. */
export const screenPath = (name: string) => `screens/${name}`;

/** "Jose Reyes is editing this screen (unsaved changes, last active 1 minute ago)". */
export function editingLine(entry: Editing, what: 'screen' | 'file', now: number): string {
  return `${entry.displayName} is editing this ${what} (unsaved changes, last active ${timeAgo(entry.activeAt, now)})`;
}

/** A random id for this page, so that two tabs of one person are two entries. */
function newTabId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `tab-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

async function presenceCall(body?: unknown): Promise<PresenceReply | undefined> {
  const response = await fetch(PRESENCE, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) await goSignInAfter(response);
  // Best effort: a failed heartbeat changes nothing for the person typing; the next one tries again.
  return response.ok ? ((await response.json()) as PresenceReply) : undefined;
}

export interface PresenceView {
  /** Who else edits what, as last asked. */
  editing: Editing[];
  /** The server's time of that answer, on this machine's clock (for "1 minute ago"). */
  now: () => number;
}

/**
 * Who else edits what, asked every heartbeat; and, for an editor, this page's own unsaved paths
 * sent at once when they change and every heartbeat while there are any. `edits` changes with
 * every edit (any counter), so that "last active" follows typing, not the heartbeat.
 */
export function usePresence(person: TeamPerson | null | undefined, paths: readonly string[], edits: unknown): PresenceView {
  const [editing, setEditing] = useState<Editing[]>([]);
  const [skew, setSkew] = useState(0);
  const [heartbeatMs, setHeartbeatMs] = useState(DEFAULT_HEARTBEAT_MS);
  const tab = useRef<string>(undefined);
  const edited = useRef(false);
  const sentPaths = useRef('');
  const key = [...paths].sort().join('\n');
  const signedIn = Boolean(person);
  const sends = Boolean(person?.roles.includes('editor'));

  const take = useCallback((reply: PresenceReply | undefined) => {
    if (!reply) return;
    setEditing(reply.editing);
    setSkew(Date.parse(reply.now) - Date.now());
    if (reply.heartbeatMs && reply.heartbeatMs > 0) setHeartbeatMs(reply.heartbeatMs);
  }, []);

  // Any edit counts towards "last active" at the next heartbeat.
  useEffect(() => {
    edited.current = true;
  }, [edits]);

  // Ask who else edits: now, and every heartbeat.
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const ask = () =>
      void presenceCall().then(
        (reply) => {
          if (live) take(reply);
        },
        () => undefined,
      );
    ask();
    const timer = setInterval(ask, heartbeatMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [signedIn, heartbeatMs, take]);

  // An editor's heartbeat: at once when the unsaved paths change, then every heartbeat while there are any.
  useEffect(() => {
    if (!sends) return;
    tab.current ??= newTabId();
    const beat = () => {
      const body = { tab: tab.current, paths: key ? key.split('\n') : [], edited: edited.current };
      edited.current = false;
      sentPaths.current = key;
      presenceCall(body).then(take, () => undefined);
    };
    if (key !== sentPaths.current) beat();
    if (!key) return;
    const timer = setInterval(beat, heartbeatMs);
    return () => clearInterval(timer);
  }, [sends, key, heartbeatMs, take]);

  return { editing, now: () => Date.now() + skew };
}
