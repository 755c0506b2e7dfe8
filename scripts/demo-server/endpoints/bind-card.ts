import type { HttpHandler } from 'msw';

import {
  BANKS,
  type BindRecord,
  BRANCH_CITIES,
  type CardType,
  type DemoState,
  describePayout,
  type PayoutAccount,
  WALLETS,
} from '../data.ts';
import { getProductId, isDigits, type Params, replyError, replyOk, route } from '../http-helpers.ts';

const BASE = '/currentlyer/v3/bind-card';

/** Bank form item, wire shape of SPEC §3. */
interface BankFormItem {
  code: string;
  cate: 'enum' | 'text' | 'citySelect' | 'day';
  title: string;
  subtitle: string;
  value: string;
  note: Array<{ name: string; type: string }>;
  inputType: string;
  cardTypeMi: 0 | CardType;
  /** '' on items that apply to every channel, the e-wallet picker included. */
  channelNumber: string;
}

/** SPEC §4: card type 1 defaults to channel 90006 (GCash). */
const DEFAULT_CHANNEL = '90006';

function toBankFormItems(account: PayoutAccount | null): BankFormItem[] {
  const valueOf = (code: string) => account?.fields[code] ?? '';
  const walletItems: BankFormItem[] = WALLETS.map((wallet) => ({
    code: wallet.accountCode,
    cate: 'text',
    title: `${wallet.name} number`,
    subtitle: '09XX XXX XXXX',
    value: valueOf(wallet.accountCode),
    note: [],
    inputType: 'phone',
    cardTypeMi: 1,
    channelNumber: wallet.type,
  }));
  return [
    {
      code: 'channelNumber',
      cate: 'enum',
      title: 'E-wallet',
      subtitle: 'Choose your e-wallet',
      value: valueOf('channelNumber') || DEFAULT_CHANNEL,
      note: WALLETS.map(({ name, type }) => ({ name, type })),
      inputType: '',
      cardTypeMi: 1,
      channelNumber: '',
    },
    ...walletItems,
    {
      code: 'bankCode',
      cate: 'enum',
      title: 'Bank',
      subtitle: 'Choose your bank',
      value: valueOf('bankCode'),
      note: BANKS.map(({ name, type }) => ({ name, type })),
      inputType: '',
      cardTypeMi: 2,
      channelNumber: '',
    },
    {
      code: 'cardNo',
      cate: 'text',
      title: 'Account number',
      subtitle: 'Enter your bank account number',
      value: valueOf('cardNo'),
      note: [],
      inputType: 'bankCard',
      cardTypeMi: 2,
      channelNumber: '',
    },
    {
      code: 'branchCity',
      cate: 'citySelect',
      title: 'Branch city',
      subtitle: 'Choose the city of your branch',
      value: valueOf('branchCity'),
      note: BRANCH_CITIES.map(({ name, type }) => ({ name, type })),
      inputType: '',
      cardTypeMi: 2,
      channelNumber: '',
    },
    {
      // SPEC §3 allows a city select without options: the app offers every Philippine city and
      // municipality and sends the chosen one as text, e.g. "San Jose, Batangas".
      code: 'holderCity',
      cate: 'citySelect',
      title: 'City of residence',
      subtitle: 'Your city or municipality',
      value: valueOf('holderCity'),
      note: [],
      inputType: '',
      cardTypeMi: 2,
      channelNumber: '',
    },
    {
      code: 'salaryDay',
      cate: 'day',
      title: 'Salary day',
      subtitle: 'Day of the month you get paid',
      value: valueOf('salaryDay'),
      note: [],
      inputType: '',
      cardTypeMi: 0,
      channelNumber: '',
    },
  ];
}

type BindCheck = { ok: true; cardType: CardType; fields: Record<string, string> } | { ok: false; message: string };

/** Longer than any PSGC place with its province (about 60 characters). */
const HOLDER_CITY_MAX_LENGTH = 120;

const BANK_FIELDS = ['bankCode', 'cardNo', 'branchCity', 'holderCity'];
const WALLET_FIELDS = ['channelNumber', ...WALLETS.map((wallet) => wallet.accountCode)];

/**
 * The request carries one entry per form item (SPEC §3), not the card type: an explicit
 * `cardType` wins, else bank fields mean a bank account and wallet fields an e-wallet.
 */
function getCardType(params: Params): CardType | null {
  if (params.cardType === '1' || params.cardType === '2') return Number(params.cardType) as CardType;
  if (BANK_FIELDS.some((code) => params[code])) return 2;
  if (WALLET_FIELDS.some((code) => params[code])) return 1;
  return null;
}

function checkWallet(params: Params): BindCheck {
  const channel = params.channelNumber ?? '';
  const wallet = WALLETS.find((candidate) => candidate.type === channel);
  if (!wallet) {
    const known = WALLETS.map((candidate) => `${candidate.type} (${candidate.name})`).join(' or ');
    return { ok: false, message: `channelNumber must be ${known}; got "${channel}".` };
  }
  const account = params[wallet.accountCode] ?? '';
  if (!account) return { ok: false, message: `Please enter your ${wallet.name} number (${wallet.accountCode}).` };
  if (!isDigits(account)) return { ok: false, message: `${wallet.name} number must contain digits only; got "${account}".` };
  if (!/^09\d{9}$/.test(account)) {
    return { ok: false, message: `${wallet.name} number must be 11 digits starting with 09, e.g. 09171234567; got "${account}".` };
  }
  return { ok: true, cardType: 1, fields: { channelNumber: channel, [wallet.accountCode]: account } };
}

function checkBank(params: Params): BindCheck {
  const bankCode = params.bankCode ?? '';
  if (!bankCode) return { ok: false, message: 'Please choose your bank (bankCode).' };
  const bank = BANKS.find((candidate) => candidate.type === bankCode);
  if (!bank) {
    return {
      ok: false,
      message: `bankCode "${bankCode}" is not a known bank type code. Expected one of ${BANKS.map((b) => b.type).join(', ')}.`,
    };
  }
  const cardNo = params.cardNo ?? '';
  if (!cardNo) return { ok: false, message: 'Please enter your account number (cardNo).' };
  if (!isDigits(cardNo)) return { ok: false, message: `Account number must contain digits only; got "${cardNo}".` };
  const lengths: readonly number[] = bank.accountLengths;
  if (!lengths.includes(cardNo.length)) {
    return { ok: false, message: `${bank.name} account numbers have ${lengths.join(' or ')} digits; got ${cardNo.length}.` };
  }
  const branchCity = params.branchCity ?? '';
  if (!BRANCH_CITIES.some((city) => city.type === branchCity)) {
    return { ok: false, message: `branchCity "${branchCity}" is not a known city type code (e.g. NCR-MNL for Manila).` };
  }
  const holderCity = (params.holderCity ?? '').trim();
  if (!holderCity) return { ok: false, message: 'Please choose your city of residence (holderCity).' };
  // The app sends the city as "City or municipality, Province" text (README, 'City select without options').
  if (holderCity.length > HOLDER_CITY_MAX_LENGTH || !/^[^,]+, [^,]+$/.test(holderCity)) {
    return { ok: false, message: `holderCity must be "City or municipality, Province", e.g. "San Jose, Batangas"; got "${holderCity}".` };
  }
  return { ok: true, cardType: 2, fields: { bankCode, cardNo, branchCity, holderCity } };
}

function checkBind(params: Params): BindCheck {
  const cardType = getCardType(params);
  if (cardType === null) return { ok: false, message: 'Choose an e-wallet or a bank account and fill in its details.' };
  const check = cardType === 1 ? checkWallet(params) : checkBank(params);
  if (!check.ok) return check;
  const salaryDay = params.salaryDay ?? '';
  if (salaryDay) {
    const day = Number(salaryDay);
    if (!isDigits(salaryDay) || day < 1 || day > 31) {
      return { ok: false, message: `salaryDay must be a day of the month from 1 to 31; got "${salaryDay}".` };
    }
    check.fields.salaryDay = salaryDay;
  }
  return check;
}

export function createBindCardHandlers(state: DemoState): HttpHandler[] {
  const saveBind = (endpoint: BindRecord['endpoint']) =>
    route('post', `${BASE}/${endpoint}`, ({ params }) => {
      const productId = getProductId(params);
      if (!productId) return replyError('product_id is missing: the account is bound for a product (SPEC §3 bind request).');
      const check = checkBind(params);
      if (!check.ok) return replyError(check.message);
      const record: BindRecord = {
        endpoint,
        productId,
        orderId: params.orderId ?? '',
        cardType: check.cardType,
        fields: check.fields,
        at: new Date(state.now()).toISOString(),
      };
      state.payoutAccount = { cardType: check.cardType, fields: check.fields };
      state.binds.push(record);
      state.lastBind = record;
      // A changed account lets a failed payout (151) be retried: the order is approved again.
      const order = params.orderId ? state.orders.get(params.orderId) : undefined;
      if (endpoint === 'bind-card-change' && order?.status === 151) {
        order.status = 110;
        order.cardNeedPop = 0;
        order.payout = describePayout(state.payoutAccount);
      }
      return replyOk(null, 'Account saved');
    });

  return [
    route('post', `${BASE}/card-init`, ({ params }) => {
      if (!getProductId(params)) return replyError('product_id is missing: the bank form is loaded for a product.');
      return replyOk({ items: toBankFormItems(state.payoutAccount) });
    }),
    saveBind('bind-card-new'),
    saveBind('bind-card-change'),
  ];
}
