import { describe, expect, it } from 'vitest';
import { isTrustedHost, toRedirectUrl, toSafeUrl } from '../../../src/security/url-policy';

const PAGE = 'https://h5.example.ph/hasOf?productId=1';
const TRUSTED = ['h5.example.ph', 'api.example.ph'];
const SESSION = { deviceId: 'dev-123456', sessionId: 'sess-abcdef', productId: '42', product_id: '42' };

describe('toSafeUrl', () => {
  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'about:blank',
    'blob:https://h5.example.ph/5b1c',
    'intent://scan/#Intent;scheme=zxing;end',
    'https://user:pw@x.example.ph/',
    'https://bank.ph@evil.com/login',
    '',
    '   ',
    'https://',
  ])('refuses %j', (raw) => {
    expect(toSafeUrl(raw, PAGE)).toBeUndefined();
  });

  it.each([null, undefined, 42, {}, ['https://x.ph']])('refuses the non-string %j', (raw) => {
    expect(toSafeUrl(raw, PAGE)).toBeUndefined();
  });

  it('accepts http and https, normalised', () => {
    expect(toSafeUrl('HTTPS://H5.Example.PH/a b', PAGE)).toBe('https://h5.example.ph/a%20b');
    expect(toSafeUrl('  http://pay.example.com/x?y=1  ', PAGE)).toBe('http://pay.example.com/x?y=1');
  });

  it('resolves app paths and protocol-relative URLs against the page', () => {
    expect(toSafeUrl('/repaymentOfCode2?x=1', PAGE)).toBe('https://h5.example.ph/repaymentOfCode2?x=1');
    expect(toSafeUrl('//evil.com/steal', PAGE)).toBe('https://evil.com/steal');
    expect(toSafeUrl('javascript&#58;alert(1)', PAGE)).toBe('https://h5.example.ph/javascript&#58;alert(1)');
  });

  it('refuses relative URLs when there is no http(s) base', () => {
    expect(toSafeUrl('/hasOf', 'about:blank')).toBeUndefined();
  });
});

describe('isTrustedHost', () => {
  it('matches host and port exactly, case-insensitively', () => {
    expect(isTrustedHost('https://H5.example.ph/x', TRUSTED)).toBe(true);
    expect(isTrustedHost('https://h5.example.ph:8443/x', TRUSTED)).toBe(false);
    expect(isTrustedHost('https://evil-h5.example.ph/x', TRUSTED)).toBe(false);
    expect(isTrustedHost('https://h5.example.ph.evil.com/x', TRUSTED)).toBe(false);
    expect(isTrustedHost('not a url', TRUSTED)).toBe(false);
  });
});

describe('toRedirectUrl', () => {
  it('appends the session only for trusted hosts, under the URL own params', () => {
    const url = new URL(
      toRedirectUrl('https://h5.example.ph/lend?productId=9', { session: SESSION, trustedHosts: TRUSTED, base: PAGE }) ?? '',
    );
    expect(url.searchParams.get('deviceId')).toBe('dev-123456');
    expect(url.searchParams.get('sessionId')).toBe('sess-abcdef');
    expect(url.searchParams.get('productId')).toBe('9');
  });

  it('adds no session to an untrusted host but always adds the extra query', () => {
    const target = toRedirectUrl('https://evil.com/lend', {
      session: SESSION,
      trustedHosts: TRUSTED,
      extraQuery: { from: 'confirm' },
      base: PAGE,
    });
    expect(target).toBe('https://evil.com/lend?from=confirm');
  });

  it('adds no session to a protocol-relative URL of another host on a trusted page', () => {
    const target = toRedirectUrl('//evil.com/x', { session: SESSION, trustedHosts: TRUSTED, base: PAGE });
    expect(target).toBe('https://evil.com/x');
  });

  it('resolves an app path onto the trusted page host with the session', () => {
    const target = toRedirectUrl('/repaymentOfCode2', { session: SESSION, trustedHosts: TRUSTED, base: PAGE });
    expect(new URL(target ?? '').searchParams.get('sessionId')).toBe('sess-abcdef');
  });

  it('refuses what toSafeUrl refuses', () => {
    for (const raw of ['javascript:alert(1)', 'data:text/html,x', 'https://u:p@h5.example.ph/']) {
      expect(toRedirectUrl(raw, { session: SESSION, trustedHosts: TRUSTED, base: PAGE })).toBeUndefined();
    }
  });
});
