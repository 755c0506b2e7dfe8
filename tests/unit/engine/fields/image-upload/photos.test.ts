import { describe, expect, it } from 'vitest';

import {
  findPhotosProblem,
  type Photo,
  readUploadReply,
  toPrepareOptions,
  toUrls,
} from '../../../../../engine/fields/image-upload/photos.ts';
import type { Upload } from '../../../../../engine/generated/schema-types.ts';
import { createFakeServices } from '../../fake-services.ts';

const photo = (id: number, status: Photo['status'], url?: string): Photo => ({ id, status, progress: status === 'done' ? 1 : 0, url });
const upload = { endpoint: 'problemUpload', fileField: 'file', urlPath: 'url' } as Upload;

describe('an upload field’s photos', () => {
  it('sends the URLs of the uploaded photos only, in order', () => {
    expect(toUrls([photo(1, 'done', 'a.jpg'), photo(2, 'uploading'), photo(3, 'failed'), photo(4, 'done', 'b.jpg')])).toEqual([
      'a.jpg',
      'b.jpg',
    ]);
  });

  it('holds the form back while a photo fails or is on its way, a failure first', () => {
    expect(findPhotosProblem([photo(1, 'done', 'a.jpg')])).toBeUndefined();
    expect(findPhotosProblem([photo(1, 'preparing')])).toBe('engine.photosUploading');
    expect(findPhotosProblem([photo(1, 'uploading'), photo(2, 'unreadable')])).toBe('engine.photosFailed');
    expect(findPhotosProblem([photo(1, 'failed'), photo(2, 'uploading')])).toBe('engine.photosFailed');
  });

  it('prepares a photo as the field says, else as the schema’s defaults', () => {
    expect(toPrepareOptions(upload)).toEqual({ maxLongSide: 1600, quality: 0.8, format: 'jpeg' });
    expect(toPrepareOptions({ ...upload, maxLongSide: 800, format: 'webp' })).toEqual({
      maxLongSide: 800,
      quality: 0.8,
      format: 'webp',
    });
  });

  it('reads the URL from the reply, and says why when the call failed or the reply has no usable URL', () => {
    const { services } = createFakeServices();
    const done = readUploadReply({ ok: true, data: { url: 'https://img.example.com/a.jpg' } }, upload, services);
    expect(done).toMatchObject({ url: 'https://img.example.com/a.jpg' });
    expect('src' in done && typeof done.src).toBe('string');

    expect(readUploadReply({ ok: true, data: { url: 42 } }, upload, services)).toEqual({
      message: services.messages.t('engine.uploadFailed'),
    });
    expect(readUploadReply({ ok: false, kind: 'timeout' }, upload, services)).toEqual({
      message: services.messages.t('engine.timeout'),
      ms: 2000,
    });
  });
});
