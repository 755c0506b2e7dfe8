// How the studio writes a saved screen, text or page: each file to a temporary file in its own
// folder, then renamed over the old one, so a reader (the preview, a publish, git) sees the old file
// or the new one, never half of it. A save of several files (a screen and its texts) writes every
// temporary file first and renames only when all were written. When the disk is full or failing,
// the temporary files are removed, the old files stay as they were, and the save is refused with
// words for staff (docs/team-studio.md, "When the disk is full").
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const DISK_FULL_MESSAGE = "The server's disk is full; your change was not saved. Ask IT.";
export const DISK_FAILING_MESSAGE = 'The server could not write to its disk; your change was not saved. Ask IT.';

/** The status and words for an error of a disk that is full (507 Insufficient Storage) or failing (503). */
function refusalFor(error: unknown): [number, string] | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return [507, DISK_FULL_MESSAGE];
  if (code === 'EIO' || code === 'EROFS') return [503, DISK_FAILING_MESSAGE];
  return undefined;
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
