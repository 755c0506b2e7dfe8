// The files a release reads and writes: the served folder's manifests and history
// (scripts/lib/publish.ts writes them), and the studio's log beside it (who, when, why, what an
// editor brought back). A change of the live version runs `guarded`: on a failure half-way, the
// log, the history and the live manifest go back as they were and new files go.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { ScreensManifest } from '@borrower/engine/schema-types';

import { type History, readHistory, toVersionManifestFile } from '../../../scripts/lib/publish.ts';
import { HISTORY_FILE, MANIFEST_FILE } from '../../../scripts/lib/screens-bundle.ts';
import type { ReleaseEvent } from '../../shared/studio-api.ts';
import { diskRefusal, writeFileAtomically } from '../content/write-files.ts';
import { ReleaseError } from './release-checks.ts';
import type { TakenOff } from './release-holds.ts';

/** An editor brought back a part a rollback took off, as the saved folder holds it (its hash). */
interface BroughtBack {
  key: string;
  hash: string;
  by: string;
  at: string;
}

export interface ReleaseLog {
  events: ReleaseEvent[];
  broughtBack?: BroughtBack[];
}

/** A full or failing disk leaves the old file as it was (write-files.ts). */
export const writeAtomically = (path: string, content: string): void => writeFileAtomically(path, content);

const readText = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
/** Puts a file back as it was (gone if it was not there). */
function restore(path: string, text: string | undefined): void {
  if (text === undefined) rmSync(path, { force: true });
  else if (readText(path) !== text) writeAtomically(path, text);
}

/**
 * The bundle the rollback that took `entry` off made live: recorded in the history since rollbacks
 * record it; for an entry written before, the newest bundle still in force that was made before it
 * (a rollback only takes off what sits above the bundle it goes back to) — a guess that is wrong
 * when that bundle was itself rolled back later.
 */
export function rollbackTarget(entry: History['versions'][number], stack: History): string | undefined {
  if (entry.rolledBackTo) return entry.rolledBackTo;
  return stack.versions.filter((below) => below.createdAt < entry.createdAt).at(-1)?.version;
}

export function createReleaseFiles(publishDir: string, logFile: string) {
  function readLog(): ReleaseLog {
    const text = readText(logFile);
    if (!text) return { events: [] };
    const log = JSON.parse(text) as Partial<ReleaseLog>;
    return {
      events: Array.isArray(log.events) ? log.events : [],
      broughtBack: Array.isArray(log.broughtBack) ? log.broughtBack : [],
    };
  }
  function writeLog(log: ReleaseLog): void {
    mkdirSync(dirname(logFile), { recursive: true });
    writeAtomically(logFile, `${JSON.stringify(log, null, 2)}\n`);
  }

  /** A file of the served folder as text (undefined when it is not there). */
  const readServed = (name: string): string | undefined => readText(join(publishDir, name));
  const liveManifest = (): ScreensManifest | undefined => {
    const text = readServed(MANIFEST_FILE);
    return text ? (JSON.parse(text) as ScreensManifest) : undefined;
  };
  function manifestOf(version: string): ScreensManifest {
    const text = readServed(toVersionManifestFile(version));
    if (!text) throw new ReleaseError(404, `There is no bundle ${version} in ${publishDir}.`);
    return JSON.parse(text) as ScreensManifest;
  }
  const readBundleFile = (name: string): unknown => JSON.parse(readFileSync(join(publishDir, name), 'utf8'));

  /**
   * Bundles a rollback took off (but `except`), newest first, each with the bundle that rollback made
   * live instead (rollbackTarget). What the two hold alike was not taken out.
   */
  function takenOffManifests(except?: string): TakenOff[] {
    const stack = readHistory(publishDir);
    const inForce = new Set(stack.versions.map((entry) => entry.version));
    const has = (version: string) => existsSync(join(publishDir, toVersionManifestFile(version)));
    return [...(stack.rolledBack ?? [])]
      .filter((entry) => !inForce.has(entry.version) && entry.version !== except && has(entry.version))
      .reverse()
      .map((entry) => {
        const target = rollbackTarget(entry, stack);
        return { manifest: manifestOf(entry.version), ...(target && has(target) && { target: manifestOf(target) }) };
      });
  }

  /** The studio's rollback (a "make live" event) that took `version` off; none from the command line. */
  function rollbackEvent(version: string, events = readLog().events): ReleaseEvent | undefined {
    const entry = readHistory(publishDir).rolledBack?.findLast((taken) => taken.version === version);
    // Recorded: the event made exactly then, to exactly that bundle (also one taken off below the live one).
    if (entry?.rolledBackAt)
      return events.findLast(
        (event) => event.kind === 'make live' && event.at === entry.rolledBackAt && event.version === entry.rolledBackTo,
      );
    return events.findLast((event) => event.kind === 'make live' && event.from === version);
  }

  /** The parts an editor brought back since the last rollback, as 'key hash'. */
  function released(log = readLog()): Set<string> {
    const lastRollback = log.events.findLast((event) => event.kind === 'make live')?.at ?? '';
    return new Set((log.broughtBack ?? []).filter((entry) => entry.at >= lastRollback).map((entry) => `${entry.key} ${entry.hash}`));
  }

  /** Runs a change of the live version; on a failure half-way, the log, history and manifest go back as they were and new files go. */
  function guarded<T>(work: () => T): T {
    const files = [logFile, join(publishDir, HISTORY_FILE), join(publishDir, MANIFEST_FILE)];
    const before = files.map(readText);
    const existing = new Set(existsSync(publishDir) ? readdirSync(publishDir) : []);
    try {
      return work();
    } catch (error) {
      // The live manifest first: borrowers keep the version they had.
      for (const index of [2, 1, 0]) {
        try {
          restore(files[index], before[index]);
        } catch {
          // Keep going: the next file matters as much.
        }
      }
      for (const name of existsSync(publishDir) ? readdirSync(publishDir) : [])
        if (!existing.has(name) && name !== MANIFEST_FILE && name !== HISTORY_FILE)
          rmSync(join(publishDir, name), { force: true, recursive: true });
      const live = liveManifest()?.version;
      const disk = diskRefusal(error);
      throw new ReleaseError(
        disk?.status ?? 500,
        `Nothing changed for borrowers: ${live ?? 'the previous version'} stays live. ${disk ? disk.message : `The server could not finish (${(error as Error).message}).`}`,
      );
    }
  }

  return {
    readLog,
    writeLog,
    readServed,
    liveManifest,
    manifestOf,
    readBundleFile,
    takenOffManifests,
    rollbackEvent,
    released,
    guarded,
  };
}

export type ReleaseFiles = ReturnType<typeof createReleaseFiles>;
