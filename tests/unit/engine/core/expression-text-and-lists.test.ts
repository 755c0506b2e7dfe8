import { describe, expect, it } from 'vitest';

import { evaluate } from '../../../../engine/core/expression.ts';
import type { Expr } from '../../../../engine/generated/schema-types.ts';

const scope = {
  data: {
    list: {
      tabs: [
        { title: 'Processing', list: [{ id: 1 }] },
        { title: 'Completed', list: [{ id: 2 }, { id: 3 }] },
      ],
    },
    init: {
      problemType: [
        { title: 'Collection', value: 1 },
        { title: 'Other', value: '5' },
      ],
    },
    detail: { images: 'https://a.example/1.png, ,https://a.example/2.png', list: ['x'] },
  },
  vars: { tab: 1 },
  query: { problemType: '1', tabKey: '0' },
  result: { url: 'HTTPS://pay.example/1', deep: 'kaagapaycash://product/detail' },
  contact: { wa: '+63 917 555 0142' },
};
const run = (expr: unknown) => evaluate(expr as Expr, scope);

describe('evaluate: at', () => {
  it('steps into the list of the chosen tab by a variable position and a key', () => {
    expect(run({ at: [{ var: 'data.list.tabs' }, { var: 'vars.tab' }, 'list'] })).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('takes a position given as text, and is undefined past the end or on a missing key', () => {
    expect(run({ at: [{ var: 'data.list.tabs' }, { var: 'query.tabKey' }, 'title'] })).toBe('Processing');
    expect(run({ at: [{ var: 'data.list.tabs' }, 7, 'title'] })).toBeUndefined();
    expect(run({ at: [{ var: 'data.list.tabs' }, 'length'] })).toBeUndefined();
    expect(run({ at: [{ var: 'data.list' }, 'constructor'] })).toBeUndefined();
    expect(run({ at: ['text', 0] })).toBeUndefined();
  });
});

describe('evaluate: find', () => {
  it('finds the item whose key equals the value, 1 and "1" alike', () => {
    expect(run({ find: [{ var: 'data.init.problemType' }, 'value', { var: 'query.problemType' }] })).toEqual({
      title: 'Collection',
      value: 1,
    });
    expect(run({ find: [{ var: 'data.init.problemType' }, 'value', 5] })).toEqual({ title: 'Other', value: '5' });
  });

  it('is undefined when nothing matches or the list is not a list', () => {
    expect(run({ find: [{ var: 'data.init.problemType' }, 'value', 9] })).toBeUndefined();
    expect(run({ find: [{ var: 'vars.tab' }, 'value', 1] })).toBeUndefined();
  });
});

describe('evaluate: startsWith', () => {
  it('tells a web address from a deep link, ignoring case, with one prefix or a list', () => {
    expect(run({ startsWith: [{ var: 'result.url' }, ['http://', 'https://']] })).toBe(true);
    expect(run({ startsWith: [{ var: 'result.deep' }, ['http://', 'https://']] })).toBe(false);
    expect(run({ startsWith: [{ var: 'result.deep' }, 'kaagapaycash:'] })).toBe(true);
  });

  it('is false for a missing value or an empty prefix', () => {
    expect(run({ startsWith: [{ var: 'result.none' }, 'http'] })).toBe(false);
    expect(run({ startsWith: [{ var: 'result.url' }, ''] })).toBe(false);
  });
});

describe('evaluate: digits', () => {
  it('keeps only the digits of a phone number, e.g. for a wa.me link', () => {
    expect(run({ concat: ['https://wa.me/', { digits: { var: 'contact.wa' } }] })).toBe('https://wa.me/639175550142');
    expect(run({ digits: 639 })).toBe('639');
    expect(run({ digits: { var: 'missing' } })).toBe('');
    expect(run({ digits: { object: { a: '1' } } })).toBe('');
  });
});

describe('evaluate: split', () => {
  it('cuts a comma-joined text into trimmed, non-empty parts and keeps a list as it is', () => {
    expect(run({ split: [{ var: 'data.detail.images' }, ','] })).toEqual(['https://a.example/1.png', 'https://a.example/2.png']);
    expect(run({ split: [{ var: 'data.detail.list' }, ','] })).toEqual(['x']);
    expect(run({ split: [{ var: 'missing' }, ','] })).toEqual([]);
    expect(run({ split: ['', ','] })).toEqual([]);
  });
});

describe('evaluate: + and -', () => {
  it('adds and subtracts numbers and decimal strings; anything else counts as 0', () => {
    expect(run({ '+': [{ var: 'vars.tab' }, 1] })).toBe(2);
    expect(run({ '-': ['10', 4] })).toBe(6);
    expect(run({ '+': [{ var: 'missing' }, 1] })).toBe(1);
    expect(run({ '+': ['abc', 2] })).toBe(2);
  });
});
