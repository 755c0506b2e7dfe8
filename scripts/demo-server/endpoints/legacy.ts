import type { HttpHandler } from 'msw';

import { createOrderFromOffer, type DemoState, formatPeso, recordEvent } from '../data.ts';
import { getProductId, replyLegacyError, replyLegacyOk, route, toAbsoluteUrl } from '../http-helpers.ts';
import { checkSubmittedOffer, getAgreements, getAgreementUrl, toLoanOffer } from './loan.ts';
import { findProduct, toRecommendedProduct } from './shared.ts';

const BASE = '/gopia/goya';

/**
 * The older loan-confirm variant answers with obfuscated names (SPEC §3). The map, newer → older,
 * is in the README; the app renames them once at its API edge.
 */
function toLegacyConfirm(offer: ReturnType<typeof toLoanOffer>, productId: string) {
  const hasPromotion = productId === '1';
  return {
    vestige: offer.amount,
    cadence: offer.periods,
    cadenceUnit: offer.termUnit,
    dawnPay: offer.firstPayTime,
    dawnDays: offer.firstPeriodDay,
    tincture: offer.pRateDsc,
    ledger: offer.details,
    // Plan amounts as grouped peso text without a sign ('1,557.33'): the app adds the flag's sign.
    almanac: offer.repay_plans.map(({ title, description, amount, pay_time }) => ({
      title,
      description,
      amount: formatPeso(amount).slice(1),
      payTime: pay_time,
    })),
    crest: offer.comProductLogo,
    moniker: offer.comProductName,
    // Currency flag: 1 shows the rupee sign, anything else the peso sign (SPEC §2.16).
    florin: 0,
    sendSms: offer.sendSms,
    isPopType: offer.isPopType,
    popTitle: offer.popTitle,
    popContent: offer.popContent,
    popAgreementUrl: offer.popAgreementUrl,
    NewPopMsg: hasPromotion ? 'Confirm today and get ₱100 off your first interest!' : '',
    NewButtonMsg: hasPromotion ? 'Claim my discount' : '',
  };
}

export function createLegacyHandlers(state: DemoState): HttpHandler[] {
  return [
    route('post', `${BASE}/satire`, ({ request, params }) => {
      const product = findProduct(state, getProductId(params));
      if (!product) return replyLegacyError(`Product "${getProductId(params)}" was not found. Demo products: 1 to 5.`);
      return replyLegacyOk(toLegacyConfirm(toLoanOffer(product, state, request), product.id));
    }),

    route('get', `${BASE}/cultures`, ({ params }) => replyLegacyOk(getAgreements(getProductId(params)))),

    route('get', `${BASE}/misunderstood`, ({ request, params }) => {
      const url = getAgreementUrl(request, getProductId(params), params.position ?? '');
      if (!url) return replyLegacyError(`Agreement position "${params.position ?? ''}" is unknown. Known: 1, 2, 3.`);
      return replyLegacyOk({ contract_url: url });
    }),

    route('post', `${BASE}/depush`, ({ params }) => {
      const product = findProduct(state, getProductId(params));
      if (!product) return replyLegacyError(`Product "${getProductId(params)}" was not found.`);
      const mismatch = checkSubmittedOffer(product, params);
      if (mismatch) return replyLegacyError(mismatch);
      const order = createOrderFromOffer(state, product.id);
      return replyLegacyOk({ lantern: `/hasOf?orderId=${order.orderId}` });
    }),

    // Joint-login failure page (SPEC §2.18).
    route('post', `${BASE}/drowns`, () =>
      replyLegacyOk({
        notice: 'We could not sign you in to Kaagapay Cash',
        errorMsg: 'Your partner account could not be verified right now. These lenders can still help you today.',
        list: state.products.map(toRecommendedProduct),
      }),
    ),

    route('post', `${BASE}/because`, ({ params }) => {
      recordEvent(state, 'because', params);
      return replyLegacyOk(null);
    }),

    route('post', `${BASE}/define`, ({ request, params }) => {
      const product = state.products.find((candidate) => candidate.key === params.productKey);
      if (!product) {
        const known = state.products.map((candidate) => candidate.key).join(', ');
        return replyLegacyError(`productKey "${params.productKey ?? ''}" is unknown. Known: ${known}.`);
      }
      if (product.enabled !== 1) return replyLegacyError(`${product.name} is not accepting applications today.`);
      // A path becomes an http(s) address on this origin; a deep link goes to the native app as is.
      const url = product.link.startsWith('/') ? toAbsoluteUrl(request, product.link) : product.link;
      return replyLegacyOk({ url });
    }),
  ];
}
