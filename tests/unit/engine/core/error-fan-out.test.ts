import { describe, expect, it } from 'vitest';

import { changedNames, createErrorFanOut, messageOf } from '../../../../engine/core/error-fan-out.ts';

describe('messageOf', () => {
  it("reads an error's message, and no message when there is no error", () => {
    expect(messageOf({ type: 'validate', message: 'Too short' })).toBe('Too short');
    expect(messageOf({ type: 'validate', message: undefined })).toBe('');
    expect(messageOf(undefined)).toBeUndefined();
  });
});

describe('changedNames', () => {
  it('names the fields whose message was added, removed or changed', () => {
    const before = new Map([
      ['a', 'x'],
      ['b', 'y'],
      ['c', 'z'],
    ]);
    expect(
      changedNames(
        before,
        new Map([
          ['a', 'x'],
          ['b', 'other'],
          ['d', 'new'],
        ]),
      ),
    ).toEqual(['b', 'c', 'd']);
  });
});

describe('createErrorFanOut', () => {
  it('tells a field of a change of its own message only', () => {
    const errors = createErrorFanOut();
    const heard: string[] = [];
    errors.subscribe('a', () => heard.push('a'));
    const stop = errors.subscribe('b', () => heard.push('b'));
    errors.publish({ a: { type: 'validate', message: 'Too short' } });
    errors.publish({ a: { type: 'validate', message: 'Too short' } });
    expect(heard).toEqual(['a']);
    expect(errors.getAll()).toEqual({ a: 'Too short' });
    stop();
    errors.publish({ b: { type: 'validate', message: 'Needed' } });
    expect(heard).toEqual(['a', 'a']);
  });

  it("takes only the named field's error when one field was checked, keeping the others", () => {
    const errors = createErrorFanOut();
    errors.publish({ a: { type: 'validate', message: 'A' }, b: { type: 'validate', message: 'B' } });
    errors.publish({ b: { type: 'validate', message: 'B' } }, 'a');
    expect(errors.getAll()).toEqual({ b: 'B' });
    errors.publish({}, 'b');
    expect(errors.get('b')).toBeUndefined();
  });
});
