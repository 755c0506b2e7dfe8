// What the demo server sends a browser for a built file, by what the browser accepts: the build's
// Brotli copy of a content-hashed file, else gzip, else the file; never a copy older than the file.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accepts, type DemoServer, startDemoServer } from '../../../../scripts/demo-server/server.ts';
import { brotli, isPrecompressed } from '../../../../scripts/vite-plugin-precompress.ts';

const SCRIPT = 'export const greeting = "Magandang araw";\n'.repeat(40);
const CONFIG = 'window.__APP_CONFIG__ = { companyName: "Lender Inc." };\n';

interface Answer {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with no decoding of the body, so the test sees the bytes on the wire. */
function get(url: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the demo server compresses what it serves', () => {
  let distDir: string;
  let server: DemoServer;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'demo-dist-br-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js.br'), await brotli(SCRIPT));
    await writeFile(path.join(distDir, 'assets', 'plain-def456.js'), SCRIPT);
    // A copy beside a file that changes after the build must never be sent.
    await writeFile(path.join(distDir, 'config.js'), CONFIG);
    await writeFile(path.join(distDir, 'config.js.br'), await brotli('window.__APP_CONFIG__ = {};'));
    server = await startDemoServer({ port: 0, distDir });
  });

  afterAll(async () => {
    await server?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it("sends the build's Brotli copy of a hashed script to a browser that takes br", async () => {
    const answer = await get(`${server.url}/assets/index-abc123.js`, 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that does not take br, or refuses it with q=0', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0, gzip']) {
      const answer = await get(`${server.url}/assets/index-abc123.js`, acceptEncoding);
      expect(answer.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends gzip for a hashed file the build left no copy of, and the file itself when nothing is accepted', async () => {
    const gzipped = await get(`${server.url}/assets/plain-def456.js`, 'gzip, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await get(`${server.url}/assets/plain-def456.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('never sends a copy of config.js (IT edits it after the build), nor a copy older than its file', async () => {
    const config = await get(`${server.url}/config.js`, 'gzip, br');
    expect(config.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(config.body).toString()).toBe(CONFIG);

    const stale = path.join(distDir, 'assets', 'index-abc123.js');
    const later = new Date(Date.now() + 60_000);
    await utimes(stale, later, later);
    const answer = await get(`${server.url}/assets/index-abc123.js`, 'br, gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
  });
});

describe('accepts (Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', true],
    ['gzip', 'br', false],
    ['br;q=0, gzip', 'br', false],
    ['BR;q=0.5', 'br', true],
    ['brotli', 'br', false],
    ['gzip;q=0', 'gzip', false],
  ])('%s takes %s: %s', (header, coding, expected) => {
    expect(accepts(header, coding)).toBe(expected);
  });
});

describe('isPrecompressed (the files the build writes a Brotli copy of)', () => {
  it.each([
    ['assets/index-DZEjc9wc.js', true],
    ['assets/style-opEJD5J5.css', true],
    ['screens/register.e3cf43e1dde6e1fa.json', true],
    ['screens/manifest.json', false],
    ['index.html', false],
    ['config.js', false],
    ['assets/photo-abc.png', false],
  ])('%s: %s', (fileName, expected) => {
    expect(isPrecompressed(fileName)).toBe(expected);
  });
});
