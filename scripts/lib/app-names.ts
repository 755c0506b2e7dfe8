// The names screen files may use, read from the app shell so check-schemas and the contract
// tests agree with what the app really declares. Routes and texts live in the screens folder.
import { BRIDGE_ACTIONS } from '../../src/bridge/bridge.ts';
import { endpoints } from '../../src/api/endpoints.ts';

export const ENDPOINT_NAMES: ReadonlySet<string> = new Set(Object.keys(endpoints));
export const BRIDGE_ACTION_NAMES: ReadonlySet<string> = new Set(BRIDGE_ACTIONS);
