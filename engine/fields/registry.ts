import { createRegistry } from '../core/registry.ts';
import type { FieldDefinition } from '../react/registries.ts';
import { checkboxField } from './checkbox/checkbox.tsx';
import { citySelectField, dayField, enumField } from './choice/definitions.ts';
import { imageUploadField } from './image-upload/definition.ts';
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
