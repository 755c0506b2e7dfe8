import { describe, expect, it } from 'vitest';

import { withDemoServer } from '../../../../setup/msw.ts';
import { DEMO_ORIGIN, postForm } from '../demo-client.ts';

const BASE = '/currentlyer/user-problem';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Multipart by hand: under jsdom the global FormData is jsdom's, which Node's fetch does not encode. */
function toMultipart(
  field: string,
  fileName: string,
  type: string,
  bytes: Uint8Array,
): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = '----demo-boundary-7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const encoder = new TextEncoder();
  const body = new Uint8Array([...encoder.encode(head), ...bytes, ...encoder.encode(tail)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('demo complaint handlers', () => {
  const demo = withDemoServer();

  it('lists problem types, the chosen order and other orders with isShow', async () => {
    const reply = await postForm(`${BASE}/problem-init`, {}, { orderId: 'ORD180' });

    expect(reply.data.problemType[0]).toEqual({ title: 'Collection', value: 1 });
    expect(reply.data.problemSonType.length).toBeGreaterThan(0);
    expect(reply.data.orderDetail).toMatchObject({ orderNo: 'ORD180', isShow: 1, status: 'Overdue' });
    const isShowByOrder = Object.fromEntries(
      reply.data.orderList.map((order: { orderNo: string; isShow: number }) => [order.orderNo, order.isShow]),
    );
    expect(isShowByOrder).toMatchObject({ ORD21: 0, ORD200: 0, ORD174D: 1, ORD180: 1 });
  });

  it('names the complaint types and the order’s status in Filipino when the call asks for fil-PH', async () => {
    const reply = await postForm(`${BASE}/problem-init`, {}, { orderId: 'ORD180' }, { 'Accept-Language': 'fil-PH,en;q=0.8' });
    expect(reply.data.problemType.map((type: { title: string }) => type.title)).toEqual([
      'Paniningil',
      'Problema sa pagbabayad',
      'Account',
      'Loan application',
      'Iba pa',
    ]);
    expect(reply.data.problemSonType[0]).toEqual({ title: 'Bastos o nagbabantang maniningil', value: 11 });
    expect(reply.data.orderDetail.list[0].title).toBe('Halaga ng loan');
  });

  it('preselects an order that can take a collection complaint when none is given', async () => {
    const reply = await postForm(`${BASE}/problem-init`, {}, { orderId: '' });

    expect(reply.data.orderDetail.isShow).toBe(1);
    expect(reply.data.orderDetail.list.length).toBeGreaterThan(0);
  });

  it('uploads an evidence image and serves it back', async () => {
    const { body, contentType } = toMultipart('problemImage', 'receipt.png', 'image/png', PNG_BYTES);
    const response = await fetch(`${DEMO_ORIGIN}${BASE}/upload-problem-img`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
    const reply = (await response.json()) as { code: string; data: { url: string } };
    const image = await fetch(`${DEMO_ORIGIN}${reply.data.url}`);

    expect(reply.code).toBe('00');
    expect(reply.data.url).toMatch(/^\/demo-assets\/uploads\/.+\.png$/);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('refuses an upload that is not an image', async () => {
    const { body, contentType } = toMultipart('problemImage', 'notes.txt', 'text/plain', new TextEncoder().encode('hello'));
    const response = await fetch(`${DEMO_ORIGIN}${BASE}/upload-problem-img`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
    const reply = (await response.json()) as { code: string; message: string };

    expect(reply.code).toBe('01');
    expect(reply.message).toContain('image');
  });

  it('shows a saved complaint under Processing in the list, and its details', async () => {
    const saved = await postForm(`${BASE}/problem-save`, {
      problemType: '1',
      problemSonType: '12',
      problemDetail: 'The agent texted my sister about my loan.',
      problemImage: '/demo-assets/uploads/1-a.png,/demo-assets/uploads/2-b.png',
      orderNo: 'ORD174D',
    });
    const list = await postForm(`${BASE}/problem-list`);
    const detail = await postForm(`${BASE}/problem-detail`, { problemId: String(saved.data.problemId) });

    expect(saved.code).toBe(0);
    const processing = list.res.tabs.find((tab: { title: string }) => tab.title === 'Processing');
    expect(processing.list[0]).toMatchObject({ id: saved.data.problemId, type: 'Collection · Contacted my family or friends' });
    expect(detail.data).toMatchObject({
      type: 'Collection',
      sonType: 'Contacted my family or friends',
      content: 'The agent texted my sister about my loan.',
      images: ['/demo-assets/uploads/1-a.png', '/demo-assets/uploads/2-b.png'],
      disposeDetail: '',
      isNeedScore: 0,
    });
  });

  it('refuses a collection complaint on an order that does not support it', async () => {
    const reply = await postForm(`${BASE}/problem-save`, {
      problemType: '1',
      problemSonType: '13',
      problemDetail: 'Calls',
      problemImage: '',
      orderNo: 'ORD200',
    });

    expect(reply).toMatchObject({ code: 1, message: 'This order does not support collection complaints.' });
  });

  it('refuses an empty or over-long description', async () => {
    const empty = await postForm(`${BASE}/problem-save`, {
      problemType: '4',
      problemSonType: '',
      problemDetail: '  ',
      problemImage: '',
      orderNo: '',
    });
    const long = await postForm(`${BASE}/problem-save`, {
      problemType: '4',
      problemSonType: '',
      problemDetail: 'x'.repeat(201),
      problemImage: '',
      orderNo: '',
    });

    expect(empty.message).toBe('Please fill in your comments and suggestions');
    expect(long.code).toBe(1);
  });

  it('sets isNeedScore to 0 after a rating and refuses a second one', async () => {
    const before = await postForm(`${BASE}/problem-detail`, { problemId: '1002' });
    const rated = await postForm(`${BASE}/save-score`, { score: '4', problemId: '1002' });
    const after = await postForm(`${BASE}/problem-detail`, { problemId: '1002' });
    const again = await postForm(`${BASE}/save-score`, { score: '5', problemId: '1002' });

    expect(before.data.isNeedScore).toBe(1);
    expect(before.data.disposeDetail).not.toBe('');
    expect(rated.code).toBe('00');
    expect(after.data.isNeedScore).toBe(0);
    expect(again.code).toBe('01');
    expect(demo.state.complaints.find((complaint) => complaint.problemId === 1002)?.score).toBe(4);
  });

  it('refuses a score outside 1 to 5', async () => {
    const reply = await postForm(`${BASE}/save-score`, { score: '6', problemId: '1002' });

    expect(reply.code).toBe('01');
  });
});
