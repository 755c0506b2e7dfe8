import type { FieldType } from '../../generated/schema-types.ts';
import { defineField } from '../field-definition.ts';
import { formats } from './formats.ts';
import { TextInput } from './text-input.tsx';

/** Phone numbers, card numbers and codes never enter a saved draft; text and amounts may. */
function defineTextLike(type: FieldType & keyof typeof formats, inDraft: boolean) {
  const format = formats[type];
  return defineField({
    type,
    inDraft,
    toFormValue: (field) =>
      field.default === undefined || field.default === null
        ? ''
        : format.toDisplay(String(field.default), field.maxLength ?? format.defaultMaxLength),
    toRequestValue: (_, value) => format.toRaw(typeof value === 'string' ? value : ''),
    Component: TextInput,
  });
}

export const textField = defineTextLike('text', true);
export const digitsField = defineTextLike('digits', false);
export const phoneField = defineTextLike('phone', false);
export const bankCardField = defineTextLike('bankCard', false);
export const numberField = defineTextLike('number', true);
