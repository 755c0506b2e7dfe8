// The studio server's cookies, read and written by one rule: a value is percent-encoded when it is
// written and decoded when it is read (the session ids and form tokens are base64url, which
// encoding leaves as it is; a --token may hold any character).
import type { IncomingMessage } from 'node:http';

/** A cookie's value (percent-decoded when it can be; as sent when it cannot), or undefined. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    const raw = value.join('=');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

interface CookieOptions {
  path: string;
  /** Strict unless said (single sign-on's cookie is Lax: it comes back from the provider's site). */
  sameSite?: 'Strict' | 'Lax';
  secure?: boolean;
  /** Seconds; 0 removes the cookie. Without it, it lasts as long as the browser. */
  maxAge?: number;
}

/** A Set-Cookie line: always HttpOnly, the value percent-encoded. */
export function cookieLine(name: string, value: string, options: CookieOptions): string {
  const secure = options.secure ? '; Secure' : '';
  const maxAge = options.maxAge === undefined ? '' : `; Max-Age=${options.maxAge}`;
  return `${name}=${encodeURIComponent(value)}; Path=${options.path}; HttpOnly; SameSite=${options.sameSite ?? 'Strict'}${secure}${maxAge}`;
}
