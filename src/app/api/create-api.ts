import { createLoadOnce } from '@borrower/engine/core/load-once.ts';
import type { ApiResult, CallOptions, EngineApi } from '@borrower/engine/core/services.ts';

import type { AppConfig } from '../config.ts';
import type { MessageLocale } from '../messages/create-messages.ts';
import { getSession, mirrorProductId, redactSession, type Session, toQueryString, withSessionQuery } from '../session/session.ts';
import { type LoadingStore, loadingStore } from '../ui/loading-store.ts';
import { type EndpointDefinition, endpoints as declaredEndpoints, type EndpointTable, type ReplyReader } from './endpoints.ts';
import { createHttpClients, HTTP_TIMEOUT_MS, type HttpRequest, TransportError } from './http-clients.ts';

/** One compiled reply check, the shape of each generated src/generated/api-validators/<name>.js. */
export interface ReplyValidator {
  (data: unknown): boolean;
  errors?: ReadonlyArray<{ instancePath?: string; message?: string }> | null;
}

/** Compiled reply checks by name (a generated module's exports, or a table of them). */
type ReplyValidators = Readonly<Record<string, unknown>>;

export interface ApiDeps {
  config: Pick<AppConfig, 'apiBase' | 'promoBase' | 'provider'>;
  /**
   * The compiled reply checks, or a loader of the one named (src/app/api/validators.ts): the app loads
   * an endpoint's check beside its request, and only the checks of the endpoints it calls.
   */
  validators: ReplyValidators | ((name: string) => Promise<ReplyValidators>);
  getSession?: () => Session;
  /** The language the borrower reads (default English), sent with every call (docs/api-contract.md). */
  locale?: MessageLocale;
  loading?: LoadingStore;
  timeoutMs?: number;
  endpoints?: EndpointTable;
}

const MAX_LOGGED_SCHEMA_ERRORS = 3;

/** The engine's API, plus calls sent before the screen that makes them runs. */
export interface AppApi extends EngineApi {
  /**
   * Sends a call now, for a screen about to make it (src/app/route-start.ts): the first identical call
   * after it (same method, address and body, the page still at the address it was sent from) is
   * handed this request's reply instead of sending another. Nothing else ever receives it. Returns
   * the reply, for what the caller may start once it is in; undefined for an unknown endpoint.
   * `onUnchecked` gets a successful reply's data as soon as it is in, before its check has loaded:
   * for hints only (the pictures it names, each still through the URL policy), never for the screen.
   * `pageHref` is the address of the page the screen will show at (default: the current one; the
   * router sends a screen's calls while the address still shows the page it leaves); `signal` ends
   * the request and forgets it (a navigation superseded by another).
   */
  callEarly: (
    endpoint: string,
    params: Record<string, unknown>,
    onUnchecked?: (data: unknown) => void,
    options?: { pageHref?: string; signal?: AbortSignal },
  ) => Promise<ApiResult> | undefined;
}

/** A call sent early: the session and page address it was sent with, its reply and, once in, its checked result. */
interface EarlyCall {
  session: Session;
  pageHref: string | undefined;
  reply: Promise<ApiResult>;
  settled?: ApiResult;
}

/** The engine's API over the endpoints of SPEC §7. Every call settles as an ApiResult; none rejects. */
export function createApi(deps: ApiDeps): AppApi {
  const endpoints: EndpointTable = deps.endpoints ?? declaredEndpoints;
  const readSession = deps.getSession ?? getSession;
  const loading = deps.loading ?? loadingStore;
  const timeoutMs = deps.timeoutMs ?? HTTP_TIMEOUT_MS;
  const clients = createHttpClients({ getSession: readSession, locale: deps.locale });
  const inFlight = new Map<string, Promise<ApiResult>>();
  // Calls sent early, by endpoint and params (in any order): in memory only, each for one taker,
  // and only with the session and at the page address they were sent with (the same request).
  const early = new Map<string, EarlyCall>();
  const loadValidators = toValidatorLoader(deps.validators);
  /** One load per endpoint's reader; a failed load is tried again by the next call. */
  const readers = createLoadOnce(
    (endpoint: EndpointDefinition): Promise<ReplyReader | undefined> => endpoint.loadToData?.() ?? Promise.resolve(endpoint.toData),
  );

  function findEndpoint(name: string): EndpointDefinition | undefined {
    return Object.hasOwn(endpoints, name) ? endpoints[name] : undefined;
  }

  function toUrl(endpoint: EndpointDefinition, query: Record<string, string>): string {
    const base = endpoint.base === 'promo' ? deps.config.promoBase : deps.config.apiBase;
    const path = endpoint.path.replaceAll('{provider}', encodeURIComponent(deps.config.provider));
    const queryString = toQueryString(withSessionQuery(query, readSession()));
    return queryString ? `${base}${path}?${queryString}` : `${base}${path}`;
  }

  async function send(
    name: string,
    endpoint: EndpointDefinition,
    request: HttpRequest,
    options: CallOptions & { signal?: AbortSignal; onUnchecked?: (data: unknown) => void },
  ): Promise<ApiResult> {
    const endLoading = options.loadingText ? loading.begin(options.loadingText) : undefined;
    // The call's deadline (SPEC §7: 60 s) ends the request, so a call always settles.
    const deadline = new AbortController();
    let hasTimedOut = false;
    const timer = setTimeout(() => {
      hasTimedOut = true;
      deadline.abort();
    }, timeoutMs);
    // The caller's cancel (e.g. a photo removed while it uploads) ends the request the same way.
    const cancel = () => deadline.abort();
    if (options.signal?.aborted) cancel();
    else options.signal?.addEventListener('abort', cancel, { once: true });
    // The request leaves first (over HTTP/1.1 a page has 6 connections to a host: the reply must
    // not queue behind a chunk), and what the reply needs is fetched while it is on the wire: the
    // endpoint's reply check and, for a few endpoints, the code that reads it.
    const reply = clients[endpoint.client].request({ ...request, signal: deadline.signal });
    const validators = endpoint.responseValidator ? loadValidators(endpoint.responseValidator) : Promise.resolve({});
    const reader = endpoint.loadToData ? readers.load(endpoint) : Promise.resolve(endpoint.toData);
    const replyCode = Promise.all([validators, reader]);
    replyCode.catch(() => undefined); // settled below; a failed request must not leave it unhandled
    try {
      const response = await reply;
      if (options.onUnchecked) previewReply(endpoint, response.status, response.data, options.onUnchecked);
      // A validator chunk that fails to load lands in catch: a network failure, retried next call.
      // One that stalls is cut off by the same deadline as the request.
      const [checks, toData] = await Promise.race([replyCode, whenAborted(deadline.signal)]);
      return settleReply(name, { ...endpoint, toData }, response.status, response.data, checks);
    } catch (error) {
      return hasTimedOut ? { ok: false, kind: 'timeout' } : toTransportFailure(name, endpoint, error);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      endLoading?.();
    }
  }

  function toUnknownEndpointResult(name: string): ApiResult {
    console.warn(`Unknown API endpoint "${name}". Declare it in src/app/api/endpoints.ts.`);
    return { ok: false, kind: 'unknown-endpoint' };
  }

  /** The request a call makes, and its key: the endpoint and its params in any order. */
  function toRequest(name: string, endpoint: EndpointDefinition, params: Record<string, unknown>) {
    const values = toRequestValues(params, endpoint);
    const isQueryOnly = endpoint.method === 'GET' || endpoint.paramsIn === 'query';
    const request: HttpRequest = { method: endpoint.method, url: toUrl(endpoint, isQueryOnly ? values : {}) };
    if (!isQueryOnly) request.data = new URLSearchParams(values);
    return { request, key: `${name}\n${toQueryString(sortKeys(values))}` };
  }

  /** The reply of a call sent early with this key, once; the caller's loading overlay shows for the rest of the wait. */
  function takeEarly(key: string, options: CallOptions): Promise<ApiResult> | undefined {
    const sent = early.get(key);
    if (!sent) return undefined;
    early.delete(key);
    if (sent.pageHref !== currentPageHref() || sent.session !== readSession()) return undefined;
    const endLoading = options.loadingText ? loading.begin(options.loadingText) : undefined;
    return endLoading ? sent.reply.finally(endLoading) : sent.reply;
  }

  return {
    call(name, params = {}, options = {}) {
      const endpoint = findEndpoint(name);
      if (!endpoint) return Promise.resolve(toUnknownEndpointResult(name));
      const { request, key } = toRequest(name, endpoint, params);
      if (endpoint.reply === 'image-url') return Promise.resolve({ ok: true, data: { url: request.url } });

      const sentEarly = takeEarly(key, options);
      if (sentEarly) return sentEarly;
      if (endpoint.method === 'GET') return send(name, endpoint, request, options);

      // A double tap must not pay or submit twice: an identical call in flight is shared.
      const pending = inFlight.get(key);
      if (pending) return pending;
      const settled = send(name, endpoint, request, options).finally(() => inFlight.delete(key));
      inFlight.set(key, settled);
      return settled;
    },

    settledReply(name, params, take) {
      const endpoint = findEndpoint(name);
      if (!endpoint || endpoint.reply === 'image-url') return undefined;
      const { key } = toRequest(name, endpoint, params);
      const sent = early.get(key);
      if (!sent?.settled || sent.pageHref !== currentPageHref() || sent.session !== readSession()) return undefined;
      if (take) early.delete(key);
      return sent.settled;
    },

    callEarly(name, params, onUnchecked, options = {}) {
      const endpoint = findEndpoint(name);
      if (!endpoint || endpoint.reply === 'image-url') return undefined;
      const { request, key } = toRequest(name, endpoint, params);
      const pageHref = options.pageHref ?? currentPageHref();
      const waiting = early.get(key);
      if (waiting && waiting.pageHref === pageHref && waiting.session === readSession()) return waiting.reply;
      const { signal } = options;
      if (signal?.aborted) return undefined;
      const sent: EarlyCall = { session: readSession(), pageHref, reply: send(name, endpoint, request, { onUnchecked, signal }) };
      void sent.reply.then((result) => (sent.settled = result));
      early.set(key, sent);
      // A call for a page the borrower did not reach is never handed to a later screen.
      signal?.addEventListener('abort', () => early.get(key) === sent && early.delete(key), { once: true });
      return sent.reply;
    },

    upload(name, field, file, options = {}) {
      const endpoint = findEndpoint(name);
      if (!endpoint) return Promise.resolve(toUnknownEndpointResult(name));
      const body = new FormData();
      body.append(field, file);
      const { onProgress } = options;
      // No Content-Type here: the browser writes multipart/form-data with its boundary.
      const request: HttpRequest = { method: 'POST', url: toUrl(endpoint, {}), data: body };
      if (onProgress) request.onUploadProgress = (loaded, total) => onProgress(loaded, total ?? file.size);
      return send(name, endpoint, request, options);
    },
  };
}

function currentPageHref(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('deadline passed')), { once: true }));
}

/** One load per check shared by every call; a failed load is tried again by the next call. */
function toValidatorLoader(source: ApiDeps['validators']): (name: string) => Promise<ReplyValidators> {
  if (typeof source !== 'function') {
    const ready = Promise.resolve(source);
    return () => ready;
  }
  const loads = createLoadOnce(source);
  return (name) => loads.load(name);
}

/** The caller's params as form values: productId mirrored (SPEC §7), spec constants over them. */
function toRequestValues(params: Record<string, unknown>, endpoint: EndpointDefinition): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const text = toFormValue(value);
    if (text !== undefined) values[key] = text;
  }
  return mirrorProductId({ ...values, ...endpoint.fixedParams });
}

function toFormValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  // A number that is none (NaN, or Infinity from an overflow) is left out like an absent value:
  // the server never reads "NaN" or "Infinity" as an amount or a period.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // SPEC §3: list values (image URLs) travel comma-joined.
  if (Array.isArray(value)) return value.map((item) => toFormValue(item) ?? '').join(',');
  return JSON.stringify(value);
}

function sortKeys(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSuccessfulReply(endpoint: Pick<EndpointDefinition, 'success'>, reply: Record<string, unknown>): boolean {
  switch (endpoint.success) {
    case 'zero':
      return reply.code === 0 || reply.code === '0';
    case 'double-zero':
      return reply.code === '00';
    case 'flag':
      return reply.success === true;
  }
}

function toMessage(reply: Record<string, unknown>): string | undefined {
  return typeof reply.message === 'string' && reply.message !== '' ? reply.message : undefined;
}

function toEndpointLabel(name: string, endpoint: EndpointDefinition): string {
  return `"${name}" (${endpoint.method} ${endpoint.path})`;
}

function settleReply(name: string, endpoint: EndpointDefinition, status: number, body: unknown, validators: ReplyValidators): ApiResult {
  const isHttpSuccess = status >= 200 && status < 300;
  if (!isRecord(body)) {
    if (!isHttpSuccess) return { ok: false, kind: 'server', code: status };
    console.warn(`API reply of ${toEndpointLabel(name, endpoint)} is not a JSON object.`);
    return { ok: false, kind: 'invalid-reply' };
  }
  const message = toMessage(body);
  if (!isHttpSuccess) return { ok: false, kind: 'server', code: body.code ?? status, message };
  if (!isSuccessfulReply(endpoint, body)) {
    return { ok: false, kind: 'server', code: endpoint.success === 'flag' ? body.success : body.code, message };
  }

  if (endpoint.responseValidator) {
    const problem = checkReply(endpoint.responseValidator, body, validators);
    if (problem) {
      console.warn(redactSession(`API reply of ${toEndpointLabel(name, endpoint)} does not match ${problem}.`));
      return { ok: false, kind: 'invalid-reply', code: body.code, message };
    }
  }

  try {
    const data = endpoint.toData ? endpoint.toData(body) : body.data;
    return { ok: true, data, code: endpoint.success === 'flag' ? body.success : body.code, message };
  } catch (error) {
    console.warn(redactSession(`API reply of ${toEndpointLabel(name, endpoint)} could not be read: ${String(error)}`));
    return { ok: false, kind: 'invalid-reply', code: body.code, message };
  }
}

/**
 * A successful reply's data before its check has loaded, for hints only (src/app/route-start.ts: the
 * pictures it names): read with the endpoint's own reader when that is in the app already, never
 * with one still to load; a reply its reader cannot read gives nothing.
 */
function previewReply(endpoint: EndpointDefinition, status: number, body: unknown, onData: (data: unknown) => void): void {
  if (status < 200 || status >= 300 || !isRecord(body) || !isSuccessfulReply(endpoint, body) || endpoint.loadToData) return;
  let data: unknown;
  try {
    data = endpoint.toData ? endpoint.toData(body) : body.data;
  } catch {
    return;
  }
  onData(data);
}

/** Undefined when the reply passes; otherwise the schema name and the failing paths. */
function checkReply(validatorName: string, body: unknown, validators: ReplyValidators): string | undefined {
  const validate = validators[validatorName];
  if (typeof validate !== 'function') {
    // Fails closed: an unchecked reply would reach the screens unvalidated.
    return `schema "${validatorName}": no compiled validator (run npm run gen:validators)`;
  }
  const check = validate as ReplyValidator;
  if (check(body)) return undefined;
  const paths = (check.errors ?? [])
    .slice(0, MAX_LOGGED_SCHEMA_ERRORS)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
  return `schema "${validatorName}" at ${paths.join('; ') || '/'}`;
}

function toTransportFailure(name: string, endpoint: EndpointDefinition, error: unknown): ApiResult {
  if (error instanceof TransportError) return { ok: false, kind: 'network' };
  // Anything else is a bug on this side; it still settles, so no screen waits forever.
  console.error(`API call ${toEndpointLabel(name, endpoint)} failed:`, redactSession(error));
  return { ok: false, kind: 'network' };
}
