// The team folder's files: written whole and atomically (a temporary file renamed over the old
// one), readable by the studio's own OS user only, since they hold password and session hashes.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { writeFileAtomically } from '../content/write-files.ts';

/** Where the team folder is unless `--team-dir` names another (relative to where the studio runs). */
export const DEFAULT_TEAM_DIR = '.studio/team';
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

export function ensurePrivateDir(dir: string): void {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Writes a team file whole (write-files.ts: a temporary file renamed over it); a full or failing disk is a DiskError, the old file intact. */
export function writePrivateJson(path: string, value: unknown): void {
  ensurePrivateDir(dirname(path));
  writeFileAtomically(path, `${JSON.stringify(value, null, 2)}\n`, PRIVATE_FILE_MODE);
}

export function readJsonFile<T>(path: string, empty: T): T {
  if (!existsSync(path)) return empty;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    throw new Error(`${path} is not readable JSON: restore it from a backup, or remove it to start afresh.`);
  }
}
