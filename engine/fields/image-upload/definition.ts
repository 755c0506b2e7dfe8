import { defineField } from '../field-definition.ts';
import { lazyInput } from '../lazy-input.tsx';

// The photo picker's code (preparing, uploading, thumbnails) is a chunk of its own, loaded with a
// screen that has a photo field (fields/lazy-inputs.ts, LAZY_FIELD_INPUTS), not on every form.
export const imageUploadField = defineField({
  type: 'imageUpload',
  inDraft: true,
  toFormValue: (field) => (Array.isArray(field.default) ? field.default : []),
  // Sent as one comma-joined list of the URLs the upload replies gave, exactly as given
  // (SPEC §3 complaint submission), '' when none.
  toRequestValue: (_, value) => (Array.isArray(value) ? value.join(',') : ''),
  Component: lazyInput('imageUpload', (inputs) => inputs.ImageUpload),
});
