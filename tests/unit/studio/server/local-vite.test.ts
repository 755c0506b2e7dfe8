// The single-user studio with its Vites: the studio's own folder .studio/ (the publish log, kept
// copies) is never served, neither at /@fs/ nor at its path below the checkout, while the
// studio's page and modules are.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';

let dir: string;
/** Inside the checkout's .studio/, where Vite would serve it if nothing stopped it. */
let secretDir: string;
let studio: StudioServer;
const SECRET = 'publish-log-secret-7f3a';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-local-vite-'));
  mkdirSync('.studio', { recursive: true });
  secretDir = resolve(mkdtempSync(join(resolve('.studio'), 'test-local-')));
  writeFileSync(join(secretDir, 'publish-log.json'), JSON.stringify({ note: SECRET }));
  cpSync('screens', join(dir, 'screens'), { recursive: true });
  mkdirSync(join(dir, 'dist'), { recursive: true });
  studio = await startStudioServer({ port: 0, screensDir: join(dir, 'screens'), distDir: join(dir, 'dist') });
}, 120_000);

afterAll(async () => {
  await studio?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(secretDir, { recursive: true, force: true });
});

describe('the local studio with Vite', () => {
  const inCheckout = () => `/${relative(resolve('.'), secretDir)}/publish-log.json`;

  it.each([
    ['at /@fs/', () => `/@fs${secretDir}/publish-log.json`],
    ['at /@fs/ as a module', () => `/@fs${secretDir}/publish-log.json?import`],
    ['at its path in the checkout', inCheckout],
    ['at its path in the checkout, raw', () => `${inCheckout()}?raw`],
  ])('never serves a file of .studio/ %s', async (_how, path) => {
    const response = await fetch(`${studio.url}${path()}`);
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain(SECRET);
  });

  it('serves the studio page and its modules', async () => {
    const page = await fetch(`${studio.url}/studio`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const module = await fetch(`${studio.url}/studio/web/main.tsx`);
    expect(module.status).toBe(200);
  });
});
