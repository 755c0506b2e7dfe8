import { describe, expect, it } from 'vitest';

import { evaluate, toEntries } from '../../../../engine/core/expression.ts';

describe('the entries operator', () => {
  it('turns an object into {key, value} rows in the object order (e.g. notices grouped by title)', () => {
    const scope = {
      data: { notice: { 'Via GCash': [{ name: 'GCash' }], 'Over the counter': [{ name: '7-Eleven' }, { name: 'Cebuana' }] } },
    };
    expect(evaluate({ entries: { var: 'data.notice' } }, scope)).toEqual([
      { key: 'Via GCash', value: [{ name: 'GCash' }] },
      { key: 'Over the counter', value: [{ name: '7-Eleven' }, { name: 'Cebuana' }] },
    ]);
  });

  it('numbers the items of a list (an empty map sent as [] gives no rows)', () => {
    expect(toEntries(['a', 'b'])).toEqual([
      { key: 0, value: 'a' },
      { key: 1, value: 'b' },
    ]);
    expect(toEntries([])).toEqual([]);
  });

  it.each([[null], [undefined], ['text'], [42], [true]])('gives an empty list for %j', (value) => {
    expect(toEntries(value)).toEqual([]);
    expect(evaluate({ entries: { var: 'missing.path' } }, {})).toEqual([]);
  });

  it('works inside other operators', () => {
    expect(evaluate({ length: { entries: { var: 'x' } } }, { x: { a: 1, b: 2, c: 3 } })).toBe(3);
    expect(evaluate({ empty: { entries: { var: 'x' } } }, { x: {} })).toBe(true);
  });
});
