// Writing the generators' output (`npm run gen:*`) or, with `--check`, failing when the committed
// output differs from what the generator makes (`npm run gen:check`, a stage of `npm test`).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import { format, resolveConfig } from 'prettier';

export interface GeneratedFile {
  path: string;
  content: string;
}

export interface GeneratedOutput {
  files: GeneratedFile[];
  /** Folders that hold only generated files: any other file in them is removed (or stale). */
  folders?: string[];
}

export interface SyncResult {
  written: string[];
  removed: string[];
  /** Files that differ, are missing or should not exist; only with `check`, which writes nothing. */
  stale: { path: string; reason: string }[];
  upToDate: string[];
}

/** The code formatted with the repo's Prettier config for its path, as `npm run format` would write it. */
export async function toFormatted(code: string, path: string): Promise<string> {
  const config = await resolveConfig(path);
  return format(code, { ...config, filepath: path });
}

/**
 * Writes the files that differ and removes the ones no longer generated, all or nothing as far as a
 * file system allows: every new content is first written beside its file under a temporary name,
 * and only when all are written are they renamed over the old ones (a rename within a folder
 * replaces a file whole). A failed write removes the temporary files and leaves every output as it
 * was. With `check`, only lists what differs.
 */
export function syncGenerated(output: GeneratedOutput, check: boolean): SyncResult {
  const result: SyncResult = { written: [], removed: [], stale: [], upToDate: [] };
  const changed: GeneratedFile[] = [];
  for (const file of output.files) {
    const current = existsSync(file.path) ? readFileSync(file.path, 'utf8') : undefined;
    if (current === file.content) {
      result.upToDate.push(file.path);
    } else if (check) {
      result.stale.push({ path: file.path, reason: current === undefined ? 'missing' : 'differs from what the schemas make' });
    } else {
      changed.push(file);
    }
  }
  const generated = new Set(output.files.map((file) => file.path));
  const unwanted: string[] = [];
  for (const folder of output.folders ?? []) {
    for (const name of existsSync(folder) ? readdirSync(folder).sort() : []) {
      const path = join(folder, name);
      if (generated.has(path) || name.includes(TEMPORARY_MARK)) continue;
      if (check) result.stale.push({ path, reason: 'no longer generated' });
      else unwanted.push(path);
    }
  }
  if (check) return result;

  const temporary = changed.map((file) => `${file.path}${TEMPORARY_MARK}${process.pid}`);
  try {
    changed.forEach((file, index) => {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(temporary[index], file.content);
    });
  } catch (error) {
    for (const path of temporary) rmSync(path, { force: true });
    throw error;
  }
  changed.forEach((file, index) => {
    renameSync(temporary[index], file.path);
    result.written.push(file.path);
  });
  for (const path of unwanted) {
    rmSync(path, { recursive: true });
    result.removed.push(path);
  }
  return result;
}
/** Marks a generator's temporary file (never an output's name). */
const TEMPORARY_MARK = '.generating-';

/**
 * What the run did, for people: each file written or removed, else that all is up to date; with
 * `check`, each stale file and the command that brings it up to date. True when nothing is stale.
 */
export function reportGenerated(result: SyncResult, options: { what: string; command: string; root: string }): boolean {
  const name = (path: string) => relative(options.root, path);
  const count = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
  for (const path of result.written) console.log(`wrote ${name(path)}`);
  for (const path of result.removed) console.log(`removed ${name(path)}`);
  if (result.stale.length > 0) {
    for (const { path, reason } of result.stale) console.error(`Stale ${options.what}: ${name(path)} (${reason}).`);
    console.error(`Run \`${options.command}\` and commit the result.`);
    return false;
  }
  const changed = result.written.length + result.removed.length;
  const what = options.what[0].toUpperCase() + options.what.slice(1);
  if (changed === 0) console.log(`${what} are up to date (${count(result.upToDate.length)}).`);
  else if (result.upToDate.length > 0) console.log(`${what}: ${count(result.upToDate.length)} already up to date.`);
  return true;
}
