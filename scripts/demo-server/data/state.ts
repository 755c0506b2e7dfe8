// The demo back end's state: everything the handlers change, seeded fresh by createDemoState,
// with the calls the app fires and forgets.
import { seedComplaints } from './complaints.ts';
import { TEMPLATES } from './landing.ts';
import { seedOrders } from './orders.ts';
import { PRODUCTS } from './products.ts';
import { SAVED_CARDS } from './repayment.ts';
import { DEMO_BORROWER, REGISTERED_PHONE } from './session.ts';
import type { DemoState } from './types.ts';

export type { DemoState } from './types.ts';

export interface DemoStateOptions {
  /** Clock of the state; tests pass a fixed time to get fixed dates. Default: Date.now. */
  now?: () => number;
}

/** Fire-and-forget calls are kept so tests and the curious can see what the app reported. */
export function recordEvent(state: DemoState, name: string, params: Record<string, string>): void {
  state.events.push({ name, params, at: new Date(state.now()).toISOString() });
}

export function createDemoState(options: DemoStateOptions = {}): DemoState {
  const now = options.now ?? Date.now;
  const start = now();
  return {
    now,
    products: PRODUCTS.map((product) => ({ ...product, tags: [...product.tags] })),
    orders: seedOrders(start),
    nextOrderSeq: 900_001,
    payoutAccount: { cardType: 1, fields: { channelNumber: '90006', walletAccount: DEMO_BORROWER.mobile, salaryDay: '15' } },
    binds: [],
    lastBind: null,
    complaints: seedComplaints(start),
    nextProblemId: 1004,
    uploads: new Map(),
    templates: TEMPLATES.map((template) => ({ ...template })),
    captchas: new Map(),
    registeredPhones: new Set([REGISTERED_PHONE]),
    smsRequests: new Map(),
    savedCards: SAVED_CARDS.map((card) => ({ ...card })),
    repayTokens: new Map(),
    repayRecords: new Map(),
    nextRepayRecordSeq: 1,
    events: [],
    contact: { email: 'support@pesonow-demo.ph', smWa: '+63 917 555 0142', telephone: '(02) 8876 5432' },
  };
}

/** Puts `state` back to its seed in place, so handlers built on it see the reset. */
export function resetDemoState(state: DemoState, options: DemoStateOptions = {}): void {
  Object.assign(state, createDemoState({ now: options.now ?? state.now }));
}
