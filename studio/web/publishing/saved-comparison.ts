// The saved folder against the live release (`compare('saved')`), read once for everything on the
// page that shows it for the same saved folder and live release — a page's header, the preview's
// note and the publish panel — and, from it, how a screen or a Markdown page stands for borrowers,
// decided in one place.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';

import { createWatched } from '@borrower/engine/core/subject.ts';

import { type Comparison, type ProjectFile, studioApi, type StudioFolder } from '../shell/api.ts';
import { useStudioSelectorIfAny } from '../store/context.ts';

/**
 * How a saved screen or page stands against the live release:
 * - `live`: borrowers read it as saved;
 * - `changed`: borrowers read the live release's version; the next publish makes the saved one live;
 * - `not live`: the live release does not have it (never published, or a publish removed it);
 * - `kept off`: not in the live release because a rollback took it off; publishes keep it off
 *   until someone brings it back;
 * - `rolled back`: borrowers read the version from before a rollback, which keeps the saved one
 *   off until someone brings it back;
 * - `removed`: live, but no longer in the saved folder; the next publish takes it off.
 */
export type LiveState = 'live' | 'changed' | 'not live' | 'kept off' | 'rolled back' | 'removed';

function stateOf(held: { change: string } | undefined, change: { kind: string } | undefined): LiveState {
  if (held) return held.change === 'added' ? 'kept off' : 'rolled back';
  if (change?.kind === 'added') return 'not live';
  if (change?.kind === 'changed') return 'changed';
  if (change?.kind === 'removed') return 'removed';
  return 'live';
}

/** A page by name ('about-us', 'about-us.fil'). */
export function pageLiveState(comparison: Comparison, name: string): LiveState {
  const held = (comparison.heldBack ?? []).find((part) => part.kind === 'page' && part.name === name);
  return stateOf(
    held,
    comparison.pages.find((page) => page.name === name),
  );
}

/** A screen by id ('aboutUs'). */
export function screenLiveState(comparison: Comparison, id: string): LiveState {
  const held = (comparison.heldBack ?? []).find((part) => part.kind === 'screen' && part.id === id);
  return stateOf(
    held,
    comparison.screens.find((screen) => screen.id === id),
  );
}

let cached: { key: string; comparison: Promise<Comparison>; readers: number } | undefined;

/** How many times someone asked to read it again: part of the key, so everyone showing it reads the one new answer. */
const round = createWatched(0);

/**
 * Reads the comparison again for everyone who shows it, in one request: the publish panel asks when it
 * opens and after what it did (a publish, a rollback, bringing something back), which may change the
 * answer without a saved file or the live release changing.
 */
export function rereadSavedComparison(): void {
  round.set(round.get() + 1);
}

/** One read of the comparison for `key` while anyone shows it; the last reader gone, the next one asks again. */
function subscribe(key: string): { comparison: Promise<Comparison>; release: () => void } {
  if (cached?.key !== key) {
    const entry = { key, comparison: studioApi.compare('saved'), readers: 0 };
    // A failure is not kept: the next reader asks again.
    entry.comparison.catch(() => {
      if (cached === entry) cached = undefined;
    });
    cached = entry;
  }
  const entry = cached;
  entry.readers += 1;
  return {
    comparison: entry.comparison,
    release() {
      entry.readers -= 1;
      if (cached === entry && entry.readers <= 0) cached = undefined;
    },
  };
}

/** What the comparison depends on: the live release and every saved file's version. */
function savedKeyOf(
  live: string | null | undefined,
  folder: StudioFolder | undefined,
  saved: ReadonlyMap<string, ProjectFile> | undefined,
): string {
  const screens = (folder?.screens ?? []).map((screen) => `${screen.name}:${screen.screen.hash}:${screen.messages?.hash ?? ''}`);
  const files = [...(saved?.values() ?? [])].map((file) => `${file.path}:${file.hash}`);
  return [live ?? '', folder?.shared?.hash ?? '', ...screens, ...files].join(' ');
}

/**
 * The saved folder against the live release, undefined until it is in (or when it cannot be read: then
 * nothing is said). `keepLast`: the last answer meanwhile, while the next one is read.
 */
export function useSavedComparison({ keepLast = false }: { keepLast?: boolean } = {}): Comparison | undefined {
  const { live, folder, saved } =
    useStudioSelectorIfAny((studio) => ({ live: studio.state.history?.live, folder: studio.folder, saved: studio.project.saved })) ?? {};
  const asked = useSyncExternalStore(round.subscribe, round.get);
  const key = useMemo(() => `${asked} ${savedKeyOf(live, folder, saved)}`, [asked, live, folder, saved]);
  const [state, setState] = useState<{ key: string; comparison: Comparison }>();
  useEffect(() => {
    let current = true;
    const { comparison, release } = subscribe(key);
    comparison.then(
      (value) => current && setState({ key, comparison: value }),
      () => undefined,
    );
    return () => {
      current = false;
      release();
    };
  }, [key]);
  return state?.key === key || keepLast ? state?.comparison : undefined;
}
