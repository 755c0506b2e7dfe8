import type { HttpHandler } from 'msw';

import {
  createOrderFromOffer,
  DAY_MS,
  type DemoLanguage,
  type DemoOrder,
  type DemoProduct,
  type DemoState,
  describePayout,
  DUE_TODAY_TIPS,
  formatManilaDate,
  formatManilaDateTime,
  formatPeso,
  getCurrentInstalment,
  getInstalmentInterest,
  getInstalmentPrincipal,
  getManilaDay,
  LOAN_DETAIL_TEXTS_FIL,
  readLanguage,
  recordEvent,
  REPAYABLE_STATUSES,
  STATUS_TEXT,
  STATUS_TEXT_FIL,
  toRowTitle,
} from '../data.ts';
import { getProductId, type Params, replyError, replyFailure, replyOk, replySuccess, route, toAbsoluteUrl } from '../http-helpers.ts';
import { findOrder, findProduct, getProductOfOrder, toRecommendedProduct } from './shared.ts';

const BASE = '/currentlyer/v3';
/** SPEC §9: agreement scene 3. */
const AGREEMENT_SCENE = '3';
const INSTALMENT_DAYS = 30;

// ---------------------------------------------------------------------------------------
// Loan details (SPEC §3 "Loan details", §4 order statuses)

function getOrderDetailRows(order: DemoOrder, state: DemoState, language: DemoLanguage): Array<{ text: string; value: string }> {
  const received = order.principal - Math.round(order.principal * order.serviceFeeRate);
  const fil = language === 'fil';
  const rows = [
    { text: 'Order number', value: order.orderId },
    { text: 'Loan amount', value: formatPeso(order.principal) },
    { text: 'Amount received', value: formatPeso(received) },
    {
      text: 'Loan term',
      value: fil
        ? LOAN_DETAIL_TEXTS_FIL.loanTerm(order.termDays, order.instalments)
        : `${order.termDays} days (${order.instalments} instalments)`,
    },
    { text: 'Application time', value: formatManilaDateTime(order.appliedAt) },
    { text: 'Payout account', value: order.payout },
  ];
  if (REPAYABLE_STATUSES.has(order.status)) {
    const current = getCurrentInstalment(order, state.now());
    rows.push(
      {
        text: 'Instalment',
        value: fil ? LOAN_DETAIL_TEXTS_FIL.instalmentOf(current.number, order.instalments) : `${current.number} of ${order.instalments}`,
      },
      { text: 'Due date', value: formatManilaDate(order.dueAt) },
      { text: 'Amount due', value: formatPeso(current.total) },
    );
  }
  if (order.status === 200) rows.push({ text: 'Repaid on', value: formatManilaDate(order.dueAt) });
  return rows.map((row) => ({ ...row, text: toRowTitle(row.text, language) }));
}

/** The loan details reply, its texts in the language the call asks for (docs/api-contract.md "Language"). */
function toLoanDetails(order: DemoOrder, state: DemoState, language: DemoLanguage) {
  const product = getProductOfOrder(state, order);
  const fil = language === 'fil';
  const status = (fil ? STATUS_TEXT_FIL : STATUS_TEXT)[order.status];
  const isRepayable = REPAYABLE_STATUSES.has(order.status);
  const amountDue = isRepayable ? getCurrentInstalment(order, state.now()).total : 0;
  const others = state.products.filter((candidate) => candidate.id !== order.productId);
  return {
    orderStatus: order.status,
    noticeStatusText: status.title,
    noticeDesText: status.description,
    productName: product.name,
    productLogo: product.logo,
    userOrderDetail: { detail: getOrderDetailRows(order, state, language) },
    recProducts: isRepayable ? [] : others.map(toRecommendedProduct),
    inside: 1,
    h5Url: '',
    isDelay: order.isDelay,
    telephone: state.contact.telephone,
    isScore: order.isScore,
    playeduL: order.playeduL,
    reyMsg: !isRepayable
      ? ''
      : fil
        ? LOAN_DETAIL_TEXTS_FIL.reminder(formatPeso(amountDue), formatManilaDate(order.dueAt))
        : `Repay ${formatPeso(amountDue)} on or before ${formatManilaDate(order.dueAt)}.`,
    cardNeedPop: order.cardNeedPop,
    cardPopTitle: !order.cardNeedPop ? '' : fil ? LOAN_DETAIL_TEXTS_FIL.payoutFailedTitle : 'Payout failed',
    cardPopMsg: !order.cardNeedPop
      ? ''
      : fil
        ? LOAN_DETAIL_TEXTS_FIL.payoutFailed(order.payout)
        : `We could not send your loan to ${order.payout}. Bind another e-wallet or bank account and we will try again.`,
    KindTipsMsg: fil && order.kindTipsMsg === DUE_TODAY_TIPS ? LOAN_DETAIL_TEXTS_FIL.dueTodayTips : order.kindTipsMsg,
  };
}

// ---------------------------------------------------------------------------------------
// Loan offer (SPEC §3 "Loan confirm data")

export function toLoanOffer(product: DemoProduct, state: DemoState, request: Request) {
  const { offer } = product;
  const now = state.now();
  const principalPart = getInstalmentPrincipal(offer);
  const interestPart = getInstalmentInterest(offer);
  const serviceFee = Math.round(offer.principal * offer.serviceFeeRate);
  const firstPayAt = getManilaDay(now, INSTALMENT_DAYS);
  const plans = Array.from({ length: offer.instalments }, (_, index) => ({
    title: `Instalment ${index + 1} of ${offer.instalments}`,
    description: `Principal ${formatPeso(principalPart)} + interest ${formatPeso(interestPart)}`,
    amount: principalPart + interestPart,
    // Date and time as SPEC §9 allows; the app shows the date.
    pay_time: formatManilaDateTime(firstPayAt + index * INSTALMENT_DAYS * DAY_MS),
  }));
  // Product 1 shows the agreement modal and the retention popup; the others skip both.
  const hasPopups = product.id === '1';
  return {
    amount: offer.principal,
    periods: offer.termDays,
    termUnit: 'day',
    details: [
      { text: 'Loan amount', value: formatPeso(offer.principal) },
      { text: `Service fee (${Math.round(offer.serviceFeeRate * 100)}%)`, value: `-${formatPeso(serviceFee)}` },
      { text: 'Amount you receive', value: formatPeso(offer.principal - serviceFee) },
      { text: 'Total interest', value: formatPeso(interestPart * offer.instalments) },
      { text: 'Total repayment', value: formatPeso((principalPart + interestPart) * offer.instalments) },
      { text: 'Payout account', value: describePayout(state.payoutAccount) },
    ].map((row) => ({ ...row, text: toRowTitle(row.text, readLanguage(request)) })),
    repay_plans: plans,
    firstPayTime: formatManilaDate(firstPayAt),
    firstPeriodDay: INSTALMENT_DAYS,
    pRateDsc: `${product.rate} (${(offer.monthlyInterestRate * 12 * 100).toFixed(1)}% a year)`,
    sendSms: 0,
    isPopType: hasPopups ? 1 : 0,
    popTitle: hasPopups ? 'Point out' : '',
    popContent: hasPopups
      ? `Your ${formatPeso(offer.principal)} loan is approved and waiting. If you leave now the offer may expire. Stay and get your cash?`
      : '',
    popAgreementUrl: hasPopups ? toAbsoluteUrl(request, `/demo-assets/agreements/disclosure-statement.html?productId=${product.id}`) : '',
    comProductLogo: product.logo,
    comProductName: product.name,
  };
}

/** Agreement list; product 4 has none, so the checkbox and links hide (SPEC §5). */
export function getAgreements(productId: string): Array<{ title: string; position: number }> {
  if (productId === '4') return [];
  return [
    { title: 'Loan Agreement', position: 1 },
    { title: 'Disclosure Statement', position: 2 },
    { title: 'Privacy Policy', position: 3 },
  ];
}

export function getAgreementUrl(request: Request, productId: string, position: string): string | null {
  const paths: Record<string, string> = {
    '1': `/biologyMind?productId=${productId}`,
    '2': `/demo-assets/agreements/disclosure-statement.html?productId=${productId}`,
    '3': '/psychologicalIncluding',
  };
  const path = paths[position];
  return path ? toAbsoluteUrl(request, path) : null;
}

/** A submitted offer must be the one the server gave (amount in centavos, period in days). */
export function checkSubmittedOffer(product: DemoProduct, params: Params): string | null {
  const { offer } = product;
  if (params.amount !== undefined && Number(params.amount) !== offer.principal) {
    return `amount ${params.amount} does not match the offer of ${offer.principal} centavos (${formatPeso(offer.principal)}).`;
  }
  if (params.periods !== undefined && Number(params.periods) !== offer.termDays) {
    return `periods ${params.periods} does not match the offer of ${offer.termDays} days.`;
  }
  return null;
}

export function createLoanHandlers(state: DemoState): HttpHandler[] {
  return [
    route('get', `${BASE}/loan-details/loan-details`, ({ request, params }) => {
      const { order, problem } = findOrder(state, params.orderId);
      return order ? replyOk(toLoanDetails(order, state, readLanguage(request))) : replyError(problem);
    }),

    route('post', `${BASE}/loan-confirm/loan-detail-confirm`, ({ request, params }) => {
      const product = findProduct(state, getProductId(params));
      if (!product) return replyFailure(`Product "${getProductId(params)}" was not found. Demo products: 1 to 5.`);
      return replySuccess(toLoanOffer(product, state, request));
    }),

    // The agreement calls belong to the newer loan-confirm family: they carry the success flag too.
    route('get', `${BASE}/contract/contract`, ({ params }) => {
      if (params.scene !== AGREEMENT_SCENE)
        return replyFailure(`scene must be ${AGREEMENT_SCENE} (loan agreements); got "${params.scene ?? ''}".`);
      return replySuccess(getAgreements(getProductId(params)));
    }),

    route('get', `${BASE}/contract/contract-jump`, ({ request, params }) => {
      if (params.scene !== AGREEMENT_SCENE)
        return replyFailure(`scene must be ${AGREEMENT_SCENE} (loan agreements); got "${params.scene ?? ''}".`);
      const url = getAgreementUrl(request, getProductId(params), params.position ?? '');
      if (!url) return replyFailure(`Agreement position "${params.position ?? ''}" is unknown. Known: 1, 2, 3.`);
      return replySuccess({ contract_url: url });
    }),

    route('post', `${BASE}/loan-confirm/loan-detail-push`, ({ params }) => {
      const product = findProduct(state, getProductId(params));
      if (!product) return replyFailure(`Product "${getProductId(params)}" was not found.`);
      const mismatch = checkSubmittedOffer(product, params);
      if (mismatch) return replyFailure(mismatch);
      const order = createOrderFromOffer(state, product.id);
      return replySuccess({ lendDetailsUrl: `/hasOf?orderId=${order.orderId}` });
    }),

    route('post', `${BASE}/personal-center/contact-kf-info`, () => {
      return replyOk({ email: state.contact.email, smWa: state.contact.smWa });
    }),

    route('post', `${BASE}/loan-details/google-score`, ({ params }) => {
      recordEvent(state, 'google-score', params);
      return replyOk(null);
    }),

    route('post', '/service/event/save', ({ params }) => {
      recordEvent(state, 'event/save', params);
      return replyOk(null);
    }),
  ];
}
