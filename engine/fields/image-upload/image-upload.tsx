import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { getPath } from '../../core/expression.ts';
import { toFailureMessage } from '../../core/runtime.ts';
import { useEngine } from '../../react/context.tsx';
import { defineField, type FieldProps } from '../field-definition.ts';

function ImageUpload({ field, inputId, label, errorId, isInvalid, form, register, rules, onValueChange }: FieldProps) {
  const { services } = useEngine();
  // A hidden input holds the registration; the list itself lives in the form values.
  const registered = useMemo(() => register(field.name, rules), [register, field.name, rules]);
  const [urls, setUrlState] = useState<string[]>(() => {
    const initial = form.getValue(field.name);
    return Array.isArray(initial) ? (initial as string[]) : [];
  });
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const max = field.maxCount ?? 9;
  const t = services.messages.t;
  const latest = useRef(urls);
  latest.current = urls;

  const setUrls = (next: string[]) => {
    latest.current = next;
    setUrlState(next);
    form.setValue(field.name, next);
    if (field.onChange) onValueChange(next);
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = max - latest.current.length - uploading;
    if (files.length > room) services.toast.show(t('engine.maxImages', { max }));
    const chosen = files.slice(0, Math.max(room, 0));
    if (!field.upload || chosen.length === 0) return;
    const upload = field.upload;
    setUploading((count) => count + chosen.length);
    // Each image uploads as soon as it is chosen (SPEC §4 upload).
    await Promise.all(
      chosen.map(async (file) => {
        const result = await services.api.upload(upload.endpoint, upload.fileField, file);
        setUploading((count) => count - 1);
        if (!result.ok) {
          services.toast.show(toFailureMessage(result, services), 2000);
          return;
        }
        const url = services.toSafeUrl(getPath({ data: result.data }, `data.${upload.urlPath}`), 'image');
        if (url) setUrls([...latest.current, url].slice(0, max));
        else services.toast.show(t('engine.uploadFailed'));
      }),
    );
  };

  return (
    <div className="eng-uploads" aria-describedby={errorId} aria-invalid={isInvalid || undefined}>
      <ul className="eng-upload-grid" aria-label={label}>
        {urls.map((url, index) => (
          <li key={url + index} className="eng-upload">
            <img src={url} alt={`${label} ${index + 1}`} />
            <button type="button" className="eng-upload-remove" aria-label={`${t('engine.remove')} ${index + 1}`} onClick={() => setUrls(urls.filter((_, i) => i !== index))}>
              ×
            </button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          <li key={`pending-${index}`} className="eng-upload is-pending" aria-label={t('engine.loading')} />
        ))}
        {urls.length + uploading < max ? (
          <li>
            <button type="button" id={inputId} className="eng-upload-add" onClick={() => fileInput.current?.click()}>
              <span aria-hidden="true">+</span>
              <span className="eng-sr-only">{t('engine.addImage')}</span>
            </button>
          </li>
        ) : null}
      </ul>
      <input type="hidden" name={registered.name} ref={registered.ref} />
      <input ref={fileInput} type="file" accept="image/*" multiple hidden onChange={(event) => void onFiles(event)} data-testid={`${field.name}-file`} />
      <span className="eng-counter">
        {urls.length}/{max}
      </span>
    </div>
  );
}

export const imageUploadField = defineField({
  type: 'imageUpload',
  toFormValue: (field) => (Array.isArray(field.default) ? field.default : []),
  // Sent as one comma-joined list of URLs (SPEC §3 complaint submission), '' when none.
  toRequestValue: (_, value) => (Array.isArray(value) ? value.join(',') : ''),
  Component: ImageUpload,
});
