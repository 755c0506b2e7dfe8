import './image-upload.css';

import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';

import type { Upload } from '../../generated/schema-types.ts';
import { useEngine } from '../../react/context.tsx';
import type { FieldProps } from '../../react/registries.ts';
import { findPhotosProblem, type Photo, readUploadReply, toPrepareOptions, toThumbnailUrl, toUrls } from './photos.ts';

let nextPhotoId = 1;

/** Loaded when the first photo is chosen, so the page's first load carries none of it. */
const loadPreparer = () => import('./prepare-image.ts');

export function ImageUpload({ field, inputId, label, errorId, isInvalid, form, register, rules, onValueChange }: FieldProps) {
  const { services } = useEngine();
  const t = services.messages.t;
  const max = field.maxCount ?? 9;
  const [photos, setPhotoState] = useState<Photo[]>(() => {
    const initial = form.getValue(field.name);
    const urls = Array.isArray(initial) ? initial.filter((url): url is string => typeof url === 'string') : [];
    return urls.map((url) => ({ id: nextPhotoId++, status: 'done', progress: 1, url, src: toThumbnailUrl(services, url) }));
  });
  const latest = useRef(photos);
  const fileInput = useRef<HTMLInputElement>(null);
  // Photos are prepared one at a time: a 12-MP photo takes about 48 MB to decode on a phone.
  const preparing = useRef<Promise<unknown>>(Promise.resolve());

  // A photo that is not uploaded yet keeps the form from being sent, with a message saying why.
  const registered = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- `validate` reads the ref when the form validates, never during render.
      register(field.name, {
        validate: (value: unknown) => {
          const problem = findPhotosProblem(latest.current);
          return problem ? t(problem) : rules.validate(value);
        },
      }),
    [register, field.name, rules, t],
  );

  useEffect(
    () => () => {
      for (const photo of latest.current) {
        photo.cancel?.abort();
        if (photo.preview) URL.revokeObjectURL(photo.preview);
      }
    },
    [],
  );

  /** Replaces the list; the form value (the uploaded URLs) follows it, and is checked again. */
  const commit = (next: Photo[]) => {
    const before = toUrls(latest.current);
    const statusesBefore = latest.current.map((photo) => photo.status).join();
    latest.current = next;
    setPhotoState(next);
    const urls = toUrls(next);
    if (urls.join('\n') !== before.join('\n') || next.map((photo) => photo.status).join() !== statusesBefore) {
      form.setValue(field.name, urls);
      if (field.onChange && urls.join('\n') !== before.join('\n')) onValueChange(urls);
    }
  };

  const update = (id: number, change: Partial<Photo>) => {
    if (!latest.current.some((photo) => photo.id === id)) return false; // removed meanwhile
    commit(latest.current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));
    return true;
  };

  const send = async (id: number, file: File) => {
    const upload = field.upload;
    if (!upload) return;
    const cancel = new AbortController();
    if (!update(id, { status: 'uploading', progress: 0, cancel })) return;
    let shown = 0;
    const result = await services.api.upload(upload.endpoint, upload.fileField, file, {
      signal: cancel.signal,
      onProgress: (sent, total) => {
        // Whole percents only: one re-render per percent, not per network packet.
        const progress = total > 0 ? Math.floor((sent / total) * 100) / 100 : 0;
        if (progress !== shown) {
          shown = progress;
          update(id, { progress });
        }
      },
    });
    if (cancel.signal.aborted || !latest.current.some((photo) => photo.id === id)) return;
    const reply = readUploadReply(result, upload, services);
    if ('message' in reply) {
      update(id, { status: 'failed', cancel: undefined });
      services.toast.show(reply.message, reply.ms);
      return;
    }
    update(id, { status: 'done', progress: 1, url: reply.url, src: reply.src, cancel: undefined });
  };

  const prepare = async (id: number, chosen: File, upload: Upload) => {
    const options = toPrepareOptions(upload);
    if (!latest.current.some((photo) => photo.id === id)) return;
    let file: File;
    try {
      const { prepareImage } = await loadPreparer();
      file = await prepareImage(chosen, options);
    } catch (error) {
      // A chunk that failed to load is a network failure; anything else is a file we cannot read.
      const isUnreadable = error instanceof Error && error.name === 'UnreadableImageError';
      update(id, { status: isUnreadable ? 'unreadable' : 'failed' });
      services.toast.show(t(isUnreadable ? 'engine.photoUnreadable' : 'engine.networkError'), 2000);
      return;
    }
    const preview = URL.createObjectURL(file);
    if (!update(id, { file, preview })) {
      URL.revokeObjectURL(preview);
      return;
    }
    void send(id, file);
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = max - latest.current.length;
    if (files.length > room) services.toast.show(t('engine.maxImages', { max }));
    const chosen = files.slice(0, Math.max(room, 0));
    const upload = field.upload;
    if (!upload || chosen.length === 0) return;
    const added = chosen.map((file) => ({ file, photo: { id: nextPhotoId++, status: 'preparing', progress: 0 } satisfies Photo }));
    commit([...latest.current, ...added.map(({ photo }) => photo)]);
    // Each photo uploads as soon as it is ready (SPEC §4 upload); the next one is prepared meanwhile.
    for (const { file, photo } of added) {
      preparing.current = preparing.current.then(() => prepare(photo.id, file, upload));
    }
  };

  const retry = (photo: Photo) => {
    if (photo.file) void send(photo.id, photo.file);
  };

  const remove = (photo: Photo) => {
    photo.cancel?.abort();
    if (photo.preview) URL.revokeObjectURL(photo.preview);
    commit(latest.current.filter((other) => other.id !== photo.id));
  };

  return (
    <div className="eng-uploads" aria-describedby={errorId} aria-invalid={isInvalid || undefined}>
      <ul className="eng-upload-grid" aria-label={label}>
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            number={index + 1}
            label={label}
            t={t}
            onRetry={() => retry(photo)}
            onRemove={() => remove(photo)}
          />
        ))}
        {photos.length < max ? (
          <li>
            <button type="button" id={inputId} className="eng-upload-add" onClick={() => fileInput.current?.click()}>
              <span aria-hidden="true">+</span>
              <span className="eng-sr-only">{t('engine.addImage')}</span>
            </button>
          </li>
        ) : null}
      </ul>
      <input type="hidden" name={registered.name} ref={registered.ref} />
      <input ref={fileInput} type="file" accept="image/*" multiple hidden onChange={onFiles} data-testid={`${field.name}-file`} />
      <span className="eng-counter">
        {photos.length}/{max}
      </span>
    </div>
  );
}

interface TileProps {
  photo: Photo;
  number: number;
  label: string;
  t: (key: string, args?: Record<string, unknown>) => string;
  onRetry: () => void;
  onRemove: () => void;
}

function PhotoTile({ photo, number, label, t, onRetry, onRemove }: TileProps) {
  const { status } = photo;
  const isBusy = status === 'preparing' || status === 'uploading';
  const percent = Math.round(photo.progress * 100);
  return (
    <li className={`eng-upload is-${status}${status === 'preparing' ? ' is-pending' : ''}`} data-status={status}>
      {status === 'done' ? <img src={photo.src} alt={`${label} ${number}`} /> : null}
      {status !== 'done' && photo.preview ? <img src={photo.preview} alt="" className="eng-upload-preview" /> : null}
      {isBusy ? (
        <div className="eng-upload-state">
          <span className="eng-upload-percent" aria-hidden="true">
            {status === 'preparing' ? t('engine.photoPreparing') : `${percent}%`}
          </span>
          {/* While it is being prepared the bar has no value: ARIA reads it as busy, not 0%. */}
          <div
            className="eng-upload-bar"
            role="progressbar"
            aria-label={t('engine.photoProgress', { n: number })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={status === 'uploading' ? percent : undefined}
            aria-valuetext={status === 'uploading' ? `${percent}%` : t('engine.photoPreparing')}
          >
            <span className="eng-upload-bar-fill" style={status === 'uploading' ? { width: `${percent}%` } : undefined} />
          </div>
        </div>
      ) : null}
      {status === 'failed' || status === 'unreadable' ? (
        <div className="eng-upload-state">
          <span className="eng-upload-status">{t(status === 'failed' ? 'engine.photoFailed' : 'engine.photoUnreadableShort')}</span>
          {status === 'failed' ? (
            <button type="button" className="eng-upload-retry" aria-label={t('engine.retryPhoto', { n: number })} onClick={onRetry}>
              {t('engine.retryUpload')}
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="button" className="eng-upload-remove" aria-label={`${t('engine.remove')} ${number}`} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}
