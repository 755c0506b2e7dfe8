// The project's own block, field and action types as the page knows them: asked of the studio
// server once (GET /__studio/api/own-types, their declarations: type, help, property schema), then
// read by the palette, the property panel, new nodes and the checker. Until the answer is in, and
// when it cannot be had, the page works with the engine's types alone and says so.
import { useSyncExternalStore } from 'react';

import type { OwnTypes } from '@borrower/engine/core';
import { createWatched } from '@borrower/engine/core/subject.ts';

import type { OwnTypesReply } from '../../shared/own-types.ts';
import { goSignInAfter } from '../team/team.ts';

export interface OwnTypesState {
  /** The declarations (none until the server answers). */
  types: OwnTypes;
  /** Said to staff when the project's own types are missing. */
  problem?: string;
  loaded: boolean;
}

const NOT_READ =
  "The studio could not ask for the project's own field, block and action types, so the palette lacks them and screens that use them show problems. Reload the page to try again.";

const state = createWatched<OwnTypesState>({ types: {}, loaded: false });
let loading: Promise<OwnTypesState> | undefined;

async function ask(): Promise<OwnTypesState> {
  try {
    const response = await fetch('/__studio/api/own-types');
    if (response.status === 401) await goSignInAfter(response);
    if (!response.ok) return { types: {}, problem: NOT_READ, loaded: true };
    const reply = (await response.json()) as OwnTypesReply;
    return { types: reply.types ?? {}, problem: typeof reply.problem === 'string' ? reply.problem : undefined, loaded: true };
  } catch {
    return { types: {}, problem: NOT_READ, loaded: true };
  }
}

/** The project's own types, asked for once per page. */
export function loadOwnTypes(): Promise<OwnTypesState> {
  loading ??= ask().then((found) => {
    state.set(found);
    return found;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  const stop = state.subscribe(listener);
  void loadOwnTypes();
  return stop;
};

/** The project's own types as known now (none until the server answers), for code outside React's render. */
export const ownTypesNow = (): OwnTypes => state.get().types;

/** The project's own types for a component: re-renders once they are in. */
export function useOwnTypes(): OwnTypesState {
  return useSyncExternalStore(subscribe, state.get);
}
