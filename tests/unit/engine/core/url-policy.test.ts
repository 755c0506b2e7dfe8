import { describe, expect, it } from 'vitest';

import { createUrlPolicy, toCanonicalHost, toPhoneNumber, type UrlSink } from '../../../../engine/core/url-policy.ts';
import {
  HOSTILE_PHONES,
  HOSTILE_URLS,
  POLICY_ALLOWED_HOSTS,
  POLICY_APP_SCHEME,
  POLICY_PAGE,
  POLICY_TRUSTED_HOSTS,
} from '../../../fixtures/hostile-urls.ts';

const policy = createUrlPolicy({
  pageHref: POLICY_PAGE,
  allowedHosts: [...POLICY_TRUSTED_HOSTS, ...POLICY_ALLOWED_HOSTS],
  appScheme: POLICY_APP_SCHEME,
});

const PAGE_SINKS: UrlSink[] = ['navigation', 'frame', 'nativePage'];
const cases = HOSTILE_URLS.map(({ url, category }) => [category, url] as const);

describe('createUrlPolicy over the hostile corpus', () => {
  it('holds over a hundred addresses of every kind', () => {
    expect(HOSTILE_URLS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(HOSTILE_URLS.map((entry) => entry.url)).size).toBe(HOSTILE_URLS.length);
  });

  describe.each(PAGE_SINKS)('sink %s', (sink) => {
    it.each(cases)('refuses (%s) %j', (_category, url) => {
      const verdict = policy.check(url, sink);
      expect(verdict).toMatchObject({ ok: false, reason: expect.any(String) });
    });
  });

  describe('sink image', () => {
    it.each(cases.filter(([category]) => category !== 'host'))('refuses (%s) %j', (_category, url) => {
      expect(policy.check(url, 'image').ok).toBe(false);
    });

    it.each(cases.filter(([category]) => category === 'host'))(
      'takes an image of any https host, look-alikes too (%s) %j',
      (_category, url) => {
        expect(policy.check(url, 'image')).toMatchObject({ ok: true, kind: 'web' });
      },
    );
  });

  it('never quotes the address in its reason (reasons are logged)', () => {
    for (const { url } of HOSTILE_URLS) {
      const verdict = policy.check(`${url}?sessionId=secret-session`, 'navigation');
      if (!verdict.ok) expect(verdict.reason).not.toContain('secret-session');
    }
  });

  it.each([null, undefined, 42, {}, ['https://h5.example.ph/'], new Date()])('refuses the non-text %j', (raw) => {
    for (const sink of [...PAGE_SINKS, 'image'] as UrlSink[]) expect(policy.check(raw, sink).ok).toBe(false);
  });
});

describe('createUrlPolicy accepts', () => {
  it.each([
    ['/hasOf?orderId=1', 'https://h5.example.ph/hasOf?orderId=1'],
    ['/repaymentOfCode2', 'https://h5.example.ph/repaymentOfCode2'],
    ['https://h5.example.ph/x', 'https://h5.example.ph/x'],
    ['HTTPS://H5.Example.PH/a b', 'https://h5.example.ph/a%20b'],
    ['  https://api.example.ph/lend  ', 'https://api.example.ph/lend'],
    ['https://h5.example.ph:443/x', 'https://h5.example.ph/x'],
    ['https://wa.me/639171234567', 'https://wa.me/639171234567'],
    ['https://pay.example.com/checkout?ref=1&amount=100', 'https://pay.example.com/checkout?ref=1&amount=100'],
    // Full-width letters are the same host once normalised, as the browser would open it.
    ['https://ｈ５.example.ph/', 'https://h5.example.ph/'],
  ])('%j for every sink, as %j', (raw, href) => {
    for (const sink of [...PAGE_SINKS, 'image'] as UrlSink[])
      expect(policy.check(raw, sink)).toEqual({ ok: true, kind: 'web', href, isOwnOrigin: href.startsWith('https://h5.example.ph/') });
  });

  it('plain http on the page’s own origin only', () => {
    const local = createUrlPolicy({ pageHref: 'http://127.0.0.1:5173/theBiology', allowedHosts: [], appScheme: '' });
    expect(local.check('http://127.0.0.1:5173/humanQuestions?productId=1', 'navigation')).toMatchObject({ ok: true, isOwnOrigin: true });
    expect(local.check('http://127.0.0.1:5174/', 'navigation').ok).toBe(false);
    expect(local.check('http://localhost:5173/', 'navigation').ok).toBe(false);
  });

  it('the configured app scheme for the native openPage only, in any case', () => {
    expect(policy.check('pesoloan://product/detail?productId=2', 'nativePage')).toEqual({
      ok: true,
      kind: 'app',
      href: 'pesoloan://product/detail?productId=2',
      isOwnOrigin: false,
    });
    expect(policy.check('PesoLoan://home', 'nativePage')).toMatchObject({ ok: true, href: 'pesoloan://home' });
    for (const sink of ['navigation', 'frame', 'image'] as UrlSink[]) expect(policy.check('pesoloan://home', sink).ok).toBe(false);
  });

  it('no app link at all without appScheme, and never a script scheme configured as one', () => {
    const none = createUrlPolicy({ pageHref: POLICY_PAGE, allowedHosts: [], appScheme: '' });
    expect(none.check('pesoloan://home', 'nativePage').ok).toBe(false);
    for (const scheme of ['javascript:', 'data:', 'file://', 'intent://', 'https://', 'about:']) {
      const bad = createUrlPolicy({ pageHref: POLICY_PAGE, allowedHosts: [], appScheme: scheme });
      expect(bad.check(`${scheme}alert(1)`, 'nativePage').ok).toBe(false);
    }
  });

  it('an IP literal or an IDN host when listed as such, in any notation', () => {
    const listed = createUrlPolicy({
      pageHref: POLICY_PAGE,
      allowedHosts: ['203.0.113.7', 'bаnk.example', '[2001:db8::1]'],
      appScheme: '',
    });
    expect(listed.check('https://203.0.113.7/pay', 'navigation')).toMatchObject({ ok: true, href: 'https://203.0.113.7/pay' });
    expect(listed.check('https://3405803783/pay', 'navigation')).toMatchObject({ ok: true, href: 'https://203.0.113.7/pay' });
    expect(listed.check('https://0xcb.0.0x71.7/pay', 'navigation').ok).toBe(true);
    expect(listed.check('https://[2001:0db8:0:0:0:0:0:1]/', 'frame').ok).toBe(true);
    expect(listed.check('https://bаnk.example/', 'navigation').ok).toBe(true);
    expect(listed.check('https://bank.example/', 'navigation').ok).toBe(false);
  });

  it('an image from any https host, but no IP literal unless listed', () => {
    expect(policy.check('https://cdn.other.example/logo.png', 'image').ok).toBe(true);
    expect(policy.check('https://cdn.other.example/logo.png', 'frame').ok).toBe(false);
    expect(policy.check('https://2130706433/logo.png', 'image').ok).toBe(false);
    expect(policy.check('http://cdn.other.example/logo.png', 'image').ok).toBe(false);
  });
});

describe('toCanonicalHost', () => {
  it.each([
    ['Trusted.Example', 'trusted.example'],
    ['trusted.example:443', 'trusted.example'],
    ['trusted.example:8443', 'trusted.example:8443'],
    ['https://trusted.example', 'trusted.example'],
    ['2130706433', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['[0:0:0:0:0:0:0:1]', '[::1]'],
    ['trustеd.example', 'xn--trustd-7of.example'],
  ])('%j → %j', (entry, host) => {
    expect(toCanonicalHost(entry)).toBe(host);
  });

  it.each(['', ' ', 'user@trusted.example', 'trusted.example/path', 'trusted.example?x=1', 'tru\tsted.example', 'a\\b', 'https://'])(
    'refuses %j',
    (entry) => {
      expect(toCanonicalHost(entry)).toBeUndefined();
    },
  );
});

describe('toPhoneNumber', () => {
  it.each([
    ['+63 2 8123 4567', '+63 2 8123 4567'],
    ['(02) 8876-5432', '(02) 8876-5432'],
    [' 09171234567 ', '09171234567'],
    ['911', '911'],
  ])('takes %j as %j', (raw, phone) => {
    expect(toPhoneNumber(raw)).toBe(phone);
  });

  it.each(HOSTILE_PHONES.map((phone) => [phone]))('refuses %j', (raw) => {
    expect(toPhoneNumber(raw)).toBeUndefined();
  });

  it.each(HOSTILE_URLS.map(({ url }) => [url]))('refuses the address %j', (raw) => {
    expect(toPhoneNumber(raw)).toBeUndefined();
  });
});
