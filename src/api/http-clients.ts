import axios, { type AxiosInstance } from 'axios';
import type { Session } from '../session/session';
import type { HttpClientName } from './endpoints';

// SPEC §7/§9: both clients time out after 60 s.
export const HTTP_TIMEOUT_MS = 60_000;

export type HttpClients = Record<HttpClientName, AxiosInstance>;

export interface HttpClientOptions {
  getSession: () => Session;
  timeoutMs?: number;
}

// SPEC §7: header values come from the same-named session parameters, empty when absent.
const SESSION_HEADERS: Record<HttpClientName, ReadonlyArray<'building' | 'gather' | 'swift' | 'eyes'>> = {
  one: ['building', 'gather'],
  two: ['swift', 'eyes'],
};

export function createHttpClients({ getSession, timeoutMs = HTTP_TIMEOUT_MS }: HttpClientOptions): HttpClients {
  const one = axios.create({
    timeout: timeoutMs,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    // ETIMEDOUT for timeouts, so they are told apart from aborted requests.
    transitional: { clarifyTimeoutError: true },
    // Every HTTP status settles; create-api decides what a failure is.
    validateStatus: () => true,
  });
  const two = axios.create({
    timeout: timeoutMs,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
    },
    transitional: { clarifyTimeoutError: true },
    validateStatus: () => true,
  });
  const clients: HttpClients = { one, two };
  for (const name of ['one', 'two'] as const) {
    clients[name].interceptors.request.use((request) => {
      const session = getSession();
      for (const header of SESSION_HEADERS[name]) request.headers.set(header, session[header] ?? '');
      return request;
    });
  }
  return clients;
}
