import { describe, expect, it } from 'vitest';

import { buildFieldsFromData } from '../../../../engine/core/build-fields.ts';

const template = {
  each: { var: 'data.form.items' },
  field: {
    type: { if: [{ '==': [{ var: 'item.kind' }, 'text'] }, { var: 'item.inputType' }, { var: 'item.kind' }] },
    name: { var: 'item.code' },
    label: { var: 'item.title' },
    options: { var: 'item.options' },
    default: { var: 'item.value' },
    required: true,
    visibleWhen: { '==': [{ var: 'item.cardType' }, { var: 'vars.cardType' }] },
  },
} as const;

const known = (type: string) => ['enum', 'digits', 'phone', 'day'].includes(type);

describe('buildFieldsFromData', () => {
  it('makes one field per server item, keeping visibleWhen as an expression', () => {
    const scope = {
      data: {
        form: {
          items: [
            {
              code: 'channelNumber',
              kind: 'enum',
              title: 'E-wallet',
              options: [{ label: 'GCash', value: '90006' }],
              value: '90006',
              cardType: 1,
            },
            { code: 'walletAccount', kind: 'text', inputType: 'phone', title: 'GCash number', value: '', cardType: 1 },
          ],
        },
      },
    };
    const result = buildFieldsFromData(template as never, scope, known);
    expect(result.problems).toEqual([]);
    expect(result.fields.map(({ field }) => [field.type, field.name, field.default])).toEqual([
      ['enum', 'channelNumber', '90006'],
      ['phone', 'walletAccount', undefined],
    ]);
    expect(result.fields[0].field.rules).toEqual({ required: {} });
    expect(result.fields[0].field.visibleWhen).toEqual(template.field.visibleWhen);
    expect(result.fields[1].item).toMatchObject({ code: 'walletAccount' });
  });

  it('reports a bad item without losing the others', () => {
    const scope = {
      data: {
        form: {
          items: [
            { code: 'bad name!', kind: 'day' },
            { code: 'salaryDay', kind: 'day' },
          ],
        },
      },
    };
    const result = buildFieldsFromData(template as never, scope, known);
    expect(result.fields.map(({ field }) => field.name)).toEqual(['salaryDay']);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ index: 0, message: expect.stringContaining('/name') });
  });

  it('sets apart an item of an unknown type for the unknown-type placeholder', () => {
    const scope = { data: { form: { items: [{ code: 'x', kind: 'slider' }] } } };
    const result = buildFieldsFromData(template as never, scope, known);
    expect(result.unknownTypes).toEqual([{ index: 0, type: 'slider' }]);
    expect(result.fields).toEqual([]);
  });

  it('gives no fields when the list is missing', () => {
    expect(buildFieldsFromData(template as never, { data: {} }, known).fields).toEqual([]);
  });
});
