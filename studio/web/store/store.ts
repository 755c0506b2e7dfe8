// The studio's one store: its state (state.ts) changed only by dispatching actions (reducer.ts),
// read by React through useSyncExternalStore, and by the commands at any time (getState is never stale).
import { createSubject } from '@borrower/engine/core/subject.ts';

import { type StudioAction, studioReducer } from './reducer.ts';
import type { StudioState } from './state.ts';

export interface StudioStore {
  getState: () => StudioState;
  dispatch: (action: StudioAction) => void;
  /** Calls `listener` after every change; returns the way to stop. */
  subscribe: (listener: () => void) => () => void;
}

export function createStudioStore(initial: StudioState): StudioStore {
  let state = initial;
  const changes = createSubject();
  return {
    getState: () => state,
    dispatch: (action) => {
      const next = studioReducer(state, action);
      if (next === state) return;
      state = next;
      changes.next();
    },
    subscribe: changes.subscribe,
  };
}
