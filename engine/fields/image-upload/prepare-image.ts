// Prepares a chosen photo for upload on the device: scaled so its longer side fits, re-encoded
// through a canvas. A canvas holds only pixels, so what comes out carries no EXIF or other
// metadata (camera, time, GPS position). Loaded on demand (import()) when the first photo is
// chosen, never with the page.
//
// Why no library: browser-image-compression does the same steps (decode, canvas, toBlob) around
// a worker that by default loads its own copy from a public CDN (refused by the app's CSP, and a
// third-party request on the borrower's mobile data), plus a PNG encoder the app does not need.
// The browser's decoder (createImageBitmap, which turns EXIF-rotated photos upright) and encoder
// (canvas.toBlob) are enough here, in about 1 KB.

export interface PrepareOptions {
  /** The longer side of the result, at most; a smaller photo keeps its size. */
  maxLongSide: number;
  /** Encoder quality, 0 to 1. */
  quality: number;
  format: 'jpeg' | 'webp';
}

/** The photo could not be read as an image (not an image, or a format this browser cannot decode). */
export class UnreadableImageError extends Error {
  constructor() {
    super('The file could not be read as an image.');
    this.name = 'UnreadableImageError';
  }
}

const MIME: Record<PrepareOptions['format'], string> = { jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * The size a `width` x `height` photo is drawn at: scaled down (never up) so the longer side is
 * at most `maxLongSide`, keeping its proportions, at least 1 x 1.
 * @example fitLongSide(4000, 3000, 1600) // { width: 1600, height: 1200 }
 */
export function fitLongSide(width: number, height: number, maxLongSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxLongSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The file to upload for a chosen photo: `name` with the new format's extension, scaled and
 * re-encoded, without metadata. Rejects with UnreadableImageError for a file that is no image.
 */
export async function prepareImage(file: Blob & { name?: string }, options: PrepareOptions): Promise<File> {
  const source = await decode(file);
  try {
    const size = fitLongSide(source.width, source.height, options.maxLongSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableImageError();
    // JPEG has no transparency: a transparent screenshot gets white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(source.image, 0, 0, size.width, size.height);
    let blob = await toBlob(canvas, MIME[options.format], options.quality);
    // A browser that cannot write the asked format writes PNG instead (Safari and WebP): send JPEG.
    if (!blob || blob.type !== MIME[options.format]) blob = await toBlob(canvas, MIME.jpeg, options.quality);
    if (!blob || (blob.type !== MIME.jpeg && blob.type !== MIME[options.format])) throw new UnreadableImageError();
    canvas.width = 0; // frees the pixel buffer at once on phones that keep it until collected
    return new File([blob], toFileName(file.name, blob.type), { type: blob.type });
  } finally {
    source.release();
  }
}

interface Decoded {
  image: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      // imageOrientation 'from-image' (the default, written out for older engines) applies the
      // EXIF rotation, so the photo stays upright once the EXIF block is gone.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { image: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Some engines decode through <img> what createImageBitmap refuses (e.g. SVG); try that.
    }
  }
  return decodeWithImageElement(file);
}

function decodeWithImageElement(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  const release = () => URL.revokeObjectURL(url);
  return new Promise<Decoded>((resolve, reject) => {
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0)
        resolve({ image, width: image.naturalWidth, height: image.naturalHeight, release });
      else fail();
    };
    const fail = () => {
      release();
      reject(new UnreadableImageError());
    };
    image.onerror = fail;
    image.src = url;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** "IMG_2031.HEIC" → "IMG_2031.jpg"; a file without a name becomes "photo.jpg". */
function toFileName(name: string | undefined, type: string): string {
  const base = (name ?? '').replace(/\.[^./]*$/, '') || 'photo';
  return `${base}.${type === MIME.webp ? 'webp' : 'jpg'}`;
}
