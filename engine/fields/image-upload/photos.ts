// The photos of an upload field as plain data: their states, what the form sends, what holds the
// form back, and what an upload's reply means. No React: image-upload.tsx renders them.
import { getPath } from '../../core/expression.ts';
import { toFailureMessage } from '../../core/runtime.ts';
import type { ApiResult, EngineServices } from '../../core/services.ts';
import type { Upload } from '../../generated/schema-types.ts';
import type { PrepareOptions } from './prepare-image.ts';

/** The defaults the field schema documents for `upload` (schemas/meta/field.schema.json#/$defs/Upload). */
const DEFAULT_PREPARE: PrepareOptions = { maxLongSide: 1600, quality: 0.8, format: 'jpeg' };

type Status = 'preparing' | 'uploading' | 'done' | 'failed' | 'unreadable';

export interface Photo {
  id: number;
  status: Status;
  /** Share of the request body sent, 0 to 1. */
  progress: number;
  /** The prepared file, kept so a failed upload is retried without choosing the photo again. */
  file?: File;
  /** A local address of the prepared file, shown while it uploads or after it failed. */
  preview?: string;
  /** The server's URL exactly as its reply gave it: what the form sends. */
  url?: string;
  /** The same URL resolved and allowed by the URL policy: only for showing the thumbnail. */
  src?: string;
  cancel?: AbortController;
}

/** The uploaded photos' URLs, in order: the form's value. */
export function toUrls(photos: readonly Photo[]): string[] {
  return photos.flatMap((photo) => (photo.status === 'done' && photo.url !== undefined ? [photo.url] : []));
}

/** The message key of why these photos keep the form from being sent, or undefined when none does. */
export function findPhotosProblem(photos: readonly Photo[]): 'engine.photosFailed' | 'engine.photosUploading' | undefined {
  if (photos.some((photo) => photo.status === 'failed' || photo.status === 'unreadable')) return 'engine.photosFailed';
  if (photos.some((photo) => photo.status === 'preparing' || photo.status === 'uploading')) return 'engine.photosUploading';
  return undefined;
}

/** How a chosen photo is prepared: the field's `upload` settings, else the schema's defaults. */
export const toPrepareOptions = (upload: Upload): PrepareOptions => ({
  maxLongSide: upload.maxLongSide ?? DEFAULT_PREPARE.maxLongSide,
  quality: upload.quality ?? DEFAULT_PREPARE.quality,
  format: upload.format ?? DEFAULT_PREPARE.format,
});

// An upload reply may name the stored image by a plain relative path ('problem/2024/05/a.jpg');
// it is shown from the page's own origin. Anything else goes to the URL policy as it is.
const PLAIN_RELATIVE_PATH = /^[\w-][\w.-]*(\/[\w.-]+)*$/;

export function toThumbnailUrl(services: Pick<EngineServices, 'toSafeUrl'>, url: string): string | undefined {
  const absolute = PLAIN_RELATIVE_PATH.test(url) && !url.includes('..') ? new URL(url, document.baseURI).href : url;
  return services.toSafeUrl(absolute, 'image');
}

/**
 * What an upload's reply means: the photo's URL (as sent) and its thumbnail's address, or the
 * toast that says it failed (the call's own failure for 2 s; a reply without a usable URL).
 */
export function readUploadReply(
  result: ApiResult,
  upload: Upload,
  services: EngineServices,
): { url: string; src: string } | { message: string; ms?: number } {
  if (!result.ok) return { message: toFailureMessage(result, services), ms: 2000 };
  const url = getPath({ data: result.data }, `data.${upload.urlPath}`);
  const src = typeof url === 'string' ? toThumbnailUrl(services, url) : undefined;
  if (typeof url !== 'string' || !src) return { message: services.messages.t('engine.uploadFailed') };
  return { url, src };
}
