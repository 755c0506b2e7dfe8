// A studio for browser tests, as staff open it: a copy of the screens folder and of the built app,
// the studio server with its Vite pages, and one Chromium page.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { startStudioServer, type StudioServer, type StudioServerOptions } from '../../studio/server/server.ts';
import { createAccounts } from '../../studio/server/team/accounts.ts';
import type { Role } from '../../studio/server/team/roles.ts';
import type { TeamOptions } from '../../studio/server/team/team.ts';
import { commitContentRepo, signIn as signInOverHttp } from '../unit/studio/server/team-fixture.ts';
import { connectChromium } from './browser.ts';
import { screenshot } from './harness.ts';

export const WAIT = 20_000;
/**
 * How long the checks before Publish may take: they show each changed screen in a frame and run
 * axe-core there, one after the other (each screen within its own 20 s paint and 30 s axe limits),
 * so on a busy machine with three changed screens they need well over a minute.
 */
export const CHECKS = WAIT * 9;
/**
 * How long what a team page learns from its session check may take to show: the check runs every
 * 5 s (studio/web/team/team.ts) and what it finds (the review stamp, the "Waiting for you" count, a
 * session that ended) needs a call or two more; how long a sign-in may take (the password is
 * checked at its real scrypt cost); and a save, publish or rollback (each a git commit and an audit line). At load 15 a step takes ten times its quiet time.
 */
export const TEAM_WAIT = WAIT * 3;
/**
 * How long what an edit shows in a preview frame may take: the folder's check in its worker, then a
 * fresh app mounted in the frame and painted; a fresh studio's first preview also compiles the
 * borrower app (past 20 s at load 20–35).
 */
export const PREVIEW_WAIT = WAIT * 3;

/**
 * The studio's pages as this run serves them: built (`STUDIO_PAGES_DIR`, which `npm test` sets after
 * `npm run studio:build`), as a deployment serves them, or from source by the two Vites when it is
 * not set (a developer running one file sees the studio's code as it is now, with no build).
 */
export const studioPages = (): Pick<StudioServerOptions, 'pagesDir'> =>
  process.env.STUDIO_PAGES_DIR ? { pagesDir: process.env.STUDIO_PAGES_DIR } : {};

export interface StudioHarness {
  studio: StudioServer;
  browser: Browser;
  page: Page;
  screensDir: string;
  distDir: string;
  pageErrors: string[];
  readScreenFile: (name: string, file: string) => string;
  /** A second page (another tab) on the same studio, with its own browser storage. */
  newPage: () => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * `ownTypesProject`: the project whose own types the studio offers (default: the repository's root).
 * `pagesDir`: the built pages to serve (default: `studioPages()`); `undefined` serves them from source.
 * `checkOnStart: false` for a file that never publishes: the studio then skips the check of the
 * screens it starts in the background for the first publish (a second or more of CPU, several
 * seconds at a busy machine's start).
 */
export async function startStudioHarness(
  options: Pick<StudioServerOptions, 'ownTypesProject' | 'checkOnStart' | 'pagesDir'> = {},
): Promise<StudioHarness> {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  const dir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  const screensDir = join(dir, 'screens');
  const distDir = join(dir, 'dist');
  cpSync('screens', screensDir, { recursive: true });
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run npm run build first.`);
  cpSync(dist, distDir, { recursive: true });
  process.env.SCREENS_DIR = screensDir;
  const studio = await startStudioServer({ port: 0, screensDir, distDir, ...studioPages(), ...options });
  const browser = await connectChromium();
  const pageErrors: string[] = [];
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1800, height: 1000 }, locale: 'en-PH', timezoneId: 'Asia/Manila' });
    // A click or a fill waits as long as a step may take on a busy machine (Playwright's default: 30 s).
    context.setDefaultTimeout(WAIT * 3);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };
  const page = await newPage();
  return {
    studio,
    browser,
    page,
    screensDir,
    distDir,
    pageErrors,
    newPage,
    readScreenFile: (name, file) => readFileSync(join(screensDir, name, file), 'utf8'),
    close: async () => {
      delete process.env.SCREENS_DIR;
      await browser.close();
      await studio.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A GET to the studio server with the page's cookies, each on a connection of its own. Playwright's
 * request pool reuses a kept-alive connection without retrying: one the server closed after it
 * idled (Node's keep-alive timeout, 5 s) fails the request as a reset on a busy machine, where a
 * browser would have sent it again.
 */
export const studioGet = (page: Page, url: string) => page.context().request.get(url, { headers: { connection: 'close' } });

/** Preview frame `index` (1, 2) as an element: its box, its busy state. */
export const previewIframe = (page: Page, index: number): Locator => page.locator(`iframe[title^="Preview ${index}"]`);
/** What preview frame `index` shows. */
export const previewFrame = (page: Page, index: number) => previewIframe(page, index).contentFrame();

/**
 * The default bound is the first paint's: a studio's preview Vite compiles the borrower app's modules
 * when its frames first load, well over 20 s at load average 20 or more.
 */
/**
 * Waits until preview frame `index` shows the last edit: the studio marks a frame aria-busy while the
 * folder's check runs and until the frame has painted what it was sent. Each new version mounts a
 * fresh app in the frame, so a test that taps in the preview right after an edit waits for this first.
 */
export async function previewSettled(page: Page, index: number, timeout = PREVIEW_WAIT): Promise<void> {
  await previewIframe(page, index).and(page.locator('[aria-busy="false"]')).waitFor({ timeout });
}

export async function previewText(page: Page, index: number, text: string, timeout = PREVIEW_WAIT): Promise<void> {
  try {
    await previewFrame(page, index).getByText(text, { exact: false }).first().waitFor({ timeout });
  } catch (error) {
    await screenshot(page, 'studio-failure');
    throw error;
  }
}

export async function openStudio(page: Page, url: string, name: string): Promise<void> {
  // A new load even when only the #screen differs from the open page.
  if (page.url().startsWith(`${url}/studio`)) await page.goto('about:blank');
  await page.goto(`${url}/studio#${name}`);
  await selectedInList(page).waitFor({ timeout: WAIT * 3 });
  // A screen opens on its blocks: the structure staff see.
  await blocksTree(page).waitFor({ timeout: WAIT });
}

/** The screen selected in the screen list (named there by its title and address). */
export const selectedInList = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Screens' }).locator('button[aria-current="true"]');

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A screen in the screen list as staff see it: by its title and its address ("About us", "/workIs");
 * a pattern for a title an earlier test may have reworded.
 */
export const screenInList = (page: Page, title: string | RegExp, path: string): Locator =>
  page.getByRole('complementary', { name: 'Screens' }).getByRole('button', {
    name: new RegExp(`^${typeof title === 'string' ? literally(title) : title.source}\\s*${literally(path)}(?![\\w/])`),
  });

/**
 * A text's box in a texts table (a screen's Texts tab, All texts) by the text's key and language: staff
 * and screen readers know the box by its words ('“About us” in Filipino', which change as they type),
 * so a test finds it by the key it edits. `owner`: a screen's own text where a shared text has the same key.
 */
export const textBox = (scope: Page | Locator, key: string, locale: 'en' | 'fil', owner?: string): Locator =>
  scope.locator(`textarea[data-key="${key}"][lang="${locale}"]${owner ? `[data-owner="${owner}"]` : ''}`);

/** The Blocks tab's tree of the screen's blocks. */
export const blocksTree = (page: Page): Locator =>
  page.getByRole('region', { name: 'Add and edit blocks' }).getByRole('tree', { name: 'Screen structure' });

/** The screen's tabs' titles: staff's, then the developers' files. */
export const SCREEN_FILE_TAB = 'Screen file (developers)';
export const MESSAGES_FILE_TAB = 'Messages file (developers)';

/** The selected screen's screen.json in the code editor (a developer's tab), ready to type in. */
export async function openScreenFile(page: Page): Promise<void> {
  await page.getByRole('tab', { name: SCREEN_FILE_TAB }).click();
  await page.getByRole('textbox', { name: /screen\.json$/ }).waitFor({ timeout: WAIT });
}

/** The selected screen's messages.json in the code editor (a developer's tab), ready to type in. */
export async function openMessagesFile(page: Page): Promise<void> {
  await page.getByRole('tab', { name: MESSAGES_FILE_TAB }).click();
  await page.getByRole('textbox', { name: /messages\.json$/ }).waitFor({ timeout: WAIT });
}

/** Two animation frames: CodeMirror applies a pending scroll (e.g. to its cursor) and draws the lines in view in one. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Scrolls the editor from the top to the first line holding `text`: CodeMirror draws only the lines in
 * view, each scroll's in the frames after it, so each step waits for them before looking.
 */
export async function scrollToLine(page: Page, text: string | RegExp): Promise<Locator> {
  const line = page.locator('.cm-line').filter({ hasText: text }).first();
  await page.locator('.cm-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
  await nextFrames(page);
  for (let step = 0; step < 200 && !(await line.isVisible()); step++) {
    await page.locator('.cm-scroller').evaluate((scroller) => scroller.scrollBy(0, 300));
    await nextFrames(page);
  }
  return line;
}

/** Scrolls the editor to the first line holding `text` and clicks on it, `offset` characters after the start of `text`. */
export async function clickInLine(page: Page, text: string, offset = 0): Promise<void> {
  // Click the drawn line and check the cursor is on it (a scroll the editor still had pending, to the
  // cursor of a last edit, can move the line from under the click).
  for (let attempt = 0; ; attempt++) {
    const line = await scrollToLine(page, text);
    await line.click({ position: { x: 4, y: 4 }, timeout: 5000 }).catch(() => undefined);
    if ((await page.locator('.cm-activeLine').textContent())?.includes(text)) break;
    if (attempt === 4) throw new Error(`Could not put the cursor on the line with ${text}`);
  }
  await page.keyboard.press('Home');
  const lineText = (await page.locator('.cm-activeLine').textContent()) ?? '';
  const at = lineText.indexOf(text) + offset;
  const indent = lineText.length - lineText.trimStart().length;
  // Home goes to the first non-space character.
  for (let index = indent; index < at; index++) await page.keyboard.press('ArrowRight');
}

/** The laptop screen staff have. */
export const LAPTOP = { width: 1366, height: 768 } as const;

/** A studio for browser tests on a laptop's screen (1366×768), as staff open it. */
export async function startLaptopStudio(options: Parameters<typeof startStudioHarness>[0] = {}): Promise<StudioHarness> {
  const harness = await startStudioHarness(options);
  await harness.page.setViewportSize(LAPTOP);
  return harness;
}

/** The studio loaded afresh on a screen (a reload: drafts come back from the browser), its preview showing `text` in frame `frame`. */
export async function reopenStudio(page: Page, url: string, name: string, { frame, text }: { frame: number; text: string }): Promise<void> {
  await openStudio(page, url, name);
  await previewText(page, frame, text);
}

/** The bar above the editor that lists every unsaved file. */
export const unsavedBar = (page: Page): Locator => page.getByRole('group', { name: 'Unsaved changes' });

/** All texts, the texts of one screen only. */
export async function showScreenTexts(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'All texts' }).click();
  await page.getByLabel('Texts of screen').selectOption(name);
}

/** A shared text's cell filled in All texts and the change made everywhere (the studio asks where). */
export async function changeSharedTextEverywhere(cell: Locator, text: string): Promise<void> {
  await cell.fill(text);
  await cell
    .page()
    .getByRole('group', { name: 'Change a shared text' })
    .getByRole('button', { name: /^Change it everywhere/ })
    .click();
}

/** The most actions an everyday task may take in the studio (issue #34's budget). */
const MAX_ACTIONS = 20;

/** A person's actions in an everyday task, counted against its budget; none of them in a JSON editor. */
export class Actions {
  count = 0;
  constructor(readonly task: string) {}
  private async notInJson(target: Locator) {
    const inJson = await target.evaluate((element) => element.closest('.cm-editor') !== null);
    expect(inJson, `${this.task}: an action in the JSON editor`).toBe(false);
  }
  async click(target: Locator) {
    await this.notInJson(target);
    this.count++;
    await target.click({ timeout: WAIT });
  }
  /** Clicks into a box and types: two actions. */
  async fill(target: Locator, text: string) {
    await this.notInJson(target);
    this.count += 2;
    await target.fill(text, { timeout: WAIT });
  }
  /** Opens a list and picks an option: two actions. */
  async choose(target: Locator, label: string) {
    this.count += 2;
    await target.selectOption(label, { timeout: WAIT });
  }
  done() {
    expect(this.count, this.task).toBeLessThanOrEqual(MAX_ACTIONS);
  }
}

// The structure's selection (the Blocks tab and the side panel): named in words, its place in the file only in a tooltip.

/** Where the selected node is in the screen file, from the structure's status line's tooltip ("/blocks/1, line 12"; '' when none). */
export const selectedPlace = (status: Locator): Promise<string> =>
  status.evaluate((element) => (element.querySelector('[title]')?.getAttribute('title') ?? '').replace(/^In the screen file: /, ''));

// ── The team studio: a content repository, the team's accounts and the sign-in page ─────────────
// One start-up for the browser tests of the team studio (review, presence, links, schedule, …): a
// temporary folder with copies of screens/, content/ and the built app, a git repository the studio
// commits each save to, the people's accounts, and the studio server with its pages.

/** Every test account's password (long enough for the studio's rule). */
export const TEAM_PASSWORD = 'a long test password';

interface TeamPerson {
  /** The account name typed on the sign-in page. */
  name: string;
  displayName: string;
  roles: readonly Role[];
}

export interface TeamStudioOptions {
  /** The start of the temporary folder's name, for finding a test's leftovers. */
  prefix: string;
  people: readonly TeamPerson[];
  /** The folder is a git repository and each save a commit there (default true). */
  repository?: boolean;
  /** More of the team's options, e.g. a short presence heartbeat. */
  team?: Omit<TeamOptions, 'dir' | 'repository'>;
  /** The screens folder as it is goes live first, with this note (the build's bundle may be older): the version a rollback goes back to. */
  baseline?: string;
  /** False for a file that never publishes: no check of the screens in the background as the studio starts. */
  checkOnStart?: boolean;
}

interface BrowserPlace {
  viewport?: { width: number; height: number };
  locale?: string;
  timezoneId?: string;
}

export interface TeamStudioHarness {
  /** The temporary folder: screens/, content/, dist/ and team/. */
  dir: string;
  screensDir: string;
  studio: StudioServer;
  url: string;
  browser: Browser;
  /** Script errors of every page made by newPage. */
  pageErrors: string[];
  /** A page in its own browser context (own cookies), at 1366×768 in Manila unless told. */
  newPage: (place?: BrowserPlace) => Promise<Page>;
  /** Signs `name` in on the sign-in page and waits for the studio. */
  signIn: (page: Page, name: string) => Promise<void>;
  /** The session cookie of `name`, signed in over HTTP as the sign-in form does it. */
  sessionCookie: (name: string) => Promise<string>;
  /** git in the folder, its output as text. */
  git: (...args: string[]) => string;
  close: () => Promise<void>;
}

export async function startTeamStudio(options: TeamStudioOptions): Promise<TeamStudioHarness> {
  const dist = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run npm run build first.`);
  const dir = mkdtempSync(join(tmpdir(), options.prefix));
  const screensDir = join(dir, 'screens');
  const repository = options.repository ?? true;
  let studio: StudioServer | undefined;
  try {
    cpSync('screens', screensDir, { recursive: true });
    cpSync('content', join(dir, 'content'), { recursive: true });
    cpSync(dist, join(dir, 'dist'), { recursive: true });
    if (repository) commitContentRepo(dir, 'Screens');
    // The accounts, made by the code behind npm run studio:accounts.
    const accounts = createAccounts(join(dir, 'team'));
    for (const person of options.people) await accounts.add(person.name, TEAM_PASSWORD, [...person.roles], person.displayName);
    process.env.SCREENS_DIR = screensDir;
    studio = await startStudioServer({
      port: 0,
      screensDir,
      distDir: join(dir, 'dist'),
      checkOnStart: options.checkOnStart,
      ...studioPages(),
      team: { ...options.team, dir: join(dir, 'team'), repository: repository ? dir : undefined },
    });
    if (options.baseline !== undefined) {
      const baseline = studio.api.compare('saved');
      studio.api.publish({ note: options.baseline, contentId: baseline.contentId, live: baseline.live });
    }
  } catch (error) {
    // Nothing left behind by a start that failed half way.
    delete process.env.SCREENS_DIR;
    await studio?.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return withBrowser(dir, screensDir, studio);
}

async function withBrowser(dir: string, screensDir: string, studio: StudioServer): Promise<TeamStudioHarness> {
  const browser = await connectChromium().catch(async (error: unknown) => {
    delete process.env.SCREENS_DIR;
    await studio.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const pageErrors: string[] = [];
  const newPage = async (place: BrowserPlace = {}) => {
    const context = await browser.newContext({ viewport: LAPTOP, locale: 'en-PH', timezoneId: 'Asia/Manila', ...place });
    // A click or a fill waits as long as a step may take on a busy machine (Playwright's default: 30 s).
    context.setDefaultTimeout(TEAM_WAIT);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };
  const signIn = async (page: Page, name: string) => {
    await page.goto(`${studio.url}/__studio/sign-in`);
    await page.getByLabel('Account').fill(name);
    await page.getByLabel('Password').fill(TEAM_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/studio/, { timeout: TEAM_WAIT });
  };
  return {
    dir,
    screensDir,
    studio,
    url: studio.url,
    browser,
    pageErrors,
    newPage,
    signIn,
    sessionCookie: (name) => signInOverHttp(studio, name, TEAM_PASSWORD),
    git: (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' }),
    close: async () => {
      delete process.env.SCREENS_DIR;
      await browser.close();
      await studio.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
