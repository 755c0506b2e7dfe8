import { createRegistry } from '../core/registry.ts';
import { checkboxField } from './checkbox/checkbox.tsx';
import { citySelectField, dayField, enumField } from './choice/definitions.tsx';
import type { FieldDefinition } from './field-definition.ts';
import { imageUploadField } from './image-upload/image-upload.tsx';
import { bankCardField, digitsField, numberField, phoneField, textField } from './text-input/definitions.ts';
import { textareaField } from './textarea/textarea.tsx';

export const fields = createRegistry<FieldDefinition>('field', [
  textField,
  digitsField,
  phoneField,
  bankCardField,
  numberField,
  enumField,
  citySelectField,
  dayField,
  textareaField,
  checkboxField,
  imageUploadField,
]);
