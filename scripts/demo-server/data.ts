// Seeded, stateful demo data for the demo back end (CONTRACTS §1). Node only: never bundled.
// Money is in centavos (SPEC §9: the app divides by 100); text/value rows carry display text.
// Dates are Asia/Manila (UTC+8, no daylight saving), relative to the state's clock.

export const ASSETS_PREFIX = '/demo-assets';

/** Sample session parameters (CONTRACTS §3), used by start.ts, the README and tests. */
export const DEMO_SESSION = {
  deviceId: 'demo-device',
  userId: '10001',
  sessionId: 'demo-session',
  merchantNumber: 'M001',
  mobile: '09171234567',
  platform: 'android',
  appVersion: '3.2.0',
  productId: '1',
  orderId: 'ORD174D',
} as const;

const DEMO_BORROWER = {
  userId: '10001',
  fullName: 'Maria Clara Santos Dela Cruz',
  mobile: '09171234567',
};

/** The SMS one-time code every demo SMS "sends" (registration and card repayment). */
export const DEMO_SMS_CODE = '123456';
/** A phone that is already registered: get-sms and register answer code 11. */
export const REGISTERED_PHONE = '09170000011';
export const SMS_RESEND_WAIT_S = 60;

// ---------------------------------------------------------------------------------------
// Products

export interface DemoProduct {
  id: string;
  /** Key of the joint-login recommendation list (`/gopia/goya/define`). */
  key: string;
  name: string;
  logo: string;
  amountRange: string;
  amountDesc: string;
  rate: string;
  desc: string;
  tags: string[];
  buttonText: string;
  /** Wire convention of the recommendation list: 1 enabled, '0' disabled (SPEC §3). */
  enabled: 1 | '0';
  /** Where define sends the borrower: an http(s) path (made absolute) or a link of the app's own scheme (config.js appScheme). */
  link: string;
  offer: LoanOffer;
}

interface LoanOffer {
  principal: number;
  termDays: number;
  instalments: number;
  /** Interest per 30-day instalment, as a fraction of the principal. */
  monthlyInterestRate: number;
  /** Service fee deducted at release, as a fraction of the principal. */
  serviceFeeRate: number;
}

const PRODUCTS: DemoProduct[] = [
  {
    id: '1',
    key: 'pesonow',
    name: 'PesoNow',
    logo: `${ASSETS_PREFIX}/products/pesonow.svg`,
    amountRange: '₱2,000 - ₱25,000',
    amountDesc: 'Loan amount',
    rate: '3% monthly interest',
    desc: 'Cash in 5 minutes straight to GCash or your bank.',
    tags: ['Fast approval', 'No collateral'],
    buttonText: 'Apply now',
    enabled: 1,
    link: '/humanQuestions?productId=1',
    offer: { principal: 500_000, termDays: 120, instalments: 4, monthlyInterestRate: 0.03, serviceFeeRate: 0.15 },
  },
  {
    id: '2',
    key: 'kaagapay-cash',
    name: 'Kaagapay Cash',
    logo: `${ASSETS_PREFIX}/products/kaagapay-cash.svg`,
    amountRange: '₱3,000 - ₱30,000',
    amountDesc: 'Loan amount',
    rate: '2.8% monthly interest',
    desc: 'Repay in up to 6 months. Kaagapay mo sa gastos.',
    tags: ['Up to 6 months', 'First loan friendly'],
    buttonText: 'Apply now',
    enabled: 1,
    link: 'pesoloan://product/detail?productId=2',
    offer: { principal: 800_000, termDays: 180, instalments: 6, monthlyInterestRate: 0.028, serviceFeeRate: 0.12 },
  },
  {
    id: '3',
    key: 'sulong-pera',
    name: 'Sulong Pera',
    logo: `${ASSETS_PREFIX}/products/sulong-pera.svg`,
    amountRange: '₱1,500 - ₱10,000',
    amountDesc: 'Loan amount',
    rate: '3.5% monthly interest',
    desc: 'Small loans for daily needs, released in 1 day.',
    tags: ['Low amount', 'Quick release'],
    buttonText: 'Full today',
    enabled: '0',
    link: '/humanQuestions?productId=3',
    offer: { principal: 300_000, termDays: 91, instalments: 3, monthlyInterestRate: 0.035, serviceFeeRate: 0.15 },
  },
  {
    id: '4',
    key: 'bayani-loan',
    name: 'Bayani Loan',
    logo: `${ASSETS_PREFIX}/products/bayani-loan.svg`,
    amountRange: '₱5,000 - ₱50,000',
    amountDesc: 'Loan amount',
    rate: '2.5% monthly interest',
    desc: 'For OFW families and regular employees.',
    tags: ['Higher limit'],
    buttonText: 'Apply now',
    enabled: 1,
    link: '/humanQuestions?productId=4',
    offer: { principal: 1_000_000, termDays: 180, instalments: 6, monthlyInterestRate: 0.025, serviceFeeRate: 0.1 },
  },
  {
    id: '5',
    key: 'ginhawa-credit',
    name: 'Ginhawa Credit',
    logo: `${ASSETS_PREFIX}/products/ginhawa-credit.svg`,
    amountRange: '₱2,000 - ₱20,000',
    amountDesc: 'Loan amount',
    rate: '3% monthly interest',
    desc: 'Salary-day repayment for employees.',
    tags: ['Salary day repayment'],
    buttonText: 'Apply now',
    enabled: 1,
    link: 'pesoloan://product/detail?productId=5',
    offer: { principal: 600_000, termDays: 91, instalments: 3, monthlyInterestRate: 0.03, serviceFeeRate: 0.12 },
  },
];

// ---------------------------------------------------------------------------------------
// Payout accounts (bank form, SPEC §3 / §4)

export const WALLETS = [
  { name: 'GCash', type: '90006', accountCode: 'walletAccount', logo: `${ASSETS_PREFIX}/channels/gcash.svg` },
  { name: 'Maya', type: '90007', accountCode: 'mayaAccount', logo: `${ASSETS_PREFIX}/channels/maya.svg` },
] as const;

/** Bank type codes with the account-number lengths each bank issues. */
export const BANKS = [
  { name: 'BDO Unibank', type: 'BDO', accountLengths: [10, 12], logo: `${ASSETS_PREFIX}/banks/bdo.svg` },
  { name: 'Bank of the Philippine Islands (BPI)', type: 'BPI', accountLengths: [10], logo: `${ASSETS_PREFIX}/banks/bpi.svg` },
  { name: 'Metrobank', type: 'MBTC', accountLengths: [13], logo: `${ASSETS_PREFIX}/banks/metrobank.svg` },
  { name: 'Land Bank of the Philippines', type: 'LBP', accountLengths: [10], logo: `${ASSETS_PREFIX}/banks/landbank.svg` },
  { name: 'UnionBank of the Philippines', type: 'UBP', accountLengths: [12], logo: `${ASSETS_PREFIX}/banks/unionbank.svg` },
] as const;

export const BRANCH_CITIES: ReadonlyArray<{ name: string; type: string }> = [
  { type: 'NCR-MNL', name: 'Manila, Metro Manila' },
  { type: 'NCR-QZN', name: 'Quezon City, Metro Manila' },
  { type: 'NCR-MKT', name: 'Makati, Metro Manila' },
  { type: 'NCR-PSG', name: 'Pasig, Metro Manila' },
  { type: 'NCR-TGG', name: 'Taguig, Metro Manila' },
  { type: 'NCR-CLC', name: 'Caloocan, Metro Manila' },
  { type: 'NCR-PSY', name: 'Pasay, Metro Manila' },
  { type: 'NCR-PRQ', name: 'Parañaque, Metro Manila' },
  { type: 'NCR-LPN', name: 'Las Piñas, Metro Manila' },
  { type: 'NCR-MDL', name: 'Mandaluyong, Metro Manila' },
  { type: 'NCR-MRK', name: 'Marikina, Metro Manila' },
  { type: 'NCR-MNT', name: 'Muntinlupa, Metro Manila' },
  { type: 'NCR-VLZ', name: 'Valenzuela, Metro Manila' },
  { type: 'CEB-CEB', name: 'Cebu City, Cebu' },
  { type: 'CEB-MDE', name: 'Mandaue, Cebu' },
  { type: 'CEB-LLC', name: 'Lapu-Lapu, Cebu' },
  { type: 'DVO-DVO', name: 'Davao City, Davao del Sur' },
  { type: 'MSR-CDO', name: 'Cagayan de Oro, Misamis Oriental' },
  { type: 'ILI-ILO', name: 'Iloilo City, Iloilo' },
  { type: 'NEC-BCD', name: 'Bacolod, Negros Occidental' },
  { type: 'BEN-BAG', name: 'Baguio, Benguet' },
  { type: 'ZAS-ZAM', name: 'Zamboanga City, Zamboanga del Sur' },
  { type: 'PAM-ANG', name: 'Angeles, Pampanga' },
  { type: 'CAV-DAS', name: 'Dasmariñas, Cavite' },
  { type: 'LAG-CAL', name: 'Calamba, Laguna' },
  { type: 'BTG-BTG', name: 'Batangas City, Batangas' },
  { type: 'PLW-PPS', name: 'Puerto Princesa, Palawan' },
  { type: 'LEY-TAC', name: 'Tacloban, Leyte' },
];

/** Card type of the bank form (SPEC §4): 1 e-wallet, 2 bank account; 0 on an item means all. */
export type CardType = 1 | 2;

export interface PayoutAccount {
  cardType: CardType;
  /** Submitted values keyed by form item code (type codes for enum items). */
  fields: Record<string, string>;
}

export interface BindRecord {
  endpoint: 'bind-card-new' | 'bind-card-change';
  productId: string;
  orderId: string;
  cardType: CardType;
  fields: Record<string, string>;
  at: string;
}

// ---------------------------------------------------------------------------------------
// Repayment channels (SPEC §2.14, §3 repayList / defDetail)

export interface RepayChannel {
  name: string;
  logo: string;
  channel_number: string;
}

export const REPAY_CHANNELS: RepayChannel[] = [
  { name: '7-Eleven (CLiQQ)', logo: `${ASSETS_PREFIX}/channels/7-eleven.svg`, channel_number: '20011' },
  { name: 'GCash', logo: `${ASSETS_PREFIX}/channels/gcash.svg`, channel_number: '20021' },
  { name: 'Maya', logo: `${ASSETS_PREFIX}/channels/maya.svg`, channel_number: '20022' },
  { name: 'Cebuana Lhuillier', logo: `${ASSETS_PREFIX}/channels/cebuana.svg`, channel_number: '20012' },
  { name: 'M Lhuillier', logo: `${ASSETS_PREFIX}/channels/mlhuillier.svg`, channel_number: '20013' },
  { name: 'InstaPay bank transfer', logo: `${ASSETS_PREFIX}/channels/instapay.svg`, channel_number: '20031' },
];

/** Grouped payment steps shown with a pay code (SPEC §2.12 defDetail.payNotice). */
export function getPayNotice(payCode: string): Record<string, Array<{ name: string; step: string[] }>> {
  return {
    'Via GCash': [
      {
        name: 'GCash Bills Payment',
        step: [
          'Open GCash and tap "Bills".',
          'Choose "Loans", then "PesoNow Lending".',
          `Enter the Reference_no ${payCode} and the amount due.`,
          'Check the details and tap "Confirm". Keep the receipt.',
        ],
      },
    ],
    'Via Maya': [
      {
        name: 'Maya Bills Payment',
        step: ['Open Maya and tap "Bills".', 'Search "PesoNow Lending".', `Enter the Reference_no ${payCode}, then pay.`],
      },
    ],
    'Over the counter': [
      {
        name: '7-Eleven (CLiQQ kiosk)',
        step: [
          'Go to any 7-Eleven store and use the CLiQQ kiosk.',
          'Choose "Bills Payment", then "Loans", then "PesoNow Lending".',
          `Enter the Reference_no ${payCode} and print the slip.`,
          'Pay the cashier within 3 hours and keep the receipt.',
        ],
      },
      {
        name: 'Cebuana Lhuillier / M Lhuillier',
        step: [
          'Fill in a bills payment form for "PesoNow Lending".',
          `Write the Reference_no ${payCode} and the amount.`,
          'Pay at the counter and keep the receipt.',
        ],
      },
    ],
  };
}

/** Saved cards of the card-repayment flow (SPEC §2.13); `needsOtp` false skips the SMS step. */
interface SavedCard {
  id: number;
  bankName: string;
  cardNo: string;
  bankCode: string;
  needsOtp: boolean;
}

const SAVED_CARDS: SavedCard[] = [
  { id: 301, bankName: 'BDO Unibank', cardNo: '**** **** 4821', bankCode: 'BDO', needsOtp: true },
  { id: 302, bankName: 'Bank of the Philippine Islands (BPI)', cardNo: '**** **** 0937', bankCode: 'BPI', needsOtp: true },
  { id: 303, bankName: 'UnionBank of the Philippines', cardNo: '**** **** 5510', bankCode: 'UBP', needsOtp: false },
];

// ---------------------------------------------------------------------------------------
// Orders (SPEC §4 status codes)

export type OrderStatus = 21 | 110 | 151 | 170 | 174 | 180 | 200;

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

export interface DemoOrder {
  orderId: string;
  productId: string;
  status: OrderStatus;
  /** Wire string: '1' offers the rollover (delay) repayment (SPEC §4). */
  isDelay: '1' | '0';
  principal: number;
  termDays: number;
  instalments: number;
  paidInstalments: number;
  monthlyInterestRate: number;
  serviceFeeRate: number;
  appliedAt: number;
  /** Due date of the current instalment (ms, Manila midnight). */
  dueAt: number;
  payout: string;
  isScore: 0 | 1;
  cardNeedPop: 0 | 1;
  playeduL: string;
  kindTipsMsg: string;
  /** Pay code of the default channel; '' hides the code card (SPEC §5). */
  payCode: string;
  repeatClient: boolean;
}

// ---------------------------------------------------------------------------------------
// Complaints (SPEC §2.3-2.6, §3)

export const PROBLEM_TYPES = [
  { title: 'Collection', value: 1 },
  { title: 'Repayment issue', value: 2 },
  { title: 'Account', value: 3 },
  { title: 'Loan application', value: 4 },
  { title: 'Other', value: 5 },
] as const;

export const PROBLEM_SON_TYPES = [
  { title: 'Rude or threatening collector', value: 11 },
  { title: 'Contacted my family or friends', value: 12 },
  { title: 'Too many calls or messages', value: 13 },
  { title: 'Collection before the due date', value: 14 },
] as const;

export interface Complaint {
  problemId: number;
  problemType: number;
  problemSonType: number | null;
  orderNo: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: 0 | 1;
  score: number | null;
  createdAt: number;
  completed: boolean;
}

interface StoredUpload {
  contentType: string;
  bytes: Uint8Array;
}

// ---------------------------------------------------------------------------------------
// Registration landing page (SPEC §2.19, CONTRACTS §2 /register?templateId=)

interface LandingTemplate {
  id: string;
  appName: string;
  merchantNumber: string;
  headline: string;
  subHeadline: string;
  bannerImage: string;
  logo: string;
  themeColor: string;
  downloadUrl: string;
  /** Where the page goes after registering: #/downloadTemplate or #/agreementTemplate. */
  jumpType: 'download' | 'agreement';
}

const TEMPLATES: LandingTemplate[] = [
  {
    id: '1',
    appName: 'PesoNow',
    merchantNumber: 'M001',
    headline: 'Cash in 5 minutes',
    subHeadline: 'Borrow ₱2,000 to ₱25,000 with one valid ID',
    bannerImage: `${ASSETS_PREFIX}/promo/pesonow-banner.svg`,
    logo: `${ASSETS_PREFIX}/products/pesonow.svg`,
    themeColor: '#0B7A4B',
    downloadUrl: 'https://play.google.com/store/apps/details?id=ph.pesonow.demo',
    jumpType: 'download',
  },
  {
    id: '2',
    appName: 'Kaagapay Cash',
    merchantNumber: 'M002',
    headline: 'Kaagapay mo sa gastos',
    subHeadline: 'Up to ₱30,000, repay in up to 6 months',
    bannerImage: `${ASSETS_PREFIX}/promo/kaagapay-banner.svg`,
    logo: `${ASSETS_PREFIX}/products/kaagapay-cash.svg`,
    themeColor: '#1D4ED8',
    downloadUrl: 'https://play.google.com/store/apps/details?id=ph.kaagapay.demo',
    jumpType: 'agreement',
  },
];

interface SmsRequest {
  code: string;
  sentAt: number;
}

export interface RepayRecord {
  repayRecordId: string;
  orderId: string;
  cardId: number;
  amount: number;
  /** A rollover pays the delay amount and moves the due date; an instalment pays it off. */
  kind: 'instalment' | 'rollover';
  confirmed: boolean;
  smsSends: number;
}

interface TrackedEvent {
  name: string;
  params: Record<string, string>;
  at: string;
}

// ---------------------------------------------------------------------------------------
// State

export interface DemoStateOptions {
  /** Clock of the state; tests pass a fixed time to get fixed dates. Default: Date.now. */
  now?: () => number;
}

export interface DemoState {
  now: () => number;
  products: DemoProduct[];
  orders: Map<string, DemoOrder>;
  nextOrderSeq: number;
  payoutAccount: PayoutAccount | null;
  binds: BindRecord[];
  lastBind: BindRecord | null;
  complaints: Complaint[];
  nextProblemId: number;
  uploads: Map<string, StoredUpload>;
  templates: LandingTemplate[];
  /** Current image-captcha code per sid; a new get-captcha replaces it. */
  captchas: Map<string, string>;
  registeredPhones: Set<string>;
  smsRequests: Map<string, SmsRequest>;
  savedCards: SavedCard[];
  /** Token of the last repayment-way per order id. */
  repayTokens: Map<string, string>;
  repayRecords: Map<string, RepayRecord>;
  nextRepayRecordSeq: number;
  /** Fire-and-forget calls (tracking, event/save, google-score), in order received. */
  events: TrackedEvent[];
  contact: { email: string; smWa: string; telephone: string };
}

/** Fire-and-forget calls are kept so tests and the curious can see what the app reported. */
export function recordEvent(state: DemoState, name: string, params: Record<string, string>): void {
  state.events.push({ name, params, at: new Date(state.now()).toISOString() });
}

export const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Midnight in Manila of the day `ms` falls on, plus `days`. */
export function getManilaDay(ms: number, days = 0): number {
  const local = ms + MANILA_OFFSET_MS;
  return local - (local % DAY_MS) - MANILA_OFFSET_MS + days * DAY_MS;
}

/** YYYY-MM-DD in Asia/Manila (SPEC §9). */
export function formatManilaDate(ms: number): string {
  return new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:MM:SS in Asia/Manila (SPEC §9). */
export function formatManilaDateTime(ms: number): string {
  return new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Display text of an amount in centavos, e.g. 140000 → "₱1,400.00". */
export function formatPeso(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  const pesos = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}₱${pesos}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal peso amount as some servers send it, e.g. 35000 centavos → "350.00". */
export function toPesoDecimal(centavos: number): string {
  return (centavos / 100).toFixed(2);
}

/**
 * An amount the app sent back, as the reply gave it: centavos ("35000") or a decimal peso amount
 * ("350.00"); undefined for anything else.
 */
export function parseSentAmount(text: string | undefined): number | undefined {
  const value = (text ?? '').trim();
  if (/^-?\d+$/.test(value)) return Number(value);
  if (/^-?\d+\.\d{1,2}$/.test(value)) return Math.round(Number(`${value}e2`));
  return undefined;
}

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

function seedOrders(now: number): Map<string, DemoOrder> {
  const today = getManilaDay(now);
  // A loan applied for 40 days ago at 10:23:07 Manila time.
  const appliedBefore = today - 40 * DAY_MS + 10 * 3_600_000 + 23 * 60_000 + 7_000;
  const base = (orderId: string, productId: string, status: OrderStatus) => newOrder(orderId, productId, status, appliedBefore);
  const dueTodayTips = 'Your instalment is due today. Pay before 11:59 PM to avoid the late fee and keep your credit limit growing.';
  const orders: DemoOrder[] = [
    newOrder('ORD21', '2', 21, now - 2 * 3_600_000),
    newOrder('ORD110', '1', 110, now - 26 * 3_600_000),
    { ...newOrder('ORD151', '3', 151, now - 30 * 3_600_000), payout: 'BPI ******4410', cardNeedPop: 1 },
    { ...base('ORD170', '1', 170), paidInstalments: 1, dueAt: today + 12 * DAY_MS, payCode: 'PN70241157903', repeatClient: true },
    { ...base('ORD174', '2', 174), paidInstalments: 2, dueAt: today, kindTipsMsg: dueTodayTips, payCode: 'KC74110325568' },
    { ...base('ORD174D', '1', 174), isDelay: '1', paidInstalments: 1, dueAt: today, kindTipsMsg: dueTodayTips, payCode: 'PN74920118245' },
    // No pay code: the code card stays hidden (SPEC §5).
    { ...base('ORD180', '2', 180), paidInstalments: 1, dueAt: today - 5 * DAY_MS, payout: 'BDO ******7702' },
    { ...base('ORD180D', '1', 180), isDelay: '1', paidInstalments: 2, dueAt: today - 3 * DAY_MS, payCode: 'PN80337461092' },
    { ...base('ORD200', '1', 200), paidInstalments: 4, appliedAt: today - 150 * DAY_MS, dueAt: today - 30 * DAY_MS, isScore: 1 },
    // Approved loan waiting for the borrower's confirmation: the details page sends them on.
    { ...newOrder('ORDREDIRECT', '2', 110, now - 3 * 3_600_000), playeduL: '/humanQuestions?productId=2' },
  ];
  return new Map(orders.map((order) => [order.orderId, order]));
}

function seedComplaints(now: number): Complaint[] {
  return [
    {
      problemId: 1001,
      problemType: 2,
      problemSonType: null,
      orderNo: 'ORD174D',
      content: 'I paid ₱1,400.00 through GCash yesterday but my loan still shows as unpaid. Ref. No. 9012 345 678901.',
      images: [`${ASSETS_PREFIX}/complaints/gcash-receipt.svg`],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      score: null,
      createdAt: now - 20 * 3_600_000,
      completed: false,
    },
    {
      problemId: 1002,
      problemType: 1,
      problemSonType: 13,
      orderNo: 'ORD180',
      content: 'The collector called me 8 times today, even during my work hours.',
      images: [],
      disposeDetail:
        'We are sorry for the trouble. The collection agent has been reminded of our fair collection rules (SEC MC No. 18, s. 2019) and calls are now limited to once a day between 8 AM and 7 PM. — Jose Reyes, Customer Care',
      disposeImages: [],
      isNeedScore: 1,
      score: null,
      createdAt: now - 4 * DAY_MS,
      completed: true,
    },
    {
      problemId: 1003,
      problemType: 3,
      problemSonType: null,
      orderNo: 'ORD200',
      content: 'Please update my registered e-mail address to maria.delacruz@example.ph.',
      images: [],
      disposeDetail: 'Your e-mail address has been updated. — Ana Villanueva, Customer Care',
      disposeImages: [],
      isNeedScore: 0,
      score: 5,
      createdAt: now - 12 * DAY_MS,
      completed: true,
    },
  ];
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

function getProduct(productId: string): DemoProduct {
  const product = PRODUCTS.find((candidate) => candidate.id === productId);
  if (!product) throw new Error(`Unknown demo product id "${productId}". Known: ${PRODUCTS.map((p) => p.id).join(', ')}.`);
  return product;
}

// ---------------------------------------------------------------------------------------
// Loan arithmetic (SPEC §9 loan terms: late fee once, daily late interest)

export const ROLLOVER_DAYS = 7;
const ROLLOVER_FEE = 20_000;
const LATE_FEE_NEW_CLIENT = 100_000;
const LATE_FEE_REPEAT_CLIENT = 80_000;

export interface InstalmentBreakdown {
  number: number;
  principal: number;
  interest: number;
  lateFee: number;
  lateInterest: number;
  daysOverdue: number;
  total: number;
}

export function getInstalmentPrincipal(order: Pick<DemoOrder, 'principal' | 'instalments'>): number {
  return Math.round(order.principal / order.instalments);
}

export function getInstalmentInterest(order: Pick<DemoOrder, 'principal' | 'monthlyInterestRate'>): number {
  return Math.round(order.principal * order.monthlyInterestRate);
}

/** SPEC §9: 5% of the unpaid amount a day on days 1-30, 4% on 31-90, 2% from day 91. */
function getLateInterest(unpaid: number, daysOverdue: number): number {
  let total = 0;
  for (let day = 1; day <= daysOverdue; day += 1) total += unpaid * (day <= 30 ? 0.05 : day <= 90 ? 0.04 : 0.02);
  return Math.round(total);
}

export function getCurrentInstalment(order: DemoOrder, now: number): InstalmentBreakdown {
  const principal = getInstalmentPrincipal(order);
  const interest = getInstalmentInterest(order);
  const daysOverdue = Math.max(0, Math.floor((getManilaDay(now) - order.dueAt) / DAY_MS));
  const lateFee = daysOverdue > 0 ? (order.repeatClient ? LATE_FEE_REPEAT_CLIENT : LATE_FEE_NEW_CLIENT) : 0;
  const lateInterest = getLateInterest(principal + interest, daysOverdue);
  return {
    number: order.paidInstalments + 1,
    principal,
    interest,
    lateFee,
    lateInterest,
    daysOverdue,
    total: principal + interest + lateFee + lateInterest,
  };
}

/** Rollover: pay the interest, late charges and a fee now; the principal moves 7 days on. */
export function getRolloverAmount(order: DemoOrder, now: number): number {
  const current = getCurrentInstalment(order, now);
  return current.interest + current.lateFee + current.lateInterest + ROLLOVER_FEE;
}

/** A paid instalment moves the order on: the next one is due in 30 days, or the loan is repaid. */
export function applyInstalmentPayment(order: DemoOrder, now: number): void {
  order.paidInstalments += 1;
  if (order.paidInstalments >= order.instalments) {
    order.status = 200;
    order.isScore = 1;
    order.kindTipsMsg = '';
    return;
  }
  order.status = 170;
  order.dueAt = Math.max(order.dueAt, getManilaDay(now)) + 30 * DAY_MS;
  order.kindTipsMsg = '';
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

/** "GCash 0917****567" / "BDO ******7702": how the order detail shows the payout account. */
export function describePayout(account: PayoutAccount | null): string {
  if (!account) return 'Not set';
  const mask = (digits: string) => (digits.length > 7 ? `${digits.slice(0, 4)}****${digits.slice(-3)}` : digits);
  if (account.cardType === 1) {
    const wallet = WALLETS.find((candidate) => candidate.type === account.fields.channelNumber) ?? WALLETS[0];
    return `${wallet.name} ${mask(account.fields[wallet.accountCode] ?? '')}`;
  }
  const bank = BANKS.find((candidate) => candidate.type === account.fields.bankCode);
  const number = account.fields.cardNo ?? '';
  return `${bank?.type ?? 'Bank'} ******${number.slice(-4)}`;
}
