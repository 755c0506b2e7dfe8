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

describe('resolveText: a value that is no value never shows as NaN, Infinity or undefined', () => {
  // The fake formats are naive on purpose: ₱NaN, #Infinity, 'undefined' are what a careless format gives.
  const GARBAGE: Record<string, unknown> = {
    nan: Number.NaN,
    infinity: Number.POSITIVE_INFINITY,
    minusInfinity: Number.NEGATIVE_INFINITY,
    nanText: 'NaN',
    infinityText: ' -Infinity ',
    undefinedText: 'undefined',
    abc: 'abc',
  };

  it('shows the fallback, or a dash without one, whatever the format', () => {
    const { services } = createFakeServices();
    const scope = { data: GARBAGE };
    for (const name of Object.keys(GARBAGE)) {
      for (const format of [undefined, 'text', 'money', 'date', 'dateTime', 'number'] as const) {
        const value = { var: `data.${name}` };
        const shown = resolveText({ value, format }, scope, services);
        expect(shown, `${name} ${String(format)}`).not.toMatch(/NaN|Infinity|undefined/);
        if (name !== 'abc') {
          expect(shown, `${name} ${String(format)}`).toBe('—');
          expect(resolveText({ value, format, fallback: 'n/a' }, scope, services)).toBe('n/a');
        }
      }
    }
  });

  it("fills a message's placeholder with a dash for an expression with no value, never the word or the bare {placeholder}", () => {
    const { services } = createFakeServices(
      {},
      {
        messages: { t: (key, args) => `${String(args?.days)} days`, has: () => true },
      },
    );
    const scope = { data: { ...GARBAGE, none: null, periods: 120 } };
    for (const name of ['nan', 'infinity', 'nanText', 'infinityText', 'undefinedText', 'none', 'missing']) {
      expect(resolveText({ msg: 'loanConfirm.periodDays', args: { days: { var: `data.${name}` } } }, scope, services), name).toBe('— days');
    }
    expect(resolveText({ msg: 'loanConfirm.periodDays', args: { days: { var: 'data.periods' } } }, scope, services)).toBe('120 days');
    expect(resolveText({ msg: 'loanConfirm.periodDays', args: { days: { var: 'data.abc' } } }, scope, services)).toBe('abc days');
  });

  it('keeps text that only contains those words, and formats that give readable text', () => {
    const { services } = createFakeServices();
    const scope = { data: { name: 'Infinity Lending', amount: 140000 } };
    expect(resolveText({ value: { var: 'data.name' } }, scope, services)).toBe('Infinity Lending');
    expect(resolveText({ value: { var: 'data.amount' }, format: 'money' }, scope, services)).toBe('₱1400.00');
  });
});
