// Cookies are read and written by one rule: percent-encoded when written, decoded when read.
import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { cookieLine, readCookie } from '../../../../../studio/server/http/cookies.ts';

const withCookie = (cookie: string | undefined) => ({ headers: { cookie } }) as unknown as IncomingMessage;

describe('readCookie', () => {
  it('finds a cookie among others, and none that is not there', () => {
    const req = withCookie('a=1; studio-session=abc_-123; b=2');
    expect(readCookie(req, 'studio-session')).toBe('abc_-123');
    expect(readCookie(req, 'studio')).toBeUndefined();
    expect(readCookie(withCookie(undefined), 'a')).toBeUndefined();
  });

  it('decodes a percent-encoded value, keeps an = inside it, and gives one it cannot decode as sent', () => {
    expect(readCookie(withCookie('t=a%3Bb%20c'), 't')).toBe('a;b c');
    expect(readCookie(withCookie('t=x=y=='), 't')).toBe('x=y==');
    expect(readCookie(withCookie('t=%E0%A4%A'), 't')).toBe('%E0%A4%A');
  });
});

describe('cookieLine', () => {
  it('is HttpOnly and SameSite=Strict unless told, with the path, Secure and Max-Age when given', () => {
    expect(cookieLine('studio-session', 'abc', { path: '/' })).toBe('studio-session=abc; Path=/; HttpOnly; SameSite=Strict');
    expect(cookieLine('studio-sso', '', { path: '/__studio/sso', sameSite: 'Lax', secure: true, maxAge: 0 })).toBe(
      'studio-sso=; Path=/__studio/sso; HttpOnly; SameSite=Lax; Secure; Max-Age=0',
    );
  });

  it('encodes what readCookie decodes: any value comes back as it was', () => {
    for (const value of ['plain', 'a;b', 'x y', 'é=ü', '%41', 'base64url_-AZ09']) {
      const line = cookieLine('t', value, { path: '/' });
      const sent = line.split(';')[0];
      expect(readCookie(withCookie(`other=1; ${sent}`), 't'), value).toBe(value);
    }
  });
});
