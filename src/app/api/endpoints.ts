import type { EndpointName } from '../../shared/app-names.ts';

/**
 * How a reply says "done" (SPEC §7): `zero` is code 0 (or "0"), `double-zero` is code "00",
 * `flag` is `success: true`.
 */
type SuccessRule = 'zero' | 'double-zero' | 'flag';

/** Client one sends building/gather headers, client two swift/eyes and a form content type (SPEC §7). */
export type HttpClientName = 'one' | 'two';

export interface EndpointDefinition {
  method: 'GET' | 'POST';
  /** `{provider}` is replaced by config.provider. */
  path: string;
  client: HttpClientName;
  success: SuccessRule;
  /** `promo` calls go to config.promoBase, the rest to config.apiBase. */
  base?: 'api' | 'promo';
  /** A `$defs` key of schemas/api/*.schema.json; its compiled check runs on every successful reply. */
  responseValidator?: string;
  /** The data handed to the engine; default: the reply's `data`. */
  toData?: ReplyReader;
  /** A larger toData, in a chunk of its own loaded beside the request (only screens that call it need it). */
  loadToData?: () => Promise<ReplyReader>;
  /** Spec constants sent on every call, over the caller's params. */
  fixedParams?: Record<string, string>;
  /** Where a POST puts its params; GET always uses the query. */
  paramsIn?: 'body' | 'query';
  /** `image-url`: nothing is fetched; the call returns `{url}` for an <img> (the captcha). */
  reply?: 'json' | 'image-url';
}

export type ReplyReader = (reply: Record<string, unknown>) => unknown;

const MAIN = '/currentlyer';
const LOAN_SERVICE = '/api/v1/{provider}/{provider}-api/service/loan';
const PROMOTION = '/api/v2/{provider}/promotion';
const LEGACY = '/gopia/goya';

// SPEC §9: agreement scene 3; contact call overall=30; event module 30, position 0; order rating always 5.
const AGREEMENT_SCENE = '3';
const CONTACT_OVERALL = '30';
const EVENT_MODULE_ID = '30';
const EVENT_POSITION_ID = '0';
const ORDER_RATING_SCORE = '5';

/**
 * Every call of SPEC §7, each declared once. Decisions where the spec is silent:
 * - Client two serves the older obfuscated variant (`/gopia/goya/*`); every other call uses client one.
 * - `flag` (act only on `success: true`, SPEC §8 "newer loan calls") covers loan-detail-confirm,
 *   contract, contract-jump and loan-detail-push: the calls of the newer loan-confirm screen.
 *   Loan details (`/v3/loan-details/*`) stay on code 0, the rule for "most calls".
 * - `double-zero` covers the older variant (including the joint-login calls of the same family),
 *   complaint score, image upload and the four repayment-service calls.
 */
export const endpoints = {
  cardInit: {
    method: 'POST',
    path: `${MAIN}/v3/bind-card/card-init`,
    client: 'one',
    success: 'zero',
    responseValidator: 'cardInitReply',
    loadToData: () => import('./card-init.ts').then((module) => module.toCardInitData),
  },
  bindCardNew: {
    method: 'POST',
    path: `${MAIN}/v3/bind-card/bind-card-new`,
    client: 'one',
    success: 'zero',
    responseValidator: 'codeReply',
  },
  // SPEC §4: used when the bank screen was opened with source=loanDetail.
  bindCardChange: {
    method: 'POST',
    path: `${MAIN}/v3/bind-card/bind-card-change`,
    client: 'one',
    success: 'zero',
    responseValidator: 'codeReply',
  },

  complaintDetail: {
    method: 'POST',
    path: `${MAIN}/user-problem/problem-detail`,
    client: 'one',
    success: 'zero',
    responseValidator: 'complaintDetailReply',
  },
  complaintScore: {
    method: 'POST',
    path: `${MAIN}/user-problem/save-score`,
    client: 'one',
    success: 'double-zero',
    responseValidator: 'codeReply',
  },
  complaintInit: {
    method: 'POST',
    path: `${MAIN}/user-problem/problem-init`,
    client: 'one',
    success: 'zero',
    responseValidator: 'problemInitReply',
  },
  complaintImageUpload: {
    method: 'POST',
    path: `${MAIN}/user-problem/upload-problem-img`,
    client: 'one',
    success: 'double-zero',
    responseValidator: 'uploadImageReply',
  },
  complaintSave: {
    method: 'POST',
    path: `${MAIN}/user-problem/problem-save`,
    client: 'one',
    success: 'zero',
    responseValidator: 'codeReply',
  },
  complaintList: {
    method: 'POST',
    path: `${MAIN}/user-problem/problem-list`,
    client: 'one',
    success: 'zero',
    responseValidator: 'complaintListReply',
    toData: toComplaintListData,
  },
  contactInfo: {
    method: 'POST',
    path: `${MAIN}/v3/personal-center/contact-kf-info`,
    client: 'one',
    success: 'zero',
    responseValidator: 'contactInfoReply',
    fixedParams: { overall: CONTACT_OVERALL },
  },

  // SPEC §7: repayment-way carries orderId in the query and sends no body.
  repaymentWay: {
    method: 'POST',
    path: `${LOAN_SERVICE}/repayment-way`,
    client: 'one',
    success: 'double-zero',
    responseValidator: 'repaymentWayReply',
    paramsIn: 'query',
  },
  repaymentCommit: {
    method: 'POST',
    path: `${LOAN_SERVICE}/repayment-commit`,
    client: 'one',
    success: 'double-zero',
    responseValidator: 'repaymentCommitReply',
  },
  repaymentConfirm: {
    method: 'POST',
    path: `${LOAN_SERVICE}/repayment-confirm`,
    client: 'one',
    success: 'double-zero',
    responseValidator: 'codeReply',
  },
  // `repayment-huichao` answers the online payment page to open.
  repaymentOnlinePay: {
    method: 'POST',
    path: `${LOAN_SERVICE}/repayment-huichao`,
    client: 'one',
    success: 'double-zero',
    responseValidator: 'repaymentOnlinePayReply',
    toData: toOnlinePayData,
  },

  channelTemplate: {
    method: 'GET',
    path: '/api/v2/{provider}/service/channel/channel-template',
    base: 'promo',
    client: 'one',
    success: 'zero',
    responseValidator: 'channelTemplateReply',
  },
  promotionTrackVisit: {
    method: 'GET',
    path: `${PROMOTION}/track-visit`,
    base: 'promo',
    client: 'one',
    success: 'zero',
    fixedParams: { page_type: '1' },
  },
  promotionSid: {
    method: 'GET',
    path: `${PROMOTION}/get-sid`,
    base: 'promo',
    client: 'one',
    success: 'zero',
    responseValidator: 'promotionSidReply',
  },
  promotionCaptcha: {
    method: 'GET',
    path: `${PROMOTION}/get-captcha`,
    base: 'promo',
    client: 'one',
    success: 'zero',
    reply: 'image-url',
  },
  promotionSms: {
    method: 'POST',
    path: `${PROMOTION}/get-sms`,
    base: 'promo',
    client: 'one',
    success: 'zero',
    responseValidator: 'codeReply',
  },
  promotionTrackClick: {
    method: 'GET',
    path: `${PROMOTION}/track-click`,
    base: 'promo',
    client: 'one',
    success: 'zero',
  },
  promotionRegister: {
    method: 'POST',
    path: `${PROMOTION}/register`,
    base: 'promo',
    client: 'one',
    success: 'zero',
    responseValidator: 'codeReply',
  },

  loanConfirm: {
    method: 'POST',
    path: `${MAIN}/v3/loan-confirm/loan-detail-confirm`,
    client: 'one',
    success: 'flag',
    responseValidator: 'loanConfirmReply',
  },
  loanAgreements: {
    method: 'GET',
    path: `${MAIN}/v3/contract/contract`,
    client: 'one',
    success: 'flag',
    responseValidator: 'agreementsReply',
    fixedParams: { scene: AGREEMENT_SCENE },
  },
  loanAgreementLink: {
    method: 'GET',
    path: `${MAIN}/v3/contract/contract-jump`,
    client: 'one',
    success: 'flag',
    responseValidator: 'agreementLinkReply',
    fixedParams: { scene: AGREEMENT_SCENE },
  },
  loanSubmit: {
    method: 'POST',
    path: `${MAIN}/v3/loan-confirm/loan-detail-push`,
    client: 'one',
    success: 'flag',
    responseValidator: 'loanSubmitReply',
  },

  loanDetails: {
    method: 'GET',
    path: `${MAIN}/v3/loan-details/loan-details`,
    client: 'one',
    success: 'zero',
    responseValidator: 'loanDetailsReply',
  },
  installmentRepayInfo: {
    method: 'POST',
    path: `${MAIN}/v3/installment/loan-play-detail`,
    client: 'one',
    success: 'zero',
    responseValidator: 'repaymentInfoReply',
  },
  // SPEC §7: the delay (rollover) plan sits outside /currentlyer.
  delayRepayInfo: {
    method: 'POST',
    path: '/mammalsed/carboniferous',
    client: 'one',
    success: 'zero',
    responseValidator: 'repaymentInfoReply',
  },
  generateRepayCode: {
    method: 'POST',
    path: `${MAIN}/v3/loan-details/generate-vcode`,
    client: 'one',
    success: 'zero',
    responseValidator: 'payCodeReply',
  },
  orderRating: {
    method: 'POST',
    path: `${MAIN}/v3/loan-details/google-score`,
    client: 'one',
    success: 'zero',
    fixedParams: { score: ORDER_RATING_SCORE },
  },
  // Fire and forget (SPEC §7): no reply check.
  trackEvent: {
    method: 'POST',
    path: '/service/event/save',
    client: 'one',
    success: 'zero',
    fixedParams: { moduleId: EVENT_MODULE_ID, positionId: EVENT_POSITION_ID },
  },

  legacyLoanConfirm: {
    method: 'POST',
    path: `${LEGACY}/satire`,
    client: 'two',
    success: 'double-zero',
    responseValidator: 'legacyConfirmReply',
    loadToData: () => import('./legacy-loan.ts').then((module) => module.toLegacyConfirmData),
  },
  legacyAgreements: {
    method: 'GET',
    path: `${LEGACY}/cultures`,
    client: 'two',
    success: 'double-zero',
    responseValidator: 'legacyReply',
    fixedParams: { scene: AGREEMENT_SCENE },
  },
  legacyAgreementLink: {
    method: 'GET',
    path: `${LEGACY}/misunderstood`,
    client: 'two',
    success: 'double-zero',
    responseValidator: 'legacyReply',
  },
  legacyLoanSubmit: {
    method: 'POST',
    path: `${LEGACY}/depush`,
    client: 'two',
    success: 'double-zero',
    responseValidator: 'legacyReply',
  },
  jointLoginFailure: {
    method: 'POST',
    path: `${LEGACY}/drowns`,
    client: 'two',
    success: 'double-zero',
    responseValidator: 'jointLoginFailureReply',
  },
  jointLoginTrack: {
    method: 'POST',
    path: `${LEGACY}/because`,
    client: 'two',
    success: 'double-zero',
  },
  recommendedProductLink: {
    method: 'POST',
    path: `${LEGACY}/define`,
    client: 'two',
    success: 'double-zero',
    responseValidator: 'legacyReply',
  },
} satisfies Record<EndpointName, EndpointDefinition>;

export type EndpointTable = Readonly<Record<string, EndpointDefinition>>;

// SPEC §3 puts the complaint tabs "under res" without saying where res sits in the reply,
// so res.tabs, data.tabs, data.res.tabs and a top-level tabs are all read.
// A reply with the tabs in none of those places (data null, no res) is no list: it is refused (the
// screen's error with Retry) rather than shown as a borrower with no complaints.
function toComplaintListData(reply: Record<string, unknown>): { tabs: unknown[] } {
  const data = asRecord(reply.data);
  const candidates = [asRecord(reply.res), data, asRecord(data?.res), reply];
  const tabs = candidates.find((candidate) => Array.isArray(candidate?.tabs))?.tabs;
  if (!Array.isArray(tabs)) throw new Error('no tabs under res, data, data.res or the reply');
  return { tabs };
}

// SPEC §7 says only that repayment-huichao answers a "url"; `data` itself or `data.url` is read.
function toOnlinePayData(reply: Record<string, unknown>): { url: string } {
  const data = reply.data;
  if (typeof data === 'string') return { url: data };
  const url = asRecord(data)?.url;
  return { url: typeof url === 'string' ? url : '' };
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
