import type { BridgeMessage, EngineBridge } from '@borrower/engine/core/services.ts';

import { BRIDGE_ACTIONS, type BridgeActionName } from '../../shared/app-names.ts';
import { redactSession } from '../session/session.ts';

/** The payloads of the web-to-native actions of CONTRACTS §4 (their names: src/shared/app-names.ts), one for each. */
interface BridgePayloads extends Record<BridgeActionName, unknown> {
  openPage: { url: string };
  closeWebview: undefined;
  goHome: undefined;
  goMine: undefined;
  goLogin: undefined;
  callPhone: { phone: string };
  goRate: undefined;
  burialPoint: { name: string; params?: Record<string, unknown> };
  startBank: undefined;
  endBank: undefined;
  dismissRepayDialog: undefined;
  pickLocation: undefined;
  pickContact: undefined;
}

/** Native-to-web events of CONTRACTS §4; other names are passed through to subscribers too. */
type BridgeEventName = 'back' | 'location' | 'contact';

/** What a payload field carries when the native side acts on it: an address it opens or a number it dials. */
export type BridgePayloadKind = 'url' | 'phone';

/**
 * The payload fields of CONTRACTS §4 that the native side opens or dials. The app's services
 * check each one with the URL policy (a URL) or the phone rule (a phone number) before sending;
 * a call whose field fails is not sent. An action added here is checked without further code.
 */
export const BRIDGE_PAYLOAD_FIELDS: Readonly<Partial<Record<BridgeActionName, Readonly<Record<string, BridgePayloadKind>>>>> = {
  openPage: { url: 'url' },
  callPhone: { phone: 'phone' },
};

export const BROWSER_BRIDGE_EVENT = 'appbridge';

type PayloadArgs<A extends BridgeActionName> = BridgePayloads[A] extends undefined ? [] : [payload: BridgePayloads[A]];

export interface AppBridge extends EngineBridge {
  send: (<A extends BridgeActionName>(action: A, ...payload: PayloadArgs<A>) => void) & ((action: string, payload?: unknown) => void);
  subscribe: (event: BridgeEventName | (string & {}), handler: (data: unknown) => void) => () => void;
}

interface AndroidBridge {
  postMessage: (message: string) => void;
}

interface IosBridge {
  postMessage: (message: { action: string; payload: unknown }) => void;
}

export interface BridgeWindow extends Window {
  AppBridge?: AndroidBridge;
  webkit?: { messageHandlers?: { AppBridge?: IosBridge } };
  appBridgeReceive?: (message: BridgeMessage | string) => void;
}

type Handler = (data: unknown) => void;

// One subscriber registry per window, so several createBridge() calls share appBridgeReceive.
const registries = new WeakMap<Window, Map<string, Set<Handler>>>();

function isBridgeAction(action: string): action is BridgeActionName {
  return (BRIDGE_ACTIONS as readonly string[]).includes(action);
}

/** The native bridge of CONTRACTS §4 over `win`; installs `win.appBridgeReceive`. */
export function createBridge(win: Window = window): AppBridge {
  const bridgeWindow = win as BridgeWindow;
  const subscribers = getRegistry(bridgeWindow);

  function send(action: string, payload?: unknown): void {
    if (!isBridgeAction(action)) {
      console.warn(`Bridge action "${action}" is unknown; not sent. Known: ${BRIDGE_ACTIONS.join(', ')}.`);
      return;
    }
    // Looked up on every send: native apps may inject their object after the page has loaded.
    const android = bridgeWindow.AppBridge;
    if (android && typeof android.postMessage === 'function') {
      android.postMessage(JSON.stringify({ action, payload }));
      return;
    }
    const ios = bridgeWindow.webkit?.messageHandlers?.AppBridge;
    if (ios && typeof ios.postMessage === 'function') {
      ios.postMessage({ action, payload });
      return;
    }
    bridgeWindow.dispatchEvent(new CustomEvent(BROWSER_BRIDGE_EVENT, { detail: { action, payload } }));
    console.info('[bridge]', action, redactSession(payload));
  }

  function subscribe(event: string, handler: Handler): () => void {
    let handlers = subscribers.get(event);
    if (!handlers) {
      handlers = new Set();
      subscribers.set(event, handlers);
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
    };
  }

  return { send, subscribe };
}

function getRegistry(win: BridgeWindow): Map<string, Set<Handler>> {
  let registry = registries.get(win);
  if (!registry) {
    const created = new Map<string, Set<Handler>>();
    registry = created;
    registries.set(win, created);
    win.appBridgeReceive = (message) => dispatchNativeEvent(created, message);
  }
  return registry;
}

function dispatchNativeEvent(registry: Map<string, Set<Handler>>, message: BridgeMessage | string): void {
  const parsed = parseNativeMessage(message);
  if (!parsed) {
    console.warn('appBridgeReceive expects {event, data}; the message was ignored.');
    return;
  }
  for (const handler of [...(registry.get(parsed.event) ?? [])]) {
    try {
      handler(parsed.data);
    } catch (error) {
      console.error(`Bridge handler for "${parsed.event}" failed:`, redactSession(error));
    }
  }
}

// Android apps often hand over a JSON string through evaluateJavascript; iOS passes an object.
function parseNativeMessage(message: unknown): BridgeMessage | undefined {
  let value = message;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { event, data } = value as { event?: unknown; data?: unknown };
  return typeof event === 'string' && event !== '' ? { event, data } : undefined;
}
