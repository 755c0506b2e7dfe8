// Seeded, stateful demo data for the demo back end (CONTRACTS §1). Node only: never bundled.
// Money is in centavos (SPEC §9: the app divides by 100); text/value rows carry display text.
// Dates are Asia/Manila (UTC+8, no daylight saving), relative to the state's clock.
// One file per area in data/; this file is what the handlers, the servers and the tests import.
export { type Complaint, PROBLEM_SON_TYPES, PROBLEM_TYPES } from './data/complaints.ts';
export { DAY_MS, formatManilaDate, formatManilaDateTime, formatPeso, getManilaDay, parseSentAmount, toPesoDecimal } from './data/dates.ts';
export { type DemoLanguage, LOAN_DETAIL_TEXTS_FIL, readLanguage, STATUS_TEXT_FIL, toProblemTitle, toRowTitle } from './data/filipino.ts';
export {
  applyInstalmentPayment,
  getCurrentInstalment,
  getInstalmentInterest,
  getInstalmentPrincipal,
  getRolloverAmount,
  ROLLOVER_DAYS,
} from './data/loan-arithmetic.ts';
export { createOrderFromOffer, type DemoOrder, DUE_TODAY_TIPS, REPAYABLE_STATUSES, STATUS_TEXT } from './data/orders.ts';
export { BANKS, type BindRecord, BRANCH_CITIES, type CardType, describePayout, type PayoutAccount, WALLETS } from './data/payout.ts';
export type { DemoProduct } from './data/products.ts';
export { getPayNotice, REPAY_CHANNELS, type RepayRecord } from './data/repayment.ts';
export { ASSETS_PREFIX, DEMO_SESSION, DEMO_SMS_CODE, REGISTERED_PHONE, SMS_RESEND_WAIT_S } from './data/session.ts';
export { createDemoState, type DemoState, type DemoStateOptions, recordEvent, resetDemoState } from './data/state.ts';
