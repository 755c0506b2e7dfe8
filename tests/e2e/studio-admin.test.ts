// The team studio's admin page in Chromium, on the real sign-in page: the admin adds a person with
// roles and reads their one-time password; that person signs in with it in a browser of their own
// and must choose their own password before anything else (one on the common list refused); the admin disables them and their open page goes to the sign-in page at its next
// request; the audit log in the page shows those steps newest first, and its download is JSON Lines.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStudioServer, type StudioServer } from '../../studio/server/server.ts';
import { createAccounts } from '../../studio/server/team/accounts.ts';
import { axeBuilder } from './a11y-checks.ts';
import { connectChromium } from './browser.ts';
import { docsScreenshot, screenshot } from './harness.ts';
import { blocksTree, openStudio, screenInList, studioGet, studioPages, TEAM_WAIT, WAIT } from './studio-harness.ts';

const ADMIN = { name: 'it.admin', displayName: 'IT Admin', password: 'the admin password' };
const NEWCOMER = { name: 'lea.tan', displayName: 'Lea Tan', password: 'Lea chose this one' };
/** A sign-in, an account added or a password changed is one scrypt hash each: seconds on a busy 2-core machine. */
const HASHING = WAIT * 3;
/** Last month's segment of the audit log, as a month's turn leaves it: more entries than one page of 200. */
const LAST_MONTH = (() => {
  const at = new Date();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - 1);
  return at.toISOString().slice(0, 7);
})();
const LAST_MONTH_SIGN_INS = 250;

let dir: string;
let studio: StudioServer;
let browser: Browser;
let admin: Page;
let newcomer: Page;
let temporary = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run npm run build first.`);
  dir = mkdtempSync(join(tmpdir(), 'studio-admin-e2e-'));
  cpSync('screens', join(dir, 'screens'), { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  cpSync(dist, join(dir, 'dist'), { recursive: true });
  await createAccounts(join(dir, 'team')).add(ADMIN.name, ADMIN.password, ['admin'], ADMIN.displayName);
  mkdirSync(join(dir, 'team', 'audit'), { recursive: true, mode: 0o700 });
  writeFileSync(
    join(dir, 'team', 'audit', `${LAST_MONTH}.jsonl`),
    Array.from({ length: LAST_MONTH_SIGN_INS }, (_, index) => {
      const at = new Date(Date.parse(`${LAST_MONTH}-02T00:00:00Z`) + index * 60_000).toISOString();
      return `${JSON.stringify({ at, who: ADMIN.name, from: '127.0.0.1', action: 'sign-in', n: index })}\n`;
    }).join(''),
    { mode: 0o600 },
  );
  process.env.SCREENS_DIR = join(dir, 'screens');
  studio = await startStudioServer({
    port: 0,
    screensDir: join(dir, 'screens'),
    distDir: join(dir, 'dist'),
    checkOnStart: false,
    ...studioPages(),
    team: { dir: join(dir, 'team') },
  });
  browser = await connectChromium();
  const open = async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-PH', timezoneId: 'Asia/Manila' });
    // A click or a fill waits as long as a step may take on a busy machine (Playwright's default: 30 s).
    context.setDefaultTimeout(TEAM_WAIT);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };
  admin = await open();
  newcomer = await open();
}, 180_000);

afterAll(async () => {
  delete process.env.SCREENS_DIR;
  await browser?.close();
  await studio?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page, name: string, password: string): Promise<void> {
  await page.goto(`${studio.url}/__studio/sign-in`);
  await page.getByLabel('Account').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/studio/, { timeout: HASHING });
  // The studio as it settles (its screen list and editor), then its header.
  await openStudio(page, studio.url, 'about-us');
  await page.getByRole('group', { name: 'Signed in' }).waitFor({ timeout: WAIT });
}
const adminDialog = (page: Page) => page.getByRole('dialog', { name: 'Admin: people and the audit log' });
const personRow = (dialog: Locator, name: string) =>
  dialog.getByRole('row').filter({ has: dialog.page().locator(`[id="person-${name}"]`) });
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const found = await axeBuilder(page).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return found.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}

describe('team studio admin page', () => {
  it('shows Admin only to an admin, and Change password to everyone', async () => {
    await signIn(admin, ADMIN.name, ADMIN.password);
    const bar = admin.getByRole('group', { name: 'Signed in' });
    await bar.getByRole('button', { name: 'Change password' }).waitFor();
    await bar.getByRole('button', { name: 'Admin' }).click();
    const dialog = adminDialog(admin);
    await dialog.waitFor({ timeout: WAIT });
    await personRow(dialog, ADMIN.name).getByText('(you)').waitFor({ timeout: WAIT });
  });

  it('adds a person with roles and shows their temporary password once, with Copy', async () => {
    const dialog = adminDialog(admin);
    await dialog.getByLabel('Account name').fill(NEWCOMER.name);
    await dialog.getByLabel('Display name').fill(NEWCOMER.displayName);
    const roles = dialog.getByRole('group', { name: 'Roles', exact: true });
    await roles.getByLabel('viewer', { exact: true }).uncheck();
    await roles.getByLabel('editor', { exact: true }).check();
    await roles.getByLabel('reviewer', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Add person' }).click();
    const secret = dialog.getByLabel(`Temporary password for ${NEWCOMER.name}`);
    await secret.waitFor({ timeout: HASHING });
    temporary = (await secret.textContent()) ?? '';
    expect(temporary).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    await dialog.getByText('Shown once.').waitFor();
    // Focus is on Copy, the next thing to do.
    expect(await dialog.getByRole('button', { name: 'Copy' }).evaluate((button) => button === document.activeElement)).toBe(true);
    const row = personRow(dialog, NEWCOMER.name);
    expect(
      await row
        .getByRole('group', { name: `Roles of ${NEWCOMER.displayName}` })
        .getByLabel('editor')
        .isChecked(),
    ).toBe(true);
    expect(await row.textContent()).toContain('never');
    // Until they choose their own, the list says they must.
    expect(await row.textContent()).toContain('Must choose a password at next sign-in');
    expect(await personRow(dialog, ADMIN.name).textContent()).not.toContain('Must choose');
    await docsScreenshot(admin, 'studio-admin');
    expect(await seriousViolations(admin, '.studio-admin-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: /^Done/ }).click();
    expect(await dialog.getByLabel(`Temporary password for ${NEWCOMER.name}`).count()).toBe(0);
    // The list never shows it again.
    expect(await dialog.textContent()).not.toContain(temporary);
  });

  it('the new person signs in with it in their own browser and must choose their own password before anything else', async () => {
    await newcomer.goto(`${studio.url}/__studio/sign-in`);
    await newcomer.getByLabel('Account').fill(NEWCOMER.name);
    await newcomer.getByLabel('Password').fill(temporary);
    await newcomer.getByRole('button', { name: 'Sign in' }).click();
    await newcomer.waitForURL(/\/studio/, { timeout: HASHING });
    // Where they were going (a link to a screen): the studio opens there once the password is theirs.
    await newcomer.goto(`${studio.url}/studio#about-us`);
    const dialog = newcomer.getByRole('dialog', { name: 'Choose your own password' });
    await dialog.waitFor({ timeout: WAIT * 3 });
    // A step to do, not to close: no Close, and Escape leaves it open.
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await newcomer.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    // Meanwhile the server refuses the studio's calls for this session, with the reason.
    const refused = await studioGet(newcomer, `${studio.url}/__studio/api/screens`);
    expect([refused.status(), ((await refused.json()) as { reason: string }).reason]).toEqual([403, 'choose password']);

    await dialog.getByLabel('Temporary password').fill(temporary);
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByText('At least 12 characters (5 so far).').waitFor();
    expect(await dialog.getByRole('button', { name: 'Set my password' }).isDisabled()).toBe(true);
    // One on the list of common passwords: the server says so, in words.
    await dialog.getByLabel('New password', { exact: true }).fill('Password2024!');
    await dialog.getByLabel('New password again').fill('Password2024!');
    await dialog.getByRole('button', { name: 'Set my password' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'This password is on a list of passwords attackers try first; choose another.' })
      .waitFor({ timeout: HASHING });
    await dialog.getByLabel('New password', { exact: true }).fill(NEWCOMER.password);
    await dialog.getByLabel('New password again').fill(NEWCOMER.password);
    expect(await seriousViolations(newcomer, '.studio-admin-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Set my password' }).click();
    // The studio opens again where they were, with everything their roles allow.
    // Polled on what the page shows (its address and the screen list's first entries), so that a
    // failure says where the page was and what the list said, not only that a button never came.
    const shown = async () => {
      const list = await newcomer
        .getByRole('complementary', { name: 'Screens' })
        .getByRole('button')
        .allTextContents()
        .catch(() => []);
      return `${newcomer.url()} | ${list
        .slice(0, 6)
        .map((text) => text.replace(/\s+/g, ' ').trim())
        .join(' · ')}`;
    };
    await expect.poll(shown, { timeout: HASHING, interval: 500 }).toMatch(/About us ?\/workIs/);
    await screenInList(newcomer, 'About us', '/workIs').waitFor({ timeout: WAIT });
    await blocksTree(newcomer).waitFor({ timeout: WAIT });
    expect(newcomer.url()).toBe(`${studio.url}/studio#about-us`);
    expect(await dialog.count()).toBe(0);
    const bar = newcomer.getByRole('group', { name: 'Signed in' });
    expect(await bar.textContent()).toContain('(editor, reviewer)');
    expect(await bar.getByRole('button', { name: 'Admin' }).count()).toBe(0);
    expect((await studioGet(newcomer, `${studio.url}/__studio/api/screens`)).status()).toBe(200);
  });

  it('the admin disables them, and their open page goes to the sign-in page at its next request', async () => {
    const dialog = adminDialog(admin);
    const row = personRow(dialog, NEWCOMER.name);
    await row.getByRole('button', { name: `Disable ${NEWCOMER.displayName}` }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: `${NEWCOMER.displayName} is disabled` })
      .waitFor({ timeout: WAIT });
    await row.getByRole('button', { name: `Enable ${NEWCOMER.displayName}` }).waitFor();
    expect(await row.textContent()).toContain('Disabled');
    // She chose her own password meanwhile: the list (as read again with this change) no longer asks for one.
    expect(await row.textContent()).not.toContain('Must choose');

    // Lea's page is still open: its next call is refused and the page goes to the sign-in page. A
    // poll of the page's own may be that next call; either way the page ends there.
    const signInPage = newcomer.waitForURL(/\/__studio\/sign-in/, { timeout: WAIT * 2 });
    const changePasswordAgain = async () => {
      await newcomer.getByRole('group', { name: 'Signed in' }).getByRole('button', { name: 'Change password' }).click({ timeout: WAIT });
      const change = newcomer.getByRole('dialog', { name: 'Change your password' });
      await change.getByLabel('Current password').fill(NEWCOMER.password, { timeout: WAIT });
      await change.getByLabel('New password', { exact: true }).fill('one more new password', { timeout: WAIT });
      await change.getByLabel('New password again').fill('one more new password', { timeout: WAIT });
      await change.getByRole('button', { name: 'Change password' }).click({ timeout: WAIT });
    };
    await changePasswordAgain().catch(() => undefined);
    // Both the poll and the refused change may send the page there: the first navigation can be
    // aborted by the second (ERR_ABORTED), so the page's address is what counts.
    await signInPage.catch(() => undefined);
    await expect.poll(() => newcomer.url(), { timeout: WAIT * 2 }).toMatch(/\/__studio\/sign-in/);
    expect((await studioGet(newcomer, `${studio.url}/__studio/api/team/me`)).status()).toBe(401);
  });

  it('the audit log shows those steps newest first, and downloads them as JSON Lines', async () => {
    const dialog = adminDialog(admin);
    await dialog.getByRole('tab', { name: 'Audit log' }).click();
    await dialog.getByLabel('Person').selectOption(NEWCOMER.name);
    const table = dialog.getByRole('table', { name: 'Audit log, newest first' });
    const actions = () => table.locator('tbody tr td:nth-child(3)').allTextContents();
    await expect.poll(actions, { timeout: WAIT }).toEqual(['account disabled', 'password changed', 'sign-in', 'account added']);
    const who = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(who).toEqual(['IT Admin (admin page)', 'Lea Tan', 'Lea Tan', 'IT Admin (admin page)']);
    expect(await dialog.textContent()).not.toContain(temporary);

    const [download] = await Promise.all([
      admin.waitForEvent('download', { timeout: WAIT }),
      dialog.getByRole('link', { name: 'Download (JSON Lines)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('studio-audit-filtered.jsonl');
    // The browser is remote (one Chromium for the run): the download is saved here first.
    const saved = join(dir, 'download.jsonl');
    await download.saveAs(saved);
    const text = readFileSync(saved, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const entries = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { who: string; action: string; from: string; at: string });
    expect(entries.map((entry) => `${entry.action} by ${entry.who}`)).toEqual([
      'account added by admin:it.admin',
      'sign-in by lea.tan',
      'password changed by lea.tan',
      'account disabled by admin:it.admin',
    ]);
    expect(entries.every((entry) => typeof entry.from === 'string' && !Number.isNaN(Date.parse(entry.at)))).toBe(true);
    expect(text).not.toContain(temporary);
    expect(text).not.toContain(NEWCOMER.password);
    expect(await seriousViolations(admin, '.studio-admin-dialog')).toEqual([]);
  });

  it('pages the audit log back into last month, and forward again', async () => {
    const dialog = adminDialog(admin);
    await dialog.getByLabel('Person').selectOption('');
    const table = dialog.getByRole('table', { name: 'Audit log, newest first' });
    const status = dialog.getByRole('status').filter({ hasText: /entries in|Reading/ });
    const older = dialog.getByRole('button', { name: 'Older', exact: true });
    const newer = dialog.getByRole('button', { name: 'Newer', exact: true });
    const month = dialog.getByLabel('Month', { exact: true });
    const details = () => table.locator('tbody tr td:nth-child(4)').allTextContents();
    await expect.poll(() => status.textContent(), { timeout: WAIT }).toMatch(/ of \d+ entries in this month\.$/);
    expect(await newer.isDisabled()).toBe(true);
    // Older: past this month's only page, last month's newest 200.
    await older.click();
    await expect.poll(() => status.textContent(), { timeout: WAIT }).toMatch(new RegExp(`^1–200 of ${LAST_MONTH_SIGN_INS} entries in `));
    expect(await month.inputValue()).toBe(LAST_MONTH);
    expect(await table.locator('tbody tr').count()).toBe(200);
    expect((await details())[0]).toBe(`n: ${LAST_MONTH_SIGN_INS - 1}`);
    // Older again: the rest of that month, its oldest entry last; no older month.
    await older.click();
    await expect.poll(() => status.textContent(), { timeout: WAIT }).toMatch(new RegExp(`^201–${LAST_MONTH_SIGN_INS} of `));
    expect(await table.locator('tbody tr').count()).toBe(LAST_MONTH_SIGN_INS - 200);
    expect((await details()).at(-1)).toBe('n: 0');
    expect(await older.isDisabled()).toBe(true);
    // Newer, twice: back through last month to this month.
    await newer.click();
    await expect.poll(() => status.textContent(), { timeout: WAIT }).toMatch(/^1–200 of /);
    await newer.click();
    await expect.poll(() => status.textContent(), { timeout: WAIT }).toMatch(/ entries in this month\.$/);
    expect(await month.inputValue()).toBe('current');
    // The Month list goes straight to last month.
    await month.selectOption(LAST_MONTH);
    await expect.poll(() => status.textContent(), { timeout: WAIT }).toMatch(new RegExp(`^1–200 of ${LAST_MONTH_SIGN_INS} entries in `));
  });

  it('ran without a script error', async () => {
    if (pageErrors.length > 0) await screenshot(admin, 'studio-admin-failure');
    expect(pageErrors).toEqual([]);
  });
});
