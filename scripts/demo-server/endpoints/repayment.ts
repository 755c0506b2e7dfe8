import type { HttpHandler } from 'msw';

import {
  applyInstalmentPayment,
  DAY_MS,
  DEMO_SMS_CODE,
  type DemoOrder,
  type DemoState,
  formatManilaDate,
  formatPeso,
  getCurrentInstalment,
  getManilaDay,
  getPayNotice,
  getRolloverAmount,
  parseSentAmount,
  REPAY_CHANNELS,
  REPAYABLE_STATUSES,
  type RepayRecord,
  ROLLOVER_DAYS,
  toPesoDecimal,
} from '../data.ts';
import { replyError, replyLegacyError, replyLegacyOk, replyOk, route, toAbsoluteUrl } from '../http-helpers.ts';
import { findOrder, getProductOfOrder, type OrderLookup } from './shared.ts';

// SPEC §8: the card-repayment confirm codes.
const VERIFY_CODE_ERROR = 800006;
const REPEATED_PAYMENT_ERROR = 800005;

const CARD_REPAY_BASE = '/api/v1/:provider/:providerApi/service/loan';

function findRepayableOrder(state: DemoState, orderId: string | undefined): OrderLookup {
  const lookup = findOrder(state, orderId);
  if (lookup.order && !REPAYABLE_STATUSES.has(lookup.order.status)) {
    return {
      problem: `Order ${lookup.order.orderId} has nothing to repay (status ${lookup.order.status}). Repayable demo orders: ORD170, ORD174, ORD174D, ORD180, ORD180D.`,
    };
  }
  return lookup;
}

/** Repayment info of SPEC §3 (what the repay screens store for /repaymentOfCode2). */
function toRepaymentInfo(order: DemoOrder, state: DemoState) {
  const product = getProductOfOrder(state, order);
  const current = getCurrentInstalment(order, state.now());
  const defaultChannel = REPAY_CHANNELS[0];
  return {
    productName: product.name,
    productLogo: product.logo,
    repayAmount: current.total,
    repayDate: formatManilaDate(order.dueAt),
    detail: [
      { text: 'Instalment', value: `${current.number} of ${order.instalments}` },
      { text: 'Principal', value: formatPeso(current.principal) },
      { text: 'Interest', value: formatPeso(current.interest) },
      { text: 'Late fee', value: formatPeso(current.lateFee) },
      { text: `Late interest (${current.daysOverdue} days)`, value: formatPeso(current.lateInterest) },
    ],
    repayList: REPAY_CHANNELS,
    noticeMsg: 'Payments are posted within 15 minutes. Payments made after 10:00 PM are posted the next day.',
    defDetail: {
      payCode: order.payCode,
      logo: defaultChannel.logo,
      title: defaultChannel.name,
      payNotice: order.payCode ? getPayNotice(order.payCode) : {},
    },
    isShowReyTop: 1,
    // The instruction banner's text and link (SPEC §2.14 "configured instructions link").
    reyTopText: 'How do I repay? See the step-by-step guide',
    reyTopUrl: '/paymentChannel',
    isDelay: order.isDelay,
  };
}

/** Rollover: pay the delay amount today, the instalment moves 7 days on (SPEC §2.14). */
function toDelayInfo(order: DemoOrder, state: DemoState) {
  const now = state.now();
  const current = getCurrentInstalment(order, now);
  const delayAmount = getRolloverAmount(order, now);
  const newDueAt = Math.max(order.dueAt, getManilaDay(now)) + ROLLOVER_DAYS * DAY_MS;
  const later = Array.from({ length: order.instalments - current.number }, (_, index) => ({
    remark: `Instalment ${current.number + index + 1} of ${order.instalments}`,
    title: 'Scheduled payment',
    amount: formatPeso(current.principal + current.interest),
    time: formatManilaDate(newDueAt + (index + 1) * 30 * DAY_MS),
  }));
  return {
    ...toRepaymentInfo(order, state),
    // "Your next payment date is": the due date after the rollover.
    repayDate: formatManilaDate(newDueAt),
    // Shapes of real servers: the delay amount as a decimal peso amount, plan amounts formatted.
    delayInfo: { delayAmount: toPesoDecimal(delayAmount), title: `Extend your due date by ${ROLLOVER_DAYS} days` },
    repayPlan: [
      { remark: 'Pay today', title: 'Rollover payment', amount: formatPeso(delayAmount), time: formatManilaDate(now) },
      {
        remark: `Instalment ${current.number} of ${order.instalments}`,
        title: 'Next payment',
        amount: formatPeso(current.principal + current.interest),
        time: formatManilaDate(newDueAt),
      },
      ...later,
    ],
  };
}

function applyRollover(order: DemoOrder, now: number): void {
  order.dueAt = Math.max(order.dueAt, getManilaDay(now)) + ROLLOVER_DAYS * DAY_MS;
  order.status = 170;
  order.kindTipsMsg = '';
}

type PaymentKind = RepayRecord['kind'];

type PaymentCheck = { kind: PaymentKind; problem?: undefined } | { kind?: undefined; problem: string };

/** The amount must be the instalment due or, on a rollover order, the delay amount, sent back as the reply gave it (centavos or "350.00"). */
function checkPayment(order: DemoOrder, amount: string | undefined, isDelay: boolean, now: number): PaymentCheck {
  if (isDelay && order.isDelay !== '1') return { problem: `Order ${order.orderId} cannot be rolled over (isDelay is "${order.isDelay}").` };
  const due = getCurrentInstalment(order, now).total;
  const delay = getRolloverAmount(order, now);
  const expected = isDelay ? delay : due;
  const sent = parseSentAmount(amount);
  if (sent === expected) return { kind: isDelay ? 'rollover' : 'instalment' };
  if (!isDelay && order.isDelay === '1' && sent === delay) return { kind: 'rollover' };
  return { problem: `amount "${amount ?? ''}" does not match the amount due of ${expected} centavos (${formatPeso(expected)}).` };
}

function applyPayment(order: DemoOrder, kind: PaymentKind, now: number): void {
  if (kind === 'rollover') applyRollover(order, now);
  else applyInstalmentPayment(order, now);
}

export function createRepaymentHandlers(state: DemoState): HttpHandler[] {
  return [
    route('post', '/currentlyer/v3/installment/loan-play-detail', ({ params }) => {
      const { order, problem } = findRepayableOrder(state, params.orderId);
      return order ? replyOk(toRepaymentInfo(order, state)) : replyError(problem);
    }),

    route('post', '/mammalsed/carboniferous', ({ params }) => {
      const { order, problem } = findRepayableOrder(state, params.orderId);
      if (!order) return replyError(problem);
      if (order.isDelay !== '1') return replyError(`Order ${order.orderId} cannot be rolled over. Rollover demo orders: ORD174D, ORD180D.`);
      return replyOk(toDelayInfo(order, state));
    }),

    route('post', '/currentlyer/v3/loan-details/generate-vcode', ({ request, params }) => {
      const { order, problem } = findRepayableOrder(state, params.orderId);
      if (!order) return replyError(problem);
      const channel = REPAY_CHANNELS.find((candidate) => candidate.channel_number === params.channelNumber);
      if (!channel) {
        return replyError(
          `channelNumber "${params.channelNumber ?? ''}" is unknown. Known: ${REPAY_CHANNELS.map((c) => c.channel_number).join(', ')}.`,
        );
      }
      const payment = checkPayment(order, params.amount, params.isDelay === '1', state.now());
      if (!payment.kind) return replyError(payment.problem);
      const reference = order.payCode || `PN${order.orderId.replace(/\D/g, '')}${channel.channel_number}`;
      const query = new URLSearchParams({ ref: reference, channel: channel.channel_number, amount: params.amount });
      return replyOk({ payUrl: toAbsoluteUrl(request, `/paymentChannel?${query}`) });
    }),

    // Card repayment (SPEC §4 "Card repayment", §8 confirm codes).
    route('post', `${CARD_REPAY_BASE}/repayment-way`, ({ params }) => {
      const { order, problem } = findRepayableOrder(state, params.orderId);
      if (!order) return replyLegacyError(problem);
      const repayToken = `RT-${order.orderId}-${state.now().toString(36)}`;
      state.repayTokens.set(order.orderId, repayToken);
      const bankCards = state.savedCards.map(({ id, bankName, cardNo, bankCode }) => ({ id, bankName, cardNo, bankCode }));
      return replyLegacyOk({ alipay: 1, repayToken, bankCards });
    }),

    route('post', `${CARD_REPAY_BASE}/repayment-commit`, ({ params }) => {
      const { order, problem } = findRepayableOrder(state, params.orderId);
      if (!order) return replyLegacyError(problem);
      if (!params.repayToken || params.repayToken !== state.repayTokens.get(order.orderId)) {
        return replyLegacyError(
          'Your payment session has expired. Please open the payment page again (repayToken does not match repayment-way).',
        );
      }
      const card = state.savedCards.find((candidate) => String(candidate.id) === params.cardId);
      if (!card) return replyLegacyError('Please select a bank card first.');
      const payment = checkPayment(order, params.amount, false, state.now());
      if (!payment.kind) return replyLegacyError(payment.problem);
      const { kind } = payment;

      // sendMsg 1 resends the code of the pending payment instead of starting another.
      const pending = [...state.repayRecords.values()].find(
        (record) => !record.confirmed && record.orderId === order.orderId && record.cardId === card.id,
      );
      if (params.sendMsg === '1' && pending) {
        pending.smsSends += 1;
        return replyLegacyOk(
          { needValid: 1, repayRecordId: pending.repayRecordId },
          `Code sent to the mobile number of your ${card.bankName} account`,
        );
      }
      const record: RepayRecord = {
        repayRecordId: `RR${String(state.nextRepayRecordSeq).padStart(6, '0')}`,
        orderId: order.orderId,
        cardId: card.id,
        amount: parseSentAmount(params.amount) ?? 0,
        kind,
        confirmed: !card.needsOtp,
        smsSends: card.needsOtp ? 1 : 0,
      };
      state.nextRepayRecordSeq += 1;
      state.repayRecords.set(record.repayRecordId, record);
      if (!card.needsOtp) applyPayment(order, kind, state.now());
      return replyLegacyOk({ needValid: card.needsOtp ? 1 : 0, repayRecordId: record.repayRecordId });
    }),

    route('post', `${CARD_REPAY_BASE}/repayment-confirm`, ({ params }) => {
      const record = state.repayRecords.get(params.repaymentRecordId ?? '');
      if (!record) return replyLegacyError(`Payment record "${params.repaymentRecordId ?? ''}" was not found; commit the payment first.`);
      if (record.confirmed) return replyLegacyError('please do not submit the payment application repeatedly', REPEATED_PAYMENT_ERROR);
      if (params.verifyCode !== DEMO_SMS_CODE) return replyLegacyError('verification code error', VERIFY_CODE_ERROR);
      record.confirmed = true;
      const order = state.orders.get(record.orderId);
      if (order) applyPayment(order, record.kind, state.now());
      return replyLegacyOk({ repayRecordId: record.repayRecordId }, 'Payment successful');
    }),

    route('post', `${CARD_REPAY_BASE}/repayment-huichao`, ({ request, params }) => {
      const { order, problem } = findRepayableOrder(state, params.orderId);
      if (!order) return replyLegacyError(problem);
      const query = new URLSearchParams({
        ref: order.payCode || `PN${order.orderId.replace(/\D/g, '')}`,
        channel: 'online',
        amount: params.amount ?? '',
      });
      return replyLegacyOk({ url: toAbsoluteUrl(request, `/paymentChannel?${query}`) });
    }),
  ];
}
