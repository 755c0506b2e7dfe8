// The demo back end's own texts in Filipino, for a call that asks for it (`Accept-Language: fil-PH`,
// docs/api-contract.md "Language"): the order statuses, the loan details' rows and pop-ups, the
// complaint types. A text without a Filipino one here stays English, as a real server's would.
import type { OrderStatus } from './types.ts';

export type DemoLanguage = 'en' | 'fil';

/** The language a call asks for: Filipino when its Accept-Language names `fil` (or `tl`) first among the two. */
export function readLanguage(request: Request): DemoLanguage {
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('fil') || tag === 'tl' || tag.startsWith('tl-')) return 'fil';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

export const STATUS_TEXT_FIL: Record<OrderStatus, { title: string; description: string }> = {
  21: { title: 'Sinusuri', description: 'Sinusuri namin ang iyong application. Malalaman mo ang desisyon sa loob ng 1 araw.' },
  110: { title: 'Aprubado', description: 'Aprubado ang iyong loan. Darating ang pera sa iyong account sa loob ng 1 hanggang 3 araw.' },
  151: {
    title: 'Hindi naipadala ang pera',
    description: 'Hindi namin maipadala ang pera sa iyong account. Pakisuri ang iyong payout account.',
  },
  170: { title: 'Naipadala na', description: 'Nasa account mo na ang pera. Magbayad sa o bago ang due date.' },
  174: { title: 'Due ngayon', description: 'Due ngayong araw ang iyong hulog. Magbayad bago mag-11:59 PM para walang late charge.' },
  180: { title: 'Overdue', description: 'Lampas na sa due date ang iyong hulog. May late fee at araw-araw na late interest na.' },
  200: { title: 'Bayad na', description: 'Salamat! Bayad na ang buong loan mo. Puwede kang humiram ulit anumang oras.' },
};

/** The loan details' row titles (and the loan offer's), by their English title. */
const ROW_TITLES_FIL: Record<string, string> = {
  'Order number': 'Numero ng order',
  'Loan amount': 'Halaga ng loan',
  'Amount received': 'Halagang natanggap',
  'Loan term': 'Tagal ng loan',
  'Application time': 'Oras ng application',
  'Application date': 'Petsa ng application',
  'Payout account': 'Payout account',
  Instalment: 'Hulog',
  'Due date': 'Due date',
  'Amount due': 'Halagang babayaran',
  'Repaid on': 'Nabayaran noong',
  'Amount you receive': 'Halagang matatanggap mo',
  'Total interest': 'Kabuuang interes',
  'Total repayment': 'Kabuuang babayaran',
};

/** A row's title in the language asked for (English when there is no Filipino one). */
export function toRowTitle(title: string, language: DemoLanguage): string {
  return language === 'fil' ? (ROW_TITLES_FIL[title] ?? title) : title;
}

/** The loan details' pop-ups and reminders in Filipino. */
export const LOAN_DETAIL_TEXTS_FIL = {
  reminder: (amount: string, date: string) => `Magbayad ng ${amount} sa o bago ang ${date}.`,
  payoutFailedTitle: 'Hindi naipadala ang loan',
  payoutFailed: (payout: string) =>
    `Hindi namin maipadala ang loan mo sa ${payout}. Mag-bind ng ibang e-wallet o bank account at susubukan namin ulit.`,
  dueTodayTips:
    'Due ngayong araw ang iyong hulog. Magbayad bago mag-11:59 PM para walang late fee at patuloy na tumaas ang credit limit mo.',
  loanTerm: (days: number, instalments: number) => `${days} araw (${instalments} hulog)`,
  instalmentOf: (number: number, of: number) => `${number} sa ${of}`,
};

/** The complaint types and sub-types by their value. */
const PROBLEM_TYPE_TITLES_FIL: Record<number, string> = {
  1: 'Paniningil',
  2: 'Problema sa pagbabayad',
  3: 'Account',
  4: 'Loan application',
  5: 'Iba pa',
  11: 'Bastos o nagbabantang maniningil',
  12: 'Kinontak ang pamilya o kaibigan ko',
  13: 'Sobrang daming tawag o mensahe',
  14: 'Paniningil bago ang due date',
};

/** A complaint type's title in the language asked for. */
export function toProblemTitle(type: { title: string; value: number }, language: DemoLanguage): string {
  return language === 'fil' ? (PROBLEM_TYPE_TITLES_FIL[type.value] ?? type.title) : type.title;
}
