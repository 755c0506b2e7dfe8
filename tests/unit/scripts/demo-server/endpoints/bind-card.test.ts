import { describe, expect, it } from 'vitest';

import { withDemoServer } from '../../../../setup/msw.ts';
import { postForm } from '../demo-client.ts';

const BASE = '/currentlyer/v3/bind-card';

describe('demo bank-form handlers', () => {
  const demo = withDemoServer();

  it('gives the form items of SPEC §3 for both card types', async () => {
    const reply = await postForm(`${BASE}/card-init`, { product_id: '1' });
    const items: Array<{
      code: string;
      cate: string;
      cardTypeMi: number;
      channelNumber: string;
      value: string;
      note: unknown[];
      inputType: string;
    }> = reply.data.items;
    const byCode = Object.fromEntries(items.map((item) => [item.code, item]));

    expect(reply.code).toBe(0);
    expect(items.map((item) => item.code)).toEqual([
      'channelNumber',
      'walletAccount',
      'mayaAccount',
      'bankCode',
      'cardNo',
      'branchCity',
      'holderCity',
      'salaryDay',
    ]);
    expect(byCode.channelNumber).toMatchObject({
      cate: 'enum',
      value: '90006',
      cardTypeMi: 1,
      note: [
        { name: 'GCash', type: '90006' },
        { name: 'Maya', type: '90007' },
      ],
    });
    expect(byCode.walletAccount).toMatchObject({
      cate: 'text',
      inputType: 'phone',
      cardTypeMi: 1,
      channelNumber: '90006',
      value: '09171234567',
    });
    expect(byCode.mayaAccount).toMatchObject({ inputType: 'phone', channelNumber: '90007' });
    expect(byCode.bankCode.note).toHaveLength(5);
    expect(byCode.cardNo).toMatchObject({ inputType: 'bankCard', cardTypeMi: 2 });
    expect(byCode.branchCity.cate).toBe('citySelect');
    expect(byCode.branchCity.note.length).toBeGreaterThanOrEqual(25);
    // A city select without options (SPEC §3 allows it): the app offers the PSGC list.
    expect(byCode.holderCity).toMatchObject({ cate: 'citySelect', cardTypeMi: 2, note: [] });
    expect(byCode.salaryDay).toMatchObject({ cate: 'day', cardTypeMi: 0, value: '15' });
  });

  it('saves a bank account, records the bind and fills the form with it next time', async () => {
    const saved = await postForm(`${BASE}/bind-card-new`, {
      product_id: '1',
      bankCode: 'BDO',
      cardNo: '001234567890',
      branchCity: 'CEB-CEB',
      holderCity: 'San Jose, Batangas',
      salaryDay: '30',
    });
    const form = await postForm(`${BASE}/card-init`, { product_id: '1' });

    expect(saved.code).toBe(0);
    expect(demo.state.lastBind).toMatchObject({
      endpoint: 'bind-card-new',
      productId: '1',
      cardType: 2,
      fields: { bankCode: 'BDO', cardNo: '001234567890', branchCity: 'CEB-CEB', holderCity: 'San Jose, Batangas', salaryDay: '30' },
    });
    const values = Object.fromEntries(form.data.items.map((item: { code: string; value: string }) => [item.code, item.value]));
    expect(values).toMatchObject({
      bankCode: 'BDO',
      cardNo: '001234567890',
      branchCity: 'CEB-CEB',
      holderCity: 'San Jose, Batangas',
      salaryDay: '30',
    });
  });

  it('saves a Maya account chosen by channel number', async () => {
    const saved = await postForm(`${BASE}/bind-card-new`, {
      product_id: '1',
      channelNumber: '90007',
      mayaAccount: '09981234567',
      walletAccount: '',
    });

    expect(saved.code).toBe(0);
    expect(demo.state.lastBind?.fields).toEqual({ channelNumber: '90007', mayaAccount: '09981234567' });
  });

  it('explains what is wrong with an invalid account', async () => {
    const spaced = await postForm(`${BASE}/bind-card-new`, { product_id: '1', channelNumber: '90006', walletAccount: '0917 123 4567' });
    const shortBpi = await postForm(`${BASE}/bind-card-new`, { product_id: '1', bankCode: 'BPI', cardNo: '12345', branchCity: 'NCR-MNL' });
    const bankName = await postForm(`${BASE}/bind-card-new`, {
      product_id: '1',
      bankCode: 'BDO Unibank',
      cardNo: '0012345678',
      branchCity: 'NCR-MNL',
    });
    const noProduct = await postForm(`${BASE}/bind-card-new`, { channelNumber: '90006', walletAccount: '09171234567' }, { productId: '' });
    const bank = { product_id: '1', bankCode: 'BDO', cardNo: '001234567890', branchCity: 'NCR-MNL' };
    const noCity = await postForm(`${BASE}/bind-card-new`, bank);
    const cityCode = await postForm(`${BASE}/bind-card-new`, { ...bank, holderCity: '0401012000' });

    expect(spaced).toMatchObject({ code: 1, message: 'GCash number must contain digits only; got "0917 123 4567".' });
    expect(shortBpi.message).toBe('Bank of the Philippine Islands (BPI) account numbers have 10 digits; got 5.');
    expect(bankName.message).toContain('not a known bank type code');
    expect(noProduct.message).toContain('product_id');
    expect(noCity.message).toBe('Please choose your city of residence (holderCity).');
    expect(cityCode.message).toContain('holderCity must be "City or municipality, Province"');
    expect(demo.state.binds).toEqual([]);
  });

  it('retries a failed payout after the account is changed from the order page', async () => {
    const saved = await postForm(
      `${BASE}/bind-card-change`,
      { product_id: '3', channelNumber: '90006', walletAccount: '09171112222' },
      { orderId: 'ORD151' },
    );

    expect(saved.code).toBe(0);
    expect(demo.state.lastBind?.endpoint).toBe('bind-card-change');
    expect(demo.state.orders.get('ORD151')).toMatchObject({ status: 110, cardNeedPop: 0, payout: 'GCash 0917****222' });
  });
});
