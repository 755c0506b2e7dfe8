// What a replace in search and replace writes: for each file with chosen matches, its text before
// and after (the matches left unticked and the earlier replacements tracked, search.ts), and which
// matches stay unticked afterwards.
import { type Match, type ReplacedFile, replaceTracked, type SearchFile } from './search.ts';

export interface FileChange {
  path: string;
  before: string;
  after: string;
}

/** The files `chosen` changes, in the order of `groups` (the matches by file), each with its record for the list. */
export function planReplace(
  groups: readonly (readonly [string, Match[]])[],
  chosen: readonly Match[],
  files: readonly SearchFile[],
  unselected: ReadonlySet<string>,
  done: readonly ReplacedFile[],
  replacement: string,
): { changes: FileChange[]; records: ReplacedFile[] } {
  const changes: FileChange[] = [];
  const records: ReplacedFile[] = [];
  for (const [path, fileMatches] of groups) {
    const mine = fileMatches.filter((match) => chosen.includes(match));
    if (mine.length === 0) continue;
    const before = files.find((file) => file.path === path)?.text ?? '';
    const unticked = fileMatches.filter((match) => unselected.has(match.id));
    const earlier = done.find((record) => record.path === path && record.text === before)?.written;
    const record = replaceTracked(before, path, mine, unticked, replacement, earlier);
    records.push(record);
    changes.push({ path, before, after: record.text });
  }
  return { changes, records };
}

/** The unticked matches after a replace: those of the other files keep their ids (path:offset); those of a changed file moved with it. */
export function untickedAfter(unselected: ReadonlySet<string>, records: readonly ReplacedFile[]): Set<string> {
  const changed = new Set(records.map((record) => record.path));
  const pathOf = (id: string) => id.slice(0, id.lastIndexOf(':'));
  return new Set([...[...unselected].filter((id) => !changed.has(pathOf(id))), ...records.flatMap((record) => record.unticked)]);
}
