// Data scenarios for the preview: the session the app is opened with, and per screen the demo
// back end's data that shows its states (scripts/demo-server/README.md).
const DEMO_SESSION = 'deviceId=studio-device&userId=10001&sessionId=studio-session&merchantNumber=M001&mobile=09171234567&platform=android&appVersion=3.2.0&productId=1';

export interface Scenario {
  label: string;
  /** Added to the session query. */
  query: string;
}

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
};

export function scenariosOf(screenId: string): Scenario[] {
  return BY_SCREEN[screenId] ?? [{ label: 'Demo session', query: '' }];
}

export function toPreviewQuery(scenario: Scenario | undefined): string {
  const query = new URLSearchParams(DEMO_SESSION);
  for (const [key, value] of new URLSearchParams(scenario?.query ?? '')) query.set(key, value);
  return query.toString();
}
