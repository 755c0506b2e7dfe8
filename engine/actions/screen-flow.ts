import type { ActionDefinition } from '../core/actions.ts';
import { callAction } from './call.ts';
import { closeDialogAction, openDialogAction } from './dialog.ts';
import { delayAction, ifAction, sequenceAction } from './flow.ts';
import { countdownAction, reloadAction, setAction, submitAction } from './state.ts';

/**
 * The action types a screen runs by itself as well as on a tap (its onLoad: calls, conditions,
 * its state and dialogs): a chunk of their own, so a screen whose onLoad runs before the idle load
 * fetches these and not the rest (engine/actions/on-demand.ts).
 */
export const screenFlowActions: readonly ActionDefinition[] = [
  callAction,
  openDialogAction,
  closeDialogAction,
  sequenceAction,
  ifAction,
  setAction,
  delayAction,
  countdownAction,
  submitAction,
  reloadAction,
];
