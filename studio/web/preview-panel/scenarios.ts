// Data scenarios for the preview: the session the app is opened with, and per screen the demo
// back end's data that shows its states (scripts/demo-server/README.md).
import { REPLY_PREFIX } from '../../shared/studio-reply.ts';

const DEMO_SESSION =
  'deviceId=studio-device&userId=10001&sessionId=studio-session&merchantNumber=M001&mobile=09171234567&platform=android&appVersion=3.2.0&productId=1';

export interface Scenario {
  label: string;
  /** Added to the session query. */
  query: string;
}

/** The query parameter naming the reply; the app's session ignores it. */
const REPLY_PARAM = 'studioReply';
const REPLY_SCENARIOS = [
  { label: 'Failure reply (server error)', reply: 'failure' },
  { label: 'Malformed reply (not JSON)', reply: 'malformed' },
  { label: 'Slow reply (3 s)', reply: 'slow' },
] as const;

const ORDERS: Scenario[] = [
  { label: 'Due today, rollover offered (174)', query: 'orderId=ORD174D' },
  { label: 'Under review (21)', query: 'orderId=ORD21' },
  { label: 'Approved, payout pending (110)', query: 'orderId=ORD110' },
  { label: 'Payout failed (151)', query: 'orderId=ORD151' },
  { label: 'Disbursed, next due in 12 days (170)', query: 'orderId=ORD170' },
  { label: 'Due today (174)', query: 'orderId=ORD174' },
  { label: 'Overdue 5 days (180)', query: 'orderId=ORD180' },
  { label: 'Overdue, rollover offered (180)', query: 'orderId=ORD180D' },
  { label: 'Repaid (200)', query: 'orderId=ORD200' },
];

const BY_SCREEN: Record<string, Scenario[]> = {
  loanDetail: ORDERS,
  instalmentRepay: ORDERS.filter((order) => /17|18/.test(order.query)),
  rolloverRepay: ORDERS.filter((order) => /D$/.test(order.query)),
  loanConfirm: [1, 2, 3, 4, 5].map((id) => ({ label: `Product ${id}`, query: `productId=${id}` })),
  register: [
    { label: 'PesoNow, download', query: 'templateId=1' },
    { label: 'Kaagapay Cash, agreement', query: 'templateId=2' },
    { label: 'Unknown template (failure reply)', query: 'templateId=99' },
  ],
  // Opened from the complaint entry, which names the complaint's type (the demo back end refuses a complaint without one).
  complaintForm: [
    { label: 'Repayment issue', query: 'problemType=2' },
    { label: 'Loan application', query: 'problemType=4' },
    { label: 'Other', query: 'problemType=5' },
  ],
  // Borrowers with an order see the order's own hotline (the loan reply's telephone); the configuration's only without one.
  customerService: [
    { label: "With an order (the order's own hotline)", query: 'orderId=ORD170' },
    { label: "No order (the configuration's hotline)", query: '' },
  ],
  appDownload: [
    { label: 'PesoNow template', query: 'templateId=1' },
    { label: 'Kaagapay Cash template', query: 'templateId=2' },
    { label: 'No template', query: '' },
  ],
};

/** Whether a screen calls the API: a data source or an action naming an endpoint. */
export function callsApi(screen: unknown): boolean {
  if (Array.isArray(screen)) return screen.some(callsApi);
  if (typeof screen !== 'object' || screen === null) return false;
  const node = screen as Record<string, unknown>;
  if (typeof node.endpoint === 'string') return true;
  return Object.values(node).some(callsApi);
}

/** The screen's data scenarios; a screen that calls the API also gets a failure, a malformed and a slow reply (of its first scenario's data). */
export function scenariosOf(screenId: string, screen?: unknown): Scenario[] {
  const own = BY_SCREEN[screenId] ?? [{ label: 'Demo session', query: '' }];
  if (!callsApi(screen)) return own;
  const base = own[0].query;
  return [...own, ...REPLY_SCENARIOS.map(({ label, reply }) => ({ label, query: `${base}${base ? '&' : ''}${REPLY_PARAM}=${reply}` }))];
}

/** The app's config for a preview query: API calls through the reply prefix when the scenario names a reply. */
export function withReplyScenario<T extends { apiBase: string; promoBase: string }>(config: T, query: string): T {
  const reply = new URLSearchParams(query).get(REPLY_PARAM);
  if (!reply || !/^[a-z]+$/.test(reply)) return config;
  const prefix = (base: string) => (base === '' || base.startsWith('/') ? `${REPLY_PREFIX}${reply}${base}` : base);
  return { ...config, apiBase: prefix(config.apiBase), promoBase: prefix(config.promoBase) };
}

export function toPreviewQuery(scenario: Scenario | undefined): string {
  const query = new URLSearchParams(DEMO_SESSION);
  for (const [key, value] of new URLSearchParams(scenario?.query ?? '')) query.set(key, value);
  return query.toString();
}
