import { describe, expect, it } from 'vitest';

import { getRuleMessage } from '../../../../engine/core/validate.ts';

const services = {
  messages: { t: (key: string) => `[${key}]`, has: () => true },
  format: { money: String, date: String, number: String },
};

describe('getRuleMessage', () => {
  it('asks for a required value with its message, or the catalog default', () => {
    const field = {
      type: 'textarea',
      name: 'problemDetail',
      rules: { required: { message: 'Please fill in your comments and suggestions' } },
    } as const;
    expect(getRuleMessage(field, '', {}, services)).toBe('Please fill in your comments and suggestions');
    expect(getRuleMessage({ type: 'text', name: 'a', rules: { required: {} } }, undefined, {}, services)).toBe('[engine.required]');
    expect(getRuleMessage(field, 'late payout', {}, services)).toBeUndefined();
  });
  it('checks minimum length (e.g. a 6-digit SMS code)', () => {
    const field = { type: 'digits', name: 'code', rules: { minLength: { value: 6, message: 'please enter the correct code' } } } as const;
    expect(getRuleMessage(field, '12345', {}, services)).toBe('please enter the correct code');
    expect(getRuleMessage(field, '123456', {}, services)).toBeUndefined();
  });
  it('checks a pattern: Philippine mobile numbers 09 then 9 digits', () => {
    const field = {
      type: 'phone',
      name: 'phone',
      rules: { pattern: { value: '^09\\d{9}$', message: 'Please enter a correct phone number' } },
    } as const;
    expect(getRuleMessage(field, '08171234567', {}, services)).toBe('Please enter a correct phone number');
    expect(getRuleMessage(field, '09171234567', {}, services)).toBeUndefined();
  });
  it('skips other rules on an empty optional value', () => {
    expect(getRuleMessage({ type: 'digits', name: 'a', rules: { minLength: { value: 6 } } }, '', {}, services)).toBeUndefined();
  });
});
