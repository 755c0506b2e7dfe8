// The studio serving its pages as built files (`npm run studio -- --pages DIR`), as a deployment does:
// the two pages with a policy that allows no inline script and no socket, their files cached for
// good, nothing outside the folder, no Vite's socket; a folder without the pages stops the start.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PREVIEW_BASE, STUDIO_PAGE_BASE } from '../../../../studio/server/pages/page-paths.ts';
import { startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import { rawStatus } from './raw-status.ts';

const STUDIO_HTML = `<!doctype html><title>Screen studio</title><script type="module" src="${STUDIO_PAGE_BASE}assets/studio-a1.js"></script>`;
const PREVIEW_HTML = `<!doctype html><title>Screen preview</title><script type="module" src="${PREVIEW_BASE}assets/preview-b2.js"></script>`;

let dir: string;
let studio: StudioServer;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

/** The status of a raw request: fetch would tidy `..` and `%2e` away before sending. */
const statusOf = (path: string, headers: Record<string, string> = {}): Promise<number> => rawStatus(`${studio.url}/`, { path, headers });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-built-pages-'));
  write('dist/index.html', '<!doctype html><title>app</title>');
  write('dist/secret.txt', 'the built app, not the studio');
  write('pages/page/studio/web/studio.html', STUDIO_HTML);
  write('pages/page/assets/studio-a1.js', 'console.log("studio");');
  write('pages/frame/studio/web/preview.html', PREVIEW_HTML);
  write('pages/frame/assets/preview-b2.js', 'console.log("preview");');
  studio = await startStudioServer({ port: 0, screensDir: 'screens', distDir: join(dir, 'dist'), pagesDir: join(dir, 'pages') });
});

afterAll(async () => {
  await studio?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the studio with its built pages', () => {
  it('serves both pages as built, under a policy with no inline script and no socket', async () => {
    for (const [path, html] of [
      ['/studio', STUDIO_HTML],
      ['/__studio/preview', PREVIEW_HTML],
    ]) {
      const response = await fetch(`${studio.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(html);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self' 'unsafe-eval';");
      expect(policy).toContain("connect-src 'self';");
      expect(policy).not.toMatch(/unsafe-inline'[^;]*;\s*style-src/);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const root = await fetch(`${studio.url}/`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).toEqual([302, '/studio']);
  });

  it("serves each page's files from its own folder, cached for good", async () => {
    const script = await fetch(`${studio.url}${STUDIO_PAGE_BASE}assets/studio-a1.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log("studio");');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const frame = await fetch(`${studio.url}${PREVIEW_BASE}assets/preview-b2.js`);
    expect(await frame.text()).toBe('console.log("preview");');
    // One page's files are not the other's.
    expect((await fetch(`${studio.url}${STUDIO_PAGE_BASE}assets/preview-b2.js`)).status).toBe(404);
  });

  it('sends nothing from outside the folder, and answers no Vite socket', async () => {
    for (const path of [
      `${STUDIO_PAGE_BASE}../../dist/secret.txt`,
      `${STUDIO_PAGE_BASE}%2e%2e/%2e%2e/dist/secret.txt`,
      `${PREVIEW_BASE}..%2f..%2fdist%2fsecret.txt`,
      `${STUDIO_PAGE_BASE}studio/web/main.tsx`,
      '/studio/web/main.tsx',
    ])
      expect(await statusOf(path), path).toBe(404);
    expect(await statusOf(`${STUDIO_PAGE_BASE}%E0%A4%A`)).toBe(400);
    const socket = {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'c3R1ZGlvLXBhZ2VzLWtleQ==',
    };
    expect(await statusOf('/', { ...socket, 'sec-websocket-protocol': 'vite-ping' })).not.toBe(101);
    expect(await statusOf(PREVIEW_BASE, { ...socket, 'sec-websocket-protocol': 'vite-ping' })).not.toBe(101);
  });

  it('refuses to start on a folder without the built pages, saying what to run', async () => {
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    await expect(startStudioServer({ port: 0, screensDir: 'screens', distDir: join(dir, 'dist'), pagesDir: empty })).rejects.toThrow(
      /The studio's built pages are not in .*empty \(no page\/studio\/web\/studio\.html\): run npm run studio:build first\./,
    );
  });
});
