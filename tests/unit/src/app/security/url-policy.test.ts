import { describe, expect, it } from 'vitest';

import { createAppUrlPolicy } from '../../../../../src/app/security/url-policy.ts';
import {
  HOSTILE_URLS,
  POLICY_ALLOWED_HOSTS,
  POLICY_APP_SCHEME,
  POLICY_PAGE,
  POLICY_TRUSTED_HOSTS,
} from '../../../../fixtures/hostile-urls.ts';

const SESSION = {
  deviceId: 'dev-123456',
  userId: 'user-778899',
  sessionId: 'sess-abcdef',
  mobile: '09171234567',
  platform: 'android',
  productId: '42',
  product_id: '42',
  orderId: 'ORD1',
};

const policy = createAppUrlPolicy({
  config: { trustedHosts: POLICY_TRUSTED_HOSTS, allowedHosts: POLICY_ALLOWED_HOSTS, appScheme: POLICY_APP_SCHEME },
  session: SESSION,
  pageHref: POLICY_PAGE,
});

const query = (href: string) => Object.fromEntries(new URL(href).searchParams);
const redirect = (raw: string, options: Parameters<typeof policy.toRedirect>[1] = {}) => {
  const verdict = policy.toRedirect(raw, options);
  if (!verdict.ok) throw new Error(`refused: ${verdict.reason}`);
  return verdict.href;
};

describe('createAppUrlPolicy toRedirect', () => {
  it.each(HOSTILE_URLS.map(({ url, category }) => [category, url]))('refuses (%s) %j on a redirect field', (_category, url) => {
    expect(policy.toRedirect(url, { appendSession: true }).ok).toBe(false);
  });

  it('the borrower’s session replaces the session a first-party URL carries', () => {
    const href = redirect('/hasOf?sessionId=attacker-session&userId=1&deviceId=x&mobile=0999&orderId=ORD9', { appendSession: true });
    expect(query(href)).toEqual({
      sessionId: 'sess-abcdef',
      userId: 'user-778899',
      deviceId: 'dev-123456',
      mobile: '09171234567',
      platform: 'android',
      // The page's subject stays: the redirect names the order to show.
      orderId: 'ORD9',
      productId: '42',
      product_id: '42',
    });
  });

  it('without appendSession, a first-party URL still cannot set the session: carried values are replaced, unknown ones dropped', () => {
    const borrowerWithoutMobile = createAppUrlPolicy({
      config: { trustedHosts: POLICY_TRUSTED_HOSTS, allowedHosts: [], appScheme: '' },
      session: { sessionId: 'sess-abcdef' },
      pageHref: POLICY_PAGE,
    });
    const verdict = borrowerWithoutMobile.toRedirect('https://api.example.ph/agreement?sessionId=attacker&mobile=0999&swift=s&x=1');
    expect(verdict.ok && query(verdict.href)).toEqual({ sessionId: 'sess-abcdef', x: '1' });
  });

  it('keeps the URL’s own product, under both names', () => {
    expect(query(redirect('/humanQuestions?productId=2', { appendSession: true }))).toMatchObject({
      productId: '2',
      product_id: '2',
      sessionId: 'sess-abcdef',
    });
  });

  it('the screen’s extra query cannot set the session either', () => {
    const href = redirect('/hasOf', { appendSession: true, extraQuery: { from: 'confirm', sessionId: 'attacker' } });
    expect(query(href)).toMatchObject({ from: 'confirm', sessionId: 'sess-abcdef' });
  });

  it('gives an allowed third party no session, and drops identity parameters the screen adds', () => {
    const href = redirect('https://pay.example.com/checkout?ref=1&sessionId=theirs', {
      appendSession: true,
      extraQuery: { from: 'confirm', userId: 'user-778899' },
    });
    expect(query(href)).toEqual({ ref: '1', sessionId: 'theirs', from: 'confirm' });
  });

  it('sends no session over plain http to a trusted host name', () => {
    expect(policy.toRedirect('http://api.example.ph/lend', { appendSession: true }).ok).toBe(false);
  });
});

describe('createAppUrlPolicy isFirstParty', () => {
  it.each([
    ['https://h5.example.ph/x', true],
    ['https://api.example.ph/x', true],
    ['https://API.example.ph:443/x', true],
    ['http://api.example.ph/x', false],
    ['https://wa.me/1', false],
    ['https://api.example.ph.evil.example/', false],
    ['https://apі.example.ph/', false],
  ])('%j → %s', (href, expected) => {
    expect(policy.isFirstParty(new URL(href))).toBe(expected);
  });
});
