// How a panel reaches the studio. StudioApp computes the studio once per change (use-studio-model.ts,
// with the commands of commands.ts). A panel reads the part of it that it shows:
//
//   const { notice, dispatch } = useStudioSelector((studio) => ({ notice: studio.state.notice, dispatch: studio.dispatch }));
//
// and re-renders only when one of the values it picked changes (compared one by one), just after the
// page's render. An editor therefore opens after the page's render: what waits for it (a jump to a
// problem, a node to reveal) is done when it tells the page it is open (use-editor-view.ts).
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';

import { createWatched } from '@borrower/engine/core/subject.ts';

import type { StudioFolder } from '../shell/api.ts';
import type { StudioCommands } from './commands.ts';
import type { StudioModel } from './use-studio-model.ts';

export type Studio = StudioModel & StudioCommands & { folder: StudioFolder };

/** The studio as the panels read it: the latest value and a signal when it changes. */
export interface StudioHandle {
  get: () => Studio;
  /** Tells the panels the studio changed (called by StudioApp after it rendered). */
  set: (studio: Studio) => void;
  subscribe: (listener: () => void) => () => void;
}

export const createStudioHandle: (first: Studio) => StudioHandle = createWatched;

/** The handle the selectors read. */
export const StudioContext = createContext<StudioHandle | undefined>(undefined);

/** The same when both are the same value, or plain objects or arrays whose members are each the same value. */
export function sameMembers(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.prototype && !Array.isArray(a)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

function useHandle(): StudioHandle {
  const handle = useContext(StudioContext);
  if (!handle) throw new Error('useStudioSelector() outside <StudioContext>: only the studio page has a store.');
  return handle;
}

/**
 * The part of the studio `select` picks; the panel re-renders when that part changes (its members
 * compared one by one: pick values and stable functions, not objects made anew on each change).
 */
export function useStudioSelector<T>(select: (studio: Studio) => T): T {
  return useSelection(useHandle(), select);
}

/** As useStudioSelector, for a view that is also shown outside the studio page: undefined there. */
export function useStudioSelectorIfAny<T>(select: (studio: Studio) => T): T | undefined {
  return useSelection(useContext(StudioContext) ?? NO_STUDIO, (studio) => (studio ? select(studio) : undefined));
}

const NO_STUDIO = { get: () => undefined, subscribe: () => () => undefined };

function useSelection<S, T>(handle: { get: () => S; subscribe: (listener: () => void) => () => void }, select: (studio: S) => T): T {
  const last = useRef<{ studio: S; select: (studio: S) => T; value: T } | undefined>(undefined);
  const getSnapshot = useCallback(() => {
    const studio = handle.get();
    const before = last.current;
    if (before && before.studio === studio && before.select === select) return before.value;
    const value = select(studio);
    const kept = before && sameMembers(before.value, value) ? before.value : value;
    last.current = { studio, select, value: kept };
    return kept;
  }, [handle, select]);
  return useSyncExternalStore(handle.subscribe, getSnapshot);
}
