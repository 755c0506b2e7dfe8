// A reviewer reads a mixed change — a screen's text, a shared text and a paragraph of the privacy
// policy, saved together by an editor — in the review section of the publish panel, on a laptop
// (1366×768): each kind is listed in words with old → new, no JSON, no ids, no file paths
// (screenshot studio-review-mixed).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../studio/server/screens-api.ts';
import { startStudioServer, type StudioServer } from '../../studio/server/server.ts';
import { createAccounts } from '../../studio/server/team/accounts.ts';
import { connectChromium } from './browser.ts';
import { screenshot } from './harness.ts';
import { openStudio, TEAM_WAIT, WAIT } from './studio-harness.ts';

const PASSWORD = 'a long test password';
const EDITOR = { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor'] as const };
const REVIEWER = { name: 'jose.reyes', displayName: 'Jose Reyes', roles: ['reviewer'] as const };

let dir: string;
let studio: StudioServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** A request as the editor's browser sends it, signed in on the sign-in form. */
async function signedInCookie(name: string): Promise<string> {
  const form = await fetch(`${studio.url}/__studio/sign-in`);
  const formCookie = /studio-sign-in=[^;]+/.exec(form.headers.get('set-cookie') ?? '')?.[0];
  const token = /name="form" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!formCookie || !token) throw new Error('The sign-in page has no form token.');
  const response = await fetch(`${studio.url}/__studio/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: formCookie, 'content-type': 'application/x-www-form-urlencoded', origin: studio.url },
    body: new URLSearchParams({ form: token, name, password: PASSWORD }).toString(),
  });
  const session = /studio-session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (response.status !== 303 || !session) throw new Error(`${name} could not sign in: ${response.status}`);
  return session;
}
async function save(cookie: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${studio.url}/__studio/api/${path}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', origin: studio.url },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run npm run build first.`);
  dir = mkdtempSync(join(tmpdir(), 'studio-review-mixed-'));
  const screensDir = join(dir, 'screens');
  cpSync('screens', screensDir, { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync(dist, join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, '.gitignore'), 'team/\ndist/\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Developer', '-c', 'user.email=dev@example.test', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'Screens');
  const accounts = createAccounts(join(dir, 'team'));
  for (const person of [EDITOR, REVIEWER]) await accounts.add(person.name, PASSWORD, [...person.roles], person.displayName);
  process.env.SCREENS_DIR = screensDir;
  studio = await startStudioServer({ port: 0, screensDir, distDir: join(dir, 'dist'), team: { dir: join(dir, 'team'), repository: dir } });
  const baseline = studio.api.compare('saved');
  studio.api.publish({ note: 'The screens folder as it is', contentId: baseline.contentId, live: baseline.live });

  // Maria saves the three kinds, each with a note.
  const editor = await signedInCookie(EDITOR.name);
  const read = (path: string) => readFileSync(join(dir, path), 'utf8');
  const screen = read('screens/about-us/screen.json');
  const messages = read('screens/about-us/messages.json');
  await save(editor, 'screens/about-us', {
    screen,
    messages: messages.replace('"about.title": "About us"', '"about.title": "About our company"'),
    base: { screen: hashText(screen), messages: hashText(messages) },
    note: 'Our full name',
  });
  const shared = read('screens/messages.json');
  await save(editor, `files/${encodeURIComponent('screens/messages.json')}`, {
    text: shared.replace('"service.title": "Customer service"', '"service.title": "Customer care"'),
    base: hashText(shared),
    note: 'Warmer wording',
  });
  const policy = read('content/privacy-policy.md');
  expect(policy).toContain('By registering or using the Services');
  await save(editor, `files/${encodeURIComponent('content/privacy-policy.md')}`, {
    text: policy.replace('By registering or using the Services', 'From 1 December 2026: By registering or using the Services'),
    base: hashText(policy),
    note: 'New policy date',
  });

  browser = await connectChromium();
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-PH', timezoneId: 'Asia/Manila' });
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

describe('the review of a mixed change', () => {
  it('lists the screen, the shared texts and the page in words, old → new, with no JSON, ids or paths', async () => {
    await page.goto(`${studio.url}/__studio/sign-in`);
    await page.getByLabel('Account').fill(REVIEWER.name);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/studio/, { timeout: TEAM_WAIT });
    await openStudio(page, studio.url, 'about-us');
    await page.getByRole('button', { name: 'Publish and history' }).click();
    const box = page.getByRole('region', { name: 'Publish', exact: true }).getByRole('region', { name: 'Review' });
    await box.getByText('Waits for approval.').waitFor({ timeout: WAIT });
    expect(await box.textContent()).toContain('saved by Maria Santos');
    await box.getByText('What this change does for borrowers').click();
    const line = (region: string, text: string) => box.getByRole('region', { name: region }).locator('li').filter({ hasText: text });
    await line('changed about-us', 'Changed English text: “About us” → “About our company”').waitFor({ timeout: WAIT });
    await line('changed shared texts', 'Changed English text: “Customer service” → “Customer care”').waitFor();
    await box.getByRole('region', { name: 'changed page privacy-policy' }).locator('ins').filter({ hasText: 'From' }).first().waitFor();
    expect((await box.locator('.studio-screen-change h3').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      "Changed screen 'About our company' (/workIs)",
      'Changed shared texts (used on many screens)',
      expect.stringMatching(/^Changed page 'Privacy policy'/),
    ]);
    // Each save with its note, the screen by the title and address it was saved with.
    const saves = await box
      .getByRole('listitem')
      .filter({ hasText: /^Maria Santos saved/ })
      .allTextContents();
    expect(saves.map((text) => text.replace(/ \((just now|\d+ minutes? ago)\):/, ': '))).toEqual([
      "Maria Santos saved 'About our company' (/workIs): Our full name",
      'Maria Santos saved the shared texts: Warmer wording',
      'Maria Santos saved the page privacy-policy: New policy date',
    ]);
    await page.mouse.move(0, 0);
    await screenshot(page, 'studio-review-mixed');
    // The page's change too, further down the panel.
    await box.getByRole('region', { name: 'changed page privacy-policy' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'studio-review-mixed-page');
    const text = (await box.textContent()) ?? '';
    expect(text).not.toMatch(/[{}]|"\w+":|\$schema|[0-9a-f]{16}/);
    expect(text).not.toMatch(/screens\/|messages\.json|the screen about-us/);
  });

  it('ran without a script error', () => {
    expect(pageErrors).toEqual([]);
  });
});
