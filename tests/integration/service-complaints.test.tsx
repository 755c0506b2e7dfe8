// The complaint screens (home, list, form, detail) rendered with React against the demo back end's
// msw handlers: what a borrower sees and what the app sends, failures and Retry included.
// Over 400 lines on purpose: the four screens share one flow (a complaint sent shows in the list and its detail).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';
import { waitForTitle } from './service-harness.tsx';

// jsdom decodes no images and has no canvas: the photo preparation (scaling, re-encoding,
// dropping EXIF) is tested for real in Chromium (tests/e2e/photo-upload.test.ts). Here it is a
// stand-in with the same contract: an image becomes a smaller JPEG, anything else is unreadable.
vi.mock('../../engine/fields/image-upload/prepare-image.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../engine/fields/image-upload/prepare-image.ts')>();
  return {
    ...real,
    prepareImage: vi.fn(async (file: File) => {
      if (!file.type.startsWith('image/')) throw new real.UnreadableImageError();
      return new File([`prepared ${file.name}`], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });
    }),
  };
});

// jsdom has no object URLs; the uploader shows each prepared photo through one while it uploads.
let objectUrls = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:${location.origin}/preview-${++objectUrls}`;
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => app?.cleanup());

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const UPLOAD_PATH = '*/currentlyer/user-problem/upload-problem-img';
const uploadsSent = async () => (await demo.settledRequests()).filter((request) => request.path.endsWith('/upload-problem-img'));

async function openHome(orderId: string) {
  app = renderApp(`/complainPage?${SESSION_QUERY}&orderId=${orderId}`);
  await waitForTitle('Online service');
  await screen.findByText('Question type');
  return app;
}

const typeButton = (name: string) => within(document.querySelector('ul.eng-list--row') as HTMLElement).getByRole('button', { name });

describe('complaint home /complainPage', () => {
  it('asks problem-init for the session order and shows its summary, the question types and My complaints', async () => {
    await openHome('ORD174D');
    const init = demo.requests().find((request) => request.path === '/currentlyer/user-problem/problem-init');
    expect(init?.method).toBe('POST');
    expect(init?.query).toMatchObject({ orderId: 'ORD174D', sessionId: 'sess-1', deviceId: 'dev-1' });
    expect(screen.getByText('PesoNow')).toBeTruthy();
    expect(screen.getByText('Order No. ORD174D')).toBeTruthy();
    expect(screen.getByText('Due today')).toBeTruthy();
    expect(screen.getByText('Loan amount')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Collection', 'Repayment issue', 'Account', 'Loan application', 'Other']),
    );
    // The sub-types stay hidden until type 1 is chosen.
    expect(screen.queryByText('Contacted my family or friends')).toBeNull();
    await app!.user.click(screen.getByRole('button', { name: 'My complaints' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/complaintList\?/));
    expect(app!.query()).toMatchObject({ sessionId: 'sess-1', orderId: 'ORD174D' });
  });

  it('type 1 on an order that allows it reveals the sub-types; a sub-type opens the form with type, sub-type and order', async () => {
    await openHome('ORD174D');
    await app!.user.click(typeButton('Collection'));
    await app!.user.click(await screen.findByRole('button', { name: 'Contacted my family or friends' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/complainPageNext\?/));
    expect(app!.query()).toMatchObject({
      problemType: '1',
      problemSonType: '12',
      orderNo: 'ORD174D',
      sessionId: 'sess-1',
      deviceId: 'dev-1',
    });
  });

  it('type 1 is refused with a clear message when the order has isShow ≠ 1; choosing another order under All lifts it', async () => {
    await openHome('ORD200');
    await app!.user.click(typeButton('Collection'));
    await waitFor(() => expect(getToastText()).toBe('This order does not support collection complaints.'));
    expect(screen.queryByText('Contacted my family or friends')).toBeNull();
    expect(app!.location()).toMatch(/^\/complainPage\?/);

    await app!.user.click(screen.getByRole('button', { name: 'All orders' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose an order' });
    expect(within(sheet).getByRole('button', { name: /Order No\. ORD200 / }).textContent).toContain('Selected');
    await app!.user.click(within(sheet).getByRole('button', { name: /Order No\. ORD170 / }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Order No. ORD170')).toBeTruthy();
    await app!.user.click(typeButton('Collection'));
    await app!.user.click(await screen.findByRole('button', { name: 'Too many calls or messages' }));
    await waitFor(() => expect(app!.query()).toMatchObject({ problemType: '1', problemSonType: '13', orderNo: 'ORD170' }));
  });

  it('type 1 is refused when there is no order at all', async () => {
    demo.server.use(
      http.post('*/currentlyer/user-problem/problem-init', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: {
            problemType: [
              { title: 'Collection', value: 1 },
              { title: 'Other', value: 5 },
            ],
            problemSonType: [{ title: 'Rude', value: 11 }],
            orderDetail: {},
            orderList: [],
          },
        }),
      ),
    );
    await openHome('ORD21');
    expect(screen.getByText(/You have no order to choose/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'All orders' })).toBeNull();
    await app!.user.click(typeButton('Collection'));
    await waitFor(() => expect(getToastText()).toBe('This order does not support collection complaints.'));
    // Another type still works without an order.
    await app!.user.click(typeButton('Other'));
    await waitFor(() => expect(app!.location()).toMatch(/^\/complainPageNext\?/));
    // SPEC §2.3 lists all three keys: the missing sub-type and order are sent empty.
    expect(app!.query()).toMatchObject({ problemType: '5', problemSonType: '', orderNo: '' });
    expect(window.location.search).toMatch(/[?&]problemSonType=(&|$)/);
  });

  it('another type opens the form at once with problemType, an empty problemSonType and orderNo (SPEC §2.3)', async () => {
    await openHome('ORD180');
    await app!.user.click(typeButton('Repayment issue'));
    await waitFor(() => expect(app!.location()).toMatch(/^\/complainPageNext\?/));
    expect(app!.query()).toMatchObject({ problemType: '2', problemSonType: '', orderNo: 'ORD180', sessionId: 'sess-1' });
    expect(window.location.search).toMatch(/[?&]problemSonType=(&|$)/);
    // The form opened: its description box is there (other fields may come and go).
    await screen.findByRole('textbox', { name: 'Description' });
  });
});

async function openForm(query: string) {
  app = renderApp(`/complainPageNext?${SESSION_QUERY}&orderId=ORD174D&${query}`);
  await waitForTitle('Online service');
  await screen.findByLabelText('Description');
  return app;
}

describe('complaint form /complainPageNext', () => {
  it('shows the type and sub-type tags, the order and the 3-working-day promise', async () => {
    await openForm('problemType=1&problemSonType=12&orderNo=ORD174D');
    const tags = Array.from(document.querySelectorAll('.eng-text--tag')).map((tag) => tag.textContent);
    expect(tags).toEqual(['Collection', 'Contacted my family or friends']);
    expect(screen.getByText('Order No. ORD174D')).toBeTruthy();
    expect(screen.getByText(/within 3 working days/)).toBeTruthy();
  });

  it('refuses an empty description with the spec message and sends nothing', async () => {
    await openForm('problemType=2&orderNo=ORD174D');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fill in your comments and suggestions')).toBeTruthy();
    expect(demo.requests().some((request) => request.path.endsWith('/problem-save'))).toBe(false);
  });

  it('ignores input beyond 200 characters and counts n/200', async () => {
    await openForm('problemType=2&orderNo=ORD174D');
    const box = screen.getByLabelText<HTMLTextAreaElement>('Description');
    await app!.user.type(box, 'Late');
    expect(screen.getByText('4/200')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(205) } });
    expect(box.value).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeTruthy();
  });

  it('uploads each image when chosen, lets one be removed, and sends the rest with the complaint; then replaces itself with the home after 1.5 s', async () => {
    await openForm('problemType=1&problemSonType=12&orderNo=ORD174D');
    const input = screen.getByTestId<HTMLInputElement>('problemImage-file');
    await app!.user.upload(input, [png('receipt.png'), png('chat.png')]);
    expect(screen.getByText('2/9')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.eng-upload.is-done')).toHaveLength(2));
    const uploads = (await demo.settledRequests()).filter((request) => request.path.endsWith('/upload-problem-img'));
    expect(uploads).toHaveLength(2);
    expect(uploads[0].method).toBe('POST');
    expect(uploads[0].headers['content-type']).toContain('multipart/form-data');
    // What goes out is the prepared photo (a JPEG), not the file as chosen.
    expect(uploads[0].body.problemImage).toMatchObject({ type: 'image/jpeg', size: 'prepared receipt.png'.length });
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('.eng-upload img'));
    expect(images).toHaveLength(2);
    // The demo replies with a path on its own host; the form sends it as it came.
    const kept = new URL(images[1].getAttribute('src')!).pathname;
    expect(kept).toMatch(/^\/demo-assets\/uploads\//);
    await app!.user.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(screen.getByText('1/9')).toBeTruthy();

    await app!.user.type(screen.getByLabelText('Description'), 'The collector called my sister twice.');
    const historyLength = window.history.length;
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Submitted' })).toBeTruthy();
    const [save] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/user-problem/problem-save');
    expect(save.method).toBe('POST');
    // What this flow sends; a field added to the form later adds its own parameter beside these.
    expect(save.body).toMatchObject({
      problemDetail: 'The collector called my sister twice.',
      problemImage: kept,
      problemType: '1',
      problemSonType: '12',
      orderNo: 'ORD174D',
    });
    expect(save.query).toMatchObject({ sessionId: 'sess-1' });
    expect(demo.state.complaints.at(-1)).toMatchObject({ problemType: 1, problemSonType: 12, orderNo: 'ORD174D', images: [kept] });
    // Still on the form just before 1.5 s, on the home after.
    expect(app!.location()).toMatch(/^\/complainPageNext\?/);
    await waitFor(() => expect(app!.location()).toMatch(/^\/complainPage\?/));
    // Replaced, not pushed: Back does not return to the sent form.
    expect(window.history.length).toBe(historyLength);
    expect(app!.query()).toMatchObject({ sessionId: 'sess-1', orderId: 'ORD174D' });
  });

  it('sends an empty image list and an empty sub-type when there are none', async () => {
    await openForm('problemType=3&orderNo=ORD200');
    await app!.user.type(screen.getByLabelText('Description'), 'Please update my e-mail.');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Submitted' });
    const [save] = (await demo.settledRequests()).filter((request) => request.path.endsWith('/problem-save'));
    expect(save.body).toMatchObject({ problemType: '3', problemSonType: '', problemImage: '', orderNo: 'ORD200' });
  });

  it('takes at most 9 images and says so', async () => {
    await openForm('problemType=2&orderNo=ORD174D');
    const input = screen.getByTestId<HTMLInputElement>('problemImage-file');
    await app!.user.upload(
      input,
      Array.from({ length: 10 }, (_, index) => png(`p${index}.png`)),
    );
    // The toast first: it goes after a few seconds, while the tiles may take longer on a busy machine.
    expect(getToastText()).toBe('You can add up to 9 images');
    await waitFor(() => expect(screen.getByText('9/9')).toBeTruthy());
    expect((await demo.settledRequests()).filter((request) => request.path.endsWith('/upload-problem-img'))).toHaveLength(9);
    // No add button once full.
    expect(screen.queryByRole('button', { name: 'Add image' })).toBeNull();
  });

  it('shows the server message when an upload is refused (code other than 00); Retry sends the same photo again without choosing it', async () => {
    let attempts = 0;
    demo.server.use(
      http.post(UPLOAD_PATH, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ code: '01', message: 'The image server is busy. Please try again.', data: null })
          : undefined;
      }),
    );
    await openForm('problemType=2&orderNo=ORD174D');
    await app!.user.upload(screen.getByTestId<HTMLInputElement>('problemImage-file'), [png('receipt.png')]);
    await waitFor(() => expect(getToastText()).toBe('The image server is busy. Please try again.'));
    // The photo stays on the form, marked, with Retry and Remove; it holds its place in the count.
    expect(screen.getByText('Not uploaded')).toBeTruthy();
    expect(screen.getByText('1/9')).toBeTruthy();
    expect(document.querySelector('.eng-upload.is-failed img')?.getAttribute('src')).toMatch(/^blob:/);

    await app!.user.click(screen.getByRole('button', { name: 'Retry photo 1' }));
    await waitFor(() => expect(document.querySelector('.eng-upload.is-done img')).toBeTruthy());
    const uploads = await uploadsSent();
    expect(uploads).toHaveLength(2);
    // The second request carries the prepared photo of the first, not a new pick.
    expect(uploads[1].body.problemImage).toEqual(uploads[0].body.problemImage);
    expect(screen.queryByText('Not uploaded')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry photo 1' })).toBeNull();

    await app!.user.type(screen.getByLabelText('Description'), 'Charged twice.');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Submitted' });
    const [save] = (await demo.settledRequests()).filter((request) => request.path.endsWith('/problem-save'));
    expect(save.body.problemImage).toMatch(/^\/demo-assets\/uploads\/1-\w+\.jpg$/);
  });

  it('keeps a photo whose upload failed on the network, refuses to send the form until it is retried or removed, and sends without it once removed', async () => {
    demo.server.use(http.post(UPLOAD_PATH, () => HttpResponse.error(), { once: true }));
    await openForm('problemType=2&orderNo=ORD174D');
    await app!.user.upload(screen.getByTestId<HTMLInputElement>('problemImage-file'), [png('lost.png'), png('kept.png')]);
    await waitFor(() => expect(screen.getByText('Not uploaded')).toBeTruthy());
    await waitFor(() => expect(document.querySelectorAll('.eng-upload.is-done')).toHaveLength(1));
    expect(getToastText()).toBe('Network error. Check your connection and try again.');
    expect(screen.getByText('2/9')).toBeTruthy();

    await app!.user.type(screen.getByLabelText('Description'), 'App shows the wrong due date.');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A photo did not upload. Tap Retry, or remove it.')).toBeTruthy();
    expect((await demo.settledRequests()).some((request) => request.path.endsWith('/problem-save'))).toBe(false);

    await app!.user.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(screen.getByText('1/9')).toBeTruthy();
    expect(screen.queryByText('A photo did not upload. Tap Retry, or remove it.')).toBeNull();
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Submitted' });
    const [save] = (await demo.settledRequests()).filter((request) => request.path.endsWith('/problem-save'));
    expect(save.body.problemImage).toMatch(/^\/demo-assets\/uploads\/\d+-\w+\.jpg$/);
    expect(await uploadsSent()).toHaveLength(2);
  });

  it('shows a progress bar per photo while it uploads, and does not send the form until every photo is up', async () => {
    // The uploads are held until the test lets them go, so a slow machine cannot finish them early.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    demo.server.use(
      http.post(UPLOAD_PATH, async () => {
        await held;
        return undefined;
      }),
    );
    await openForm('problemType=2&orderNo=ORD174D');
    await app!.user.upload(screen.getByTestId<HTMLInputElement>('problemImage-file'), [png('a.png'), png('b.png')]);
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Uploading photo 1', 'Uploading photo 2']);
    // Each bar has its share sent as a value, and the tile shows the same figure. (How it moves
    // as bytes go out is tested in Chromium: jsdom's request stand-in reports progress only at the end.)
    await waitFor(() => expect(screen.getAllByRole('progressbar').every((bar) => bar.hasAttribute('aria-valuenow'))).toBe(true));
    for (const bar of screen.getAllByRole('progressbar')) {
      const value = Number(bar.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      expect(bar.getAttribute('aria-valuemax')).toBe('100');
      expect(bar.closest('li')?.textContent).toContain(`${value}%`);
    }

    await app!.user.type(screen.getByLabelText('Description'), 'Wrong amount.');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please wait until your photos finish uploading.')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    // Finishing clears the message; now the form goes.
    expect(screen.queryByText('Please wait until your photos finish uploading.')).toBeNull();
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Submitted' });
  });

  it('cancels the upload of a photo removed while it uploads, and sends only the others', async () => {
    demo.server.use(
      http.post(UPLOAD_PATH, async ({ request }) => {
        const form = await request.clone().formData();
        if ((await (form.get('problemImage') as Blob).text()).includes('slow')) await delay(5_000);
        return undefined;
      }),
    );
    await openForm('problemType=2&orderNo=ORD174D');
    await app!.user.upload(screen.getByTestId<HTMLInputElement>('problemImage-file'), [png('slow.png'), png('quick.png')]);
    await waitFor(() => expect(document.querySelectorAll('.eng-upload.is-done')).toHaveLength(1));
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    await app!.user.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('1/9')).toBeTruthy();
    // A cancelled upload is not a failure the borrower has to hear about.
    expect(getToastText()).toBeUndefined();
    await app!.user.type(screen.getByLabelText('Description'), 'Late fee looks wrong.');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Submitted' });
    const [save] = (await demo.settledRequests()).filter((request) => request.path.endsWith('/problem-save'));
    // One image's address: the cancelled one is not among them.
    expect(save.body.problemImage).toMatch(/^\/demo-assets\/uploads\/\d+-\w+\.jpg$/);
  });

  it('does not send a file it cannot read as a photo; the tile says so and can be removed', async () => {
    await openForm('problemType=2&orderNo=ORD174D');
    const input = screen.getByTestId<HTMLInputElement>('problemImage-file');
    // A file the picker would not offer (accept="image/*"), as some Android pickers still allow.
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(getToastText()).toBe("This file can't be read as a photo. Please choose a JPG or PNG photo."));
    expect(screen.getByText("Can't read this file")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(await uploadsSent()).toHaveLength(0);
    await app!.user.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(screen.getByText('0/9')).toBeTruthy();
  });

  it('sends the image URLs exactly as the upload replies gave them (relative too), and shows each thumbnail from the resolved, allowed URL', async () => {
    const replies = ['problem/2024/05/receipt.jpg', 'https://img.lender.example.ph/p/chat.jpg?sig=a%2Cb'];
    let next = 0;
    demo.server.use(http.post(UPLOAD_PATH, () => HttpResponse.json({ code: '00', message: 'ok', data: { url: replies[next++] } })));
    await openForm('problemType=2&orderNo=ORD174D');
    const input = screen.getByTestId<HTMLInputElement>('problemImage-file');
    await app!.user.upload(input, [png('receipt.png')]);
    await waitFor(() => expect(screen.getByText('1/9')).toBeTruthy());
    await waitFor(() => expect(document.querySelectorAll('.eng-upload.is-done')).toHaveLength(1));
    await app!.user.upload(input, [png('chat.png')]);
    await waitFor(() => expect(document.querySelectorAll('.eng-upload.is-done')).toHaveLength(2));

    const thumbnails = screen.getAllByRole<HTMLImageElement>('img', { name: /^Photos \(optional\) \d$/ });
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual([`${location.origin}/problem/2024/05/receipt.jpg`, replies[1]]);

    await app!.user.type(screen.getByLabelText('Description'), 'Receipt and chat attached.');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Submitted' });
    const [save] = (await demo.settledRequests()).filter((request) => request.path.endsWith('/problem-save'));
    expect(save.body.problemImage).toBe(replies.join(','));
  });

  it('treats an upload reply whose URL the allow-list refuses as a failed upload, and never sends it', async () => {
    demo.server.use(
      http.post(UPLOAD_PATH, () => HttpResponse.json({ code: '00', message: 'ok', data: { url: 'javascript:alert(1)' } }), { once: true }),
    );
    await openForm('problemType=2&orderNo=ORD174D');
    await app!.user.upload(screen.getByTestId<HTMLInputElement>('problemImage-file'), [png('receipt.png')]);
    await waitFor(() => expect(getToastText()).toBe('Upload failed'));
    expect(screen.getByText('Not uploaded')).toBeTruthy();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    // The next try gets a proper URL from the demo server.
    await app!.user.click(screen.getByRole('button', { name: 'Retry photo 1' }));
    await waitFor(() => expect(document.querySelectorAll('.eng-upload.is-done')).toHaveLength(1));
  });

  it('shows the server message when the complaint is refused and stays on the form', async () => {
    await openForm('problemType=1&problemSonType=12&orderNo=ORD200');
    await app!.user.type(screen.getByLabelText('Description'), 'Collector was rude.');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(getToastText()).toBe('This order does not support collection complaints.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app!.location()).toMatch(/^\/complainPageNext\?/);
  });
});

describe('complaint list /complaintList', () => {
  it('shows the tabs of res.tabs and each item with time, type and content; a tap opens its details', async () => {
    app = renderApp(`/complaintList?${SESSION_QUERY}`);
    await waitForTitle('My complaints');
    const list = demo.requests().find((request) => request.path === '/currentlyer/user-problem/problem-list');
    expect(list?.method).toBe('POST');
    expect(list?.query).toMatchObject({ sessionId: 'sess-1' });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Processing', 'Completed']);
    const first = screen.getByRole('button', { name: /^Repayment issue \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} I paid / });
    expect(first.textContent).toContain('I paid ₱1,400.00 through GCash');
    await app.user.click(screen.getByRole('tab', { name: 'Completed' }));
    const completed = await screen.findByRole('button', { name: /^Collection · Too many calls or messages / });
    expect(screen.queryByText(/I paid ₱1,400.00/)).toBeNull();
    expect(screen.getByRole('button', { name: /^Account / })).toBeTruthy();
    await app.user.click(completed);
    await waitFor(() => expect(app!.location()).toMatch(/^\/complainDetails\?/));
    expect(app.query()).toMatchObject({ problemId: '1002', sessionId: 'sess-1' });
  });

  it('says so when a tab has no complaints', async () => {
    demo.state.complaints = demo.state.complaints.filter((complaint) => complaint.completed);
    app = renderApp(`/complaintList?${SESSION_QUERY}`);
    await waitForTitle('My complaints');
    expect(await screen.findByText('No complaints here yet.')).toBeTruthy();
  });
});

describe('complaint details /complainDetails', () => {
  it('shows type, sub type, content with its counter, and the handler’s reply under Process Result', async () => {
    app = renderApp(`/complainDetails?${SESSION_QUERY}&problemId=1003`);
    await waitForTitle('Online service');
    const detail = demo.requests().find((request) => request.path === '/currentlyer/user-problem/problem-detail');
    expect(detail?.method).toBe('POST');
    expect(screen.getByText('Account')).toBeTruthy();
    expect(screen.queryByText('Sub type')).toBeNull();
    const content = demo.state.complaints.find((complaint) => complaint.problemId === 1003)!.content;
    expect(screen.getByText(content)).toBeTruthy();
    expect(screen.getByText(`${content.length}/200`)).toBeTruthy();
    expect(screen.getByText('Process Result')).toBeTruthy();
    expect(screen.getByText(/Your e-mail address has been updated/)).toBeTruthy();
  });

  it('hides Process Result while the handler has not replied, and shows the attached images (tap to enlarge)', async () => {
    app = renderApp(`/complainDetails?${SESSION_QUERY}&problemId=1001`);
    await waitForTitle('Online service');
    expect(screen.getByText('Repayment issue')).toBeTruthy();
    expect(screen.queryByText('Process Result')).toBeNull();
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Your photo' });
    expect(image.src).toMatch(/\/demo-assets\/complaints\/gcash-receipt\.svg$/);
    await app.user.click(screen.getByRole('button', { name: 'Your photo (enlarge)' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('opens the rating modal 3 s after load when isNeedScore ≠ 0; outside taps and Escape do not close it; star n fills 1..n; Send saves the score', async () => {
    const started = Date.now();
    app = renderApp(`/complainDetails?${SESSION_QUERY}&problemId=1002`);
    await waitForTitle('Online service');
    expect(screen.getByText('Too many calls or messages')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Please rate this service' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);

    await app.user.keyboard('{Escape}');
    await app.user.click(document.querySelector('.eng-backdrop') as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Please rate this service' })).toBeTruthy();

    await app.user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((star) => star.classList.contains('is-filled')),
    ).toEqual([true, true, true, true, false]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(getToastText()).toBe('Successful demonstration!'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [score] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/user-problem/save-score');
    expect(score.method).toBe('POST');
    expect(score.body).toEqual({ score: '4', problemId: '1002' });
    expect(demo.state.complaints.find((complaint) => complaint.problemId === 1002)).toMatchObject({ score: 4, isNeedScore: 0 });
  });

  it('Send without a star asks for one; Cancel closes without sending', async () => {
    app = renderApp(`/complainDetails?${SESSION_QUERY}&problemId=1002`);
    const dialog = await screen.findByRole('dialog', { name: 'Please rate this service' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(getToastText()).toBe('Please select a rating');
    await app.user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(demo.requests().some((request) => request.path.endsWith('/save-score'))).toBe(false);
  });

  it('a failed score shows the server message and keeps the modal open', async () => {
    demo.server.use(
      http.post('*/currentlyer/user-problem/save-score', () =>
        HttpResponse.json({ code: '01', message: 'Rating is closed for this complaint.', data: null }),
      ),
    );
    app = renderApp(`/complainDetails?${SESSION_QUERY}&problemId=1002`);
    const dialog = await screen.findByRole('dialog', { name: 'Please rate this service' });
    await app.user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(getToastText()).toBe('Rating is closed for this complaint.'));
    expect(screen.getByRole('dialog', { name: 'Please rate this service' })).toBeTruthy();
  });

  // The page's clock is moved past the 3 s the rating waits for, rather than the test waiting it out;
  // the same clock opens it when isNeedScore is 1, so the move is long enough.
  it.each([
    ['never opens the modal when isNeedScore is 0', '1003', false],
    ['opens it on the same clock when isNeedScore is 1', '1002', true],
  ])('%s', async (_name, problemId, opens) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      app = renderApp(`/complainDetails?${SESSION_QUERY}&problemId=${problemId}`);
      await waitForTitle('Online service');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3_300);
      });
      expect(screen.queryByRole('dialog', { name: 'Please rate this service' }) !== null).toBe(opens);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('complaint entry /toThe', () => {
  it('leads to the complaint home, the complaint list and customer service', async () => {
    app = renderApp(`/toThe?${SESSION_QUERY}&orderId=ORD174D`);
    await waitForTitle('Online service');
    expect(screen.getByText(/within 3 working days/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^My complaints / })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Customer service / })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: /^Submit a complaint / }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/complainPage\?/));
    expect(app.query()).toMatchObject({ orderId: 'ORD174D', sessionId: 'sess-1' });
    await screen.findByText('Question type');
  });
});
