import { type HttpHandler, HttpResponse } from 'msw';

import { createCaptchaCode, renderCaptchaSvg } from '../captcha.ts';
import { DEMO_SMS_CODE, type DemoState, recordEvent, SMS_RESEND_WAIT_S } from '../data.ts';
import { type Params, replyError, replyOk, route } from '../http-helpers.ts';

const BASE = '/api/v2/:provider';

// SPEC §8 registration reply codes.
const REGISTRATION_CODES = {
  ok: 0,
  badPhone: 1,
  badSmsCode: 2,
  resendTooSoon: 12,
  alreadyRegistered: 11,
  smsWrongCaptcha: 101,
  registerWrongCaptcha: -1,
} as const;

const PHONE_PATTERN = /^\d{11}$/;

function isCaptchaCorrect(state: DemoState, params: Params): boolean {
  const expected = state.captchas.get(params.sid ?? '');
  return Boolean(expected) && expected === (params.capcode ?? '').trim().toUpperCase();
}

function trackEvent(state: DemoState, name: string, params: Params): Response {
  recordEvent(state, name, params);
  return replyOk(null);
}

export function createPromotionHandlers(state: DemoState): HttpHandler[] {
  return [
    route('get', `${BASE}/service/channel/channel-template`, ({ params }) => {
      const template = state.templates.find((candidate) => candidate.id === params.templateId);
      if (!template) {
        const known = state.templates.map((candidate) => candidate.id).join(', ');
        return replyError(`Landing template "${params.templateId ?? ''}" was not found. Demo templates: ${known}.`);
      }
      return replyOk(template);
    }),

    route('get', `${BASE}/promotion/track-visit`, ({ params }) => trackEvent(state, 'track-visit', params)),
    route('get', `${BASE}/promotion/track-click`, ({ params }) => trackEvent(state, 'track-click', params)),

    route('get', `${BASE}/promotion/get-sid`, () => {
      const sid = `sid-${crypto.randomUUID()}`;
      // Issued without a code: a captcha must be fetched before it can be answered.
      state.captchas.set(sid, '');
      return replyOk({ sid });
    }),

    route('get', `${BASE}/promotion/get-captcha`, ({ params }) => {
      const sid = params.sid ?? '';
      if (!state.captchas.has(sid)) {
        return HttpResponse.json({ code: 1, message: `Unknown sid "${sid}": call promotion/get-sid first.`, data: null }, { status: 400 });
      }
      const code = createCaptchaCode();
      state.captchas.set(sid, code);
      return new HttpResponse(renderCaptchaSvg(code), {
        headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }),

    route('post', `${BASE}/promotion/get-sms`, ({ params }) => {
      const phone = params.phone ?? '';
      if (!PHONE_PATTERN.test(phone)) return replyError('Please enter a correct phone number', REGISTRATION_CODES.badPhone);
      if (!isCaptchaCorrect(state, params)) return replyError('Incorrect image captcha', REGISTRATION_CODES.smsWrongCaptcha);
      if (state.registeredPhones.has(phone)) {
        return replyError('You are registered, please download the APP to log in', REGISTRATION_CODES.alreadyRegistered);
      }
      const now = state.now();
      const previous = state.smsRequests.get(phone);
      const waitS = previous ? Math.ceil((previous.sentAt + SMS_RESEND_WAIT_S * 1000 - now) / 1000) : 0;
      if (waitS > 0) return replyError(`Please wait ${waitS} s before requesting another code.`, REGISTRATION_CODES.resendTooSoon);
      state.smsRequests.set(phone, { code: DEMO_SMS_CODE, sentAt: now });
      return replyOk(null, 'SMS code sent');
    }),

    route('post', `${BASE}/promotion/register`, ({ params }) => {
      const phone = params.phone ?? '';
      if (!PHONE_PATTERN.test(phone)) return replyError('Please enter a correct phone number', REGISTRATION_CODES.badPhone);
      if (!isCaptchaCorrect(state, params)) return replyError('Incorrect image captcha', REGISTRATION_CODES.registerWrongCaptcha);
      if (state.registeredPhones.has(phone)) {
        return replyError('You are registered, please download the APP to log in', REGISTRATION_CODES.alreadyRegistered);
      }
      const sms = state.smsRequests.get(phone);
      if (!sms) return replyError('Please get an SMS code first', REGISTRATION_CODES.badSmsCode);
      if (sms.code !== params.smsCode) return replyError('Incorrect SMS code', REGISTRATION_CODES.badSmsCode);
      state.registeredPhones.add(phone);
      state.smsRequests.delete(phone);
      return replyOk({ userId: String(20_000 + state.registeredPhones.size) }, 'registration successful');
    }),
  ];
}
