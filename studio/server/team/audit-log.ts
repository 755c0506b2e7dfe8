// The team studio's audit log: <team folder>/audit.jsonl, one JSON object a line, only ever
// appended to (by the server and by `npm run studio:accounts`). Who, when, from where, what; never
// a password or a session id.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { AuditAction } from '../../shared/team-admin.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './files.ts';

export type { AuditAction };

export interface AuditEntry {
  at: string;
  /** The account name, or for the accounts command "cli:<OS user>". */
  who: string;
  /** The client's address (behind a trusted proxy: the address the proxy saw). */
  from: string;
  action: AuditAction;
  [detail: string]: unknown;
}

const auditFile = (teamDir: string): string => join(teamDir, 'audit.jsonl');

export function createAuditLog(teamDir: string, now: () => Date = () => new Date()) {
  const file = auditFile(teamDir);
  return {
    file,
    append(entry: Omit<AuditEntry, 'at'>): AuditEntry {
      const full = { at: now().toISOString(), ...entry } as AuditEntry;
      ensurePrivateDir(teamDir);
      appendFileSync(file, `${JSON.stringify(full)}\n`, { mode: PRIVATE_FILE_MODE, flag: 'a' });
      return full;
    },
    /** The whole log as JSON Lines, as written. */
    readText: (): string => (existsSync(file) ? readFileSync(file, 'utf8') : ''),
    read: (): AuditEntry[] =>
      (existsSync(file) ? readFileSync(file, 'utf8') : '')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AuditEntry),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
