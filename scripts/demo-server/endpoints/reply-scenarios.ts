// Failure and slow replies on demand, for the screen studio's data scenarios (and tests): a call
// carrying the header `x-demo-reply` is answered as that scenario asks, whatever its endpoint.
//   failure    HTTP 500 with {code: 500, message}: the server could not answer
//   malformed  HTTP 200 with a proxy's HTML error page instead of JSON
//   slow       the normal reply, 3 s late (the app's loading state)
// Only the demo back end knows this header; the app never sends it (the studio's preview reaches
// it through the studio server, studio/server/server.ts).
import { delay, http, type HttpHandler, HttpResponse } from 'msw';

export const DEMO_REPLY_HEADER = 'x-demo-reply';
const DEMO_REPLIES = ['failure', 'malformed', 'slow'] as const;
export type DemoReply = (typeof DEMO_REPLIES)[number];
const SLOW_REPLY_MS = 3000;

export const isDemoReply = (value: unknown): value is DemoReply =>
  typeof value === 'string' && (DEMO_REPLIES as readonly string[]).includes(value);

export function createReplyScenarioHandlers(options: { slowMs?: number } = {}): HttpHandler[] {
  const slowMs = options.slowMs ?? SLOW_REPLY_MS;
  return [
    http.all('*', async ({ request }) => {
      const reply = request.headers.get(DEMO_REPLY_HEADER);
      if (reply === null) return undefined;
      switch (reply) {
        case 'failure':
          return HttpResponse.json(
            { code: 500, message: 'Demo failure reply: the server could not answer this call.', data: null },
            { status: 500 },
          );
        case 'malformed':
          return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 200,
            headers: { 'content-type': 'text/html; charset=utf-8' },
          });
        case 'slow':
          await delay(slowMs);
          // Nothing returned: the endpoint's own handler answers, late.
          return undefined;
        default:
          return HttpResponse.json(
            {
              code: 400,
              message: `Unknown ${DEMO_REPLY_HEADER} '${reply.slice(0, 40)}': use one of ${DEMO_REPLIES.join(', ')}.`,
              data: null,
            },
            { status: 400 },
          );
      }
    }),
  ];
}
