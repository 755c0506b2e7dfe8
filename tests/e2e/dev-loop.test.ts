// `npm run dev` as staff use it: save a screen file and the open page follows; save a broken one
// and the page lists the checker's problems; fix it and the screen is back.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startDevServer } from '../../scripts/dev-server.ts';
import { connectChromium } from './browser.ts';
import { E2E_SESSION, screenshot } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
// A saved file reaches the page through the file watcher, the checker and the dev server's socket: well
// under a second alone (`npm run bench:studio` times the studio's), several seconds on a busy machine.
const UPDATE_TIMEOUT_MS = 30_000;
// The first load compiles every module of the app on demand: seconds alone, a minute and more at load average 20-35.
const FIRST_LOAD_MS = 90_000;
let screens: string;
let dev: { server: ViteDevServer; url: string };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  screens = path.join(await mkdtemp(path.join(tmpdir(), 'dev-loop-')), 'screens');
  await cp(path.join(ROOT, 'screens'), screens, { recursive: true });
  const before = process.env.SCREENS_DIR;
  process.env.SCREENS_DIR = screens;
  try {
    dev = await startDevServer({ port: 0 });
  } finally {
    if (before === undefined) delete process.env.SCREENS_DIR;
    else process.env.SCREENS_DIR = before;
  }
  browser = await connectChromium();
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
});

afterAll(async () => {
  await browser?.close();
  await dev?.server.close();
  if (screens) await rm(path.dirname(screens), { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('shows a saved text change in the open page, the checker’s problems for a broken file, and the screen again once fixed', async () => {
    const messages = path.join(screens, 'customer-service', 'messages.json');
    const screenFile = path.join(screens, 'customer-service', 'screen.json');
    await page.goto(`${dev.url}/listsA?${E2E_SESSION}&orderId=ORD170`, { timeout: FIRST_LOAD_MS });
    await page.getByText('We are here to help', { exact: true }).waitFor({ timeout: FIRST_LOAD_MS });

    // The page takes each change in place, never reloaded: this mark stays on the open page.
    await page.evaluate(() => Object.assign(window, { devLoopMark: 'same page' }));
    const samePage = () => page.evaluate(() => (window as unknown as { devLoopMark?: string }).devLoopMark);
    const original = await readFile(messages, 'utf8');
    await writeFile(messages, original.replace('"We are here to help"', '"Here for you every day"'));
    await page.getByText('Here for you every day', { exact: true }).waitFor({ timeout: UPDATE_TIMEOUT_MS });
    expect(await samePage()).toBe('same page');

    const screenText = await readFile(screenFile, 'utf8');
    await writeFile(screenFile, screenText.replace('"type": "stack"', '"type": "stak"'));
    const alert = page.getByRole('alert');
    await alert.getByText(/screens\/customer-service\/screen\.json:\d+:\d+ #\/blocks\/0\/type/).waitFor({ timeout: UPDATE_TIMEOUT_MS });
    await expect.poll(() => alert.textContent()).toMatch(/unknown block type 'stak' \(did you mean 'stack'\?\)/);
    await screenshot(page, 'dev-loop-problems');

    await writeFile(screenFile, screenText);
    await page.getByText('Here for you every day', { exact: true }).waitFor({ timeout: UPDATE_TIMEOUT_MS });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await samePage()).toBe('same page');
  });
});
