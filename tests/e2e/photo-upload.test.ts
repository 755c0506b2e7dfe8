// The complaint form's photo uploader in Chromium, as a borrower on mobile data uses it: a
// 12-megapixel phone photo with GPS in its EXIF, made at test time, is scaled and re-encoded on
// the device before it goes; each photo shows its progress; a failed one is retried or removed
// without choosing it again. Screenshots: tests/e2e/screenshots/photo-upload-*.png.
import type { Page, Request as PwRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { carriesCameraMetadata, readJpegSegments, readJpegSize, withExif } from '../fixtures/jpeg-exif.ts';
import { E2E_SESSION, type E2eApp, expectCleanPage, type RecordedPage, screenshot, startApp, untilIdle } from './harness.ts';

const UPLOAD_PATH = '/currentlyer/user-problem/upload-problem-img';

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/**
 * A JPEG drawn in the page's canvas: sky, ground and shapes under fine grain, as a phone camera
 * gives (the grain is what makes camera files large); quality 0.92 like a phone's camera app.
 */
async function drawPhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const sky = context.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#7fb2e5');
      sky.addColorStop(0.55, '#dfe9f1');
      sky.addColorStop(0.56, '#6d7f4e');
      sky.addColorStop(1, '#3e4a2c');
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      let seed = 7;
      const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
      for (let index = 0; index < 60; index += 1) {
        context.fillStyle = `hsl(${Math.floor(random() * 360)} 45% ${30 + Math.floor(random() * 40)}%)`;
        context.fillRect(
          random() * width,
          height * (0.3 + random() * 0.6),
          (0.05 + random() * 0.15) * width,
          (0.05 + random() * 0.2) * height,
        );
      }
      const pixels = context.getImageData(0, 0, width, height);
      for (let index = 0; index < pixels.data.length; index += 4) {
        const grain = (random() - 0.5) * 24;
        pixels.data[index] += grain;
        pixels.data[index + 1] += grain;
        pixels.data[index + 2] += grain;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.92));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** Every upload request the page makes, to read the real size of its body once it has gone. */
function recordUploads(page: Page): PwRequest[] {
  const uploads: PwRequest[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === UPLOAD_PATH) uploads.push(request);
  });
  return uploads;
}

/** The body size Chromium declared on the wire (Content-Length of the multipart request). */
async function bodySize(request: PwRequest): Promise<number> {
  await request.response();
  return Number((await request.allHeaders())['content-length']);
}

/** The bytes the demo server received as `problemImage` in its latest stored upload. */
const lastStoredUpload = () => Buffer.from([...app.state.uploads.values()].at(-1)!.bytes);

const tile = (page: Page, index: number) => page.locator('.eng-upload-grid > li').nth(index);

async function openForm(): Promise<RecordedPage> {
  const recorded = await app.openPage(`/complainPageNext?${E2E_SESSION}&orderId=ORD174D&problemType=2&orderNo=ORD174D`);
  await recorded.page.getByLabel('Description').waitFor();
  return recorded;
}

describe('complaint photos in Chromium', () => {
  it('sends a 12-MP photo scaled to 1600 px without its EXIF or GPS, with a progress bar, loading the resizer only once a photo is chosen', async () => {
    const recorded = await openForm();
    const { page } = recorded;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const uploads = recordUploads(page);

    const original = withExif(await drawPhoto(page, 4000, 3000));
    // The fixture is what a phone gives: 4000 x 3000 with camera and GPS metadata.
    expect(readJpegSize(original)).toEqual({ width: 4000, height: 3000 });
    expect(carriesCameraMetadata(original)).toBe(true);
    // The page so far has not loaded the resizer.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /prepare-image/.test(entry.name)))).toBe(
      false,
    );

    // Mobile data, slowed so the progress can be seen (and photographed) mid-way.
    const cdp = await recorded.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 60_000,
    });

    await page
      .getByTestId('problemImage-file')
      .setInputFiles({ name: 'IMG_20240512_101500.jpg', mimeType: 'image/jpeg', buffer: original });
    const bar = page.getByRole('progressbar', { name: 'Uploading photo 1' });
    await bar.waitFor();
    // The bar's value and the tile's text read in one go, mid-way: the upload goes on meanwhile, so a
    // value read first and the text read later may be a percent or two apart on a busy machine.
    const midway = await page.waitForFunction(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      const text = document.querySelector('.eng-upload-grid > li')?.textContent ?? '';
      return value >= 20 && value <= 80 && { value, text };
    });
    const { value, text } = (await midway.jsonValue()) as { value: number; text: string };
    expect(text).toContain(`${value}%`);
    await screenshot(page, 'photo-upload-progress');
    expect(scripts.filter((script) => /prepare-image-[\w-]+\.js$/.test(script))).toHaveLength(1);

    await page.locator('.eng-upload.is-done img').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await bar.count()).toBe(0);

    // What went out: one multipart request, measured by Chromium.
    expect(uploads).toHaveLength(1);
    const after = await bodySize(uploads[0]);
    const sent = lastStoredUpload();
    expect(readJpegSize(sent)).toEqual({ width: 1600, height: 1200 });
    expect(carriesCameraMetadata(sent)).toBe(false);
    // Only the JFIF header (APP0), the colour profile Chromium writes (APP2 ICC_PROFILE, sRGB),
    // tables and frame: no APP1 (EXIF, XMP) nor any other application segment.
    const application = readJpegSegments(sent).filter((segment) => segment.marker >= 0xe1 && segment.marker <= 0xef);
    expect(application.map((segment) => [segment.marker.toString(16), segment.data.subarray(0, 12).toString('latin1')])).toEqual(
      application.length ? [['e2', 'ICC_PROFILE\0']] : [],
    );
    // The body is the file plus its multipart headers and boundaries.
    expect(after).toBeGreaterThan(sent.length);
    expect(after).toBeLessThan(sent.length + 1_000);

    // Before: the same photo as the form used to send it, the file as chosen in one multipart body.
    const [beforeRequest] = await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === UPLOAD_PATH && request.method() === 'POST'),
      page.evaluate(
        async ({ base64, path }) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const body = new FormData();
          body.append('problemImage', new File([bytes], 'IMG_20240512_101500.jpg', { type: 'image/jpeg' }));
          await fetch(`${path}${location.search}`, { method: 'POST', body });
        },
        { base64: original.toString('base64'), path: UPLOAD_PATH },
      ),
    ]);
    const before = await bodySize(beforeRequest);
    expect(before).toBeGreaterThan(original.length);
    console.info(
      `12-MP photo (4000 x 3000 JPEG with EXIF/GPS): file ${original.length} B; request body before ${before} B, after ${after} B ` +
        `(1600 x 1200 JPEG, ${((after / before) * 100).toFixed(1)} % of before).`,
    );
    expect(after).toBeLessThan(before / 4);
    expectCleanPage(recorded);
  });

  it('keeps a photo whose upload failed with Retry and Remove, retries it without choosing it again, and sends the URLs as the server gave them', async () => {
    const recorded = await openForm();
    const { page } = recorded;
    const uploads = recordUploads(page);
    const receipt = await drawPhoto(page, 1200, 1600);
    const chat = await drawPhoto(page, 900, 1600);
    const input = page.getByTestId('problemImage-file');

    await input.setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: receipt });
    await page.locator('.eng-upload.is-done').waitFor();

    // The network drops during the next upload.
    await page.route(`**${UPLOAD_PATH}*`, (route) => route.abort('internetdisconnected'));
    await input.setInputFiles({ name: 'chat.jpg', mimeType: 'image/jpeg', buffer: chat });
    await tile(page, 1).getByText('Not uploaded').waitFor();
    await page.locator('.app-toast-region').getByText('Network error. Check your connection and try again.').waitFor();
    await page.getByText('2/9').waitFor();
    await screenshot(page, 'photo-upload-failed');

    // Sending now is refused with a clear message; nothing is sent.
    await page.getByLabel('Description').fill('The agent sent me these messages at night.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('A photo did not upload. Tap Retry, or remove it.').waitFor();
    expect(recorded.apiCalls.some((call) => call.path.endsWith('/problem-save'))).toBe(false);

    // Back online, slowly: Retry sends the prepared photo again, with its progress.
    await page.unroute(`**${UPLOAD_PATH}*`);
    const cdp = await recorded.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 20_000,
    });
    const choices = uploads.length;
    await page.getByRole('button', { name: 'Retry photo 2' }).click();
    await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) >= 15);
    await screenshot(page, 'photo-upload-retry');
    await page.locator('.eng-upload.is-done').nth(1).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(uploads.length).toBe(choices + 1);
    expect(await page.getByText('A photo did not upload. Tap Retry, or remove it.').count()).toBe(0);
    await page
      .locator('.eng-upload.is-done img')
      .nth(1)
      .evaluate((image: HTMLImageElement) => image.decode());
    await screenshot(page, 'photo-upload-done');

    // Thumbnails from the resolved URL; the form sends the replies' own paths.
    const thumbnails = await page
      .locator('.eng-upload.is-done img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    for (const src of thumbnails) expect(src).toMatch(new RegExp(`^${app.url.replace(/\/$/, '')}/demo-assets/uploads/\\d+-\\w+\\.jpg$`));
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('dialog', { name: 'Submitted' }).waitFor();
    const save = await recorded.waitForApiCall('/user-problem/problem-save');
    expect(save.body.problemImage).toBe(thumbnails.map((src) => new URL(src!).pathname).join(','));
    expect(app.state.complaints.at(-1)?.images).toEqual(save.body.problemImage.split(','));
    // The aborted request is the only failed resource; no script error.
    expect(recorded.pageErrors).toEqual([]);
  });

  it('lets a failed photo be removed, and a photo removed while uploading is cancelled', async () => {
    const recorded = await openForm();
    const { page } = recorded;
    const photo = await drawPhoto(page, 1600, 1200);
    const input = page.getByTestId('problemImage-file');
    await page.route(`**${UPLOAD_PATH}*`, (route) =>
      route.fulfill({ json: { code: '01', message: 'The image server is busy. Please try again later.', data: null } }),
    );
    await input.setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.locator('.app-toast-region').getByText('The image server is busy. Please try again later.').waitFor();
    await page.getByRole('button', { name: 'Remove 1' }).click();
    await page.getByText('0/9').waitFor();
    await page.unroute(`**${UPLOAD_PATH}*`);

    // The next upload hangs on the network; Remove cancels its request in the page.
    await page.route(`**${UPLOAD_PATH}*`, () => undefined);
    const stored = app.state.uploads.size;
    // Both listened for before the photo is chosen: the request may go out before the progress bar is seen.
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === UPLOAD_PATH);
    const cancelled = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === UPLOAD_PATH);
    await input.setInputFiles({ name: 'b.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('progressbar', { name: 'Uploading photo 1' }).waitFor();
    await sent;
    await page.getByRole('button', { name: 'Remove 1' }).click();
    await page.getByText('0/9').waitFor();
    expect((await cancelled).failure()?.errorText).toMatch(/ABORTED/);
    expect(app.state.uploads.size).toBe(stored);
    // Cancelling is the borrower's choice, not a failure to report.
    await untilIdle(page);
    expect(await page.locator('.app-toast-region').textContent()).not.toMatch(/Network error/);
    expect(await page.getByText('Not uploaded').count()).toBe(0);
    expect(recorded.pageErrors).toEqual([]);
  });
});
