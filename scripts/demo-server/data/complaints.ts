// Complaints (SPEC §2.3-2.6, §3): the problem types, the seeded complaints and their uploads.
import { DAY_MS } from './dates.ts';
import { ASSETS_PREFIX } from './session.ts';

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

export interface StoredUpload {
  contentType: string;
  bytes: Uint8Array;
}

export function seedComplaints(now: number): Complaint[] {
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
