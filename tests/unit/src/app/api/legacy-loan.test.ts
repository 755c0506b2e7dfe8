import { describe, expect, it } from 'vitest';

import { toLegacyConfirmData } from '../../../../../src/app/api/legacy-loan.ts';

describe('toLegacyConfirmData', () => {
  it('renames the older confirm fields to the newer names, plan rows included', () => {
    const data = toLegacyConfirmData({
      code: '00',
      data: {
        vestige: 500000,
        cadence: 120,
        cadenceUnit: 'day',
        dawnPay: '2025-07-11',
        dawnDays: 30,
        tincture: '3% monthly interest',
        ledger: [{ text: 'Loan amount', value: '₱5,000.00' }],
        almanac: [{ title: 'Instalment 1 of 4', description: 'x', amount: 140000, payTime: '2025-07-11' }],
        crest: '/logo.svg',
        moniker: 'PesoNow',
        florin: 1,
        isPopType: 1,
        NewPopMsg: 'Promo',
      },
    });
    expect(data).toEqual({
      amount: 500000,
      periods: 120,
      termUnit: 'day',
      firstPayTime: '2025-07-11',
      firstPeriodDay: 30,
      pRateDsc: '3% monthly interest',
      details: [{ text: 'Loan amount', value: '₱5,000.00' }],
      repay_plans: [{ title: 'Instalment 1 of 4', description: 'x', amount: 140000, pay_time: '2025-07-11' }],
      comProductLogo: '/logo.svg',
      comProductName: 'PesoNow',
      currencyFlag: 1,
      isPopType: 1,
      NewPopMsg: 'Promo',
    });
  });

  it('lets the older name win over a newer one sent alongside, whatever the order', () => {
    expect(toLegacyConfirmData({ data: { amount: 1, vestige: 2 } }).amount).toBe(2);
    expect(toLegacyConfirmData({ data: { vestige: 2, amount: 1 } }).amount).toBe(2);
  });

  it('gives an empty object for a reply without data', () => {
    expect(toLegacyConfirmData({ code: '00', data: null })).toEqual({});
  });
});
