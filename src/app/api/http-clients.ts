import axios, { AxiosError, type AxiosInstance, type AxiosResponse, CanceledError, type InternalAxiosRequestConfig } from 'axios';

import type { MessageLocale } from '../messages/create-messages.ts';
import type { Session } from '../session/session.ts';
import { takeEarlyRequest } from './early-requests.ts';
import type { HttpClientName } from './endpoints.ts';
import { COMMON_HEADERS, FORM_CONTENT_TYPE, SESSION_HEADERS, toAcceptLanguage, toSessionHeaders } from './request-headers.ts';

// Both clients give up after 60 s: axios's own timeout, and create-api's deadline (which also
// covers the reply check's code) ends the request at the same moment.
export const HTTP_TIMEOUT_MS = 60_000;

export interface HttpRequest {
  method: string;
  url: string;
  /** Form values (URL-encoded) or a multipart body; none for a GET. */
  data?: URLSearchParams | FormData;
  signal?: AbortSignal;
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
}

interface HttpResponse {
  status: number;
  /** The reply parsed as JSON, or its text when it is not JSON. */
  data: unknown;
}

/** The request never got an HTTP reply: offline, refused, timed out, aborted. */
export class TransportError extends Error {
  // Not a class field: at the build's target a field costs every page a helper.
  constructor(message?: string) {
    super(message);
    this.name = 'TransportError';
  }
}

interface HttpClient {
  /** Settles with every HTTP status (create-api decides what a failure is); rejects with TransportError only. */
  request: (request: HttpRequest) => Promise<HttpResponse>;
}

export type HttpClients = Record<HttpClientName, HttpClient>;

export interface HttpClientOptions {
  getSession: () => Session;
  /** The language the borrower reads (default English): every request says it in `Accept-Language`. */
  locale?: MessageLocale;
}

/**
 * The two API clients, two axios instances on the XMLHttpRequest adapter (which reports upload
 * progress). Each carries its content type, the borrower's language and, in a request interceptor, the session headers of
 * the moment the request leaves (the developer test page may change the session mid-visit). Every
 * HTTP status resolves: what counts as a failure is the app's rule (create-api.ts), not axios's.
 */
export function createHttpClients({ getSession, locale = 'en' }: HttpClientOptions): HttpClients {
  const create = (name: HttpClientName): HttpClient => {
    const instance = createInstance(name, getSession, toAcceptLanguage(locale));
    return { request: (request) => send(instance, request) };
  };
  return { one: create('one'), two: create('two') };
}

function createInstance(name: HttpClientName, getSession: () => Session, language: string): AxiosInstance {
  const xhr = axios.getAdapter('xhr');
  const instance = axios.create({
    // A request the page's early script sent already (its first calls, src/app/api/early-requests.ts)
    // is taken over here: its reply goes through the same checks, and no second request leaves.
    adapter: (config) => takeEarlyReply(name, config) ?? xhr(config),
    timeout: HTTP_TIMEOUT_MS,
    validateStatus: () => true,
    // The API knows the borrower by the session parameters, never by a cookie: no XSRF cookie is
    // read. Reading it goes through the browser's asynchronous cookie store, which would hold every
    // request back a task.
    withXSRFToken: false,
    headers: { ...COMMON_HEADERS, 'Accept-Language': language, 'Content-Type': FORM_CONTENT_TYPE[name] },
  });
  // Synchronous, so the request leaves in the same task as the call: the route start's first calls
  // go on the wire before the scripts and pictures it asks for right after them (an asynchronous
  // interceptor let those take the page's six connections first, and a call waited for one).
  instance.interceptors.request.use(
    (config) => {
      const session = getSession();
      for (const [header, value] of Object.entries(toSessionHeaders(name, session))) config.headers.set(header, value);
      return config;
    },
    undefined,
    { synchronous: true },
  );
  return instance;
}

/**
 * The reply of the identical request the early script sent (same method, address, body, session
 * and language headers, the page still at the address it was sent from), as the XMLHttpRequest adapter would
 * give it: its text, for axios to parse as usual. Each early request has one taker. A failed one
 * fails as a request of the adapter would: a network error, or the caller's abort.
 */
function takeEarlyReply(client: HttpClientName, config: InternalAxiosRequestConfig): Promise<AxiosResponse> | undefined {
  // A form body is a string by now (axios's transformRequest); a multipart upload is never sent early.
  const data: unknown = config.data;
  if (data !== undefined && typeof data !== 'string') return undefined;
  const headers = Object.fromEntries(
    [...SESSION_HEADERS[client], 'Accept-Language'].map((header) => [header, String(config.headers.get(header) ?? '')]),
  );
  const early = takeEarlyRequest({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body: data, headers });
  if (!early) return undefined;
  const { signal } = config;
  return new Promise<AxiosResponse>((resolve, reject) => {
    const onAbort = () => reject(new CanceledError(undefined, undefined, config));
    if (signal?.aborted) onAbort();
    signal?.addEventListener?.('abort', onAbort, { once: true });
    early.then(
      ({ status, text }) => resolve({ data: text, status, statusText: '', headers: {}, config }),
      () => reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
    );
  });
}

async function send(instance: AxiosInstance, request: HttpRequest): Promise<HttpResponse> {
  const { onUploadProgress } = request;
  try {
    const response = await instance.request<unknown>({
      method: request.method,
      url: request.url,
      data: request.data,
      signal: request.signal,
      onUploadProgress: onUploadProgress && ((event) => onUploadProgress(event.loaded, event.total)),
    });
    return { status: response.status, data: response.data };
  } catch (error) {
    // With every status resolved, axios rejects only when no reply came: offline, refused, the
    // timeout, or the caller's abort.
    throw new TransportError(
      axios.isCancel(error) ? 'aborted' : axios.isAxiosError(error) ? (error.code ?? 'network error') : 'network error',
    );
  }
}
