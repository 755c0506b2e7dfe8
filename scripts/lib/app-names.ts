// The names screen files may use, as the app shell declares them (src/shared/app-names.ts, which
// the app's endpoint table and bridge are held to), so check-schemas and the contract tests agree
// with what the app really declares. Routes and texts live in the screens folder.
import { BRIDGE_ACTIONS, ENDPOINTS } from '../../src/shared/app-names.ts';

export const ENDPOINT_NAMES: ReadonlySet<string> = new Set(ENDPOINTS);
export const BRIDGE_ACTION_NAMES: ReadonlySet<string> = new Set(BRIDGE_ACTIONS);
