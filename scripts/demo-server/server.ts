// One Node HTTP server for the demo (CONTRACTS §1): API paths through the msw handlers, demo
// images, and the built app (dist/) with an SPA fallback to index.html.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { getResponse, type RequestHandler } from 'msw';

import { ASSETS_PREFIX, createDemoState, type DemoState } from './data.ts';
import { getContentType } from './endpoints/assets.ts';
import { createHandlers } from './handlers.ts';

/** Paths answered by handlers only: never a static file, never the SPA fallback. */
const API_PREFIXES = ['/currentlyer', '/api', '/gopia', '/mammalsed', '/service', ASSETS_PREFIX] as const;

export interface DemoServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** The built app; relative paths resolve from the working directory. */
  distDir: string;
  /** Default: env HOST, else 127.0.0.1 (the demo is not meant for the network). */
  host?: string;
  /** Give both when passing handlers, so the returned state is the one they use. */
  state?: DemoState;
  handlers?: RequestHandler[];
  /**
   * Serve over TLS with HTTP/2 (HTTP/1.1 for clients that do not offer h2), as docs/deploying.md
   * advises for a deploy: a key and certificate in PEM. Without it, plain HTTP/1.1.
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

export interface DemoServer {
  url: string;
  port: number;
  state: DemoState;
  close: () => Promise<void>;
}

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const state = options.state ?? createDemoState();
  const handlers = options.handlers ?? createHandlers(state);
  const distDir = path.resolve(options.distDir);

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handleRequest(req, res, handlers, distDir).catch((error: unknown) => {
      console.error('[demo-server]', req.method, req.url, error);
      if (!res.headersSent) sendJson(res, 500, { code: 500, message: 'Demo server error; see the server log.', data: null });
      else res.end();
    });
  };
  // The HTTP/2 compatibility API's request and response are shaped as node:http's; the few
  // differences (pseudo-headers, no status text) are handled where they matter below.
  const server = options.tls
    ? http2.createSecureServer({ ...options.tls, allowHTTP1: true }, onRequest as unknown as Parameters<typeof http2.createSecureServer>[1])
    : http.createServer(onRequest);
  // Browsers keep connections alive; without closing them close() waits for them to time out.
  // The TLS server has no closeAllConnections, so it keeps its own list.
  const sockets = new Set<Socket>();
  if (options.tls)
    server.on('secureConnection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `${options.tls ? 'https' : 'http'}://${urlHost}:${port}`,
    port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if (server instanceof http.Server) server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** How the static files are served: `configEachLoad` checks config.js on every load (the studio's preview, where IT's change shows after a reload). */
export interface StaticOptions {
  configEachLoad?: boolean;
}

export async function handleRequest(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: RequestHandler[],
  distDir: string,
  options: StaticOptions = {},
): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${getHost(req)}`);
  if (isApiPath(url.pathname)) {
    await answerWithHandlers(req, res, url, handlers);
    return;
  }
  await serveStatic(req, res, url.pathname, distDir, options);
}

/** HTTP/2 names the host in the :authority pseudo-header. */
function getHost(req: IncomingMessage): string {
  const authority = req.headers[':authority'];
  return req.headers.host ?? (typeof authority === 'string' ? authority : 'localhost');
}

/**
 * The demo back end as a Connect-style middleware (for the Vite dev server and the studio): API
 * paths are answered by the handlers, everything else goes on to `next`.
 */
export function createDemoMiddleware(handlers: RequestHandler[]) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? '/', `http://${getHost(req)}`);
    if (!isApiPath(url.pathname)) {
      next();
      return;
    }
    answerWithHandlers(req, res, url, handlers).catch((error: unknown) => {
      console.error('[demo-server]', req.method, req.url, error);
      if (!res.headersSent) sendJson(res, 500, { code: 500, message: 'Demo server error; see the server log.', data: null });
      else res.end();
    });
  };
}

async function answerWithHandlers(req: IncomingMessage, res: ServerResponse, url: URL, handlers: RequestHandler[]): Promise<void> {
  const request = await toFetchRequest(req, url);
  const response = await getResponse(handlers, request);
  if (!response) {
    sendJson(res, 404, {
      code: 404,
      message: `No demo handler for ${req.method} ${url.pathname}. See scripts/demo-server/README.md for the endpoints.`,
      data: null,
    });
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  // HTTP/2 has no status text (RFC 9113 §8.3.2); the compatibility API warns when given one.
  if (req.httpVersionMajor === 2) res.writeHead(response.status, headers);
  else res.writeHead(response.status, response.statusText, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function toFetchRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    // HTTP/2's pseudo-headers (:method, :path, …) are no header names a Request takes.
    if (value === undefined || key.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

interface FileInfo {
  size: number;
  mtimeMs: number;
}

async function getFile(filePath: string): Promise<FileInfo | null> {
  try {
    const info = await stat(filePath);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** A path whose last segment has a dot asks for a file; anything else is an app route. */
function looksLikeFile(pathname: string): boolean {
  return path.posix.basename(pathname).includes('.');
}

/** A decoded URL path as a path of `dir` (`dir` itself for "/"); undefined when it leads out of `dir`. */
function pathIn(dir: string, decoded: string): string | undefined {
  const requested = path.resolve(dir, `.${decoded}`);
  return requested === dir || requested.startsWith(`${dir}${path.sep}`) ? requested : undefined;
}

/**
 * A file of `dir` at `pathname` (URL-encoded, from the folder's root), as the built app's files are
 * sent (caching, validators, compression); false when there is no such file inside `dir`, and
 * nothing is sent. Only GET and HEAD reach it (the caller answers other methods).
 */
export async function sendFileIn(req: IncomingMessage, res: ServerResponse, pathname: string, dir: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const requested = pathIn(dir, decoded);
  const file = requested === undefined ? null : await getFile(requested);
  if (!requested || !file) return false;
  await sendFile(req, res, requested, file, {});
  return true;
}

async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  distDir: string,
  options: StaticOptions,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    sendText(res, 405, `${req.method} is not allowed on ${pathname}: static files and app routes answer GET and HEAD.`);
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    sendText(res, 400, `Bad path encoding: ${pathname}`);
    return;
  }
  const requested = pathIn(distDir, decoded);
  // The folder itself is no file (getFile answers null): "/" is the app's index below.
  const file = requested === undefined ? null : await getFile(requested);
  if (requested && file) {
    await sendFile(req, res, requested, file, options);
    return;
  }
  if (looksLikeFile(decoded) || !requested) {
    sendText(res, 404, `Not found: ${pathname}`);
    return;
  }
  const indexPath = path.join(distDir, 'index.html');
  const index = await getFile(indexPath);
  if (!index) {
    sendText(res, 404, `${indexPath} is missing: run \`npm run build\` first.`);
    return;
  }
  await sendFile(req, res, indexPath, index, options);
}

/**
 * Text files are sent compressed when the browser accepts it, as any production server would: the
 * build's Brotli copy of a content-hashed file, else gzip.
 */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|md|txt)$/;
const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();

async function readGzipped(filePath: string): Promise<Buffer> {
  const { mtimeMs } = await stat(filePath);
  const cached = gzipped.get(filePath);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(await readFile(filePath), { level: 9 });
  gzipped.set(filePath, { mtimeMs, body });
  return body;
}

/** Whether an Accept-Encoding header takes `coding` (named, and not with q=0). */
export function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return name.trim() === coding && (q === undefined || Number(q) > 0);
  });
}

/** A file's precompressed copy, when there is one at least as new as the file itself. */
async function readFresh(copyPath: string, filePath: string): Promise<Buffer | undefined> {
  try {
    const [copy, original] = await Promise.all([stat(copyPath), stat(filePath)]);
    return copy.mtimeMs >= original.mtimeMs ? await readFile(copyPath) : undefined;
  } catch {
    return undefined;
  }
}

/** A week: a borrower back within it gets `config.js` from the cache, checked again behind the page. */
const CONFIG_STALE_SECONDS = 7 * 24 * 3600;

/**
 * How long a browser may keep a file (docs/deploying.md "Cache headers and compression"). Hashed
 * files never change. `config.js` is the lender's and changes without a build, yet every route's
 * first API call waits for it (it names the API's address): a cached copy is used at once and
 * fetched again behind it (`stale-while-revalidate`), so a repeat visit spends no round trip on it
 * and a change is in force from the next load on. The HTML, the manifests and the rest are checked
 * on every load (`no-cache`), with the validators below, so an unchanged file costs a 304 and no body.
 */
function cacheControlFor(filePath: string, { configEachLoad = false }: StaticOptions): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`) || /[\\/]screens[\\/][a-z0-9-]+\.[0-9a-f]{16}\.json$/.test(filePath))
    return 'public, max-age=31536000, immutable';
  if (path.basename(filePath) === 'config.js' && !configEachLoad) return `max-age=0, stale-while-revalidate=${CONFIG_STALE_SECONDS}`;
  return 'no-cache';
}

/** Whether the browser's copy is this file (If-None-Match, else If-Modified-Since): then a 304 answers. */
function isUnchanged(req: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const match = req.headers['if-none-match'];
  // Weak comparison (RFC 9110 13.1.2): the tags without their W/, or `*`.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (match !== undefined) return match.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  filePath: string,
  { size, mtimeMs }: FileInfo,
  options: StaticOptions,
): Promise<void> {
  const cacheControl = cacheControlFor(filePath, options);
  const isHashed = cacheControl.includes('immutable');
  const headers: Record<string, string | number> = {
    'content-type': getContentType(filePath),
    'cache-control': cacheControl,
  };
  if (COMPRESSIBLE.test(filePath)) headers.vary = 'accept-encoding';
  if (!isHashed) {
    // Validators for what is checked again: the file's size and time (every encoding of it alike, so weak).
    const etag = `W/"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
    Object.assign(headers, { etag, 'last-modified': new Date(mtimeMs).toUTCString() });
    if (isUnchanged(req, etag, mtimeMs)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  // The build's Brotli copy of a content-hashed file (scripts/vite-plugin-precompress.ts), as is.
  const brotli = isHashed && accepts(accepted, 'br') ? await readFresh(`${filePath}.br`, filePath) : undefined;
  if (brotli) {
    res.writeHead(200, { ...headers, 'content-encoding': 'br', 'content-length': brotli.length });
    res.end(req.method === 'HEAD' ? undefined : brotli);
    return;
  }
  if (accepts(accepted, 'gzip') && COMPRESSIBLE.test(filePath)) {
    const body = await readGzipped(filePath);
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(filePath).pipe(res);
}
