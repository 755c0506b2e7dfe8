import { describe, expect, it } from 'vitest';

import { createRegistry, suggestName, withOwnTypes } from '../../../../engine/core/registry.ts';

const entry = (type: string, from: string) => ({ type, from });

describe('withOwnTypes', () => {
  it("finds a team's own type first, then the base's, read at each call", () => {
    let baseTypes = [entry('text', 'engine')];
    const base = {
      kind: 'field',
      get: (type: string) => baseTypes.find((item) => item.type === type),
      has: (type: string) => baseTypes.some((item) => item.type === type),
      keys: () => baseTypes.map((item) => item.type),
    };
    const registry = withOwnTypes(base, [entry('pesoAmount', 'team'), entry('text', 'team')]);
    expect(registry.get('pesoAmount')?.from).toBe('team');
    expect(registry.get('text')?.from).toBe('team');
    expect(registry.get('phone')).toBeUndefined();
    // A base that loads its types on demand (the engine's fields, with the form's code) is read when asked.
    baseTypes = [...baseTypes, entry('phone', 'engine')];
    expect(registry.get('phone')?.from).toBe('engine');
    expect(registry.keys()).toEqual(['text', 'phone', 'pesoAmount']);
  });

  it('hands the base back when there are no own types, and refuses an own type given twice', () => {
    const base = createRegistry('block', [entry('text', 'engine')]);
    expect(withOwnTypes(base, [])).toBe(base);
    expect(() => withOwnTypes(base, [entry('map', 'a'), entry('map', 'b')])).toThrow('Duplicate block type "map"');
  });
});

describe('suggestName', () => {
  it('suggests the closest known type for a typo, and nothing for a name far from all', () => {
    expect(suggestName('formz', ['form', 'text'])).toBe('form');
    expect(suggestName('carousel', ['form', 'text'])).toBeUndefined();
  });
});
