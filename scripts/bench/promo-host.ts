// A second origin for the lender profile's promotion calls (config.js promoBase): the demo back end
// behind another host name, as a lender's promotion server on a host of its own. Cross-origin calls
// with the session headers need the browser's CORS preflight, which this answers as such a server
// must (the API's hosts, methods and headers; no cache of the answer beyond the bench's own run).
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PromoHost {
  url: string;
  close: () => Promise<void>;
}

const ALLOWED_HEADERS = 'accept, content-type, x-requested-with, building, gather, swift, eyes';

/** Forwards every request on `host` (a loopback address other than the app's) to `target`, with CORS for `pageOrigin`. */
export async function startPromoHost(target: string, pageOrigin: string, host = '127.0.0.2'): Promise<PromoHost> {
  const upstream = new URL(target);
  const cors = {
    'access-control-allow-origin': pageOrigin,
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
    'timing-allow-origin': pageOrigin,
    vary: 'origin',
  };
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, { ...reply.headers, ...cors });
        reply.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, cors);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
