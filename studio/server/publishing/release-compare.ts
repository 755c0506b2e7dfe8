// What making a bundle live would change for borrowers, screen by screen, in the shared texts and
// in the pages, against the one live now: what each change brings back of a bundle a rollback took
// off, and, for the saved folder, which parts stay as live has them until an editor brings them
// back (release-holds.ts).
import { createHash } from 'node:crypto';

import type { ManifestScreen, ScreensManifest } from '@borrower/engine/schema-types';

import { buildScreensBundle, type ScreensBundle } from '../../../scripts/lib/screens-bundle.ts';
import type { BundleScreen, Comparison, HeldPart, PageChange, ReleaseEvent, ScreenChange } from '../../shared/studio-api.ts';
import { savedBundles } from './bundle-cache.ts';
import { ReleaseError, VERSION } from './release-checks.ts';
import type { ReleaseFiles } from './release-files.ts';
import type { Namer } from './release-history.ts';
import { findHeld, hashOfPart, type Held, type PartKey, tookOut, withHeldParts } from './release-holds.ts';

type English = { en?: Record<string, unknown> } | null | undefined;

/**
 * A bundled screen's title in English, when it has one ('Holiday notice'), for staff to read: from
 * its own texts, else from the shared texts of the same release (most screens' titles are shared
 * texts: 'Customer service'), as studio/shared/page-users.ts `nameScreen` reads a saved folder.
 */
function titleOf(bundled: unknown, shared: unknown): string | undefined {
  const { screen, messages } = (bundled ?? {}) as { screen?: { title?: { msg?: unknown } }; messages?: English };
  const key = screen?.title?.msg;
  if (typeof key !== 'string') return undefined;
  const text = messages?.en?.[key] ?? (shared as English)?.en?.[key];
  return typeof text === 'string' && text.trim() ? text : undefined;
}
/** The title of screen file `file` as `side` (one release, or the saved folder) holds it, with that side's shared texts. */
const titleIn = (side: Side, file: string): string | undefined => titleOf(side.read(file), side.read(side.manifest.shared.file));

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

/** A screen's folder name from its bundled file's name ('loan-confirm.1a2b3c.json' → 'loan-confirm'). */
const folderOf = (file: string) => file.slice(0, file.indexOf('.'));

/** One side of a comparison: a manifest and how to read the files it names. */
interface Side {
  manifest: ScreensManifest;
  read: (file: string) => unknown;
  readText: (file: string) => string | undefined;
}

/** The saved folder as a publish would make it live, what stays as live has it, and the folder as saved. */
export interface PreparedSaved {
  bundle: ScreensBundle;
  held: Held[];
  folder: ScreensBundle;
}

export function createComparer(screensDir: string, files: ReleaseFiles, namer: () => Namer) {
  const onDisk = (manifest: ScreensManifest): Side => ({ manifest, read: files.readBundleFile, readText: files.readServed });
  function ofBundle(bundle: ScreensBundle): Side {
    const inBundle = new Map(bundle.files.map((file) => [file.name, file.content]));
    return {
      manifest: bundle.manifest,
      read: (name) => JSON.parse(inBundle.get(name) ?? files.readServed(name) ?? 'null') as unknown,
      readText: (name) => inBundle.get(name) ?? files.readServed(name),
    };
  }

  /** The saved folder's bundle: from the cache (bundle-cache.ts) unless `fresh` (a publish: its version is the time it is made). */
  function buildSaved(fresh = false): ScreensBundle {
    try {
      return fresh ? buildScreensBundle(screensDir) : savedBundles.get(screensDir);
    } catch (error) {
      throw new ReleaseError(422, `The saved screens folder cannot be bundled: ${(error as Error).message}`);
    }
  }

  /** The saved folder as a publish would make it live: what a rollback took off stays as live has it until brought back. */
  function savedBundle(fresh = false): PreparedSaved {
    const folder = buildSaved(fresh);
    const live = files.liveManifest();
    const held = findHeld(folder.manifest, live, files.takenOffManifests(), files.released());
    const bundle = live ? withHeldParts(folder, live, held, files.readServed) : folder;
    return { bundle, held, folder };
  }

  /** A held part as staff read it: which screen or page, what the saved folder does to it, which rollback took it off. */
  function describeHeld(held: Held, folder: ScreensBundle, live: ScreensManifest): HeldPart {
    const rolledBack = namer()(files.rollbackEvent(held.version));
    const savedHash = hashOfPart(folder.manifest, held.key);
    const change = savedHash === 'none' ? 'removed' : hashOfPart(live, held.key) === 'none' ? 'added' : 'changed';
    const base = { key: held.key, change, version: held.version, ...(rolledBack && { rolledBack }) } as const;
    if (held.key === 'shared') return { ...base, kind: 'shared', name: 'shared texts' };
    if (held.key.startsWith('page:')) return { ...base, kind: 'page', name: held.key.slice('page:'.length) };
    const id = held.key.slice('screen:'.length);
    const entry = folder.manifest.screens[id] ?? live.screens[id];
    const side = folder.manifest.screens[id] ? ofBundle(folder) : onDisk(live);
    return { ...base, kind: 'screen', id, name: folderOf(entry.file), path: entry.path, title: titleIn(side, entry.file) };
  }

  /** What making `target` live would change for borrowers, screen by screen. */
  function compare(target: string, prepared = target === 'saved' ? savedBundle() : undefined): Comparison {
    if (target !== 'saved' && !VERSION.test(target)) throw new ReleaseError(400, `'${target.slice(0, 40)}' is not a bundle version.`);
    const saved = prepared?.bundle;
    const liveNow = files.liveManifest();
    const to = saved ? ofBundle(saved) : onDisk(files.manifestOf(target));
    const from = liveNow && onDisk(liveNow);
    const takenOff = files.takenOffManifests(target);
    // Only the copy a rollback took out brings it back; a copy the rollback left live is a plain change.
    const broughtBack = (key: PartKey): string | undefined =>
      takenOff.find((taken) => tookOut(taken, key, hashOfPart(to.manifest, key)))?.manifest.version;

    const screens = screenChanges(from, to, broughtBack);
    const sharedChanged = from?.manifest.shared.hash !== to.manifest.shared.hash;
    const shared = sharedChanged
      ? {
          before: from ? from.read(from.manifest.shared.file) : null,
          after: to.read(to.manifest.shared.file),
          bringsBack: broughtBack('shared'),
        }
      : undefined;
    const pages = pageChanges(from, to, broughtBack);
    const undone = new Set(
      [...screens.map((change) => change.bringsBack), shared?.bringsBack, ...pages.map((page) => page.bringsBack)].filter(Boolean),
    );
    const events = undone.size > 0 ? files.readLog().events : [];
    // The newest of the rollbacks that took off what this brings back.
    const bringsBack = [...undone]
      .map((version) => files.rollbackEvent(version ?? '', events))
      .reduce<ReleaseEvent | undefined>((newest, event) => (event && (!newest || event.at > newest.at) ? event : newest), undefined);
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

  return { compare, savedBundle };
}

type BroughtBackBy = (key: PartKey) => string | undefined;

/** The screens `to` adds, removes or changes (content or route) against `from`, by name. */
function screenChanges(from: Side | undefined, to: Side, broughtBack: BroughtBackBy): ScreenChange[] {
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
      // Named as the release going live names it; a removed screen as live has it.
      title: after ? titleIn(to, after.file) : before && from && titleIn(from, before.file),
      bringsBack: broughtBack(`screen:${id}`),
    });
  }
  return screens.sort((a, b) => a.name.localeCompare(b.name));
}

/** The pages `to` adds, removes or changes against `from`, by name. */
function pageChanges(from: Side | undefined, to: Side, broughtBack: BroughtBackBy): PageChange[] {
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
      bringsBack: broughtBack(`page:${name}`),
    });
  }
  return pages;
}
