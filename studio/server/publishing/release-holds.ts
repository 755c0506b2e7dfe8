// What a rollback took off stays off. After "Make live" of an earlier version, the saved folder still
// holds what the rollback took off (a screen, the shared texts, a page — or a screen's removal): the
// next publish of anything would bring it back. Instead each such part is held back: the saved
// content as a publish would make it live keeps the live version's copy of that part, until an
// editor brings it back on purpose (a change like any other: in team mode reviewed before it goes
// live) or saves it anew (which makes it a new change). A part is one screen (by its id), the shared
// texts, or one Markdown page (by its name).
import { createHash } from 'node:crypto';

import type { ScreensManifest } from '@borrower/engine/schema-types';

import type { ScreensBundle } from '../../../scripts/lib/screens-bundle.ts';
import type { HeldPart } from '../../shared/studio-api.ts';

/** 'screen:<id>', 'shared' or 'page:<name>'. */
export type PartKey = string;

/** A part's hash in a manifest; 'none' when the manifest does not hold it (removed, or not made yet). */
export function hashOfPart(manifest: ScreensManifest, key: PartKey): string {
  if (key === 'shared') return manifest.shared.hash;
  if (key.startsWith('screen:')) return manifest.screens[key.slice('screen:'.length)]?.hash ?? 'none';
  return manifest.pages?.[key.slice('page:'.length)]?.hash ?? 'none';
}

/** Every part either manifest holds. */
function partsOf(...manifests: ScreensManifest[]): PartKey[] {
  const keys = new Set<PartKey>(['shared']);
  for (const manifest of manifests) {
    for (const id of Object.keys(manifest.screens)) keys.add(`screen:${id}`);
    for (const name of Object.keys(manifest.pages ?? {})) keys.add(`page:${name}`);
  }
  return [...keys].sort();
}

/** A bundle a rollback took off, and the bundle that rollback made live instead (when it is known). */
export interface TakenOff {
  manifest: ScreensManifest;
  target?: ScreensManifest;
}

/**
 * Whether `hash` is the copy of part `key` that the rollback of `taken` took out: the bundle taken
 * off held it and the bundle made live instead did not. A copy both held was never taken out, so a
 * change back to it is a plain change.
 */
export const tookOut = (taken: TakenOff, key: PartKey, hash: string): boolean =>
  hashOfPart(taken.manifest, key) === hash && (!taken.target || hashOfPart(taken.target, key) !== hash);

export interface Held {
  key: PartKey;
  /** The version a rollback took off whose copy of the part the saved folder holds. */
  version: string;
}

/**
 * The parts of `saved` that differ from `live` and are exactly what a rollback took out (in one of
 * `takenOff`, newest first: held there and not in the bundle the rollback made live), less those an editor brought back since the last rollback (`released`:
 * 'key hash' pairs).
 */
export function findHeld(
  saved: ScreensManifest,
  live: ScreensManifest | undefined,
  takenOff: readonly TakenOff[],
  released: ReadonlySet<string>,
): Held[] {
  if (!live) return [];
  const held: Held[] = [];
  for (const key of partsOf(saved, live, ...takenOff.map((taken) => taken.manifest))) {
    const hash = hashOfPart(saved, key);
    if (hash === hashOfPart(live, key) || released.has(`${key} ${hash}`)) continue;
    const from = takenOff.find((taken) => tookOut(taken, key, hash));
    if (from) held.push({ key, version: from.manifest.version });
  }
  return held;
}

/**
 * The saved bundle with each held part as live has it (or left out when live has none). The
 * version is made anew from the files, as the bundle's own is (scripts/lib/screens-bundle.ts).
 */
export function withHeldParts(
  saved: ScreensBundle,
  live: ScreensManifest,
  held: readonly Held[],
  readLiveFile: (name: string) => string | undefined,
): ScreensBundle {
  if (held.length === 0) return saved;
  const heldKeys = new Set(held.map((part) => part.key));
  /** Each entry as the saved folder has it, or as live has it when held (absent when live has none). */
  const choose = <T>(savedEntries: Record<string, T>, liveEntries: Record<string, T>, prefix: string): Record<string, T> =>
    Object.fromEntries(
      [...new Set([...Object.keys(savedEntries), ...Object.keys(liveEntries)])].flatMap((name) => {
        const entry = heldKeys.has(`${prefix}${name}`) ? liveEntries[name] : savedEntries[name];
        return (entry as T | undefined) === undefined ? [] : [[name, entry] as const];
      }),
    );
  const manifest: ScreensManifest = {
    ...saved.manifest,
    shared: heldKeys.has('shared') ? live.shared : saved.manifest.shared,
    screens: choose(saved.manifest.screens, live.screens, 'screen:'),
    pages: choose(saved.manifest.pages ?? {}, live.pages ?? {}, 'page:'),
  };
  const used = [
    manifest.shared.file,
    ...Object.values(manifest.screens).map((entry) => entry.file),
    ...Object.values(manifest.pages ?? {}).map((entry) => entry.file),
  ];
  const savedFiles = new Map(saved.files.map((file) => [file.name, file.content]));
  const files = used.map((name) => ({ name, content: savedFiles.get(name) ?? readLiveFile(name) ?? '' }));
  const stamp = saved.manifest.version.slice(0, 15);
  const hash = createHash('sha256')
    .update(files.map((file) => file.name).join('\n'))
    .digest('hex')
    .slice(0, 8);
  return { manifest: { ...manifest, version: `${stamp}-${hash}` }, files };
}

/** A part brought back as the audit log names a save of it (team/reviews.ts reads authors from these). */
export const partAsSave = (held: HeldPart): Record<string, string> =>
  held.kind === 'screen'
    ? { screen: held.name }
    : held.kind === 'shared'
      ? { file: 'screens/messages.json' }
      : { file: `content/${held.name}.md` };
