import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DemoServer, startDemoServer } from '../../../../scripts/demo-server/server.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('startDemoServer', () => {
  let distDir: string;
  let server: DemoServer;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'demo-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, 'config.js'), 'window.__APP_CONFIG__ = {};');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    server = await startDemoServer({ port: 0, distDir });
  });

  afterAll(async () => {
    await server?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('listens on a free port of 127.0.0.1 when asked for port 0', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('serves built files with their content types and caching', async () => {
    const script = await fetch(`${server.url}/assets/index-abc123.js`);
    const config = await fetch(`${server.url}/config.js`);

    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(config.headers.get('cache-control')).toBe('max-age=0, stale-while-revalidate=604800');
    expect(await config.text()).toBe('window.__APP_CONFIG__ = {};');
  });

  it('checks the HTML and config.js again on every load, answering an unchanged copy with a 304 and no body', async () => {
    const first = await fetch(`${server.url}/hasOf`);
    const etag = first.headers.get('etag') ?? '';
    const config = await fetch(`${server.url}/config.js`);
    const byTag = await fetch(`${server.url}/hasOf`, { headers: { 'if-none-match': etag } });
    const byDate = await fetch(`${server.url}/config.js`, { headers: { 'if-modified-since': config.headers.get('last-modified') ?? '' } });
    const otherTag = await fetch(`${server.url}/hasOf`, { headers: { 'if-none-match': 'W/"other"' } });

    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('cache-control')).toBe('no-cache');
    expect(await byTag.text()).toBe('');
    expect(byDate.status).toBe(304);
    expect(otherTag.status).toBe(200);
    expect(await otherTag.text()).toBe(INDEX_HTML);
  });

  it('answers a changed file in full, with its new validator', async () => {
    const before = await fetch(`${server.url}/config.js`);
    const etag = before.headers.get('etag') ?? '';
    await before.text();
    await writeFile(path.join(distDir, 'config.js'), 'window.__APP_CONFIG__ = { locale: "fil-PH" };');
    const after = await fetch(`${server.url}/config.js`, { headers: { 'if-none-match': etag } });

    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toBe('window.__APP_CONFIG__ = { locale: "fil-PH" };');
    await writeFile(path.join(distDir, 'config.js'), 'window.__APP_CONFIG__ = {};');
  });

  it('sends no validators with the hashed files, which never change', async () => {
    const script = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'if-none-match': '*' } });

    expect(script.status).toBe(200);
    expect(script.headers.get('etag')).toBeNull();
  });

  it('falls back to index.html for app routes, and answers 404 for missing files', async () => {
    const route = await fetch(`${server.url}/complainDetails?problemId=1002`);
    const missing = await fetch(`${server.url}/assets/missing.js`);

    expect(route.status).toBe(200);
    expect(await route.text()).toBe(INDEX_HTML);
    expect(missing.status).toBe(404);
  });

  it.each([
    '/currentlyer/unknown',
    '/api/v2/x/unknown',
    '/gopia/goya/unknown',
    '/mammalsed/unknown',
    '/service/unknown',
    '/demo-assets/unknown.svg',
  ])('never falls back to index.html for %s', async (apiPath) => {
    const response = await fetch(`${server.url}${apiPath}`);

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('answers API calls through the handlers, form body included', async () => {
    const response = await fetch(`${server.url}/currentlyer/user-problem/problem-detail?sessionId=demo-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'problemId=1002',
    });
    const reply = (await response.json()) as { code: number; data: { problemId: number } };

    expect(response.headers.get('content-type')).toContain('application/json');
    expect(reply).toMatchObject({ code: 0, data: { problemId: 1002 } });
  });

  it('serves the demo images', async () => {
    const logo = await fetch(`${server.url}/demo-assets/products/pesonow.svg`);

    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('PesoNow');
  });

  it('keeps its state across calls: a multipart upload is served back', async () => {
    const boundary = 'demo-boundary-1';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n--${boundary}--\r\n`;
    const upload = await fetch(`${server.url}/currentlyer/user-problem/upload-problem-img`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const reply = (await upload.json()) as { code: string; data: { url: string } };
    const image = await fetch(`${server.url}${reply.data.url}`);

    expect(reply.code).toBe('00');
    expect(await image.text()).toBe('PNGDATA');
    expect(server.state.uploads.size).toBe(1);
  });

  it('refuses other methods than GET and HEAD on app routes', async () => {
    const response = await fetch(`${server.url}/hasOf`, { method: 'POST', body: 'x=1' });

    expect(response.status).toBe(405);
  });

  it('tells how to build when index.html is missing', async () => {
    const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'demo-empty-'));
    const bare = await startDemoServer({ port: 0, distDir: emptyDir });
    try {
      const response = await fetch(`${bare.url}/hasOf`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await bare.close();
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});
