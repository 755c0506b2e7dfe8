import type { MessageLocale } from '../messages/create-messages.ts';
import type { Session } from '../session/session.ts';
import type { HttpClientName } from './endpoints.ts';

// The back end reads these headers from the same-named session parameters, empty when absent: client
// "one" sends `building` and `gather`, client "two" `swift` and `eyes`.
export const SESSION_HEADERS: Record<HttpClientName, ReadonlyArray<'building' | 'gather' | 'swift' | 'eyes'>> = {
  one: ['building', 'gather'],
  two: ['swift', 'eyes'],
};

// The content type of form values: client "one" names the charset, client "two" does not (each
// back end expects its own). A multipart body gets the browser's boundary instead (axios drops
// the header for FormData); a GET has no body and so no content type.
export const FORM_CONTENT_TYPE: Record<HttpClientName, string> = {
  one: 'application/x-www-form-urlencoded;charset=utf-8',
  two: 'application/x-www-form-urlencoded',
};

/** The headers every request of both clients carries. */
export const COMMON_HEADERS = { Accept: 'application/json, text/plain, */*', 'X-Requested-With': 'XMLHttpRequest' } as const;

/** A client's session headers as the request leaves (empty for a value the session lacks). */
export function toSessionHeaders(client: HttpClientName, session: Session): Record<string, string> {
  return Object.fromEntries(SESSION_HEADERS[client].map((header) => [header, session[header] ?? '']));
}

/**
 * The language the borrower reads, as every request of both clients tells the lender's API
 * (docs/api-contract.md, "Language"): its texts (status titles, detail rows, pop-ups) come back in it.
 */
export function toAcceptLanguage(locale: MessageLocale): string {
  return locale === 'fil' ? 'fil-PH' : 'en-PH';
}
