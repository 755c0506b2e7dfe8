// Issue #34 in the team studio with a real sign-in: a studio link to a screen opened while signed
// out lands on that screen after sign-in (the address stays the studio's), and the publish panel
// closes with Escape and lies over the preview, never over the editor, at 1366×768 and 1280×720.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';

import { startStudioServer, type StudioServer } from '../../studio/server/server.ts';
import { createAccounts } from '../../studio/server/team/accounts.ts';
import { connectChromium } from './browser.ts';
import { screenshot } from './harness.ts';
import { TEAM_WAIT, WAIT } from './studio-harness.ts';

const PASSWORD = 'a long test password';
let dir: string;
let studio: StudioServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run npm run build first.`);
  dir = mkdtempSync(join(tmpdir(), 'studio-links-e2e-'));
  const screensDir = join(dir, 'screens');
  cpSync('screens', screensDir, { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync(dist, join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, '.gitignore'), 'team/\ndist/\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Developer', '-c', 'user.email=dev@example.test', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'Screens');
  await createAccounts(join(dir, 'team')).add('maria.santos', PASSWORD, ['editor'], 'Maria Santos');
  process.env.SCREENS_DIR = screensDir;
  studio = await startStudioServer({ port: 0, screensDir, distDir: join(dir, 'dist'), team: { dir: join(dir, 'team'), repository: dir } });
  browser = await connectChromium();
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-PH', timezoneId: 'Asia/Manila' });
  // A click or a fill waits as long as a step may take on a busy machine (Playwright's default: 30 s).
  context.setDefaultTimeout(TEAM_WAIT);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 180_000);

afterAll(async () => {
  delete process.env.SCREENS_DIR;
  await browser?.close();
  await studio?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  onTestFailed(async () => {
    await screenshot(page, 'studio-team-links-failure');
  });
});

describe('team studio: links and panels', () => {
  it('opens the screen of a studio link after signing in', async () => {
    await page.goto(`${studio.url}/studio#customer-service`);
    await page.getByLabel('Account').waitFor({ timeout: WAIT * 3 });
    expect(new URL(page.url()).pathname).toBe('/__studio/sign-in');
    await page.getByLabel('Account').fill('maria.santos');
    // A wrong password first: the link is still kept.
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The account name or the password is wrong.' })
      .waitFor({ timeout: WAIT * 3 });
    await page.getByLabel('Account').fill('maria.santos');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/studio#customer-service$/, { timeout: WAIT * 3 });
    const current = page.getByRole('complementary', { name: 'Screens' }).locator('[aria-current="true"]');
    await expect.poll(() => current.textContent(), { timeout: WAIT * 3 }).toMatch(/^customer-service/);
    expect(new URL(page.url()).origin).toBe(studio.url);
  });

  it('closes the publish panel with Escape; open, it covers the preview and not the editor', async () => {
    const button = page.getByRole('button', { name: 'Publish and history' });
    const panel = page.getByRole('region', { name: 'Publish', exact: true });
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      await button.click();
      await panel.waitFor({ timeout: WAIT });
      await expect
        .poll(
          async () => {
            const editor = await page.locator('.studio-main').boundingBox();
            const box = await panel.boundingBox();
            return Boolean(editor && box && box.x >= editor.x + editor.width - 1);
          },
          { timeout: WAIT },
        )
        .toBe(true);
      await screenshot(page, `studio-publish-panel-${size.width}`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached', timeout: WAIT });
      expect(await button.evaluate((element) => document.activeElement === element)).toBe(true);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(pageErrors).toEqual([]);
  });
});
