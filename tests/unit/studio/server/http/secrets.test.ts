// Secrets are compared in constant time; nothing absent or empty is ever equal.
import { describe, expect, it } from 'vitest';

import { sameSecret } from '../../../../../studio/server/http/secrets.ts';

describe('sameSecret', () => {
  it('is true for the same text or bytes only', () => {
    expect(sameSecret('token-1', 'token-1')).toBe(true);
    expect(sameSecret('token-1', 'token-2')).toBe(false);
    expect(sameSecret('token', 'token-1')).toBe(false);
    expect(sameSecret(Buffer.from([1, 2, 3]), Buffer.from([1, 2, 3]))).toBe(true);
    expect(sameSecret(Buffer.from([1, 2, 3]), Buffer.from([1, 2, 4]))).toBe(false);
  });

  it('never matches an absent or empty secret, even an empty expected one', () => {
    expect(sameSecret(undefined, 'token')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret(Buffer.alloc(0), Buffer.alloc(0))).toBe(false);
  });

  it('compares characters by their UTF-8 bytes', () => {
    expect(sameSecret('ñ', 'ñ')).toBe(true);
    expect(sameSecret('ñ', 'n')).toBe(false);
  });
});
