// The first calls index.html's early script sends (src/app/api/early-requests.ts) and the API client
// that takes them over: the same request, so one request per call, and its reply goes through the
// same checks and failures as any other.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApi } from '../../../../../src/app/api/create-api.ts';
import { sendEarlyRequest, toEarlyRequest } from '../../../../../src/app/api/early-requests.ts';
import { endpoints } from '../../../../../src/app/api/endpoints.ts';
import { captureSession, resetSessionForTests, type Session } from '../../../../../src/app/session/session.ts';
import type { EarlyCall } from '../../../../../src/shared/screen-files.ts';

/** Requests the client sent itself (none when it took an early one). */
let sent: string[] = [];

class SilentXhr {
  readonly upload = { addEventListener: () => undefined, removeEventListener: () => undefined };
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener() {}
  getAllResponseHeaders() {
    return '';
  }
  send() {
    sent.push(this.url);
  }
  abort() {}
}

const ADDRESSES = { apiBase: '', promoBase: '', provider: 'pesoloan' };
const LOAN_DETAILS: EarlyCall = {
  method: 'GET',
  path: endpoints.loanDetails.path,
  client: 'one',
  inQuery: true,
  params: { productId: 'productId', orderId: 'orderId' },
};
const PAGE = '/hasOf?deviceId=d-1&sessionId=s-1&building=bld&productId=7&orderId=ORD1';

const realXhr = globalThis.XMLHttpRequest;
let session: Session;
beforeEach(() => {
  sent = [];
  window.__EARLY_REQUESTS__ = [];
  globalThis.XMLHttpRequest = SilentXhr as unknown as typeof XMLHttpRequest;
  window.history.replaceState(null, '', PAGE);
  session = captureSession(location.search);
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  vi.unstubAllGlobals();
  resetSessionForTests();
  window.history.replaceState(null, '', '/');
});

const reply = (body: string, status = 200) => vi.fn(() => Promise.resolve(new Response(body, { status })));
const api = () => createApi({ config: ADDRESSES, validators: { loanDetailsReply: () => true }, getSession: () => session });
const callLoanDetails = () => api().call('loanDetails', { productId: '7', orderId: 'ORD1' });

describe('an early request', () => {
  it("is the client's own request: the screen's call takes its reply, and sends nothing itself", async () => {
    const fetch = reply('{"code":0,"data":{"orderStatus":174}}');
    vi.stubGlobal('fetch', fetch);
    sendEarlyRequest(toEarlyRequest(LOAN_DETAILS, ADDRESSES, session, location.search, 'en'));
    expect(await callLoanDetails()).toMatchObject({ ok: true, data: { orderStatus: 174 } });
    expect(sent).toEqual([]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      '/currentlyer/v3/loan-details/loan-details?deviceId=d-1&sessionId=s-1&productId=7&orderId=ORD1&building=bld&product_id=7',
    );
    expect(init.headers).toMatchObject({
      building: 'bld',
      gather: '',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': 'en-PH',
    });
  });

  it('says the borrower’s language as the client does: taken only by a client of the same language', async () => {
    vi.stubGlobal('fetch', reply('{"code":0,"data":{"orderStatus":174}}'));
    const request = toEarlyRequest(LOAN_DETAILS, ADDRESSES, session, location.search, 'fil');
    expect(request.headers['Accept-Language']).toBe('fil-PH');
    sendEarlyRequest(request);
    // An English page's client sends its own request: the reply in Filipino is not its reply.
    void callLoanDetails();
    expect(sent).toHaveLength(1);
    const filipino = createApi({
      config: ADDRESSES,
      validators: { loanDetailsReply: () => true },
      getSession: () => session,
      locale: 'fil',
    });
    expect(await filipino.call('loanDetails', { productId: '7', orderId: 'ORD1' })).toMatchObject({ ok: true, data: { orderStatus: 174 } });
    expect(sent).toHaveLength(1);
  });

  it('has one taker: the same call again is sent by the client', async () => {
    vi.stubGlobal('fetch', reply('{"code":0,"data":{}}'));
    sendEarlyRequest(toEarlyRequest(LOAN_DETAILS, ADDRESSES, session, location.search, 'en'));
    await callLoanDetails();
    void callLoanDetails();
    expect(sent).toHaveLength(1);
  });

  it('is not taken by a request with other session headers, nor from another page address', () => {
    vi.stubGlobal('fetch', reply('{"code":0,"data":{}}'));
    sendEarlyRequest(toEarlyRequest(LOAN_DETAILS, ADDRESSES, { ...session, building: 'other' }, location.search, 'en'));
    void callLoanDetails();
    expect(sent).toHaveLength(1);
    sendEarlyRequest(toEarlyRequest(LOAN_DETAILS, ADDRESSES, session, location.search, 'en'));
    window.history.replaceState(null, '', `${PAGE}#moved`);
    void callLoanDetails();
    expect(sent).toHaveLength(2);
  });

  it('that fails fails as the client’s own would: a network failure, a server refusal with its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    sendEarlyRequest(toEarlyRequest(LOAN_DETAILS, ADDRESSES, session, location.search, 'en'));
    expect(await callLoanDetails()).toEqual({ ok: false, kind: 'network' });
    vi.stubGlobal('fetch', reply('{"code":5,"message":"Order not found"}'));
    sendEarlyRequest(toEarlyRequest(LOAN_DETAILS, ADDRESSES, session, location.search, 'en'));
    expect(await callLoanDetails()).toMatchObject({ ok: false, kind: 'server', code: 5, message: 'Order not found' });
    expect(sent).toEqual([]);
  });

  it('puts a POST’s params in its form body, the session in its address', () => {
    const request = toEarlyRequest(
      {
        method: 'POST',
        path: '/api/v2/{provider}/x',
        client: 'two',
        base: 'promo',
        inQuery: false,
        params: { orderId: 'orderId' },
        fixedParams: { scene: '3' },
      },
      { apiBase: '', promoBase: 'https://promo.example.ph', provider: 'lendco' },
      session,
      location.search,
      'en',
    );
    expect(request.url).toBe(
      'https://promo.example.ph/api/v2/lendco/x?deviceId=d-1&sessionId=s-1&productId=7&orderId=ORD1&building=bld&product_id=7',
    );
    expect(request.body).toBe('orderId=ORD1&scene=3');
    expect(request.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded', swift: '', eyes: '' });
  });
});
