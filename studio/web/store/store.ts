// The studio's one store: its state (state.ts) changed only by dispatching actions (reducer.ts),
// read by React through useSyncExternalStore, and by the commands at any time (getState is never stale).
import { createWatched } from '@borrower/engine/core/subject.ts';

import { type StudioAction, studioReducer } from './reducer.ts';
import type { StudioState } from './state.ts';

export interface StudioStore {
  getState: () => StudioState;
  dispatch: (action: StudioAction) => void;
  /** Calls `listener` after every change; returns the way to stop. */
  subscribe: (listener: () => void) => () => void;
}

export function createStudioStore(initial: StudioState): StudioStore {
  const state = createWatched(initial);
  return {
    getState: state.get,
    dispatch: (action) => state.set(studioReducer(state.get(), action)),
    subscribe: state.subscribe,
  };
}
