// A route's first API calls, sent by index.html's early script (src/app/screen-source/early-screen.ts)
// as soon as config.js has run, long before the route start's chunk and the app's are in: built by
// the same code as the API client builds them (config.ts, session.ts, request-headers.ts), so the
// client (http-clients.ts) recognises each as its own request and takes its reply instead of
// sending it again. In memory only; each reply has one taker, at the page address it was sent from.
import type { EarlyCall } from '../../shared/screen-files.ts';
import type { ApiAddresses } from '../config.ts';
import type { MessageLocale } from '../messages/create-messages.ts';
import { mirrorProductId, type Session, toQueryString, withSessionQuery } from '../session/session.ts';
import { COMMON_HEADERS, FORM_CONTENT_TYPE, toAcceptLanguage, toSessionHeaders } from './request-headers.ts';

/** What identifies a request: method, address (query included), form body, session and language headers. */
export interface RequestShape {
  method: string;
  url: string;
  body: string | undefined;
  headers: Record<string, string>;
}

/** An early request's reply: its status and text, as the XMLHttpRequest adapter reads them. */
export interface EarlyReply {
  status: number;
  text: string;
}

interface EarlyRequest extends RequestShape {
  /** The page address it was sent from. */
  href: string;
  reply: Promise<EarlyReply>;
}

declare global {
  interface Window {
    /** The requests the early script sent, until the API client takes each. */
    __EARLY_REQUESTS__?: EarlyRequest[];
  }
}

/**
 * The request of one of a screen's first calls, as the API client (create-api.ts) makes it: its
 * params read from the page's query with the session under it, productId mirrored, the endpoint's
 * fixed params over them; the session in the address's query; the client's headers, the borrower's
 * language among them.
 */
export function toEarlyRequest(
  call: EarlyCall,
  addresses: ApiAddresses,
  session: Session,
  search: string,
  locale: MessageLocale,
): RequestShape {
  const query = withSessionQuery(Object.fromEntries(new URLSearchParams(search)), session);
  const values: Record<string, string> = {};
  for (const [name, key] of Object.entries(call.params)) if (Object.hasOwn(query, key)) values[name] = query[key];
  const params = mirrorProductId({ ...values, ...call.fixedParams });
  const base = call.base === 'promo' ? addresses.promoBase : addresses.apiBase;
  const path = call.path.replaceAll('{provider}', encodeURIComponent(addresses.provider));
  const queryString = toQueryString(withSessionQuery(call.inQuery ? params : {}, session));
  const body = call.inQuery ? undefined : new URLSearchParams(params).toString();
  return {
    method: call.method,
    url: queryString ? `${base}${path}?${queryString}` : `${base}${path}`,
    body,
    headers: {
      ...COMMON_HEADERS,
      'Accept-Language': toAcceptLanguage(locale),
      ...(body === undefined ? {} : { 'Content-Type': FORM_CONTENT_TYPE[call.client] }),
      ...toSessionHeaders(call.client, session),
    },
  };
}

/** Sends a request now and keeps its reply for the API client. A failure is the taker's to report. */
export function sendEarlyRequest(request: RequestShape): void {
  const reply = fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    credentials: 'same-origin',
  }).then(async (response) => ({ status: response.status, text: await response.text() }));
  reply.catch(() => undefined);
  (window.__EARLY_REQUESTS__ ??= []).push({ ...request, href: location.href, reply });
}

/**
 * The reply of an early request identical to `wanted` (its session and language headers among `wanted.headers`),
 * sent from the page's present address; once: it is forgotten as it is taken.
 */
export function takeEarlyRequest(wanted: RequestShape): Promise<EarlyReply> | undefined {
  const list = typeof window === 'undefined' ? undefined : window.__EARLY_REQUESTS__;
  const index =
    list?.findIndex(
      (sent) =>
        sent.method === wanted.method &&
        sent.url === wanted.url &&
        sent.body === wanted.body &&
        sent.href === location.href &&
        Object.entries(wanted.headers).every(([name, value]) => sent.headers[name] === value),
    ) ?? -1;
  if (!list || index < 0) return undefined;
  return list.splice(index, 1)[0].reply;
}
