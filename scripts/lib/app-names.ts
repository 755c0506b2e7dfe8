// The names screen files may use, read from the app shell so check-schemas and the contract
// tests agree with what the app really declares.
import { BRIDGE_ACTIONS } from '../../src/bridge/bridge.ts';
import { endpoints } from '../../src/api/endpoints.ts';
import { en } from '../../src/messages/en.ts';
import { screenMessages } from '../../src/messages/screen-messages.ts';
import { ROUTE_NAMES as APP_ROUTE_NAMES } from '../../src/routes.ts';

export const ENDPOINT_NAMES: ReadonlySet<string> = new Set(Object.keys(endpoints));
export const BRIDGE_ACTION_NAMES: ReadonlySet<string> = new Set(BRIDGE_ACTIONS);
export const MESSAGE_KEYS: ReadonlySet<string> = new Set([...Object.keys(en), ...Object.keys(screenMessages.en ?? {})]);
export const ROUTE_NAMES = APP_ROUTE_NAMES;
