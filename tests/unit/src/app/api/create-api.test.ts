// The API clients made on axios, against msw: headers and content types of both clients, one
// request per identical call, timeouts, cancellation, reply checks and success rules.
// Over 400 lines on purpose: one msw server and one set of fixtures for the clients' whole contract.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { type ApiDeps, createApi } from '../../../../../src/app/api/create-api.ts';
import { HTTP_TIMEOUT_MS } from '../../../../../src/app/api/http-clients.ts';
import { captureSession, resetSessionForTests } from '../../../../../src/app/session/session.ts';
import { createLoadingStore } from '../../../../../src/app/ui/loading-store.ts';
import { compileApiValidators } from './compile-api-schemas.ts';

const ORIGIN = location.origin;
const SESSION_QUERY =
  '?deviceId=dev-123456&userId=user-778899&sessionId=sess-abcdef&mobile=09171234567&platform=android' +
  '&building=bld-token&gather=gth-token&swift=swf-token&eyes=eye-token&productId=42&unknownKey=kept';

const validators = compileApiValidators();
const server = setupServer();

const CARD_INIT_REPLY = {
  code: 0,
  message: 'success',
  data: {
    items: [
      {
        code: 'bankName',
        cate: 'City_Select',
        title: 'Bank',
        subtitle: 'Choose your bank',
        value: '',
        note: [],
        inputType: '',
        cardTypeMi: 0,
        channelNumber: '',
      },
      {
        code: 'accountType',
        cate: 'ENUM',
        title: 'Account type',
        subtitle: 'Please select',
        value: '2',
        note: [
          { name: 'Savings', type: 1 },
          { name: 'Checking', type: '2' },
        ],
        inputType: 'phone',
        cardTypeMi: '1',
        channelNumber: 90006,
      },
      { code: 'cardNo', cate: 'text', inputType: 'bankcard', cardTypeMi: 2 },
      { code: 'birthday', cate: 'calendar' },
    ],
  },
};

function makeApi(overrides: Partial<ApiDeps> = {}) {
  return createApi({
    config: { apiBase: '', promoBase: '', provider: 'pesoloan' },
    validators,
    loading: createLoadingStore(),
    ...overrides,
  });
}

type Captured = { request: Request; url: URL; body: string };

function capture(method: 'get' | 'post', path: string, reply: unknown = { code: 0, message: 'ok', data: {} }) {
  const seen: Captured[] = [];
  server.use(
    http[method](`${ORIGIN}${path}`, async ({ request }) => {
      const body = method === 'post' ? await request.clone().text() : '';
      seen.push({ request, url: new URL(request.url), body });
      return HttpResponse.json(reply as Record<string, unknown>);
    }),
  );
  return seen;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => captureSession(SESSION_QUERY));
afterEach(() => {
  server.resetHandlers();
  resetSessionForTests();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('createApi headers', () => {
  it('sends X-Requested-With, building and gather from the session on client one', async () => {
    const seen = capture('post', '/currentlyer/v3/bind-card/bind-card-new');
    await makeApi().call('bindCardNew', { bankName: 'BDO' });
    const headers = seen[0].request.headers;
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers.get('building')).toBe('bld-token');
    expect(headers.get('gather')).toBe('gth-token');
    expect(headers.get('swift')).toBeNull();
    expect(headers.get('eyes')).toBeNull();
  });

  it('sends the form content type, X-Requested-With, swift and eyes on client two', async () => {
    const seen = capture('post', '/gopia/goya/satire', { code: '00', data: {} });
    await makeApi().call('legacyLoanConfirm', { productId: '42' });
    const headers = seen[0].request.headers;
    expect(headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers.get('swift')).toBe('swf-token');
    expect(headers.get('eyes')).toBe('eye-token');
    expect(headers.get('building')).toBeNull();
  });

  it('sends empty header values when the session lacks them', async () => {
    captureSession('?deviceId=dev-123456');
    const seen = capture('post', '/currentlyer/v3/bind-card/bind-card-new');
    await makeApi().call('bindCardNew', {});
    expect(seen[0].request.headers.get('building')).toBe('');
    expect(seen[0].request.headers.get('gather')).toBe('');
  });
});

describe('createApi query and body', () => {
  it('appends the session parameters to a POST query and sends params form-encoded in the body', async () => {
    const seen = capture('post', '/currentlyer/user-problem/problem-save');
    await makeApi().call('complaintSave', { problemType: 2, problemDetail: 'Late fee & charges', problemImage: ['a.png', 'b.png'] });
    const { url, request, body } = seen[0];
    expect(url.searchParams.get('deviceId')).toBe('dev-123456');
    expect(url.searchParams.get('sessionId')).toBe('sess-abcdef');
    expect(url.searchParams.get('building')).toBe('bld-token');
    expect(url.searchParams.get('productId')).toBe('42');
    expect(url.searchParams.get('product_id')).toBe('42');
    expect(url.searchParams.has('unknownKey')).toBe(false);
    expect(url.searchParams.has('problemDetail')).toBe(false);
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(body);
    expect(form.get('problemType')).toBe('2');
    expect(form.get('problemDetail')).toBe('Late fee & charges');
    expect(form.get('problemImage')).toBe('a.png,b.png');
  });

  it('leaves out a number that is none (NaN, Infinity), in the body and in the query, as an absent value', async () => {
    const posted = capture('post', '/currentlyer/user-problem/problem-save');
    await makeApi().call('complaintSave', {
      problemType: Number.NaN,
      score: Number.POSITIVE_INFINITY,
      problemImage: [Number.NaN, 'b.png'],
      kept: 0,
    });
    const form = new URLSearchParams(posted[0].body);
    expect(form.has('problemType')).toBe(false);
    expect(form.has('score')).toBe(false);
    expect(form.get('problemImage')).toBe(',b.png');
    expect(form.get('kept')).toBe('0');
    expect(posted[0].body).not.toMatch(/NaN|Infinity/);
    const got = capture('get', '/currentlyer/v3/loan-details/loan-details', { code: 0, message: 'ok', data: { orderStatus: 200 } });
    await makeApi().call('loanDetails', { orderId: Number.NEGATIVE_INFINITY, amount: Number.NaN });
    expect(got[0].url.search).not.toMatch(/NaN|Infinity/);
    expect(got[0].url.searchParams.has('orderId')).toBe(false);
  });

  it('puts GET params in the query over the session ones, productId mirrored', async () => {
    const seen = capture('get', '/currentlyer/v3/loan-details/loan-details', {
      code: 0,
      message: 'ok',
      data: { orderStatus: 200 },
    });
    await makeApi().call('loanDetails', { productId: '7', orderId: 'ord-1' });
    const query = seen[0].url.searchParams;
    expect(query.get('productId')).toBe('7');
    expect(query.get('product_id')).toBe('7');
    expect(query.get('orderId')).toBe('ord-1');
    expect(query.get('userId')).toBe('user-778899');
    expect(query.getAll('productId')).toHaveLength(1);
  });

  it('fills productId in the body when only product_id is given', async () => {
    const seen = capture('post', '/currentlyer/v3/bind-card/card-init', CARD_INIT_REPLY);
    await makeApi().call('cardInit', { product_id: 'p-9' });
    const form = new URLSearchParams(seen[0].body);
    expect(form.get('product_id')).toBe('p-9');
    expect(form.get('productId')).toBe('p-9');
  });

  it('sends the spec constants of an endpoint (contact overall=30)', async () => {
    const seen = capture('post', '/currentlyer/v3/personal-center/contact-kf-info', {
      code: 0,
      data: { email: 'help@example.ph', smWa: '639171234567' },
    });
    const result = await makeApi().call('contactInfo', {});
    expect(new URLSearchParams(seen[0].body).get('overall')).toBe('30');
    expect(result).toMatchObject({ ok: true, data: { email: 'help@example.ph' } });
  });

  it('sends repayment-way params in the query with no body, under the provider path', async () => {
    const seen = capture('post', '/api/v1/pesoloan/pesoloan-api/service/loan/repayment-way', {
      code: '00',
      data: { alipay: 1, repayToken: 'tok', bankCards: [{ id: 3, bankName: 'BPI', cardNo: '****1234', bankCode: 'BPI' }] },
    });
    const result = await makeApi().call('repaymentWay', { orderId: 'ord-5' });
    expect(seen[0].url.searchParams.get('orderId')).toBe('ord-5');
    expect(seen[0].url.searchParams.get('deviceId')).toBe('dev-123456');
    expect(seen[0].body).toBe('');
    expect(result).toMatchObject({ ok: true, data: { repayToken: 'tok' } });
  });

  it('sends promotion calls to promoBase', async () => {
    const seen: URL[] = [];
    server.use(
      http.get('https://promo.example.ph/api/v2/pesoloan/promotion/get-sid', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ code: 0, data: { sid: 'sid-1' } });
      }),
    );
    const api = makeApi({ config: { apiBase: '', promoBase: 'https://promo.example.ph', provider: 'pesoloan' } });
    const result = await api.call('promotionSid', {});
    expect(result).toMatchObject({ ok: true, data: { sid: 'sid-1' } });
    expect(seen[0].searchParams.get('deviceId')).toBe('dev-123456');
  });

  it('answers the captcha as an image URL with the sid and session, without fetching', async () => {
    const result = await makeApi().call('promotionCaptcha', { sid: 'sid-1' });
    expect(result.ok).toBe(true);
    const url = new URL((result as { data: { url: string } }).data.url, ORIGIN);
    expect(url.pathname).toBe('/api/v2/pesoloan/promotion/get-captcha');
    expect(url.searchParams.get('sid')).toBe('sid-1');
    expect(url.searchParams.get('deviceId')).toBe('dev-123456');
  });
});

describe('createApi success rules', () => {
  it.each([0, '0'])('accepts code %j on a code-0 endpoint', async (code) => {
    capture('post', '/currentlyer/v3/bind-card/bind-card-new', { code, message: 'saved', data: null });
    await expect(makeApi().call('bindCardNew', {})).resolves.toMatchObject({ ok: true, message: 'saved' });
  });

  it('fails a code-0 endpoint on another code and keeps the server message as text', async () => {
    capture('post', '/currentlyer/v3/bind-card/bind-card-new', { code: 1001, message: 'Card number is invalid' });
    await expect(makeApi().call('bindCardNew', {})).resolves.toEqual({
      ok: false,
      kind: 'server',
      code: 1001,
      message: 'Card number is invalid',
    });
  });

  it('accepts "00" and refuses 0 on a double-zero endpoint', async () => {
    capture('post', '/currentlyer/user-problem/save-score', { code: '00', message: 'ok' });
    await expect(makeApi().call('complaintScore', { score: 5, problemId: 'p1' })).resolves.toMatchObject({ ok: true });
    server.resetHandlers();
    capture('post', '/currentlyer/user-problem/save-score', { code: 0, message: 'ok' });
    await expect(makeApi().call('complaintScore', { score: 4, problemId: 'p1' })).resolves.toMatchObject({
      ok: false,
      kind: 'server',
      code: 0,
    });
  });

  it('reports the repay-confirm server codes unchanged for the screen to map', async () => {
    capture('post', '/api/v1/pesoloan/pesoloan-api/service/loan/repayment-confirm', { code: '800006', message: 'bad' });
    await expect(makeApi().call('repaymentConfirm', { verifyCode: '123456' })).resolves.toMatchObject({
      ok: false,
      kind: 'server',
      code: '800006',
    });
  });

  it('acts only on success true on a flag endpoint', async () => {
    capture('post', '/currentlyer/v3/loan-confirm/loan-detail-push', {
      success: true,
      data: { lendDetailsUrl: 'https://h5.example.ph/lend' },
    });
    await expect(makeApi().call('loanSubmit', { amount: 100000 })).resolves.toMatchObject({
      ok: true,
      data: { lendDetailsUrl: 'https://h5.example.ph/lend' },
    });
    server.resetHandlers();
    capture('post', '/currentlyer/v3/loan-confirm/loan-detail-push', { success: false, code: 0, message: 'no' });
    await expect(makeApi().call('loanSubmit', { amount: 200000 })).resolves.toMatchObject({ ok: false, kind: 'server' });
  });

  it('settles an HTTP error status as a server failure', async () => {
    server.use(http.post(`${ORIGIN}/currentlyer/v3/bind-card/bind-card-new`, () => new HttpResponse('oops', { status: 502 })));
    await expect(makeApi().call('bindCardNew', {})).resolves.toEqual({ ok: false, kind: 'server', code: 502 });
  });
});

describe('createApi failures settle', () => {
  it('keeps the 60 s timeout as its default', () => {
    expect(HTTP_TIMEOUT_MS).toBe(60_000);
  });

  it('settles a timed-out call as { ok: false, kind: "timeout" }', async () => {
    server.use(
      http.post(`${ORIGIN}/currentlyer/v3/bind-card/bind-card-new`, async () => {
        await delay(500);
        return HttpResponse.json({ code: 0 });
      }),
    );
    await expect(makeApi({ timeoutMs: 50 }).call('bindCardNew', {})).resolves.toEqual({ ok: false, kind: 'timeout' });
  });

  it('settles a network error as { ok: false, kind: "network" }', async () => {
    server.use(http.post(`${ORIGIN}/currentlyer/v3/bind-card/bind-card-new`, () => HttpResponse.error()));
    await expect(makeApi().call('bindCardNew', {})).resolves.toEqual({ ok: false, kind: 'network' });
  });

  it('answers an unknown endpoint without a request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = makeApi();
    await expect(api.call('noSuchCall', {})).resolves.toEqual({ ok: false, kind: 'unknown-endpoint' });
    // A name on Object.prototype is no endpoint either.
    await expect(api.call('toString', {})).resolves.toEqual({ ok: false, kind: 'unknown-endpoint' });
  });

  it('turns a reply failing its schema into invalid-reply and warns with the path, never the session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    capture('post', '/currentlyer/v3/bind-card/card-init', { code: 0, data: { items: [{ code: 'x', cate: 5 }] } });
    await expect(makeApi().call('cardInit', {})).resolves.toMatchObject({ ok: false, kind: 'invalid-reply' });
    const logged = warn.mock.calls.flat().join(' ');
    expect(logged).toContain('cardInit');
    expect(logged).toContain('/data/items/0/cate');
    for (const secret of ['dev-123456', 'sess-abcdef', 'bld-token', 'user-778899']) expect(logged).not.toContain(secret);
  });

  it('turns a non-JSON reply into invalid-reply', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post(`${ORIGIN}/currentlyer/v3/bind-card/bind-card-new`, () => HttpResponse.text('<html>')));
    await expect(makeApi().call('bindCardNew', {})).resolves.toMatchObject({ ok: false, kind: 'invalid-reply' });
  });

  it('loads lazily given validators once for every call, and still checks each reply', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async () => validators);
    const api = makeApi({ validators: load });
    capture('post', '/currentlyer/v3/bind-card/card-init', CARD_INIT_REPLY);
    const [first, second] = await Promise.all([api.call('cardInit', {}), api.call('cardInit', { cardType: 2 })]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true });
    capture('post', '/currentlyer/v3/bind-card/card-init', { code: 0, data: { items: [{ code: 'x' }] } });
    await expect(api.call('cardInit', {})).resolves.toMatchObject({ ok: false, kind: 'invalid-reply' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('cardInitReply');
  });

  it("loads each endpoint's own check by name, and no other endpoint's", async () => {
    const load = vi.fn(async () => validators);
    const api = makeApi({ validators: load });
    capture('post', '/currentlyer/v3/bind-card/card-init', CARD_INIT_REPLY);
    capture('post', '/currentlyer/v3/bind-card/bind-card-new', { code: 0, message: 'ok' });
    await expect(api.call('cardInit', {})).resolves.toMatchObject({ ok: true });
    expect(load.mock.calls).toEqual([['cardInitReply']]);
    await expect(api.call('bindCardNew', {})).resolves.toMatchObject({ ok: true });
    await expect(api.call('cardInit', {})).resolves.toMatchObject({ ok: true });
    expect(load.mock.calls).toEqual([['cardInitReply'], ['codeReply']]);
  });

  it('settles as a network failure when the validators fail to load, and loads them again on the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(validators);
    const api = makeApi({ validators: load });
    capture('post', '/currentlyer/v3/bind-card/card-init', CARD_INIT_REPLY);
    await expect(api.call('cardInit', {})).resolves.toMatchObject({ ok: false, kind: 'network' });
    await expect(api.call('cardInit', {})).resolves.toMatchObject({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads a reply with its endpoint's reader, loaded beside the request once; a reader that fails to load settles as a network failure and loads again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = (reply: Record<string, unknown>) => ({ read: reply.data });
    const loadToData = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(read);
    const api = makeApi({ endpoints: { lazyRead: { method: 'POST', path: '/lazy-read', client: 'one', success: 'zero', loadToData } } });
    capture('post', '/lazy-read', { code: 0, data: { items: [1] } });
    await expect(api.call('lazyRead', {})).resolves.toMatchObject({ ok: false, kind: 'network' });
    await expect(api.call('lazyRead', {})).resolves.toMatchObject({ ok: true, data: { read: { items: [1] } } });
    await expect(api.call('lazyRead', { again: 1 })).resolves.toMatchObject({ ok: true, data: { read: { items: [1] } } });
    expect(loadToData).toHaveBeenCalledTimes(2);
  });

  it('settles as a timeout when the validators stall past the deadline', async () => {
    capture('post', '/currentlyer/v3/bind-card/card-init', CARD_INIT_REPLY);
    const api = makeApi({ validators: () => new Promise(() => {}), timeoutMs: 50 });
    await expect(api.call('cardInit', {})).resolves.toEqual({ ok: false, kind: 'timeout' });
  });

  it('fails closed when the compiled validator of an endpoint is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    capture('post', '/currentlyer/v3/bind-card/card-init', CARD_INIT_REPLY);
    await expect(makeApi({ validators: {} }).call('cardInit', {})).resolves.toMatchObject({
      ok: false,
      kind: 'invalid-reply',
    });
  });
});

describe('createApi in-flight guard', () => {
  it('sends one request for an identical POST while the first is in flight', async () => {
    let requests = 0;
    server.use(
      http.post(`${ORIGIN}/api/v1/pesoloan/pesoloan-api/service/loan/repayment-commit`, async () => {
        requests += 1;
        await delay(30);
        return HttpResponse.json({ code: '00', data: { needValid: 1, repayRecordId: 'r1' } });
      }),
    );
    const api = makeApi();
    const params = { amount: 5000, cardId: 3, sendMsg: 0 };
    const first = api.call('repaymentCommit', params);
    const second = api.call('repaymentCommit', { sendMsg: 0, cardId: 3, amount: 5000 });
    expect(second).toBe(first);
    await expect(first).resolves.toMatchObject({ ok: true, data: { needValid: 1 } });
    expect(requests).toBe(1);

    await api.call('repaymentCommit', params);
    expect(requests).toBe(2);
  });

  it('sends both when the params differ', async () => {
    const seen = capture('post', '/currentlyer/v3/bind-card/bind-card-new');
    const api = makeApi();
    await Promise.all([api.call('bindCardNew', { cardNo: '1' }), api.call('bindCardNew', { cardNo: '2' })]);
    expect(seen).toHaveLength(2);
  });
});

describe('createApi upload', () => {
  it('uploads one file as multipart with the session in the query', async () => {
    const seen: Array<{ contentType: string | null; file: FormDataEntryValue | null; url: URL }> = [];
    server.use(
      http.post(`${ORIGIN}/currentlyer/user-problem/upload-problem-img`, async ({ request }) => {
        const form = await request.formData();
        seen.push({ contentType: request.headers.get('content-type'), file: form.get('problemImage'), url: new URL(request.url) });
        return HttpResponse.json({ code: '00', data: { url: 'https://cdn.example.ph/1.png' } });
      }),
    );
    const file = new File(['png-bytes'], 'receipt.png', { type: 'image/png' });
    const result = await makeApi().upload('complaintImageUpload', 'problemImage', file);
    expect(result).toMatchObject({ ok: true, data: { url: 'https://cdn.example.ph/1.png' } });
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    // Neither the file name nor `instanceof Blob` is asserted: jsdom's FormData crosses into
    // undici's realm on the way into the interceptor and loses the name there.
    expect(await (seen[0].file as Blob).text()).toBe('png-bytes');
    expect(seen[0].url.searchParams.get('sessionId')).toBe('sess-abcdef');
  });

  it('reports the bytes sent as the body goes out, up to the whole body', async () => {
    capture('post', '/currentlyer/user-problem/upload-problem-img', { code: '00', data: { url: 'a.jpg' } });
    const progress: Array<[number, number]> = [];
    const file = new File([new Uint8Array(200_000)], 'photo.jpg', { type: 'image/jpeg' });
    const result = await makeApi().upload('complaintImageUpload', 'problemImage', file, {
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(result).toMatchObject({ ok: true });
    expect(progress.length).toBeGreaterThan(0);
    const [sent, total] = progress.at(-1)!;
    // The multipart body: the file plus its part headers and boundaries.
    expect(total).toBeGreaterThan(200_000);
    expect(sent).toBe(total);
  });

  it('settles a cancelled upload as a network failure', async () => {
    server.use(
      http.post(`${ORIGIN}/currentlyer/user-problem/upload-problem-img`, async () => {
        await delay(5_000);
        return HttpResponse.json({ code: '00', data: { url: 'late.jpg' } });
      }),
    );
    const cancel = new AbortController();
    const pending = makeApi().upload('complaintImageUpload', 'problemImage', new Blob(['x']), { signal: cancel.signal });
    setTimeout(() => cancel.abort(), 20);
    expect(await pending).toEqual({ ok: false, kind: 'network' });
  });

  it('fails an upload whose code is not "00"', async () => {
    capture('post', '/currentlyer/user-problem/upload-problem-img', { code: 0, message: 'too large' });
    const result = await makeApi().upload('complaintImageUpload', 'problemImage', new Blob(['x']));
    expect(result).toEqual({ ok: false, kind: 'server', code: 0, message: 'too large' });
  });
});

describe('createApi loading overlay', () => {
  it('shows while a call with loading text runs and hides when it settles, even on failure', async () => {
    const loading = createLoadingStore();
    server.use(
      http.post(`${ORIGIN}/currentlyer/v3/bind-card/bind-card-new`, async () => {
        await delay(20);
        return HttpResponse.error();
      }),
    );
    const pending = makeApi({ loading }).call('bindCardNew', {}, { loadingText: 'loading...' });
    expect(loading.getSnapshot()).toEqual({ visible: true, text: 'loading...' });
    await pending;
    expect(loading.getSnapshot().visible).toBe(false);
  });

  it('shows nothing for a call without loading text', async () => {
    const loading = createLoadingStore();
    capture('post', '/currentlyer/v3/bind-card/bind-card-new');
    const pending = makeApi({ loading }).call('bindCardNew', {});
    expect(loading.getSnapshot().visible).toBe(false);
    await pending;
  });
});

describe('card-init edge renaming', () => {
  it('renames the server item fields and normalises kind and input type', async () => {
    capture('post', '/currentlyer/v3/bind-card/card-init', CARD_INIT_REPLY);
    const result = await makeApi().call('cardInit', { product_id: '42' });
    expect(result.ok).toBe(true);
    const { items } = (result as { data: { items: unknown[] } }).data;
    expect(items).toEqual([
      {
        code: 'bankName',
        kind: 'citySelect',
        inputType: 'digits',
        title: 'Bank',
        placeholder: 'Choose your bank',
        value: '',
        options: [],
        cardType: 0,
        channelNumber: '',
      },
      {
        code: 'accountType',
        kind: 'enum',
        inputType: 'phone',
        title: 'Account type',
        placeholder: 'Please select',
        value: '2',
        options: [
          { label: 'Savings', value: '1' },
          { label: 'Checking', value: '2' },
        ],
        cardType: 1,
        channelNumber: '90006',
      },
      {
        code: 'cardNo',
        kind: 'text',
        inputType: 'bankCard',
        title: '',
        placeholder: '',
        value: '',
        options: [],
        cardType: 2,
        channelNumber: '',
      },
      {
        code: 'birthday',
        kind: 'calendar',
        inputType: 'digits',
        title: '',
        placeholder: '',
        value: '',
        options: [],
        cardType: 0,
        channelNumber: '',
      },
    ]);
  });
});

describe('createApi calls sent early (before the screen that makes them runs)', () => {
  it('hands the reply to the first identical call instead of sending it again', async () => {
    const seen = capture('post', '/currentlyer/v3/bind-card/bind-card-new', { code: 0, message: 'ok', data: { bound: 1 } });
    const api = makeApi();
    void api.callEarly('bindCardNew', { bankName: 'BDO', amount: 5 });
    const result = await api.call('bindCardNew', { amount: '5', bankName: 'BDO' });
    expect(result).toMatchObject({ ok: true, data: { bound: 1 } });
    expect(seen.length).toBe(1);
    // The early request is the screen's own: the session in the query, the params in the body.
    expect(seen[0].url.searchParams.get('sessionId')).toBe('sess-abcdef');
    expect(new URLSearchParams(seen[0].body).get('bankName')).toBe('BDO');
  });

  it('hands it over once: a later identical call is sent', async () => {
    const seen = capture('get', '/api/v2/pesoloan/promotion/get-sid', { code: 0, message: 'ok', data: { sid: 's1' } });
    const api = makeApi();
    void api.callEarly('promotionSid', {});
    await api.call('promotionSid', {});
    await api.call('promotionSid', {});
    expect(seen).toHaveLength(2);
  });

  it('is not handed to a call with other params, nor after the page moved to another address', async () => {
    const seen = capture('post', '/currentlyer/v3/bind-card/bind-card-new');
    const api = makeApi();
    void api.callEarly('bindCardNew', { bankName: 'BDO' });
    await api.call('bindCardNew', { bankName: 'BPI' });
    expect(seen).toHaveLength(2);

    const start = location.href;
    void api.callEarly('bindCardNew', { bankName: 'UCPB' });
    history.pushState(null, '', '/elsewhere');
    try {
      await api.call('bindCardNew', { bankName: 'UCPB' });
    } finally {
      history.replaceState(null, '', start);
    }
    expect(seen).toHaveLength(4);
  });

  it('sent for the page the router is about to show, it is handed over once the page is at that address', async () => {
    const seen = capture('get', '/api/v2/pesoloan/promotion/get-sid', { code: 0, message: 'ok', data: { sid: 's2' } });
    const api = makeApi();
    const start = location.href;
    const next = new URL('/complaintList?orderId=9', start).href;
    void api.callEarly('promotionSid', {}, undefined, { pageHref: next });
    // Asked again for the same page before it shows (the first page's route start and the router): one request.
    void api.callEarly('promotionSid', {}, undefined, { pageHref: next });
    history.pushState(null, '', next);
    try {
      expect(await api.call('promotionSid', {})).toMatchObject({ ok: true, data: { sid: 's2' } });
    } finally {
      history.replaceState(null, '', start);
    }
    expect(seen).toHaveLength(1);
  });

  it('ended by its signal (a navigation superseded by another), it is forgotten: the screen sends its own', async () => {
    const seen = capture('get', '/api/v2/pesoloan/promotion/get-sid', { code: 0, message: 'ok', data: { sid: 's3' } });
    const api = makeApi();
    const controller = new AbortController();
    const early = api.callEarly('promotionSid', {}, undefined, { signal: controller.signal });
    controller.abort();
    expect(await early).toMatchObject({ ok: false });
    expect(await api.call('promotionSid', {})).toMatchObject({ ok: true, data: { sid: 's3' } });
    expect(api.callEarly('promotionSid', {}, undefined, { signal: controller.signal })).toBeUndefined();
    expect(seen.length).toBeLessThanOrEqual(2);
    expect(seen.length).toBeGreaterThanOrEqual(1);
  });

  it("shows the taker's loading overlay for the rest of the wait", async () => {
    server.use(
      http.post(`${ORIGIN}/currentlyer/v3/bind-card/bind-card-new`, async () => {
        await delay(50);
        return HttpResponse.json({ code: 0, message: 'ok', data: {} });
      }),
    );
    const loading = createLoadingStore();
    const api = makeApi({ loading });
    void api.callEarly('bindCardNew', {});
    expect(loading.getSnapshot().visible).toBe(false);
    const pending = api.call('bindCardNew', {}, { loadingText: 'Binding…' });
    expect(loading.getSnapshot()).toEqual({ visible: true, text: 'Binding…' });
    await pending;
    expect(loading.getSnapshot().visible).toBe(false);
  });

  it("shows its successful reply's data to the route start before the check has loaded, and only the check decides what the screen gets", async () => {
    capture('get', '/api/v2/pesoloan/service/channel/channel-template', { code: 0, message: 'ok', data: { banner: 42 } });
    let releaseChecks: () => void = () => undefined;
    const checksHeld = new Promise<void>((resolve) => (releaseChecks = resolve));
    const api = makeApi({ validators: (name) => checksHeld.then(() => ({ [name]: () => false })) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unchecked = new Promise<unknown>((resolve) => void api.callEarly('channelTemplate', { templateId: '1' }, resolve));
    await expect(unchecked).resolves.toEqual({ banner: 42 });
    releaseChecks();
    // The reply fails its check: the screen's call gets the failure, not the data.
    await expect(api.call('channelTemplate', { templateId: '1' })).resolves.toMatchObject({ ok: false, kind: 'invalid-reply' });
    expect(warn).toHaveBeenCalled();
  });

  it('shows nothing of a reply that is not a success', async () => {
    capture('get', '/api/v2/pesoloan/service/channel/channel-template', { code: 7, message: 'no', data: { banner: 42 } });
    const seen: unknown[] = [];
    const api = makeApi();
    void api.callEarly('channelTemplate', {}, (data) => seen.push(data));
    await expect(api.call('channelTemplate', {})).resolves.toMatchObject({ ok: false, kind: 'server' });
    expect(seen).toEqual([]);
  });

  it('gives a screen about to start the checked reply once it is in, and hands it over only when taken', async () => {
    const seen = capture('get', '/api/v2/pesoloan/promotion/get-sid', { code: 0, message: 'ok', data: { sid: 's4' } });
    const api = makeApi();
    const early = api.callEarly('promotionSid', {});
    expect(api.settledReply?.('promotionSid', {}, false)).toBeUndefined();
    await early;
    // A look leaves it in place (a render React throws away takes nothing), other params find nothing.
    expect(api.settledReply?.('promotionSid', {}, false)).toMatchObject({ ok: true, data: { sid: 's4' } });
    expect(api.settledReply?.('promotionSid', { other: '1' }, false)).toBeUndefined();
    expect(api.settledReply?.('promotionSid', {}, true)).toMatchObject({ ok: true, data: { sid: 's4' } });
    expect(api.settledReply?.('promotionSid', {}, false)).toBeUndefined();
    // Taken: the next identical call is a request of its own.
    await api.call('promotionSid', {});
    expect(seen).toHaveLength(2);
  });

  it('gives no settled reply after the page moved to another address', async () => {
    capture('get', '/api/v2/pesoloan/promotion/get-sid', { code: 0, message: 'ok', data: { sid: 's5' } });
    const api = makeApi();
    await api.callEarly('promotionSid', {});
    const start = location.href;
    history.pushState(null, '', '/elsewhere');
    try {
      expect(api.settledReply?.('promotionSid', {}, true)).toBeUndefined();
    } finally {
      history.replaceState(null, '', start);
    }
  });

  it('ignores an unknown endpoint', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    void makeApi().callEarly('noSuchEndpoint', {});
    expect(warn).not.toHaveBeenCalled();
  });
});
