import { afterEach, describe, expect, it } from 'vitest';

import {
  captureSession,
  getSession,
  hasSessionSecret,
  redactSession,
  resetSessionForTests,
  toQueryString,
  withSessionQuery,
} from '../../../../../src/app/session/session.ts';

const FIRST_URL_QUERY =
  '?deviceId=dev-123456&userId=user-778899&sessionId=sess-abcdef&merchantNumber=M01&mobile=09171234567' +
  '&platform=ios&appVersion=2.3.1&productId=42&orderId=ord-9&building=b1&gather=g1&swift=s1&eyes=e1' +
  '&lang=fil&utm_source=fb&empty=';

afterEach(() => resetSessionForTests());

describe('captureSession', () => {
  it('keeps the 13 session keys of CONTRACTS §3 and mirrors product_id', () => {
    captureSession(FIRST_URL_QUERY);
    expect(getSession()).toEqual({
      deviceId: 'dev-123456',
      userId: 'user-778899',
      sessionId: 'sess-abcdef',
      merchantNumber: 'M01',
      mobile: '09171234567',
      platform: 'ios',
      appVersion: '2.3.1',
      productId: '42',
      product_id: '42',
      orderId: 'ord-9',
      building: 'b1',
      gather: 'g1',
      swift: 's1',
      eyes: 'e1',
    });
  });

  it('fills productId from product_id', () => {
    expect(captureSession('?product_id=77').productId).toBe('77');
  });

  it('does not carry unknown keys or empty values', () => {
    const session = captureSession('?deviceId=&utm_source=fb&lang=en');
    expect(session).toEqual({});
  });

  it('writes nothing to storage', () => {
    captureSession(FIRST_URL_QUERY);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('withSessionQuery', () => {
  it('merges the session under the explicit query', () => {
    captureSession('?deviceId=dev-1&productId=42&orderId=ord-9');
    expect(withSessionQuery({ orderId: 'ord-10', source: 'loanDetail' })).toEqual({
      deviceId: 'dev-1',
      productId: '42',
      product_id: '42',
      orderId: 'ord-10',
      source: 'loanDetail',
    });
  });

  it('mirrors an explicit productId over the session pair', () => {
    captureSession('?productId=42');
    expect(withSessionQuery({ productId: '7' })).toMatchObject({ productId: '7', product_id: '7' });
    expect(withSessionQuery({ product_id: '8' })).toMatchObject({ productId: '8', product_id: '8' });
  });

  it('keeps the borrower’s identity over explicit values; the page subject (orderId, productId) may change', () => {
    captureSession('?deviceId=dev-1&userId=u-1&sessionId=sess-1&productId=42&orderId=ord-9');
    expect(withSessionQuery({ sessionId: 'attacker', userId: '1', orderId: 'ord-10', platform: 'ios' })).toEqual({
      deviceId: 'dev-1',
      userId: 'u-1',
      sessionId: 'sess-1',
      productId: '42',
      product_id: '42',
      orderId: 'ord-10',
      // The borrower has no platform, so there is none to protect (the test page sets it).
      platform: 'ios',
    });
  });

  it('builds a query string', () => {
    expect(toQueryString({ a: '1', b: 'x y&z', c: undefined })).toBe('a=1&b=x+y%26z');
  });
});

describe('redactSession', () => {
  it('removes session values from text and session-named properties from objects', () => {
    captureSession(FIRST_URL_QUERY);
    const logged = redactSession({
      message: 'GET /x?sessionId=sess-abcdef&mobile=09171234567',
      detail: { deviceId: 'anything', nested: ['user-778899'] },
      productId: '42',
    });
    const text = JSON.stringify(logged);
    for (const secret of ['sess-abcdef', '09171234567', 'user-778899', 'anything', '"42"']) {
      expect(text).not.toContain(secret);
    }
    expect(logged.message).toBe('GET /x?sessionId=[redacted]&mobile=[redacted]');
  });

  it('leaves text alone when there is no session', () => {
    expect(redactSession('plain text')).toBe('plain text');
  });

  it('survives circular objects and errors', () => {
    captureSession(FIRST_URL_QUERY);
    const circular: Record<string, unknown> = { note: 'dev-123456' };
    circular.self = circular;
    expect(redactSession(circular)).toEqual({ note: '[redacted]', self: '[circular]' });
    expect(redactSession(new Error('bad sess-abcdef'))).toEqual({ name: 'Error', message: 'bad [redacted]' });
  });
});

describe('hasSessionSecret', () => {
  it('finds identifying session values and ignores short ones', () => {
    captureSession('?deviceId=dev-123456&userId=42');
    expect(hasSessionSecret('{"d":"dev-123456"}')).toBe(true);
    expect(hasSessionSecret('{"amount":"42"}')).toBe(false);
  });
});
