// The team studio's single sign-on in Chromium: a person opens the studio, is sent to its sign-in
// page, clicks "Sign in with Lender ID", signs in on the provider's own login page (a real
// oidc-provider on a free port) and lands in the studio signed in as their studio account; the
// session cookie stays SameSite=Strict, so this also shows the browser sends it after the
// provider's cross-site redirect. Someone the studio has no account for reads why on the sign-in page.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStudioServer, type StudioServer } from '../../studio/server/server.ts';
import { SSO_CALLBACK } from '../../studio/server/team/access.ts';
import { createAccounts } from '../../studio/server/team/accounts.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestProvider, type TestProvider } from '../unit/studio/server/sso-provider.ts';
import { axeBuilder } from './a11y-checks.ts';
import { connectChromium } from './browser.ts';
import { screenshot } from './harness.ts';
import { studioGet, studioPages, TEAM_WAIT, WAIT } from './studio-harness.ts';

const LABEL = 'Lender ID';

let dir: string;
let provider: TestProvider;
let studio: StudioServer;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run npm run build first.`);
  dir = mkdtempSync(join(tmpdir(), 'studio-sso-e2e-'));
  const screensDir = join(dir, 'screens');
  cpSync('screens', screensDir, { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync(dist, join(dir, 'dist'), { recursive: true });
  const accounts = createAccounts(join(dir, 'team'));
  await accounts.add('it.admin', 'a long test password', ['admin'], 'IT Admin');
  await accounts.add('maria.santos@lender.ph', 'a long test password', ['editor'], 'Maria Santos');
  // On localhost, another site than the studio's 127.0.0.1: the browser treats the way back as cross-site.
  provider = await startTestProvider({}, 'localhost');
  process.env.SCREENS_DIR = screensDir;
  studio = await startStudioServer({
    port: 0,
    screensDir,
    distDir: join(dir, 'dist'),
    checkOnStart: false,
    ...studioPages(),
    team: {
      dir: join(dir, 'team'),
      sso: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, claim: 'email', label: LABEL, passwords: true },
    },
  });
  provider.register(`${studio.url}${SSO_CALLBACK}`);
  browser = await connectChromium();
}, 180_000);

afterAll(async () => {
  delete process.env.SCREENS_DIR;
  await browser?.close();
  await studio?.close();
  await provider?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-PH', timezoneId: 'Asia/Manila' });
  // A click or a fill waits as long as a step may take on a busy machine (Playwright's default: 30 s).
  context.setDefaultTimeout(TEAM_WAIT);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

/** From the studio's sign-in page through the provider's login page, as `login`. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.goto(`${studio.url}/studio`);
  await page.waitForURL(/\/__studio\/sign-in/, { timeout: WAIT });
  await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
  await page.waitForURL((url) => url.origin === provider.issuer, { timeout: WAIT });
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

describe('team studio: single sign-on in the browser', () => {
  it('signs Maria in through the provider and lands her in the studio, named in its header', async () => {
    const page = await newPage();
    try {
      await signInAtProvider(page, 'maria.santos@lender.ph');
      // A sign-in, then the studio page's first load (its modules compiled by a fresh Vite).
      await page.waitForURL(`${studio.url}/studio`, { timeout: TEAM_WAIT });
      const signedIn = page.getByRole('group', { name: 'Signed in' });
      await signedIn.getByText('Maria Santos').waitFor({ timeout: WAIT * 2 });
      expect(await signedIn.textContent()).toContain('(editor)');
      const session = (await page.context().cookies(studio.url)).find((cookie) => cookie.name === 'studio-session');
      expect([session?.httpOnly, session?.sameSite]).toEqual([true, 'Strict']);
      expect(await (await studioGet(page, `${studio.url}/__studio/api/team/me`)).json()).toMatchObject({
        name: 'maria.santos@lender.ph',
        roles: ['editor'],
      });
    } catch (error) {
      await screenshot(page, 'studio-sso-failure');
      throw error;
    } finally {
      await page.context().close();
    }
    expect(pageErrors).toEqual([]);
  });

  it('tells someone without a studio account to ask the admin, on the sign-in page', async () => {
    const page = await newPage();
    try {
      await signInAtProvider(page, 'stranger@lender.ph');
      await page
        .getByRole('alert')
        .filter({ hasText: 'No studio account for stranger@lender.ph. Ask your studio admin to add one.' })
        .waitFor({ timeout: WAIT });
      await page.getByRole('link', { name: `Sign in with ${LABEL}` }).waitFor();
      expect((await page.context().cookies(studio.url)).map((cookie) => cookie.name)).not.toContain('studio-session');
      // The sign-in page with the message, the single sign-on link and the password form passes axe.
      const found = await axeBuilder(page).analyze();
      expect(
        found.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`),
      ).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
