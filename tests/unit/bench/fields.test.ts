import { describe, expect, it } from 'vitest';

import { toBenchScreen } from '../../../bench/engine-screen.ts';
import { generateBenchFields, readFieldCount } from '../../../bench/fields.ts';
import { checkScreenText } from '../../../scripts/lib/check-screens.ts';

describe('generateBenchFields', () => {
  it('makes 60% text, 20% enum, 20% day, with text first and last', () => {
    const fields = generateBenchFields(1000);
    const count = (kind: string) => fields.filter((field) => field.kind === kind).length;
    expect([count('text'), count('enum'), count('day')]).toEqual([600, 200, 200]);
    expect([fields[0].kind, fields[999].kind]).toEqual(['text', 'text']);
    expect(fields.find((field) => field.kind === 'enum')?.options).toHaveLength(5);
  });

  it('names fields so that none is a prefix of another', () => {
    const names = generateBenchFields(100).map((field) => field.name);
    expect(new Set(names).size).toBe(100);
    expect(names.some((name) => names.some((other) => other !== name && other.startsWith(name)))).toBe(false);
  });
});

describe('readFieldCount', () => {
  it('reads ?n= and falls back to 10', () => {
    expect(readFieldCount('?n=500')).toBe(500);
    expect(readFieldCount('?n=abc')).toBe(10);
    expect(readFieldCount('')).toBe(10);
  });
});

describe('toBenchScreen', () => {
  it('is a valid screen file with one form block holding every field', () => {
    const screen = toBenchScreen(generateBenchFields(10));
    expect(checkScreenText('bench screen', JSON.stringify(screen))).toEqual([]);
    expect(screen.blocks).toHaveLength(1);
    expect(screen.blocks[0]).toMatchObject({ type: 'form', submitLabel: 'Submit' });
  });
});
