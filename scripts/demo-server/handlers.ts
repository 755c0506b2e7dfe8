// The demo back end: msw 2 handlers for every call of SPEC §7, on seeded state (data.ts).
// Used by the demo server (server.ts) and by tests through msw/node. Never imported by src/ or
// engine/: the production bundle carries no mock (CONTRACTS §1).
import type { HttpHandler } from 'msw';

import type { DemoState } from './data.ts';
import { createAssetHandlers } from './endpoints/assets.ts';
import { createBindCardHandlers } from './endpoints/bind-card.ts';
import { createComplaintHandlers } from './endpoints/complaints.ts';
import { createLegacyHandlers } from './endpoints/legacy.ts';
import { createLoanHandlers } from './endpoints/loan.ts';
import { createPromotionHandlers } from './endpoints/promotion.ts';
import { createRepaymentHandlers } from './endpoints/repayment.ts';
import { createReplyScenarioHandlers } from './endpoints/reply-scenarios.ts';

export { type DemoState } from './data.ts';

/** Handlers reading and changing `state`; give each test or server its own state. */
export function createHandlers(state: DemoState): HttpHandler[] {
  return [
    // First: a call asking for a failure or slow reply (header x-demo-reply) is answered so.
    ...createReplyScenarioHandlers(),
    ...createBindCardHandlers(state),
    ...createComplaintHandlers(state),
    ...createLoanHandlers(state),
    ...createRepaymentHandlers(state),
    ...createLegacyHandlers(state),
    ...createPromotionHandlers(state),
    ...createAssetHandlers(state),
  ];
}
