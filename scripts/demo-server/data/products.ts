// The loan products of the recommendation list, each with the offer a new order starts from (SPEC §9).
import { ASSETS_PREFIX } from './session.ts';

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

export const PRODUCTS: DemoProduct[] = [
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

export function getProduct(productId: string): DemoProduct {
  const product = PRODUCTS.find((candidate) => candidate.id === productId);
  if (!product) throw new Error(`Unknown demo product id "${productId}". Known: ${PRODUCTS.map((p) => p.id).join(', ')}.`);
  return product;
}
