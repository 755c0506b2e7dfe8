import type { Session } from '../session/session';
import type { HttpClientName } from './endpoints';

// SPEC §7/§9: both clients time out after 60 s (create-api's deadline ends the request).
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

/** The request never got an HTTP reply: offline, refused, aborted. */
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

// SPEC §7: header values come from the same-named session parameters, empty when absent.
const SESSION_HEADERS: Record<HttpClientName, ReadonlyArray<'building' | 'gather' | 'swift' | 'eyes'>> = {
  one: ['building', 'gather'],
  two: ['swift', 'eyes'],
};

/**
 * The two API clients of SPEC §7 on XMLHttpRequest (which also reports upload progress): the
 * same requests the app sent with axios before, without its 21 KB (gzip) on every page load.
 * Client "one" sends form values as `application/x-www-form-urlencoded;charset=utf-8`, client
 * "two" as `application/x-www-form-urlencoded`; a multipart body gets the browser's boundary.
 */
export function createHttpClients({ getSession }: HttpClientOptions): HttpClients {
  const create = (name: HttpClientName): HttpClient => ({
    request: (request) => send(request, name, getSession()),
  });
  return { one: create('one'), two: create('two') };
}

function send(request: HttpRequest, name: HttpClientName, session: Session): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new TransportError('aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method.toUpperCase(), request.url, true);
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    if (request.data instanceof URLSearchParams) {
      xhr.setRequestHeader(
        'Content-Type',
        name === 'two' ? 'application/x-www-form-urlencoded' : 'application/x-www-form-urlencoded;charset=utf-8',
      );
    }
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    for (const header of SESSION_HEADERS[name]) xhr.setRequestHeader(header, session[header] ?? '');
    const { onUploadProgress } = request;
    if (onUploadProgress && xhr.upload) {
      xhr.upload.onprogress = (event) => onUploadProgress(event.loaded, event.lengthComputable ? event.total : undefined);
    }
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      request.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    // Settled here, not in onabort: an XHR shim (msw's interceptor is one) may not fire it.
    const onAbort = () => {
      settle(() => reject(new TransportError('aborted')));
      xhr.abort();
    };
    xhr.onload = () => settle(() => resolve({ status: xhr.status, data: parseBody(xhr.responseText) }));
    xhr.onerror = () => settle(() => reject(new TransportError('network error')));
    xhr.onabort = () => settle(() => reject(new TransportError('aborted')));
    xhr.ontimeout = xhr.onerror;
    request.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.data ?? null);
  });
}

function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
