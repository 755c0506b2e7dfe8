import { describe, expect, it } from 'vitest';
import { resolveText } from '../../../../engine/core/text.ts';
import { createFakeServices } from '../fake-services.ts';

describe('resolveText: a {value} text with a format', () => {
  it("hands each format to the app's formats, and shows an empty value as the fallback", () => {
    const { services } = createFakeServices();
    const scope = { data: { points: 12500.5, amount: 140000, due: '2026-11-25', none: null } };
    expect(resolveText({ value: { var: 'data.points' }, format: 'number' }, scope, services)).toBe('#12500.5');
    expect(resolveText({ value: { var: 'data.amount' }, format: 'money' }, scope, services)).toBe('₱1400.00');
    expect(resolveText({ value: { var: 'data.due' }, format: 'date' }, scope, services)).toBe('2026-11-25');
    expect(resolveText({ value: { var: 'data.none' }, format: 'number', fallback: 'n/a' }, scope, services)).toBe('n/a');
  });
});
