// The shapes of the demo back end's state and of its orders, apart from the modules that make and
// change them (state.ts seeds the orders that orders.ts makes on the state), so no import goes round.
import type { Complaint, StoredUpload } from './complaints.ts';
import type { LandingTemplate } from './landing.ts';
import type { BindRecord, PayoutAccount } from './payout.ts';
import type { DemoProduct } from './products.ts';
import type { RepayRecord, SavedCard } from './repayment.ts';

export type OrderStatus = 21 | 110 | 151 | 170 | 174 | 180 | 200;

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

interface SmsRequest {
  code: string;
  sentAt: number;
}

interface TrackedEvent {
  name: string;
  params: Record<string, string>;
  at: string;
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
