import { describe, expect, it } from 'vitest';

import { withDemoServer } from '../../../../setup/msw.ts';
import { FIXED_NOW, getJson, postForm } from '../demo-client.ts';

const CARD_API = '/api/v1/pesonow/pesonow-api/service/loan';

describe('demo repayment handlers', () => {
  const demo = withDemoServer({ now: () => FIXED_NOW });

  async function startCardPayment(orderId: string, cardId: string) {
    const way = await postForm(`${CARD_API}/repayment-way`, {}, { orderId });
    const info = await postForm('/currentlyer/v3/installment/loan-play-detail', { productId: '1', orderId });
    const card = way.data.bankCards.find((candidate: { id: number }) => String(candidate.id) === cardId);
    const commit = await postForm(`${CARD_API}/repayment-commit`, {
      amount: String(info.data.repayAmount),
      bankName: card.bankName,
      cardId,
      cardNo: card.cardNo,
      couponId: '',
      orderId,
      repayToken: way.data.repayToken,
      bankCode: card.bankCode,
      sendMsg: '0',
    });
    return { way, info, commit };
  }

  it('gives the instalment repayment info of SPEC §3 in centavos with five detail rows', async () => {
    const reply = await postForm('/currentlyer/v3/installment/loan-play-detail', { productId: '1', orderId: 'ORD174D' });

    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ productName: 'PesoNow', repayAmount: 140_000, repayDate: '2025-06-11', isShowReyTop: 1 });
    expect(reply.data.detail).toHaveLength(5);
    expect(reply.data.repayList[0]).toEqual({
      name: '7-Eleven (CLiQQ)',
      logo: '/demo-assets/channels/7-eleven.svg',
      channel_number: '20011',
    });
    expect(reply.data.defDetail.payCode).toBe('PN74920118245');
    expect(Object.keys(reply.data.defDetail.payNotice)).toEqual(['Via GCash', 'Via Maya', 'Over the counter']);
  });

  it('hides the code card data of an order without a pay code', async () => {
    const reply = await postForm('/currentlyer/v3/installment/loan-play-detail', { orderId: 'ORD180' });

    expect(reply.data.defDetail.payCode).toBe('');
    expect(reply.data.repayAmount).toBe(294_666);
  });

  it('adds delayInfo and a plan list for a rollover order, and refuses one without rollover', async () => {
    const delay = await postForm('/mammalsed/carboniferous', { productId: '1', orderId: 'ORD180D' });
    const refused = await postForm('/mammalsed/carboniferous', { productId: '1', orderId: 'ORD174' });

    expect(delay.data.delayInfo).toEqual({ delayAmount: '1560.00', title: 'Extend your due date by 7 days' });
    expect(delay.data.repayDate).toBe('2025-06-18');
    expect(delay.data.repayPlan[0]).toEqual({ remark: 'Pay today', title: 'Rollover payment', amount: '₱1,560.00', time: '2025-06-11' });
    expect(refused.code).toBe(1);
    expect(refused.message).toContain('cannot be rolled over');
  });

  it('answers generate-vcode with an absolute pay URL on the request origin', async () => {
    const reply = await postForm('/currentlyer/v3/loan-details/generate-vcode', {
      productId: '1',
      orderId: 'ORD174D',
      amount: '35000',
      isDelay: '1',
      channelNumber: '20021',
    });

    expect(reply.code).toBe(0);
    expect(reply.data.payUrl).toBe('http://demo.test/paymentChannel?ref=PN74920118245&channel=20021&amount=35000');
  });

  it('refuses a pay code for an amount that is not the amount due', async () => {
    const reply = await postForm('/currentlyer/v3/loan-details/generate-vcode', {
      orderId: 'ORD174D',
      amount: '1400',
      channelNumber: '20011',
    });

    expect(reply.code).toBe(1);
    expect(reply.message).toBe('amount "1400" does not match the amount due of 140000 centavos (₱1,400.00).');
  });

  it('asks for an SMS code on a card that needs one, and accepts 123456', async () => {
    const { commit } = await startCardPayment('ORD174D', '301');
    const confirm = await postForm(`${CARD_API}/repayment-confirm`, {
      orderId: 'ORD174D',
      verifyCode: '123456',
      repaymentRecordId: commit.data.repayRecordId,
    });

    expect(commit).toMatchObject({ code: '00', data: { needValid: 1 } });
    expect(confirm.code).toBe('00');
    const details = await getJson('/currentlyer/v3/loan-details/loan-details', { orderId: 'ORD174D' });
    expect(details.data.orderStatus).toBe(170);
  });

  it('answers 800006 to a wrong code and 800005 to a second confirm of the same payment', async () => {
    const { commit } = await startCardPayment('ORD174D', '302');
    const repayRecordId = commit.data.repayRecordId;
    const wrong = await postForm(`${CARD_API}/repayment-confirm`, {
      orderId: 'ORD174D',
      verifyCode: '654321',
      repaymentRecordId: repayRecordId,
    });
    const right = await postForm(`${CARD_API}/repayment-confirm`, {
      orderId: 'ORD174D',
      verifyCode: '123456',
      repaymentRecordId: repayRecordId,
    });
    const again = await postForm(`${CARD_API}/repayment-confirm`, {
      orderId: 'ORD174D',
      verifyCode: '123456',
      repaymentRecordId: repayRecordId,
    });

    expect(wrong).toMatchObject({ code: 800006, message: 'verification code error' });
    expect(right.code).toBe('00');
    expect(again).toMatchObject({ code: 800005, message: 'please do not submit the payment application repeatedly' });
  });

  it('resends the code of the pending payment when sendMsg is 1', async () => {
    const { way, info, commit } = await startCardPayment('ORD170', '301');
    const resend = await postForm(`${CARD_API}/repayment-commit`, {
      amount: String(info.data.repayAmount),
      cardId: '301',
      orderId: 'ORD170',
      repayToken: way.data.repayToken,
      sendMsg: '1',
    });

    expect(resend.data).toEqual({ needValid: 1, repayRecordId: commit.data.repayRecordId });
    expect(demo.state.repayRecords.get(commit.data.repayRecordId)?.smsSends).toBe(2);
  });

  it('pays at once on a card without SMS step (needValid 0)', async () => {
    const { commit } = await startCardPayment('ORD180D', '303');

    expect(commit).toMatchObject({ code: '00', data: { needValid: 0 } });
    expect(demo.state.orders.get('ORD180D')?.status).toBe(170);
  });

  it('refuses a commit whose repayToken was not issued by repayment-way', async () => {
    const reply = await postForm(`${CARD_API}/repayment-commit`, {
      amount: '140000',
      cardId: '301',
      orderId: 'ORD174D',
      repayToken: 'made-up',
      sendMsg: '0',
    });

    expect(reply.code).toBe('01');
    expect(reply.message).toContain('repayToken');
  });

  it('refuses to repay an order that has nothing due', async () => {
    const reply = await postForm(`${CARD_API}/repayment-way`, {}, { orderId: 'ORD200' });

    expect(reply.code).toBe('01');
    expect(reply.message).toContain('nothing to repay');
  });
});
