// The scheduled release's small state file in the team folder (schedule.json): the one release
// waiting for its time, and how the last one ended (shown in the studio until the next schedule).
// Written whole each time, through a temporary file renamed over it (write-files.ts), so a crash
// leaves the old state or the new one, never half of either.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ScheduledRelease, ScheduleOutcome } from '../../shared/studio-api.ts';
import { StudioError } from '../content/screens-api.ts';
import { writeFilesAtomically } from '../content/write-files.ts';

export interface ScheduleFile {
  pending: ScheduledRelease | null;
  last: ScheduleOutcome | null;
}

const EMPTY: ScheduleFile = { pending: null, last: null };

const isRelease = (value: unknown): value is ScheduledRelease =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as ScheduledRelease).id === 'string' &&
  typeof (value as ScheduledRelease).at === 'string' &&
  typeof (value as ScheduledRelease).contentId === 'string' &&
  typeof (value as ScheduledRelease).scheduledBy === 'string';

export function createScheduleStore(teamDir: string) {
  const file = join(teamDir, 'schedule.json');

  /** The state; a file that cannot be read is said in the server's log and read as no schedule (never a crash at start). */
  function read(): ScheduleFile {
    if (!existsSync(file)) return EMPTY;
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<ScheduleFile>;
      const last = data.last && isRelease(data.last.release) ? data.last : null;
      return { pending: isRelease(data.pending) ? data.pending : null, last };
    } catch (error) {
      console.error(`[studio] the scheduled release's file ${file} cannot be read (${(error as Error).message}); no release is scheduled.`);
      return EMPTY;
    }
  }

  function write(state: ScheduleFile): void {
    writeFilesAtomically(
      [{ path: file, content: `${JSON.stringify(state, null, 2)}\n` }],
      (status, message) => new StudioError(status, message.replace('your change was not saved', 'the schedule was not changed')),
    );
  }

  return { read, write, file };
}
