// The two axios clients as the browser sees them: a recording XMLHttpRequest in place of the
// browser's, so what each request sends, and when, is read directly.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createHttpClients, TransportError } from '../../../../../src/app/api/http-clients.ts';
import type { Session } from '../../../../../src/app/session/session.ts';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

let sent: Sent[] = [];
let last: RecordingXhr | undefined;

class RecordingXhr {
  static readonly DONE = 4;
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response: unknown = '';
  responseURL = '';
  timeout = 0;
  withCredentials = false;
  responseType = '';
  /** The upload's listeners by event type. */
  readonly uploadListeners = new Map<string, (event: ProgressEvent) => void>();
  readonly upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) => this.uploadListeners.set(type, listener),
    removeEventListener: (type: string) => this.uploadListeners.delete(type),
  };
  onloadend: (() => void) | null = null;
  onreadystatechange: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json';
  }
  addEventListener(type: string, listener: (event: ProgressEvent) => void) {
    if (type === 'progress') return;
    (this as unknown as Record<string, unknown>)[`on${type}`] = listener;
  }
  send(body: unknown) {
    sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test drives the request it just sent
    last = this;
  }
  abort() {
    this.onabort?.();
  }
  /** The server's reply. */
  reply(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.response = text;
    this.readyState = 4;
    this.onloadend?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  sent = [];
  last = undefined;
  globalThis.XMLHttpRequest = RecordingXhr as unknown as typeof XMLHttpRequest;
  // Chromium has the asynchronous cookie store (axios reads an XSRF cookie through it when asked to).
  Object.defineProperty(window, 'cookieStore', { value: { get: () => Promise.resolve(null) }, configurable: true });
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  Reflect.deleteProperty(window, 'cookieStore');
});

const SESSION: Session = { sessionId: 's-1', building: 'bld', gather: 'gth', swift: 'swf', eyes: 'eye' };

describe('the two API clients', () => {
  it('sends the request in the same task as the call, so it leaves before anything asked for after it', () => {
    const clients = createHttpClients({ getSession: () => SESSION });
    void clients.one.request({ method: 'GET', url: '/currentlyer/v3/loan-details/loan-details?orderId=1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/currentlyer/v3/loan-details/loan-details?orderId=1' });
  });

  it('gives each client its content type and its session headers, read when the request leaves', () => {
    let session: Session = SESSION;
    const clients = createHttpClients({ getSession: () => session });
    void clients.one.request({ method: 'POST', url: '/a', data: new URLSearchParams({ x: '1' }) });
    session = { ...SESSION, swift: 'swf-2' };
    void clients.two.request({ method: 'POST', url: '/b', data: new URLSearchParams({ y: '2' }) });
    expect(sent[0].headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
      building: 'bld',
      gather: 'gth',
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json, text/plain, */*',
    });
    expect(sent[0].headers).not.toHaveProperty('swift');
    expect(sent[0].body).toBe('x=1');
    expect(sent[1].headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded', swift: 'swf-2', eyes: 'eye' });
    expect(sent[1].headers).not.toHaveProperty('building');
  });

  it('tells the API the language the borrower reads on every request of both clients (English by default)', () => {
    const filipino = createHttpClients({ getSession: () => SESSION, locale: 'fil' });
    void filipino.one.request({ method: 'GET', url: '/a' });
    void filipino.two.request({ method: 'POST', url: '/b', data: new URLSearchParams({ y: '2' }) });
    const english = createHttpClients({ getSession: () => SESSION });
    void english.one.request({ method: 'GET', url: '/c' });
    expect(sent.map((request) => request.headers['accept-language'])).toEqual(['fil-PH', 'fil-PH', 'en-PH']);
  });

  it('sends an empty header for a session value the borrower has not, and no content type on a GET or a photo', () => {
    const clients = createHttpClients({ getSession: () => ({}) });
    void clients.two.request({ method: 'GET', url: '/c' });
    const photo = new FormData();
    photo.append('file', new Blob(['x']), 'a.jpg');
    void clients.one.request({ method: 'POST', url: '/upload', data: photo });
    expect(sent[0].headers).toMatchObject({ swift: '', eyes: '' });
    expect(sent[0].headers).not.toHaveProperty('content-type');
    expect(sent[1].headers).not.toHaveProperty('content-type');
    expect(sent[1].body).toBe(photo);
  });

  it('resolves every HTTP status with the parsed reply, or its text when it is not JSON', async () => {
    const clients = createHttpClients({ getSession: () => SESSION });
    const ok = clients.one.request({ method: 'GET', url: '/ok' });
    last!.reply(200, '{"code":0,"data":{"a":1}}');
    expect(await ok).toEqual({ status: 200, data: { code: 0, data: { a: 1 } } });
    const failed = clients.one.request({ method: 'GET', url: '/down' });
    last!.reply(502, '<html>Bad gateway</html>');
    expect(await failed).toEqual({ status: 502, data: '<html>Bad gateway</html>' });
  });

  it('rejects with a transport error when no reply comes, and when the caller aborts', async () => {
    const clients = createHttpClients({ getSession: () => SESSION });
    const offline = clients.one.request({ method: 'GET', url: '/x' });
    last!.onerror?.(new ProgressEvent('error'));
    await expect(offline).rejects.toBeInstanceOf(TransportError);
    const controller = new AbortController();
    const aborted = clients.two.request({ method: 'GET', url: '/y', signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'TransportError', message: 'aborted' });
  });

  it('reports upload progress as bytes sent and total', async () => {
    const clients = createHttpClients({ getSession: () => SESSION });
    const progress: Array<[number, number | undefined]> = [];
    void clients.one.request({
      method: 'POST',
      url: '/upload',
      data: new FormData(),
      onUploadProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const event = new ProgressEvent('progress', { loaded: 40, total: 100, lengthComputable: true });
    last!.uploadListeners.get('progress')?.(event);
    // axios hands progress on in a microtask.
    await vi.waitFor(() => expect(progress).toEqual([[40, 100]]));
  });
});
