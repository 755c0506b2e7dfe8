// Secrets compared in constant time: a token, a form token, single sign-on's state, a password's
// derived key. Different lengths are unequal at once (a length is no secret here).
import { timingSafeEqual } from 'node:crypto';

/** Whether `given` is `expected`, compared in constant time; an absent or empty `given` is never equal. */
export function sameSecret(given: string | Buffer | undefined, expected: string | Buffer): boolean {
  if (given === undefined || given.length === 0) return false;
  const a = typeof given === 'string' ? Buffer.from(given) : given;
  const b = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}
