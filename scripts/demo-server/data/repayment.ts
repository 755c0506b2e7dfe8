// Repayment (SPEC §2.13, §2.14, §3 repayList / defDetail): the channels, the payment steps shown
// with a pay code, the saved cards of card repayment and the repayments made.
import { ASSETS_PREFIX } from './session.ts';

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
export interface SavedCard {
  id: number;
  bankName: string;
  cardNo: string;
  bankCode: string;
  needsOtp: boolean;
}

export const SAVED_CARDS: SavedCard[] = [
  { id: 301, bankName: 'BDO Unibank', cardNo: '**** **** 4821', bankCode: 'BDO', needsOtp: true },
  { id: 302, bankName: 'Bank of the Philippine Islands (BPI)', cardNo: '**** **** 0937', bankCode: 'BPI', needsOtp: true },
  { id: 303, bankName: 'UnionBank of the Philippines', cardNo: '**** **** 5510', bankCode: 'UBP', needsOtp: false },
];

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
