import { describe, expect, it } from 'vitest';

import { withDemoServer } from '../../../../setup/msw.ts';
import { FIXED_NOW, getJson, postForm } from '../demo-client.ts';

const DETAILS = '/currentlyer/v3/loan-details/loan-details';

describe('demo loan handlers', () => {
  const demo = withDemoServer({ now: () => FIXED_NOW });

  it.each([
    ['ORD21', 21, '0'],
    ['ORD110', 110, '0'],
    ['ORD151', 151, '0'],
    ['ORD170', 170, '0'],
    ['ORD174', 174, '0'],
    ['ORD174D', 174, '1'],
    ['ORD180', 180, '0'],
    ['ORD180D', 180, '1'],
    ['ORD200', 200, '0'],
  ])('answers order %s with status %i and isDelay %s', async (orderId, status, isDelay) => {
    const reply = await getJson(DETAILS, { productId: '1', orderId });

    expect(reply.code).toBe(0);
    expect(reply.data.orderStatus).toBe(status);
    expect(reply.data.isDelay).toBe(isDelay);
    expect(reply.data.playeduL).toBe('');
    expect(reply.data.userOrderDetail.detail[0]).toEqual({ text: 'Order number', value: orderId });
  });

  it('flags the rating on 200, the card prompt on 151 and kind tips on 174', async () => {
    const repaid = await getJson(DETAILS, { orderId: 'ORD200' });
    const failed = await getJson(DETAILS, { orderId: 'ORD151' });
    const dueToday = await getJson(DETAILS, { orderId: 'ORD174' });

    expect(repaid.data.isScore).toBe(1);
    expect(failed.data).toMatchObject({ cardNeedPop: 1, cardPopTitle: 'Payout failed' });
    expect(failed.data.cardPopMsg).not.toBe('');
    expect(dueToday.data.KindTipsMsg).not.toBe('');
    expect(repaid.data.KindTipsMsg).toBe('');
  });

  it('answers its status, rows, reminder and pop-ups in Filipino when the call asks for fil-PH', async () => {
    const filipino = { 'Accept-Language': 'fil-PH' };
    const dueToday = await getJson(DETAILS, { orderId: 'ORD174' }, filipino);
    const failed = await getJson(DETAILS, { orderId: 'ORD151' }, filipino);
    const english = await getJson(DETAILS, { orderId: 'ORD174' }, { 'Accept-Language': 'en-PH' });

    expect(dueToday.data).toMatchObject({ noticeStatusText: 'Due ngayon' });
    expect(dueToday.data.noticeDesText).toMatch(/^Due ngayong araw/);
    expect(dueToday.data.reyMsg).toMatch(/^Magbayad ng ₱/);
    expect(dueToday.data.KindTipsMsg).toMatch(/^Due ngayong araw/);
    const titles = dueToday.data.userOrderDetail.detail.map((row: { text: string }) => row.text);
    expect(titles).toEqual([
      'Numero ng order',
      'Halaga ng loan',
      'Halagang natanggap',
      'Tagal ng loan',
      'Oras ng application',
      'Payout account',
      'Hulog',
      'Due date',
      'Halagang babayaran',
    ]);
    expect(failed.data.cardPopTitle).toBe('Hindi naipadala ang loan');
    expect(english.data).toMatchObject({ noticeStatusText: 'Due today' });
    expect(english.data.userOrderDetail.detail[1].text).toBe('Loan amount');
  });

  it('sends ORDREDIRECT on with a same-origin playeduL', async () => {
    const reply = await getJson(DETAILS, { orderId: 'ORDREDIRECT' });

    expect(reply.data.orderStatus).toBe(110);
    expect(reply.data.playeduL).toBe('/humanQuestions?productId=2');
  });

  it('names the demo orders when the order is unknown', async () => {
    const reply = await getJson(DETAILS, { orderId: 'ORD999' });

    expect(reply.code).toBe(1);
    expect(reply.message).toContain('ORD174D');
  });

  it('gives the loan offer with its plan and popups, and an agreement list', async () => {
    const offer = await postForm('/currentlyer/v3/loan-confirm/loan-detail-confirm', { productId: '1' });
    const agreements = await getJson('/currentlyer/v3/contract/contract', { productId: '1', scene: '3' });
    const jump = await getJson('/currentlyer/v3/contract/contract-jump', { productId: '1', scene: '3', position: '2', orderId: '' });

    expect(offer).toMatchObject({ success: true, code: 0 });
    expect(offer.data).toMatchObject({
      amount: 500_000,
      periods: 120,
      termUnit: 'day',
      firstPayTime: '2025-07-11',
      isPopType: 1,
      comProductName: 'PesoNow',
    });
    expect(offer.data.repay_plans).toHaveLength(4);
    expect(offer.data.repay_plans[0]).toMatchObject({ amount: 140_000, pay_time: '2025-07-11 00:00:00' });
    expect(offer.data.popAgreementUrl).toMatch(/^http:\/\/demo\.test\/demo-assets\/agreements\//);
    expect(agreements.data.map((entry: { title: string }) => entry.title)).toEqual([
      'Loan Agreement',
      'Disclosure Statement',
      'Privacy Policy',
    ]);
    expect(jump.data.contract_url).toBe('http://demo.test/demo-assets/agreements/disclosure-statement.html?productId=1');
  });

  it('creates an order under review when the loan is submitted', async () => {
    const pushed = await postForm('/currentlyer/v3/loan-confirm/loan-detail-push', {
      amount: '500000',
      periods: '120',
      termUnit: 'day',
      productId: '1',
    });
    const orderId = new URL(pushed.data.lendDetailsUrl, 'http://x').searchParams.get('orderId') ?? '';
    const details = await getJson(DETAILS, { orderId });

    expect(pushed.success).toBe(true);
    expect(pushed.data.lendDetailsUrl).toMatch(/^\/hasOf\?orderId=ORD\d+$/);
    expect(details.data.orderStatus).toBe(21);
  });

  it('answers success false to an amount that differs from the offer', async () => {
    const pushed = await postForm('/currentlyer/v3/loan-confirm/loan-detail-push', {
      amount: '5000',
      periods: '120',
      termUnit: 'day',
      productId: '1',
    });

    expect(pushed.success).toBe(false);
    expect(demo.state.orders.size).toBe(10);
  });

  it('answers the older confirm variant with code 00, obfuscated names and the promo texts', async () => {
    const confirm = await postForm('/gopia/goya/satire', { productId: '1' });
    const agreements = await getJson('/gopia/goya/cultures', { productId: '1', scene: '3' });
    const link = await getJson('/gopia/goya/misunderstood', { productId: '1', position: '1' });
    const pushed = await postForm('/gopia/goya/depush', { productId: '1' });

    expect(confirm.code).toBe('00');
    expect(confirm.data).toMatchObject({ vestige: 500_000, cadence: 120, florin: 0, dawnPay: '2025-07-11' });
    expect(confirm.data.NewPopMsg).not.toBe('');
    expect(confirm.data.NewButtonMsg).not.toBe('');
    expect(agreements.data).toHaveLength(3);
    expect(link.data.contract_url).toBe('http://demo.test/biologyMind?productId=1');
    expect(pushed.data.lantern).toMatch(/^\/hasOf\?orderId=ORD\d+$/);
  });

  it('serves the joint-login failure page with enabled and disabled products and both link kinds', async () => {
    const page = await postForm('/gopia/goya/drowns');
    const web = await postForm('/gopia/goya/define', { productKey: 'pesonow' });
    const deepLink = await postForm('/gopia/goya/define', { productKey: 'kaagapay-cash' });
    const tracked = await postForm('/gopia/goya/because', { productKey: 'pesonow' });

    expect(page.code).toBe('00');
    expect(page.data.notice).not.toBe('');
    expect(page.data.errorMsg).not.toBe('');
    expect(page.data.list.map((product: { enabled: unknown }) => product.enabled)).toContain('0');
    expect(page.data.list[0]).toMatchObject({
      name: 'PesoNow',
      enabled: 1,
      productKey: 'pesonow',
      tags: ['Fast approval', 'No collateral'],
    });
    expect(web.data.url).toBe('http://demo.test/humanQuestions?productId=1');
    expect(deepLink.data.url).toBe('pesoloan://product/detail?productId=2');
    expect(tracked.code).toBe('00');
  });

  it('answers contact info and records fire-and-forget events', async () => {
    const contact = await postForm('/currentlyer/v3/personal-center/contact-kf-info', { overall: '30' });
    await postForm('/service/event/save', { productId: '1', moduleId: '30', positionId: '0' });
    await postForm('/currentlyer/v3/loan-details/google-score', { score: '5' });

    expect(contact.data).toEqual({ email: 'support@pesonow-demo.ph', smWa: '+63 917 555 0142' });
    expect(demo.state.events.map((event) => [event.name, event.params.moduleId ?? event.params.score])).toEqual([
      ['event/save', '30'],
      ['google-score', '5'],
    ]);
  });

  it('refuses a JSON body with a message that names the expected encoding', async () => {
    const response = await fetch('http://demo.test/currentlyer/v3/loan-confirm/loan-detail-confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: '1' }),
    });
    const reply = (await response.json()) as { code: number; message: string };

    expect(reply.code).toBe(1);
    expect(reply.message).toContain('application/x-www-form-urlencoded');
  });
});
