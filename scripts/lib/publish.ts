// Publishing a screens bundle into a served folder, and rolling back. Files are content-hashed
// and never overwritten or deleted, so a page opened before a publish keeps loading the screens
// of its own manifest; manifest.json is replaced last, in one rename.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_FILE, MANIFEST_FILE, type ScreensBundle } from './screens-bundle.ts';

export interface HistoryEntry {
  version: string;
  createdAt: string;
  /** 'build' for the bundle the app was built with, 'publish' for later ones. */
  by: 'build' | 'publish';
}

export interface History {
  versions: HistoryEntry[];
  /** The version manifest.json points to; the newest when absent. */
  current?: string;
}

export const toVersionManifestFile = (version: string): string => `manifest.${version}.json`;

export function readHistory(dir: string): History {
  const path = join(dir, HISTORY_FILE);
  if (!existsSync(path)) return { versions: [] };
  const history = JSON.parse(readFileSync(path, 'utf8')) as History;
  return { versions: history.versions ?? [], current: history.current ?? history.versions?.at(-1)?.version };
}

function writeAtomically(path: string, content: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/** Writes the bundle's files (those not there yet), its versioned manifest, the history, then manifest.json. Returns how many files were new. */
export function publishBundle(dir: string, bundle: ScreensBundle): number {
  let written = 0;
  for (const file of bundle.files) {
    const path = join(dir, file.name);
    if (existsSync(path)) continue;
    writeAtomically(path, file.content);
    written++;
  }
  const manifest = JSON.stringify(bundle.manifest, null, 2);
  writeAtomically(join(dir, toVersionManifestFile(bundle.manifest.version)), manifest);
  const history = readHistory(dir);
  history.versions = history.versions.filter((entry) => entry.version !== bundle.manifest.version);
  history.versions.push({ version: bundle.manifest.version, createdAt: bundle.manifest.createdAt, by: 'publish' });
  history.current = bundle.manifest.version;
  writeAtomically(join(dir, HISTORY_FILE), JSON.stringify(history, null, 2));
  writeAtomically(join(dir, MANIFEST_FILE), manifest);
  return written;
}

/** Makes the bundle before the current one (or `to`) current again. */
export function rollbackBundle(dir: string, to?: string): { from: string; to: string } {
  const history = readHistory(dir);
  const index = history.versions.findIndex((entry) => entry.version === history.current);
  const target = to ? history.versions.find((entry) => entry.version === to) : history.versions[index - 1];
  if (index < 0 || !history.current) throw new Error(`Nothing is published in ${dir}: no ${HISTORY_FILE} with a current version.`);
  if (!target) throw new Error(to ? `No bundle ${to} in ${dir}. Use --list to see the published ones.` : `${history.current} is the oldest bundle in ${dir}: there is nothing to roll back to.`);
  const manifestPath = join(dir, toVersionManifestFile(target.version));
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing, so ${target.version} cannot be restored.`);
  const from = history.current;
  writeAtomically(join(dir, MANIFEST_FILE), readFileSync(manifestPath, 'utf8'));
  history.current = target.version;
  writeAtomically(join(dir, HISTORY_FILE), JSON.stringify(history, null, 2));
  return { from, to: target.version };
}
