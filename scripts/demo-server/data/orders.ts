// Orders (SPEC §4 status codes): their statuses' texts, the seeded demo orders, and a new order
// on a product's offer.
import { DAY_MS, getManilaDay } from './dates.ts';
import { describePayout } from './payout.ts';
import { getProduct } from './products.ts';
import type { DemoOrder, DemoState, OrderStatus } from './types.ts';

export type { DemoOrder } from './types.ts';

/** The demo's reading of the status codes (SPEC §4 leaves their meaning open). */
export const STATUS_TEXT: Record<OrderStatus, { title: string; description: string }> = {
  21: { title: 'Under review', description: 'We are reviewing your application. The decision comes within 1 day.' },
  110: { title: 'Approved', description: 'Your loan is approved. The money reaches your account within 1 to 3 days.' },
  151: { title: 'Disbursement failed', description: 'We could not send the money to your account. Please check your payout account.' },
  170: { title: 'Disbursed', description: 'The money is in your account. Please repay on or before the due date.' },
  174: { title: 'Due today', description: 'Your instalment is due today. Repay before 11:59 PM to avoid late charges.' },
  180: { title: 'Overdue', description: 'Your instalment is overdue. A late fee and daily late interest are being charged.' },
  200: { title: 'Repaid', description: 'Thank you! Your loan is fully repaid. You can borrow again anytime.' },
};

/** Statuses with an amount to repay. */
export const REPAYABLE_STATUSES: ReadonlySet<OrderStatus> = new Set([170, 174, 180]);

/** A fresh order on a product's offer: first instalment unpaid, due 30 days after `appliedAt`. */
function newOrder(orderId: string, productId: string, status: OrderStatus, appliedAt: number): DemoOrder {
  const { offer } = getProduct(productId);
  return {
    orderId,
    productId,
    status,
    isDelay: '0',
    principal: offer.principal,
    termDays: offer.termDays,
    instalments: offer.instalments,
    paidInstalments: 0,
    monthlyInterestRate: offer.monthlyInterestRate,
    serviceFeeRate: offer.serviceFeeRate,
    appliedAt,
    dueAt: getManilaDay(appliedAt, 30),
    payout: 'GCash 0917****567',
    isScore: 0,
    cardNeedPop: 0,
    playeduL: '',
    kindTipsMsg: '',
    payCode: '',
    repeatClient: false,
  };
}

/** The kind tips pop-up of the orders due today. */
export const DUE_TODAY_TIPS = 'Your instalment is due today. Pay before 11:59 PM to avoid the late fee and keep your credit limit growing.';

export function seedOrders(now: number): Map<string, DemoOrder> {
  const today = getManilaDay(now);
  // A loan applied for 40 days ago at 10:23:07 Manila time.
  const appliedBefore = today - 40 * DAY_MS + 10 * 3_600_000 + 23 * 60_000 + 7_000;
  const base = (orderId: string, productId: string, status: OrderStatus) => newOrder(orderId, productId, status, appliedBefore);
  const orders: DemoOrder[] = [
    newOrder('ORD21', '2', 21, now - 2 * 3_600_000),
    newOrder('ORD110', '1', 110, now - 26 * 3_600_000),
    { ...newOrder('ORD151', '3', 151, now - 30 * 3_600_000), payout: 'BPI ******4410', cardNeedPop: 1 },
    { ...base('ORD170', '1', 170), paidInstalments: 1, dueAt: today + 12 * DAY_MS, payCode: 'PN70241157903', repeatClient: true },
    { ...base('ORD174', '2', 174), paidInstalments: 2, dueAt: today, kindTipsMsg: DUE_TODAY_TIPS, payCode: 'KC74110325568' },
    { ...base('ORD174D', '1', 174), isDelay: '1', paidInstalments: 1, dueAt: today, kindTipsMsg: DUE_TODAY_TIPS, payCode: 'PN74920118245' },
    // No pay code: the code card stays hidden (SPEC §5).
    { ...base('ORD180', '2', 180), paidInstalments: 1, dueAt: today - 5 * DAY_MS, payout: 'BDO ******7702' },
    { ...base('ORD180D', '1', 180), isDelay: '1', paidInstalments: 2, dueAt: today - 3 * DAY_MS, payCode: 'PN80337461092' },
    { ...base('ORD200', '1', 200), paidInstalments: 4, appliedAt: today - 150 * DAY_MS, dueAt: today - 30 * DAY_MS, isScore: 1 },
    // Approved loan waiting for the borrower's confirmation: the details page sends them on.
    { ...newOrder('ORDREDIRECT', '2', 110, now - 3 * 3_600_000), playeduL: '/humanQuestions?productId=2' },
  ];
  return new Map(orders.map((order) => [order.orderId, order]));
}

export function createOrderFromOffer(state: DemoState, productId: string): DemoOrder {
  const orderId = `ORD${state.nextOrderSeq}`;
  state.nextOrderSeq += 1;
  const order: DemoOrder = {
    ...newOrder(orderId, productId, 21, state.now()),
    payout: describePayout(state.payoutAccount),
    repeatClient: true,
  };
  state.orders.set(orderId, order);
  return order;
}
