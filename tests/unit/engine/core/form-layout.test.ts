import { describe, expect, it } from 'vitest';

import {
  diffLayout,
  findVisibilityChanges,
  type PlacedField,
  placeOwnFields,
  toLayout,
  toRequestValues,
  toStartValues,
} from '../../../../engine/core/form-layout.ts';
import type { Field, FormBlock } from '../../../../engine/generated/schema-types.ts';

const field = (name: string, more: object = {}): Field => ({ type: 'text', name, ...more });
const placed = (name: string, more: object = {}): PlacedField => ({ field: field(name, more), pointer: `/${name}` });
const noProblems = { problems: [], unknownTypes: [] };

describe('placeOwnFields', () => {
  it("places the block's fields under its pointer", () => {
    const block = { type: 'form', id: 'f', fields: [field('a'), field('b')] } as unknown as FormBlock;
    expect(placeOwnFields(block, '/blocks/2').map((item) => item.pointer)).toEqual(['/blocks/2/fields/0', '/blocks/2/fields/1']);
  });
});

describe('toLayout', () => {
  it("puts built fields after the form's own, and gives a required one the form's required message", () => {
    const built = { fields: [{ field: field('x', { rules: { required: true } }), item: { id: 7 } }], ...noProblems };
    const layout = toLayout([placed('a')], built, 'Please fill this in', '/blocks/0');
    expect(layout.fields.map((item) => [item.field.name, item.pointer])).toEqual([
      ['a', '/a'],
      ['x', '/blocks/0/fieldsFrom/0'],
    ]);
    expect(layout.fields[1]).toMatchObject({ item: { id: 7 }, field: { rules: { required: { message: 'Please fill this in' } } } });
    expect(toLayout([], built, '', '/b').fields[0].field).toBe(built.fields[0].field);
  });
});

describe('diffLayout', () => {
  it('names the fields a new layout removes and adds', () => {
    const before = new Map([
      ['a', placed('a')],
      ['b', placed('b')],
    ]);
    const { byName, removed, added } = diffLayout(before, { fields: [placed('b'), placed('c')], ...noProblems });
    expect([...byName.keys()]).toEqual(['b', 'c']);
    expect(removed).toEqual(['a']);
    expect(added.map((item) => item.field.name)).toEqual(['c']);
  });
});

describe('findVisibilityChanges', () => {
  it('gives only fields with visibleWhen whose visibility changed', () => {
    const fields = [placed('always'), placed('shown', { visibleWhen: true }), placed('same', { visibleWhen: true })];
    const was = new Map([
      ['shown', false],
      ['same', true],
    ]);
    expect([...findVisibilityChanges(fields, was, () => true)]).toEqual([['shown', true]]);
  });
});

describe('toStartValues and toRequestValues', () => {
  const codecs = {
    get: (type: string) =>
      type === 'number'
        ? { type, toFormValue: () => '0', toRequestValue: (_field: Field, value: unknown) => (value === '' ? undefined : Number(value)) }
        : undefined,
    has: (type: string) => type === 'number',
  };

  it("gives each field its type's start value", () => {
    expect(toStartValues([placed('amount', { type: 'number' }), placed('other')], codecs)).toEqual({ amount: '0', other: undefined });
  });

  it('sends the fields asked for, as their type sends them, leaving out what the type leaves out', () => {
    const fields = [placed('a', { type: 'number' }), placed('b', { type: 'number' }), placed('c', { type: 'number' })];
    expect(toRequestValues(fields, { a: '12', b: '', c: '3' }, codecs, (name) => name !== 'c')).toEqual({ a: 12 });
  });

  it('leaves out an empty value of a type that sends one only when asked, unless the field says sendEmpty', () => {
    const choice = {
      type: 'pick',
      sendsEmpty: 'whenAsked' as const,
      toFormValue: () => '',
      toRequestValue: (_field: Field, value: unknown) => value,
    };
    const choices = { get: () => choice, has: () => true };
    const fields = [placed('a', { type: 'pick' }), placed('b', { type: 'pick' }), placed('c', { type: 'pick', sendEmpty: true })];
    expect(toRequestValues(fields, { a: 'x', b: '', c: null }, choices, () => true)).toEqual({ a: 'x', c: '' });
  });
});
