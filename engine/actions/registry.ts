import { createRegistry } from '../core/registry.ts';
import type { ActionDefinition } from '../core/actions.ts';
import { bridgeAction } from './bridge.ts';
import { callAction } from './call.ts';
import { copyAction } from './copy.ts';
import { openAppLinkAction, openMailAction } from './external.ts';
import { closeDialogAction, openDialogAction } from './dialog.ts';
import { delayAction, ifAction, sequenceAction } from './flow.ts';
import { navigateAction } from './navigate.ts';
import { openUrlAction } from './open-url.ts';
import { countdownAction, reloadAction, setAction, submitAction } from './state.ts';
import { setSessionAction } from './set-session.ts';
import { storeAction } from './store.ts';
import { toastAction } from './toast.ts';
import { validateAction } from './validate.ts';

export const actions = createRegistry<ActionDefinition>('action', [
  callAction,
  navigateAction,
  openUrlAction,
  bridgeAction,
  toastAction,
  openDialogAction,
  closeDialogAction,
  copyAction,
  storeAction,
  setSessionAction,
  sequenceAction,
  ifAction,
  setAction,
  delayAction,
  countdownAction,
  submitAction,
  reloadAction,
  openMailAction,
  openAppLinkAction,
  validateAction,
]);
