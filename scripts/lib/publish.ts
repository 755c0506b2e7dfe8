// Publishing a screens bundle into a served folder, and rolling back. Files are content-hashed
// and never overwritten or deleted, so a page opened before a publish keeps loading the screens
// of its own manifest; manifest.json is replaced last, in one rename.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { HISTORY_FILE, MANIFEST_FILE, type ScreensBundle } from './screens-bundle.ts';

interface HistoryEntry {
  version: string;
  createdAt: string;
  /** 'build' for the bundle the app was built with, 'publish' for later ones. */
  by: 'build' | 'publish';
  /** For a bundle a rollback took off: the bundle that rollback made live instead, and when (entries written before have neither). */
  rolledBackTo?: string;
  rolledBackAt?: string;
}

/**
 * history.json: `versions` is the stack of bundles that were made current, oldest first; the last
 * one is in force. A rollback takes the last one off (to `rolledBack`) and the one before it is in
 * force again; its files never go, so a page opened before keeps working.
 */
export interface History {
  versions: HistoryEntry[];
  rolledBack?: HistoryEntry[];
}

export const toVersionManifestFile = (version: string): string => `manifest.${version}.json`;

export function readHistory(dir: string): History {
  const path = join(dir, HISTORY_FILE);
  if (!existsSync(path)) return { versions: [] };
  const history = JSON.parse(readFileSync(path, 'utf8')) as History;
  return { versions: history.versions ?? [], rolledBack: history.rolledBack ?? [] };
}

export const currentVersion = (history: History): string | undefined => history.versions.at(-1)?.version;

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
  history.versions.push({ version: bundle.manifest.version, createdAt: bundle.manifest.createdAt, by: 'publish' });
  writeAtomically(join(dir, HISTORY_FILE), JSON.stringify(history, null, 2));
  writeAtomically(join(dir, MANIFEST_FILE), manifest);
  return written;
}

/**
 * Puts the bundle in force before the current one (or, with `to`, the given earlier one) back in
 * force. Each bundle it takes off records which one it made live and when (`at`).
 */
export function rollbackBundle(dir: string, to?: string, at = new Date().toISOString()): { from: string; to: string } {
  const history = readHistory(dir);
  const from = currentVersion(history);
  if (!from) throw new Error(`Nothing is published in ${dir}: no ${HISTORY_FILE}.`);
  const index = to ? history.versions.findLastIndex((entry) => entry.version === to) : history.versions.length - 2;
  if (to && (index < 0 || index === history.versions.length - 1)) {
    throw new Error(
      index < 0 ? `${to} was never in force in ${dir}. Use --list to see the bundles you can go back to.` : `${to} is already in force.`,
    );
  }
  if (index < 0) throw new Error(`${from} is the first bundle in ${dir}: there is nothing to roll back to.`);
  const target = history.versions[index];
  const manifestPath = join(dir, toVersionManifestFile(target.version));
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing, so ${target.version} cannot be restored.`);
  writeAtomically(join(dir, MANIFEST_FILE), readFileSync(manifestPath, 'utf8'));
  const takenOff = history.versions.splice(index + 1).map((entry) => ({ ...entry, rolledBackTo: target.version, rolledBackAt: at }));
  history.rolledBack = [...(history.rolledBack ?? []), ...takenOff];
  writeAtomically(join(dir, HISTORY_FILE), JSON.stringify(history, null, 2));
  return { from, to: target.version };
}
