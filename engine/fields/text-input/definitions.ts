import type { FieldType } from '../../generated/schema-types.ts';
import { defineField } from '../field-definition.ts';
import { formats } from './formats.ts';
import { TextInput } from './text-input.tsx';

function defineTextLike(type: FieldType & keyof typeof formats) {
  const format = formats[type];
  return defineField({
    type,
    toFormValue: (field) =>
      field.default === undefined || field.default === null
        ? ''
        : format.toDisplay(String(field.default), field.maxLength ?? format.defaultMaxLength),
    toRequestValue: (_, value) => format.toRaw(typeof value === 'string' ? value : ''),
    Component: TextInput,
  });
}

export const textField = defineTextLike('text');
export const digitsField = defineTextLike('digits');
export const phoneField = defineTextLike('phone');
export const bankCardField = defineTextLike('bankCard');
export const numberField = defineTextLike('number');
