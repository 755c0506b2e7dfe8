import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a folder on 127.0.0.1 at a free port. `no-store` makes every page load a first visit
 * (no HTTP cache, so no V8 code cache either), the same for every run.
 */
export async function startStaticServer(folder: string): Promise<StaticServer> {
  const root = normalize(folder + sep);
  // The handler catches its own failures, so the promise it returns never rejects.
  const server = createServer((request, response) => void serve(request, response));
  async function serve(request: IncomingMessage, response: ServerResponse) {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        'content-length': body.length,
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
