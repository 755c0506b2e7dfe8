// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { createHttpClients } from '../../../../src/app/api/http-clients.ts';
import { withDemoServer } from '../../../setup/msw.ts';

// The app's own client (SPEC §7): XMLHttpRequest in jsdom, relative URLs, session in the query,
// the `building` header from the session.
const client = createHttpClients({ getSession: () => ({ building: 'b-1' }) }).one;
const post = (url: string, data: URLSearchParams | FormData) => client.request({ method: 'POST', url, data });

describe('withDemoServer', () => {
  const demo = withDemoServer();

  it('answers a form post in jsdom and records what was sent', async () => {
    const reply = await post(
      '/currentlyer/v3/bind-card/bind-card-new?sessionId=demo-session&userId=10001',
      new URLSearchParams({ product_id: '1', channelNumber: '90006', walletAccount: '09171234567' }),
    );

    expect(reply).toMatchObject({ status: 200, data: { code: 0 } });
    const [sent] = await demo.settledRequests();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/currentlyer/v3/bind-card/bind-card-new',
      query: { sessionId: 'demo-session', userId: '10001' },
      body: { product_id: '1', channelNumber: '90006', walletAccount: '09171234567' },
    });
    expect(sent.headers.building).toBe('b-1');
    expect(sent.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('starts each test from the seed state with no recorded requests', () => {
    expect(demo.state.lastBind).toBeNull();
    expect(demo.requests()).toEqual([]);
  });

  it('records a multipart upload as fields and a file summary', async () => {
    const form = new FormData();
    form.append('problemImage', new File([new Uint8Array([1, 2, 3])], 'receipt.png', { type: 'image/png' }));

    const reply = await post('/currentlyer/user-problem/upload-problem-img', form);

    expect(reply).toMatchObject({ status: 200, data: { code: '00' } });
    const [sent] = await demo.settledRequests();
    // jsdom's XMLHttpRequest, as msw intercepts it, passes the file's type and bytes but names it "blob".
    expect(sent.body.problemImage).toMatchObject({ type: 'image/png', size: 3 });
  });
});
