// The team studio with two people, each in their own browser: Maria (editor) changes a screen
// without saving and Jose (reviewer) opening it sees "Maria Santos is editing this screen"; Maria
// saves with a note, and Jose reads it in Review and in the screen's history; a comment goes from
// Jose to Maria and back. The heartbeat is half a second here (the server's option), and every
// wait is for what the person sees, never a fixed time.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStudioServer, type StudioServer } from '../../studio/server/server.ts';
import { createAccounts } from '../../studio/server/team/accounts.ts';
import { connectChromium } from './browser.ts';
import { docsScreenshot } from './harness.ts';
import { openStudio, TEAM_WAIT, WAIT } from './studio-harness.ts';

const PASSWORD = 'a long test password';
const PEOPLE = {
  maria: { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor'] },
  jose: { name: 'jose.reyes', displayName: 'Jose Reyes', roles: ['reviewer'] },
} as const;
type Person = keyof typeof PEOPLE;
const NOTE = "Legal asked for the company's full name <b>on this page</b>";
const COMMENT = 'Check the Filipino title too <script>window.hacked = 1</script>';
const REPLY = 'Done: the Filipino title says it as well';

let dir: string;
let studio: StudioServer;
let browser: Browser;
const pages = {} as Record<Person, Page>;
const pageErrors: string[] = [];

beforeAll(async () => {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run npm run build first.`);
  dir = mkdtempSync(join(tmpdir(), 'studio-team-presence-e2e-'));
  const screensDir = join(dir, 'screens');
  cpSync('screens', screensDir, { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync(dist, join(dir, 'dist'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  writeFileSync(join(dir, '.gitignore'), 'team/\ndist/\n');
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Developer', '-c', 'user.email=dev@example.test', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'Screens');
  const accounts = createAccounts(join(dir, 'team'));
  for (const person of Object.values(PEOPLE)) await accounts.add(person.name, PASSWORD, [...person.roles], person.displayName);
  process.env.SCREENS_DIR = screensDir;
  studio = await startStudioServer({
    port: 0,
    screensDir,
    distDir: join(dir, 'dist'),
    team: { dir: join(dir, 'team'), repository: dir, presenceHeartbeatMs: 500 },
  });
  browser = await connectChromium();
  for (const person of Object.keys(PEOPLE) as Person[]) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-PH', timezoneId: 'Asia/Manila' });
    // A click or a fill waits as long as a step may take on a busy machine (Playwright's default: 30 s).
    context.setDefaultTimeout(TEAM_WAIT);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    pages[person] = page;
  }
}, 180_000);

afterAll(async () => {
  delete process.env.SCREENS_DIR;
  await browser?.close();
  await studio?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signIn(person: Person): Promise<Page> {
  const page = pages[person];
  await page.goto(`${studio.url}/__studio/sign-in`);
  await page.getByLabel('Account').fill(PEOPLE[person].name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/studio/, { timeout: TEAM_WAIT });
  await openStudio(page, studio.url, 'about-us');
  return page;
}
const banner = (page: Page) => page.getByRole('status', { name: 'Someone else is editing' });
const panel = (page: Page) => page.getByRole('region', { name: 'Publish', exact: true });
const review = (page: Page) => panel(page).getByRole('region', { name: 'Review' });
/** Opens the publish panel afresh (it reads the review each time it opens). */
async function openReview(page: Page): Promise<void> {
  if ((await panel(page).count()) > 0) await page.getByRole('button', { name: 'Publish and history' }).click();
  await page.getByRole('button', { name: 'Publish and history' }).click();
  await review(page).waitFor({ timeout: WAIT });
}
async function closePanel(page: Page): Promise<void> {
  if ((await panel(page).count()) > 0) await page.getByRole('button', { name: 'Publish and history' }).click();
  await panel(page).waitFor({ state: 'detached', timeout: WAIT });
}
const conversation = (page: Page) => review(page).getByRole('list', { name: 'Saves and comments' });
const versions = (page: Page) => page.getByRole('list', { name: 'Versions of about-us, newest first' });

describe('team studio: who else is editing, notes with saves, comments on a change', () => {
  it('shows Jose that Maria is editing the screen he opens, while her change is unsaved', async () => {
    const maria = await signIn('maria');
    await maria.getByRole('tab', { name: 'Texts' }).click();
    await maria.getByLabel('about.title (en)').fill('About the lending company');
    const jose = await signIn('jose');
    await banner(jose).waitFor({ timeout: WAIT });
    expect(await banner(jose).textContent()).toMatch(
      /^Maria Santos is editing this screen \(unsaved changes, last active (just now|1 minute ago)\)\./,
    );
    // Maria sees no banner of her own.
    expect(await banner(maria).count()).toBe(0);
  });

  it('Maria saves with a note: the banner goes, and Jose reads the note in Review and in the history', async () => {
    const maria = pages.maria;
    const jose = pages.jose;
    await maria.getByRole('button', { name: 'Save…' }).click();
    const dialog = maria.getByRole('dialog', { name: 'Save about-us?' });
    await dialog.getByLabel(/^What changed and why/).fill(NOTE);
    await dialog.getByRole('button', { name: 'Save to the screens folder' }).click();
    await maria
      .getByRole('status')
      .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
      .waitFor({ timeout: TEAM_WAIT });
    await banner(jose).waitFor({ state: 'detached', timeout: WAIT });

    await openReview(jose);
    const saved = conversation(jose).getByRole('listitem').filter({ hasText: "Maria Santos saved 'About the lending company' (/workIs)" });
    await saved.waitFor({ timeout: WAIT });
    expect(await saved.textContent()).toContain(NOTE);
    expect(await review(jose).locator('b').count()).toBe(0);

    await closePanel(jose);
    await jose.getByRole('tab', { name: 'History' }).click();
    const newest = versions(jose).getByRole('listitem').first();
    await newest.waitFor({ timeout: WAIT });
    expect(await newest.textContent()).toContain('Maria Santos');
    expect(await newest.textContent()).toContain(NOTE);
    expect(await versions(jose).getByRole('listitem').last().textContent()).toContain('Screens');
  });

  it('a comment goes from Jose to Maria and back, each shown as text with the name', async () => {
    const maria = pages.maria;
    const jose = pages.jose;
    await openReview(jose);
    await review(jose)
      .getByLabel(/^Comment/)
      .fill(COMMENT);
    await review(jose).getByRole('button', { name: 'Add comment' }).click();
    await conversation(jose).getByRole('listitem').filter({ hasText: 'Jose Reyes commented' }).waitFor({ timeout: WAIT });

    await openReview(maria);
    const fromJose = conversation(maria).getByRole('listitem').filter({ hasText: 'Jose Reyes commented' });
    await fromJose.waitFor({ timeout: WAIT });
    expect(await fromJose.textContent()).toContain(COMMENT);
    expect(await maria.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await review(maria).locator('script').count()).toBe(0);
    // Maria saved this change: she may comment, not approve.
    expect(await review(maria).getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await review(maria)
      .getByLabel(/^Comment/)
      .fill(REPLY);
    await review(maria).getByRole('button', { name: 'Add comment' }).click();
    await conversation(maria).getByRole('listitem').filter({ hasText: 'Maria Santos commented' }).waitFor({ timeout: WAIT });

    await openReview(jose);
    const items = conversation(jose).getByRole('listitem');
    await items.filter({ hasText: REPLY }).waitFor({ timeout: WAIT });
    const texts = await items.allTextContents();
    expect(texts.map((text) => text.split(' (')[0])).toEqual([
      "Maria Santos saved 'About the lending company'",
      'Jose Reyes commented',
      'Maria Santos commented',
    ]);
  });

  it('Jose approves; the history marks the approved version, beside the banner of a new edit (screenshot)', async () => {
    const maria = pages.maria;
    const jose = pages.jose;
    await openReview(jose);
    await review(jose)
      .getByLabel(/^Comment/)
      .fill('Reads well');
    await review(jose).getByRole('button', { name: 'Approve' }).click();
    await review(jose).getByRole('status').filter({ hasText: 'Approved by Jose Reyes' }).waitFor({ timeout: WAIT });
    await closePanel(jose);
    await closePanel(maria);

    await maria.getByLabel('about.title (fil)').fill('Tungkol sa kompanyang nagpapautang');
    await banner(jose).waitFor({ timeout: WAIT });
    await jose.getByRole('tab', { name: 'History' }).click();
    await jose.getByRole('tab', { name: 'Texts' }).click();
    await jose.getByRole('tab', { name: 'History' }).click();
    await versions(jose).getByRole('listitem').first().getByText('Approved, not live yet').waitFor({ timeout: WAIT });
    await docsScreenshot(jose, 'studio-team-presence');
  });

  it('ran without a script error', () => {
    expect(pageErrors).toEqual([]);
  });
});
