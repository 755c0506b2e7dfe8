// Integration tests: the demo handlers behind msw/node, fresh state per test, and a record of
// every request the app sent (STYLE: "assert what the borrower sees and the requests that were sent").
import { delay, http } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import { createDemoState, type DemoState, type DemoStateOptions, resetDemoState } from '../../scripts/demo-server/data.ts';
import { createHandlers } from '../../scripts/demo-server/handlers.ts';

export interface SentFile {
  fileName: string;
  type: string;
  size: number;
}

/** A request body: form fields as strings, multipart files summarised; other bodies under `$raw`. */
export type SentBody = Record<string, string | SentFile>;

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: SentBody;
  headers: Record<string, string>;
}

export interface DemoServerHandle {
  /** The state the handlers use; reset to its seed before each test. */
  state: DemoState;
  /** Requests sent so far in the current test, oldest first. */
  requests: () => Sent[];
  /** The same, once every body has been read (bodies are read asynchronously). */
  settledRequests: () => Promise<Sent[]>;
  server: SetupServer;
  /**
   * Makes the demo answer a POST to a path after `ms`, for this test only, so that taps can land
   * while the request is in flight (one request per double tap).
   */
  slowDown: (path: string, ms?: number) => void;
}

async function readSentBody(request: Request): Promise<SentBody> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const body: SentBody = {};
    for (const [key, value] of await request.formData()) {
      body[key] = typeof value === 'string' ? value : { fileName: value.name, type: value.type, size: value.size };
    }
    return body;
  }
  const text = await request.text();
  if (text === '') return {};
  if (type.includes('application/x-www-form-urlencoded') || type === '') return Object.fromEntries(new URLSearchParams(text));
  return { $raw: text };
}

/**
 * Call once at the top of a test file (it registers vitest hooks).
 * @example
 * const demo = withDemoServer();
 * it('sends product_id', async () => {
 *   // ... render, click ...
 *   expect(demo.requests().at(-1)?.body.product_id).toBe('1');
 * });
 */
export function withDemoServer(options: DemoStateOptions = {}): DemoServerHandle {
  const state = createDemoState(options);
  const server = setupServer(...createHandlers(state));
  let sent: Sent[] = [];
  let pendingBodies: Array<Promise<void>> = [];

  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: Sent = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: {},
      headers: Object.fromEntries(request.headers),
    };
    sent.push(entry);
    // Clone now, before a handler consumes the body.
    const copy = request.clone();
    pendingBodies.push(
      readSentBody(copy).then(
        (body) => {
          entry.body = body;
        },
        () => {
          entry.body = { $raw: '(unreadable body)' };
        },
      ),
    );
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetDemoState(state, options);
    sent = [];
    pendingBodies = [];
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    state,
    requests: () => [...sent],
    settledRequests: async () => {
      await Promise.all(pendingBodies);
      return [...sent];
    },
    server,
    slowDown(path, ms = 150) {
      server.use(
        http.post(`*${path}`, async () => {
          await delay(ms);
          return undefined; // then the demo handler answers
        }),
      );
    },
  };
}
