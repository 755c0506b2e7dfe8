// Loan arithmetic (SPEC §9 loan terms: late fee once, daily late interest): the current
// instalment, a rollover's amount, and a paid instalment moving the order on.
import { DAY_MS, getManilaDay } from './dates.ts';
import type { DemoOrder } from './types.ts';

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
