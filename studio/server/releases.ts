// What the studio adds to publishing and rolling back (scripts/lib/publish.ts does the writing):
// who did it, when and why (a note), what each bundle changes against the one live now, and
// whether the saved folder would bring back what a rollback took off. The log is kept beside the
// served folder, never in it: the served folder is public, names and notes are not.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { ManifestScreen, ScreensManifest } from '@borrower/engine/schema-types';

import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from '../../scripts/lib/app-names.ts';
import { checkScreensDir } from '../../scripts/lib/check-screens.ts';
import { publishBundle, readHistory, rollbackBundle, toVersionManifestFile } from '../../scripts/lib/publish.ts';
import { buildScreensBundle, HISTORY_FILE, MANIFEST_FILE, type ScreensBundle } from '../../scripts/lib/screens-bundle.ts';
import type {
  BundleRow,
  BundleScreen,
  Comparison,
  HeldPart,
  PageChange,
  PublishRequest,
  PublishResult,
  ReleaseEvent,
  ScreenChange,
  StudioHistory,
} from '../shared/studio-api.ts';
import { savedBundles } from './bundle-cache.ts';
import { findHeld, hashOfPart, type Held, withHeldParts } from './release-holds.ts';
import { diskRefusal, writeFileAtomically } from './write-files.ts';

/** A note is a sentence or two for the history, shown as text. */
const MAX_NOTE_LENGTH = 500;
const MAX_USER_LENGTH = 64;
const VERSION = /^[0-9]{8}-[0-9]{6}-[0-9a-f]{8}$/;
// Control characters (a line break is allowed) and the bidirectional overrides that make text read differently from what it holds.
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** A bundled screen's title in English, when it has one ('Holiday notice'), for staff to read. */
function titleOf(bundled: unknown): string | undefined {
  const { screen, messages } = (bundled ?? {}) as { screen?: { title?: { msg?: unknown } }; messages?: { en?: Record<string, unknown> } };
  const key = screen?.title?.msg;
  const text = typeof key === 'string' ? messages?.en?.[key] : undefined;
  return typeof text === 'string' ? text : undefined;
}

export class ReleaseError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** An editor brought back a part a rollback took off, as the saved folder holds it (its hash). */
interface BroughtBack {
  key: string;
  hash: string;
  by: string;
  at: string;
}

interface ReleaseLog {
  events: ReleaseEvent[];
  broughtBack?: BroughtBack[];
}

/** A note as the history shows it: trimmed, at most MAX_NOTE_LENGTH characters, no control characters. */
function checkNote(note: unknown, required: boolean): string {
  if (note === undefined && !required) return '';
  if (typeof note !== 'string') throw new ReleaseError(400, 'The note must be text.');
  const trimmed = note.trim();
  if (required && !trimmed) throw new ReleaseError(400, 'Write a note: what goes live and why. It is kept in the history.');
  if (trimmed.length > MAX_NOTE_LENGTH)
    throw new ReleaseError(400, `The note is ${trimmed.length} characters long: keep it within ${MAX_NOTE_LENGTH}.`);
  if (UNSAFE_TEXT.test(trimmed)) throw new ReleaseError(400, 'The note holds control or text-direction characters: write plain text.');
  return trimmed;
}

/** The studio user's name as the history records it. */
export function checkUser(user: string): string {
  const trimmed = user.trim();
  if (!trimmed || trimmed.length > MAX_USER_LENGTH || UNSAFE_TEXT.test(trimmed))
    throw new Error(`The user name must be 1 to ${MAX_USER_LENGTH} characters of plain text; got "${user.slice(0, 80)}".`);
  return trimmed;
}

/** A full or failing disk leaves the old file as it was (write-files.ts). */
const writeAtomically = (path: string, content: string): void => writeFileAtomically(path, content);

const readText = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
/** Puts a file back as it was (gone if it was not there). */
function restore(path: string, text: string | undefined): void {
  if (text === undefined) rmSync(path, { force: true });
  else if (readText(path) !== text) writeAtomically(path, text);
}

export interface ReleasesOptions {
  screensDir: string;
  /** The served app's screens/ folder. */
  publishDir: string;
  /** The studio's log (outside the served folder). */
  logFile: string;
  /** Who publishes and rolls back: the account (the OS user in a local studio)… */
  user: string;
  /** …and their display name (team mode), kept with each new entry of the history. */
  userName?: string;
  /** A team account's display name, for entries written before names were kept; undefined for no such account. */
  nameOf?: (account: string) => string | undefined;
}

/** The log's default place: beside the served folder, e.g. dist/ → .studio/publish-log.json next to it. */
export const defaultLogFile = (distDir: string): string => join(dirname(distDir), '.studio', 'publish-log.json');

export function createReleases(options: ReleasesOptions) {
  const { screensDir, publishDir, logFile } = options;
  const user = checkUser(options.user);
  const userName = options.userName?.trim() ? checkUser(options.userName) : undefined;
  /**
   * Who did it, as people read it: the name kept with the entry, else the account's name now, else
   * the account. One namer per answer: each account is looked up once.
   */
  function namer(): (event: ReleaseEvent | undefined) => ReleaseEvent | undefined {
    const looked = new Map<string, string>();
    const nameOf = (account: string) => {
      if (!looked.has(account)) looked.set(account, options.nameOf?.(account) || account);
      return looked.get(account) ?? account;
    };
    return (event) => event && { ...event, byName: (typeof event.byName === 'string' && event.byName) || nameOf(event.by) };
  }
  /** What a new entry records of who did it. */
  const who = { by: user, ...(userName && { byName: userName }) };

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

  const liveManifest = (): ScreensManifest | undefined => {
    const text = readText(join(publishDir, MANIFEST_FILE));
    return text ? (JSON.parse(text) as ScreensManifest) : undefined;
  };
  function manifestOf(version: string): ScreensManifest {
    const text = readText(join(publishDir, toVersionManifestFile(version)));
    if (!text) throw new ReleaseError(404, `There is no bundle ${version} in ${publishDir}.`);
    return JSON.parse(text) as ScreensManifest;
  }
  const readBundleFile = (name: string): unknown => JSON.parse(readFileSync(join(publishDir, name), 'utf8'));

  function history(): StudioHistory {
    const nameIn = namer();
    const stack = readHistory(publishDir);
    const live = liveManifest()?.version ?? null;
    const events = readLog().events;
    const seen = new Map<string, BundleRow>();
    const inForce = new Set(stack.versions.map((entry) => entry.version));
    for (const entry of [...(stack.rolledBack ?? []), ...stack.versions]) {
      seen.set(entry.version, {
        version: entry.version,
        createdAt: entry.createdAt,
        source: entry.by,
        published: nameIn(events.find((event) => event.kind === 'publish' && event.version === entry.version)),
        state: entry.version === live ? 'live' : inForce.has(entry.version) ? 'earlier' : 'rolled back',
        rolledBack: inForce.has(entry.version)
          ? undefined
          : nameIn(events.findLast((event) => event.kind === 'make live' && event.from === entry.version)),
      });
    }
    // Newest first by when each was made; two made in the same second (or millisecond) by the order they were published.
    const publishOrder = (row: BundleRow) => events.findIndex((event) => event.kind === 'publish' && event.version === row.version);
    const bundles = [...seen.values()].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || publishOrder(b) - publishOrder(a) || b.version.localeCompare(a.version),
    );
    return { live, bundles, events: [...events].reverse().map((event) => nameIn(event) ?? event) };
  }

  interface Side {
    manifest: ScreensManifest;
    read: (file: string) => unknown;
    readText: (file: string) => string | undefined;
  }
  const onDisk = (manifest: ScreensManifest): Side => ({
    manifest,
    read: readBundleFile,
    readText: (name) => readText(join(publishDir, name)),
  });
  function ofBundle(bundle: ScreensBundle): Side {
    const files = new Map(bundle.files.map((file) => [file.name, file.content]));
    return {
      manifest: bundle.manifest,
      read: (name) => JSON.parse(files.get(name) ?? readText(join(publishDir, name)) ?? 'null') as unknown,
      readText: (name) => files.get(name) ?? readText(join(publishDir, name)),
    };
  }
  /** What a bundle holds, by its files' names (each names its content's hash): screens with their routes, shared texts, pages. */
  const contentIdOf = (manifest: ScreensManifest): string =>
    createHash('sha256')
      .update(
        [
          manifest.shared.file,
          ...Object.values(manifest.screens).map((entry) => `${entry.file} ${entry.path}`),
          ...Object.entries(manifest.pages ?? {}).map(([name, entry]) => `${name} ${entry.file}`),
        ]
          .sort()
          .join('\n'),
      )
      .digest('hex')
      .slice(0, 16);
  const folderOf = (file: string) => file.slice(0, file.indexOf('.'));

  /** The saved folder's bundle: from the cache (bundle-cache.ts) unless `fresh` (a publish: its version is the time it is made). */
  function buildSaved(fresh = false): ScreensBundle {
    try {
      return fresh ? buildScreensBundle(screensDir) : savedBundles.get(screensDir);
    } catch (error) {
      throw new ReleaseError(422, `The saved screens folder cannot be bundled: ${(error as Error).message}`);
    }
  }

  /** Bundles a rollback took off (but `except`), newest first: a change that matches one brings it back. */
  function takenOffManifests(except?: string): ScreensManifest[] {
    const stack = readHistory(publishDir);
    const inForce = new Set(stack.versions.map((entry) => entry.version));
    return [...(stack.rolledBack ?? [])]
      .filter(
        (entry) =>
          !inForce.has(entry.version) && entry.version !== except && existsSync(join(publishDir, toVersionManifestFile(entry.version))),
      )
      .reverse()
      .map((entry) => manifestOf(entry.version));
  }

  /** The parts an editor brought back since the last rollback, as 'key hash'. */
  function released(log = readLog()): Set<string> {
    const lastRollback = log.events.findLast((event) => event.kind === 'make live')?.at ?? '';
    return new Set((log.broughtBack ?? []).filter((entry) => entry.at >= lastRollback).map((entry) => `${entry.key} ${entry.hash}`));
  }

  /** The saved folder as a publish would make it live: what a rollback took off stays as live has it until brought back. */
  function savedBundle(fresh = false): { bundle: ScreensBundle; held: Held[]; folder: ScreensBundle } {
    const folder = buildSaved(fresh);
    const live = liveManifest();
    const held = findHeld(folder.manifest, live, takenOffManifests(), released());
    const bundle = live ? withHeldParts(folder, live, held, (name) => readText(join(publishDir, name))) : folder;
    return { bundle, held, folder };
  }

  /** A held part as staff read it: which screen or page, what the saved folder does to it, which rollback took it off. */
  function describeHeld(held: Held, folder: ScreensBundle, live: ScreensManifest): HeldPart {
    const events = readLog().events;
    const rolledBack = namer()(events.findLast((event) => event.kind === 'make live' && event.from === held.version));
    const savedHash = hashOfPart(folder.manifest, held.key);
    const change = savedHash === 'none' ? 'removed' : hashOfPart(live, held.key) === 'none' ? 'added' : 'changed';
    const base = { key: held.key, change, version: held.version, ...(rolledBack && { rolledBack }) } as const;
    if (held.key === 'shared') return { ...base, kind: 'shared', name: 'shared texts' };
    if (held.key.startsWith('page:')) return { ...base, kind: 'page', name: held.key.slice('page:'.length) };
    const id = held.key.slice('screen:'.length);
    const entry = folder.manifest.screens[id] ?? live.screens[id];
    const side = folder.manifest.screens[id] ? ofBundle(folder) : onDisk(live);
    return { ...base, kind: 'screen', id, name: folderOf(entry.file), path: entry.path, title: titleOf(side.read(entry.file)) };
  }

  /** What making `target` live would change for borrowers, screen by screen. */
  function compare(target: string, prepared = target === 'saved' ? savedBundle() : undefined): Comparison {
    if (target !== 'saved' && !VERSION.test(target)) throw new ReleaseError(400, `'${target.slice(0, 40)}' is not a bundle version.`);
    const saved = prepared?.bundle;
    const liveNow = liveManifest();
    const to = saved ? ofBundle(saved) : onDisk(manifestOf(target));
    const from = liveNow && onDisk(liveNow);
    const takenOff = takenOffManifests(target);
    const broughtBack = (hashOf: (manifest: ScreensManifest) => string | undefined): string | undefined =>
      takenOff.find((manifest) => hashOf(manifest) === hashOf(to.manifest))?.version;

    const screens: ScreenChange[] = [];
    for (const id of new Set([...Object.keys(from?.manifest.screens ?? {}), ...Object.keys(to.manifest.screens)])) {
      const before: ManifestScreen | undefined = from?.manifest.screens[id];
      const after = to.manifest.screens[id] as ManifestScreen | undefined;
      const entry = after ?? before;
      if (!entry || (before?.hash === after?.hash && before?.path === after?.path)) continue;
      screens.push({
        id,
        name: folderOf(entry.file),
        path: entry.path,
        kind: !before ? 'added' : !after ? 'removed' : 'changed',
        before: before && (from?.read(before.file) as BundleScreen),
        after: after && (to.read(after.file) as BundleScreen),
        title: titleOf(after ? to.read(after.file) : before && from?.read(before.file)),
        bringsBack: broughtBack((manifest) => manifest.screens[id]?.hash),
      });
    }
    screens.sort((a, b) => a.name.localeCompare(b.name));
    const sharedChanged = from?.manifest.shared.hash !== to.manifest.shared.hash;
    const shared = sharedChanged
      ? {
          before: from ? from.read(from.manifest.shared.file) : null,
          after: to.read(to.manifest.shared.file),
          bringsBack: broughtBack((manifest) => manifest.shared.hash),
        }
      : undefined;
    const pages: PageChange[] = [];
    // A bundle made before pages were published lists none: every page of the target is new to it.
    const livePages = from?.manifest.pages ?? {};
    const targetPages = to.manifest.pages ?? {};
    for (const name of [...new Set([...Object.keys(livePages), ...Object.keys(targetPages)])].sort()) {
      const before = livePages[name] as (typeof livePages)[string] | undefined;
      const after = targetPages[name] as (typeof targetPages)[string] | undefined;
      if (before?.hash === after?.hash) continue;
      pages.push({
        name,
        kind: !before ? 'added' : !after ? 'removed' : 'changed',
        ...(before && { before: from?.readText(before.file) }),
        ...(after && { after: to.readText(after.file) }),
        bringsBack: broughtBack((manifest) => manifest.pages?.[name]?.hash),
      });
    }
    const undone = new Set(
      [...screens.map((change) => change.bringsBack), shared?.bringsBack, ...pages.map((page) => page.bringsBack)].filter(Boolean),
    );
    const bringsBack =
      undone.size > 0 ? readLog().events.findLast((event) => event.kind === 'make live' && undone.has(event.from ?? '')) : undefined;
    return {
      live: liveNow?.version ?? null,
      target,
      contentId: contentIdOf(to.manifest),
      liveContentId: liveNow ? contentIdOf(liveNow) : null,
      screens,
      shared,
      pages,
      // A rollback from the command line leaves no event: the change still says what it brings back.
      bringsBack,
      heldBack: prepared && liveNow ? prepared.held.map((held) => describeHeld(held, prepared.folder, liveNow)) : [],
    };
  }

  /** `scheduled`: the studio publishes on time for a publisher's schedule (schedule.ts); never from a request's body. */
  function publish(request: PublishRequest, scheduled?: ReleaseEvent['scheduled']): PublishResult {
    // Everything is checked before anything is written.
    if (!request || typeof request !== 'object') throw new ReleaseError(400, 'A publish needs {"note", "contentId", "live"}.');
    const note = checkNote(request.note, true);
    if (typeof request.contentId !== 'string' || (request.live !== null && typeof request.live !== 'string'))
      throw new ReleaseError(400, 'A publish names what it was shown: {"contentId": text, "live": version or null}.');
    const problems = checkScreensDir(screensDir, { endpoints: ENDPOINT_NAMES, bridgeActions: BRIDGE_ACTION_NAMES });
    if (problems.length > 0) return { published: false, problems };
    const prepared = savedBundle(true);
    const { bundle } = prepared;
    const shown = compare('saved', prepared);
    if (shown.live !== request.live)
      throw new ReleaseError(409, `What is live changed meanwhile (now ${shown.live ?? 'nothing'}): look at the changes again.`);
    if (shown.contentId !== request.contentId)
      throw new ReleaseError(409, 'The saved screens changed since the changes were shown: look at them again.');
    const bringsBack =
      shown.screens.some((change) => change.bringsBack) || Boolean(shown.shared?.bringsBack) || shown.pages.some((page) => page.bringsBack);
    if (bringsBack && request.bringBack !== true)
      throw new ReleaseError(409, 'This publish brings back what a rollback took off: confirm that you want it back.');

    // The log first, then the bundle; a failure on the way puts the log, the history and the live manifest back.
    const event: ReleaseEvent = {
      kind: 'publish',
      version: bundle.manifest.version,
      from: shown.live,
      ...who,
      at: new Date().toISOString(),
      note,
      ...(scheduled && { scheduled }),
    };
    const written = guarded(() => {
      mkdirSync(publishDir, { recursive: true });
      const log = readLog();
      writeLog({ ...log, events: [...log.events, event] });
      return publishBundle(publishDir, bundle);
    });
    return {
      published: true,
      version: bundle.manifest.version,
      written,
      screens: Object.keys(bundle.manifest.screens).length,
      from: shown.live,
    };
  }

  /** Makes any bundle of the history live again: an earlier one (a rollback) or one a rollback took off. */
  function makeLive(request: { to: unknown; note?: unknown; live?: unknown }): { from: string | null; to: string } {
    if (!request || typeof request !== 'object') throw new ReleaseError(400, 'Make live needs {"to": version}.');
    const { to } = request;
    if (typeof to !== 'string' || !VERSION.test(to)) throw new ReleaseError(400, `'${String(to).slice(0, 40)}' is not a bundle version.`);
    const note = checkNote(request.note, false);
    const live = liveManifest()?.version ?? null;
    if (request.live !== undefined && request.live !== live)
      throw new ReleaseError(409, `What is live changed meanwhile (now ${live ?? 'nothing'}): look at the changes again.`);
    if (to === live) throw new ReleaseError(409, `${to} is live already.`);
    const stack = readHistory(publishDir);
    const earlier = stack.versions.some((entry) => entry.version === to);
    const takenOff = stack.rolledBack?.findLast((entry) => entry.version === to);
    if (!earlier && !takenOff) throw new ReleaseError(404, `${to} was never published here.`);
    const manifestText = readText(join(publishDir, toVersionManifestFile(to)));
    if (!manifestText) throw new ReleaseError(409, `The files of ${to} are missing, so it cannot be made live.`);
    const event: ReleaseEvent = { kind: 'make live', version: to, from: live, ...who, at: new Date().toISOString(), note };
    guarded(() => {
      const log = readLog();
      writeLog({ ...log, events: [...log.events, event] });
      if (earlier) {
        rollbackBundle(publishDir, to);
      } else {
        // Forward again: it goes on top of the stack as if published anew, its files as they were.
        const next = {
          versions: [...stack.versions, ...(takenOff ? [takenOff] : [])],
          rolledBack: (stack.rolledBack ?? []).filter((entry) => entry.version !== to),
        };
        writeAtomically(join(publishDir, HISTORY_FILE), JSON.stringify(next, null, 2));
        writeAtomically(join(publishDir, MANIFEST_FILE), manifestText);
      }
    });
    return { from: live, to };
  }

  /** An editor brings back parts a rollback took off (keys of the comparison's `heldBack`), as the saved folder holds them. */
  function bringBack(request: { keys?: unknown; contentId?: unknown }): HeldPart[] {
    const keys = request && typeof request === 'object' ? request.keys : undefined;
    if (!Array.isArray(keys) || keys.length === 0 || keys.length > 500 || !keys.every((key) => typeof key === 'string'))
      throw new ReleaseError(
        400,
        'Bringing back names what it brings back and the change it was shown: {"keys": [text, …], "contentId": text}.',
      );
    const prepared = savedBundle();
    const shown = compare('saved', prepared);
    if (request.contentId !== shown.contentId)
      throw new ReleaseError(409, 'The saved screens changed since the changes were shown: look at them again.');
    const wanted = new Set(keys);
    const chosen = (shown.heldBack ?? []).filter((part) => wanted.has(part.key));
    if (chosen.length !== wanted.size) throw new ReleaseError(409, 'Part of it is no longer held back: look at the changes again.');
    const at = new Date().toISOString();
    const log = readLog();
    const added = chosen.map((part) => ({ key: part.key, hash: hashOfPart(prepared.folder.manifest, part.key), by: user, at }));
    writeLog({ ...log, broughtBack: [...(log.broughtBack ?? []), ...added] });
    return chosen;
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

  return { history, compare, publish, makeLive, bringBack, user };
}
