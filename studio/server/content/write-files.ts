// How the studio writes a saved screen, text or page: each file to a temporary file in its own
// folder, then renamed over the old one, so a reader (the preview, a publish, git) sees the old file
// or the new one, never half of it. A save of several files (a screen and its texts) writes every
// temporary file first and renames only when all were written. When the disk is full or failing,
// the temporary files are removed, the old files stay as they were, and the save is refused with
// words for staff (docs/team-studio.md, "When the disk is full"). The studio's own state files (the
// team's accounts and sessions, the releases and the publish log) are written the same way, one file
// at a time (`writeFileAtomically`); a full or failing disk there is a `DiskError`, which the server
// answers with 507 or 503 and the words below, never a 500.
import { randomBytes } from 'node:crypto';
import { chmodSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const DISK_FULL_MESSAGE = "The server's disk is full; your change was not saved. Ask IT.";
export const DISK_FAILING_MESSAGE = 'The server could not write to its disk; your change was not saved. Ask IT.';

/** The same for a request that changes the studio's state rather than a file of content (a sign-in, an account, a review, a publish). */
export const STATE_DISK_FULL_MESSAGE = "The server's disk is full; nothing was changed. Ask IT.";
const STATE_DISK_FAILING_MESSAGE = 'The server could not write to its disk; nothing was changed. Ask IT.';

/** The status and words for an error of a disk that is full (507 Insufficient Storage) or failing (503). */
function refusalFor(error: unknown, full = DISK_FULL_MESSAGE, failing = DISK_FAILING_MESSAGE): [number, string] | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return [507, full];
  if (code === 'EIO' || code === 'EROFS') return [503, failing];
  return undefined;
}

/** A state file could not be written: the disk is full (507) or failing (503). The server's log has the system's error. */
export class DiskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The answer to a request that met a full or failing disk (a `DiskError`, or the system's own error
 * of an append), or undefined for any other error.
 */
export function diskRefusal(error: unknown): { status: number; message: string } | undefined {
  if (error instanceof DiskError) return { status: error.status, message: error.message };
  const refusal = refusalFor(error, STATE_DISK_FULL_MESSAGE, STATE_DISK_FAILING_MESSAGE);
  return refusal && { status: refusal[0], message: refusal[1] };
}

/**
 * Writes one state file in place of the old one (a temporary file beside it, then renamed): a reader
 * sees the old file or the new one. On a full or failing disk the old file stays, the temporary file
 * goes, and a `DiskError` is thrown.
 */
export function writeFileAtomically(path: string, content: string, mode?: number): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, content, { flag: 'wx', ...(mode !== undefined && { mode }) });
    if (mode !== undefined) chmodSync(temporary, mode);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    const refusal = refusalFor(error, STATE_DISK_FULL_MESSAGE, STATE_DISK_FAILING_MESSAGE);
    if (!refusal) throw error;
    console.error(`[studio] ${basename(path)} could not be written:`, (error as Error).message);
    throw new DiskError(...refusal);
  }
}

/**
 * Writes each file's content in place of the old one, all or none as far as the disk allows; a full
 * or failing disk throws `refuse(status, message)`, any other error as it is.
 */
export function writeFilesAtomically(
  files: readonly { path: string; content: string }[],
  refuse: (status: number, message: string) => Error,
): void {
  const temporary = files.map((file) => ({
    ...file,
    // Hidden and unique: never a name the studio lists, never another save's.
    temp: join(dirname(file.path), `.${basename(file.path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`),
  }));
  try {
    for (const file of temporary) writeFileSync(file.temp, file.content, { flag: 'wx' });
  } catch (error) {
    for (const file of temporary) rmSync(file.temp, { force: true });
    const refusal = refusalFor(error);
    if (refusal) {
      console.error('[studio] a save could not be written:', (error as Error).message);
      throw refuse(...refusal);
    }
    throw error;
  }
  for (const file of temporary) renameSync(file.temp, file.path);
}
