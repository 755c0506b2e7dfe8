import { describe, expect, it } from 'vitest';

import { REGISTERED_PHONE } from '../../../../../scripts/demo-server/data.ts';
import { withDemoServer } from '../../../../setup/msw.ts';
import { DEMO_ORIGIN, FIXED_NOW, getJson, postForm } from '../demo-client.ts';

const PROMO = '/api/v2/pesonow/promotion';

describe('demo registration handlers', () => {
  let now = FIXED_NOW;
  const demo = withDemoServer({ now: () => now });

  async function getCaptcha(): Promise<{ sid: string; capcode: string; svg: string; contentType: string | null }> {
    const sidReply = await getJson(`${PROMO}/get-sid`);
    const sid: string = sidReply.data.sid;
    const image = await fetch(`${DEMO_ORIGIN}${PROMO}/get-captcha?sid=${encodeURIComponent(sid)}`);
    return { sid, capcode: demo.state.captchas.get(sid) ?? '', svg: await image.text(), contentType: image.headers.get('content-type') };
  }

  function smsForm(phone: string, sid: string, capcode: string) {
    return { phone, capcode, sid, deviceId: 'demo-device', appName: 'PesoNow', app_from: 'landing', user_from: 'fb', utm_tag: 'summer' };
  }

  it('draws a 4-character captcha per sid as SVG and keeps its code in state', async () => {
    now = FIXED_NOW;
    const first = await getCaptcha();
    const second = await getCaptcha();

    expect(first.contentType).toContain('image/svg+xml');
    expect(first.svg).toMatch(/^<svg /);
    expect(first.capcode).toMatch(/^[A-Z2-9]{4}$/);
    expect(first.sid).not.toBe(second.sid);
    for (const char of first.capcode) expect(first.svg).toContain(`>${char}</text>`);
  });

  it('refuses a captcha for a sid it never issued', async () => {
    const response = await fetch(`${DEMO_ORIGIN}${PROMO}/get-captcha?sid=made-up`);

    expect(response.status).toBe(400);
  });

  it('sends an SMS (0), refuses a wrong captcha (101) and a registered phone (11)', async () => {
    now = FIXED_NOW;
    const { sid, capcode } = await getCaptcha();

    const wrongCaptcha = await postForm(`${PROMO}/get-sms`, smsForm('09181234567', sid, 'XXXX'));
    const registered = await postForm(`${PROMO}/get-sms`, smsForm(REGISTERED_PHONE, sid, capcode));
    const sent = await postForm(`${PROMO}/get-sms`, smsForm('09181234567', sid, capcode.toLowerCase()));

    expect(wrongCaptcha.code).toBe(101);
    expect(registered).toMatchObject({ code: 11, message: 'You are registered, please download the APP to log in' });
    expect(sent.code).toBe(0);
  });

  it('refuses a second SMS inside 60 s and allows it after', async () => {
    now = FIXED_NOW;
    const { sid, capcode } = await getCaptcha();
    await postForm(`${PROMO}/get-sms`, smsForm('09181234567', sid, capcode));

    now = FIXED_NOW + 20_000;
    const tooSoon = await postForm(`${PROMO}/get-sms`, smsForm('09181234567', sid, capcode));
    now = FIXED_NOW + 61_000;
    const later = await postForm(`${PROMO}/get-sms`, smsForm('09181234567', sid, capcode));

    expect(tooSoon).toMatchObject({ code: 12, message: 'Please wait 40 s before requesting another code.' });
    expect(later.code).toBe(0);
  });

  it('registers with the SMS code 123456, then answers 11 to the same phone', async () => {
    now = FIXED_NOW;
    const { sid, capcode } = await getCaptcha();
    await postForm(`${PROMO}/get-sms`, smsForm('09181234567', sid, capcode));
    const payload = { ...smsForm('09181234567', sid, capcode), merchantNumber: 'M001', userName: '', invite_code: '', id: '1' };

    const wrongSms = await postForm(`${PROMO}/register`, { ...payload, smsCode: '000000' });
    const wrongCaptcha = await postForm(`${PROMO}/register`, { ...payload, capcode: 'ZZZZ', smsCode: '123456' });
    const registered = await postForm(`${PROMO}/register`, { ...payload, smsCode: '123456' });
    const again = await postForm(`${PROMO}/register`, { ...payload, smsCode: '123456' });

    expect(wrongSms).toMatchObject({ code: 2, message: 'Incorrect SMS code' });
    expect(wrongCaptcha.code).toBe(-1);
    expect(registered).toMatchObject({ code: 0, message: 'registration successful' });
    expect(again.code).toBe(11);
  });

  it('refuses a phone that is not 11 digits', async () => {
    const { sid, capcode } = await getCaptcha();

    const reply = await postForm(`${PROMO}/get-sms`, smsForm('0917123', sid, capcode));

    expect(reply).toMatchObject({ code: 1, message: 'Please enter a correct phone number' });
  });

  it('answers the landing template and records tracking calls', async () => {
    const template = await getJson('/api/v2/pesonow/service/channel/channel-template', { templateId: '2' });
    const missing = await getJson('/api/v2/pesonow/service/channel/channel-template', { templateId: '99' });
    await getJson(`${PROMO}/track-visit`, { page_id: '2', page_type: '1', client_type: 'h5', user_from: 'fb', utm_tag: '', app_from: '' });

    expect(template.data).toMatchObject({ id: '2', appName: 'Kaagapay Cash', jumpType: 'agreement' });
    expect(missing.code).toBe(1);
    expect(demo.state.events.map((event) => event.name)).toEqual(['track-visit']);
  });
});
