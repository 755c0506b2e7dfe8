import { describe, expect, it } from 'vitest';

import { messageKeyUses, readPath, walk } from '../../../../engine/checker/rules/walk.ts';

describe('walk', () => {
  it('visits every object with its escaped pointer', () => {
    const seen: string[] = [];
    walk({ 'a/b': [{ c: {} }] }, '', (_node, pointer) => seen.push(pointer));
    expect(seen).toEqual(['', '/a~1b/0', '/a~1b/0/c']);
  });
});

describe('readPath', () => {
  it('reads the path of {"var": path} and {"var": [path, default]}, and nothing of a typed node', () => {
    expect(readPath({ var: 'vars.a' })).toBe('vars.a');
    expect(readPath({ var: ['data.b', 0] })).toBe('data.b');
    expect(readPath({ type: 'set', var: 'a' })).toBeUndefined();
  });
});

describe('messageKeyUses', () => {
  it('lists each message key with the pointers of its uses', () => {
    const uses = messageKeyUses({
      blocks: [
        { type: 'text', text: { msg: 'hi' } },
        { type: 'text', text: { msg: 'hi' } },
      ],
    });
    expect([...uses]).toEqual([['hi', ['/blocks/0/text/msg', '/blocks/1/text/msg']]]);
  });
});
