import { describe, expect, it } from 'vitest';

import { evaluate, getPath, isEmpty, isSameValue } from '../../../../engine/core/expression.ts';
import type { Expr } from '../../../../engine/generated/schema-types.ts';

const scope = {
  data: { loan: { orderStatus: 174, isDelay: '1', detail: [{ text: 'Amount', value: '₱5,000.00' }], playeduL: '' } },
  vars: { cardType: 1, channel: '90006' },
  query: { source: 'loanDetail' },
  readStorage: (area: 'local' | 'session', key: string) => (area === 'session' && key === 'showBankTip' ? '1' : null),
};

describe('evaluate', () => {
  it('reads dotted paths and falls back to a default', () => {
    expect(evaluate({ var: 'data.loan.orderStatus' }, scope)).toBe(174);
    expect(evaluate({ var: 'data.loan.missing' }, scope)).toBeUndefined();
    expect(evaluate({ var: ['data.loan.missing', 'none'] }, scope)).toBe('none');
    expect(evaluate({ var: 'data.loan.detail.0.text' }, scope)).toBe('Amount');
  });

  it('never reads inherited properties (no prototype walking)', () => {
    expect(evaluate({ var: 'data.constructor' }, scope)).toBeUndefined();
    expect(evaluate({ var: 'data.loan.__proto__' }, scope)).toBeUndefined();
  });

  it('reads storage through the scope function only', () => {
    expect(evaluate({ var: 'storage.session.showBankTip' }, scope)).toBe('1');
    expect(evaluate({ var: 'storage.local.showBankTip' }, scope)).toBeUndefined();
  });

  it('treats a number and its decimal string as equal, as legacy servers send both', () => {
    expect(evaluate({ '==': [{ var: 'data.loan.isDelay' }, 1] }, scope)).toBe(true);
    expect(evaluate({ '==': [{ var: 'data.loan.isDelay' }, '1'] }, scope)).toBe(true);
    expect(evaluate({ '!=': [{ var: 'data.loan.isDelay' }, '0'] }, scope)).toBe(true);
    expect(isSameValue('', 0)).toBe(false);
    expect(isSameValue(null, undefined)).toBe(false);
  });

  it('expresses the order-status rule of SPEC §4: status in [174, 180] and isDelay == 1', () => {
    const rule: Expr = { and: [{ in: [{ var: 'data.loan.orderStatus' }, [174, 180]] }, { '==': [{ var: 'data.loan.isDelay' }, '1'] }] };
    expect(evaluate(rule, scope)).toBe(true);
    expect(evaluate(rule, { ...scope, data: { loan: { orderStatus: 170, isDelay: '1' } } })).toBe(false);
    expect(evaluate(rule, { ...scope, data: { loan: { orderStatus: '180', isDelay: 1 } } })).toBe(true);
  });

  it('compares numbers and refuses non-numbers', () => {
    expect(evaluate({ '<': [{ var: 'vars.cardType' }, 4] }, scope)).toBe(true);
    expect(evaluate({ '>=': ['10', 9] }, scope)).toBe(true);
    expect(evaluate({ '<': ['abc', 4] }, scope)).toBe(false);
  });

  it('hides an item of another channel when card type is 1', () => {
    const visible = (item: object) =>
      evaluate(
        {
          or: [
            { '!=': [{ var: 'vars.cardType' }, 1] },
            { empty: { var: 'item.channelNumber' } },
            { '==': [{ var: 'item.channelNumber' }, { var: 'vars.channel' }] },
          ],
        },
        { ...scope, item },
      );
    expect(visible({ channelNumber: '90007' })).toBe(false);
    expect(visible({ channelNumber: '90006' })).toBe(true);
    expect(visible({ channelNumber: '' })).toBe(true);
  });

  it('builds text, picks from a table and measures lists', () => {
    expect(evaluate({ concat: ['Order ', { var: 'data.loan.orderStatus' }, null] }, scope)).toBe('Order 174');
    expect(evaluate({ lookup: [{ var: 'data.loan.orderStatus' }, { '174': 'due' }, 'other'] }, scope)).toBe('due');
    expect(evaluate({ lookup: [999, { '174': 'due' }, 'other'] }, scope)).toBe('other');
    expect(evaluate({ length: { var: 'data.loan.detail' } }, scope)).toBe(1);
    expect(evaluate({ if: [{ empty: { var: 'data.loan.playeduL' } }, 'stay', 'go'] }, scope)).toBe('stay');
    expect(evaluate({ object: { phone: { var: 'query.source' } } }, scope)).toEqual({ phone: 'loanDetail' });
  });

  it('short-circuits and/or', () => {
    expect(evaluate({ and: [false, { var: 'x.y' }] }, scope)).toBe(false);
    expect(evaluate({ or: [true, { var: 'x.y' }] }, scope)).toBe(true);
    expect(evaluate({ not: { empty: [] } }, scope)).toBe(false);
  });
});

describe('isEmpty and getPath', () => {
  it('counts undefined, null, empty text, list and object as empty', () => {
    expect([undefined, null, '', [], {}].every(isEmpty)).toBe(true);
    expect([0, false, ' ', [0], { a: 1 }].some(isEmpty)).toBe(false);
  });
  it('returns undefined through non-objects', () => {
    expect(getPath({ a: 'text' }, 'a.length')).toBeUndefined();
  });
});
