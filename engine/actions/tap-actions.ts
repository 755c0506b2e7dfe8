import type { ActionDefinition } from '../core/actions.ts';
import { bridgeAction } from './bridge.ts';
import { copyAction } from './copy.ts';
import { openAppLinkAction, openMailAction } from './external.ts';
import { navigateAction } from './navigate.ts';
import { openUrlAction } from './open-url.ts';
import { setSessionAction } from './set-session.ts';
import { storeAction } from './store.ts';
import { toastAction } from './toast.ts';
import { validateAction } from './validate.ts';

/** The action types that mostly follow a tap (leaving the screen, links, the clipboard, the native app, toasts, storage). */
export const tapActions: readonly ActionDefinition[] = [
  navigateAction,
  openUrlAction,
  bridgeAction,
  toastAction,
  copyAction,
  storeAction,
  setSessionAction,
  openMailAction,
  openAppLinkAction,
  validateAction,
];
