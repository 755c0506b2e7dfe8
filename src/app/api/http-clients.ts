import axios, { type AxiosInstance } from 'axios';

import type { Session } from '../session/session.ts';
import type { HttpClientName } from './endpoints.ts';

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
}

// The back end reads these headers from the same-named session parameters, empty when absent: client
// "one" sends `building` and `gather`, client "two" `swift` and `eyes`.
const SESSION_HEADERS: Record<HttpClientName, ReadonlyArray<'building' | 'gather' | 'swift' | 'eyes'>> = {
  one: ['building', 'gather'],
  two: ['swift', 'eyes'],
};

// The content type of form values: client "one" names the charset, client "two" does not (each
// back end expects its own). A multipart body gets the browser's boundary instead (axios drops
// the header for FormData); a GET has no body and so no content type.
const FORM_CONTENT_TYPE: Record<HttpClientName, string> = {
  one: 'application/x-www-form-urlencoded;charset=utf-8',
  two: 'application/x-www-form-urlencoded',
};

/**
 * The two API clients, two axios instances on the XMLHttpRequest adapter (which reports upload
 * progress). Each carries its content type and, in a request interceptor, the session headers of
 * the moment the request leaves (the developer test page may change the session mid-visit). Every
 * HTTP status resolves: what counts as a failure is the app's rule (create-api.ts), not axios's.
 */
export function createHttpClients({ getSession }: HttpClientOptions): HttpClients {
  const create = (name: HttpClientName): HttpClient => {
    const instance = createInstance(name, getSession);
    return { request: (request) => send(instance, request) };
  };
  return { one: create('one'), two: create('two') };
}

function createInstance(name: HttpClientName, getSession: () => Session): AxiosInstance {
  const instance = axios.create({
    adapter: 'xhr',
    timeout: HTTP_TIMEOUT_MS,
    validateStatus: () => true,
    // The API knows the borrower by the session parameters, never by a cookie: no XSRF cookie is
    // read. Reading it goes through the browser's asynchronous cookie store, which would hold every
    // request back a task.
    withXSRFToken: false,
    headers: {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': FORM_CONTENT_TYPE[name],
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  // Synchronous, so the request leaves in the same task as the call: the route start's first calls
  // go on the wire before the scripts and pictures it asks for right after them (an asynchronous
  // interceptor let those take the page's six connections first, and a call waited for one).
  instance.interceptors.request.use(
    (config) => {
      const session = getSession();
      for (const header of SESSION_HEADERS[name]) config.headers.set(header, session[header] ?? '');
      return config;
    },
    undefined,
    { synchronous: true },
  );
  return instance;
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
