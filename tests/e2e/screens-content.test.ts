// Screens are content: staff change a screen folder and publish it into the built app, with no
// rebuild; a screens file that was altered, is invalid or is too new never reaches the borrower.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Messages } from '../../engine/generated/schema-types.ts';
import { E2E_SESSION, type E2eApp, screenshot, startApp } from './harness.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CUSTOMER_SERVICE = `/listsA?${E2E_SESSION}&orderId=ORD170`;
const BUILT_HEADING = 'We are here to help';

let work: string;
let dist: string;
let screens: string;
let app: E2eApp;

/** `npm run screens:publish` as staff run it, on the copies. */
async function publish(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/publish-screens.ts', '--out', dist, '--screens', screens, ...args],
    { cwd: ROOT },
  );
  return stdout;
}

async function editMessages(file: string, edit: (messages: Messages) => void): Promise<void> {
  const value = JSON.parse(await readFile(file, 'utf8')) as Messages;
  edit(value);
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

const manifestOf = async () =>
  JSON.parse(await readFile(path.join(dist, 'screens', 'manifest.json'), 'utf8')) as {
    version: string;
    screens: Record<string, { file: string }>;
  };

/** The customer-service page's first line (its hero text), once the screen shows. */
async function headingOf(appPath: string): Promise<{ heading: string; consoleErrors: string[] }> {
  const recorded = await app.openPage(appPath);
  const heading = recorded.page.locator('.eng-style--hero .eng-text, .eng-style--hero span').first();
  await heading.waitFor();
  const text = (await heading.textContent())?.trim() ?? '';
  await recorded.context.close();
  return { heading: text, consoleErrors: recorded.consoleErrors };
}

beforeAll(async () => {
  // A copy of the built app and of the screens folder, so the tests change neither.
  work = await mkdtemp(path.join(tmpdir(), 'screens-content-'));
  dist = path.join(work, 'dist');
  screens = path.join(work, 'screens');
  await cp(path.join(ROOT, 'dist'), dist, { recursive: true });
  await cp(path.join(ROOT, 'screens'), screens, { recursive: true });
  app = await startApp({ distDir: dist });
});

afterAll(async () => {
  await app?.close();
  await rm(work, { recursive: true, force: true });
});

describe('screens published without a rebuild', () => {
  it('shows a text changed in a screen folder once it is published, and the old one again after a rollback', async () => {
    expect((await headingOf(CUSTOMER_SERVICE)).heading).toBe(BUILT_HEADING);
    const before = await manifestOf();

    await editMessages(path.join(screens, 'customer-service', 'messages.json'), (messages) => {
      messages.en['service.heading'] = 'Talk to us, any time';
    });
    expect(await publish()).toMatch(/^Published \d{8}-\d{6}-[0-9a-f]{8} /);
    const published = await manifestOf();
    expect(published.version).not.toBe(before.version);
    expect(published.screens.customerService.file).not.toBe(before.screens.customerService.file);
    // The earlier bundle's files stay: a page opened before the publish keeps its own set.
    await readFile(path.join(dist, 'screens', before.screens.customerService.file), 'utf8');

    const after = await app.openPage(CUSTOMER_SERVICE);
    await after.page.getByText('Talk to us, any time', { exact: true }).waitFor();
    await screenshot(after.page, 'screens-published-text');
    expect(after.consoleErrors).toEqual([]);
    await after.context.close();

    expect(await publish('--rollback')).toMatch(new RegExp(`Rolled back .*${published.version} → ${before.version}`));
    expect((await manifestOf()).version).toBe(before.version);
    expect((await headingOf(CUSTOMER_SERVICE)).heading).toBe(BUILT_HEADING);
  });

  it('serves a screen folder added by staff at its route, with no code change and no rebuild', async () => {
    await mkdir(path.join(screens, 'holiday-notice'));
    await writeFile(
      path.join(screens, 'holiday-notice', 'screen.json'),
      JSON.stringify(
        {
          schemaVersion: 1,
          id: 'holidayNotice',
          route: { path: '/holidayNotice' },
          title: { msg: 'holiday.title' },
          blocks: [{ type: 'text', text: { msg: 'holiday.body' } }],
        },
        null,
        2,
      ),
    );
    await writeFile(
      path.join(screens, 'holiday-notice', 'messages.json'),
      JSON.stringify({
        en: { 'holiday.title': 'Holiday notice', 'holiday.body': 'Our offices are closed on 25 December.' },
        fil: { 'holiday.title': 'Paunawa sa holiday', 'holiday.body': 'Sarado ang aming mga opisina sa ika-25 ng Disyembre.' },
      }),
    );
    await publish();
    expect(Object.keys((await manifestOf()).screens)).toContain('holidayNotice');

    const recorded = await app.openPage(`/holidayNotice?${E2E_SESSION}`);
    await recorded.page.getByText('Our offices are closed on 25 December.').waitFor();
    expect(await recorded.page.title()).toMatch(/Holiday notice/);
    await recorded.context.close();
    await rm(path.join(screens, 'holiday-notice'), { recursive: true });
    await publish('--rollback');
  });

  it('refuses to publish a screens folder that fails the checker, and keeps the bundle in force', async () => {
    const before = await manifestOf();
    const file = path.join(screens, 'customer-service', 'screen.json');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('"type": "text"', '"type": "txet"'));
    const failed = await publish().then(
      () => undefined,
      (error: unknown) => error as { stderr: string; code: number },
    );
    await writeFile(file, original);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(
      /screens\/customer-service\/screen\.json:\d+:\d+ #\/blocks\/\d+(\/\w+)*\/type: unknown block type 'txet'/,
    );
    expect(failed?.stderr).toMatch(/nothing was published/);
    expect((await manifestOf()).version).toBe(before.version);
  });
});

describe('a published screens file that cannot be trusted', () => {
  /** Makes the current manifest's customer-service file hold `content` (as if edited by hand on the server). */
  async function replaceCustomerServiceFile(change: (file: string) => string | Promise<string>): Promise<() => Promise<void>> {
    const { screens: entries } = await manifestOf();
    const file = path.join(dist, 'screens', entries.customerService.file);
    const original = await readFile(file, 'utf8');
    await writeFile(file, await change(original));
    return () => writeFile(file, original);
  }

  const cases: [string, (text: string) => string, RegExp][] = [
    [
      'altered by hand (its hash no longer matches)',
      (text) => text.replace('Published heading', 'Send your PIN to 0917 000 0000'),
      /does not match the manifest's hash/,
    ],
    ['invalid', (text) => text.replace('"blocks":[', '"blocks":7,"x":['), /is not valid/],
    ['of a newer language version', (text) => text.replace('"schemaVersion":1', '"schemaVersion":99'), /language version 99/],
  ];

  it.each(cases)('falls back to the build’s copy when the file is %s, and says why in the console', async (_name, change, reason) => {
    // Publish a changed text first, so the fallback (the build's copy) is told apart from the published one.
    await editMessages(path.join(screens, 'customer-service', 'messages.json'), (messages) => {
      messages.en['service.heading'] = 'Published heading';
    });
    await publish();
    const restore = await replaceCustomerServiceFile(async (text) => {
      const changed = change(text);
      if (reason.source.includes('hash')) return changed;
      // Keep the hash right so that the check under test is the one that refuses the file.
      const { createHash } = await import('node:crypto');
      const manifestPath = path.join(dist, 'screens', 'manifest.json');
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
      manifest.screens.customerService.hash = createHash('sha256').update(changed).digest('hex');
      await writeFile(manifestPath, JSON.stringify(manifest));
      return changed;
    });
    try {
      const { heading, consoleErrors } = await headingOf(CUSTOMER_SERVICE);
      expect(heading).toBe(BUILT_HEADING);
      expect(
        consoleErrors.some(
          (line) => /Published screen "customerService" was refused, so the build's copy is shown/.test(line) && reason.test(line),
        ),
      ).toBe(true);
      expect(consoleErrors.join('\n')).not.toMatch(/e2e-session|09171234567/);
    } finally {
      await restore();
      await publish('--rollback');
    }
  });

  it('refuses screens from a host outside the allow-list and shows the build’s screens', async () => {
    const config = path.join(dist, 'config.js');
    const original = await readFile(config, 'utf8');
    await writeFile(config, original.replace(/\};\s*$/, "  screensBase: 'https://screens.attacker.example/screens',\n};\n"));
    try {
      const recorded = await app.openPage(CUSTOMER_SERVICE);
      const asked: string[] = [];
      recorded.page.on('request', (request) => asked.push(request.url()));
      await recorded.page.getByText(BUILT_HEADING, { exact: true }).waitFor();
      expect(
        recorded.consoleErrors.some((line) => /screensBase https:\/\/screens\.attacker\.example is not in trustedHosts/.test(line)),
      ).toBe(true);
      expect(asked.filter((url) => url.includes('attacker'))).toEqual([]);
      await recorded.context.close();
    } finally {
      await writeFile(config, original);
    }
  });

  it('shows a clear error with Retry when neither the published screen nor the build’s copy can be read', async () => {
    const folder = path.join(dist, 'screens');
    const files = (await readdir(folder)).filter((name) => name.startsWith('customer-service.'));
    const moved = path.join(work, 'moved');
    await cp(folder, moved, { recursive: true });
    await Promise.all(files.map((name) => rm(path.join(folder, name))));
    try {
      const recorded = await app.openPage(CUSTOMER_SERVICE);
      await recorded.page.getByRole('alert').getByText('This page could not be opened').waitFor();
      await screenshot(recorded.page, 'screens-load-failed');
      await Promise.all(files.map((name) => cp(path.join(moved, name), path.join(folder, name))));
      await recorded.page.getByRole('button', { name: 'Retry' }).click();
      await recorded.page.getByText(BUILT_HEADING, { exact: true }).waitFor();
      await recorded.context.close();
    } finally {
      await Promise.all(files.map((name) => cp(path.join(moved, name), path.join(folder, name))));
    }
  });

  it('says why in English, with Retry, when neither the screen, nor any text, nor the app’s own texts can be read (offline)', async () => {
    const folder = path.join(dist, 'screens');
    const files = (await readdir(folder)).filter((name) => name.startsWith('customer-service.') || name.startsWith('messages.'));
    const moved = path.join(work, 'moved-offline');
    await cp(folder, moved, { recursive: true });
    await Promise.all(files.map((name) => rm(path.join(folder, name))));
    try {
      const recorded = await app.openPage(`${CUSTOMER_SERVICE}&lang=fil`, {
        beforeOpen: async (page) => {
          await page.route(/\/assets\/app-texts-[\w-]+\.js$/, (route) => route.abort());
        },
      });
      await recorded.page.getByRole('alert').getByText('This page could not be opened', { exact: false }).waitFor();
      expect(await recorded.page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
      await recorded.context.close();
    } finally {
      await Promise.all(files.map((name) => cp(path.join(moved, name), path.join(folder, name))));
    }
  });

  it('says so in Filipino when neither the screen nor the shared texts can be read for a Filipino page (the app ships only what it says offline, in English; its own texts load then)', async () => {
    const folder = path.join(dist, 'screens');
    const files = (await readdir(folder)).filter((name) => name.startsWith('customer-service.') || name.startsWith('messages.'));
    const moved = path.join(work, 'moved-fil');
    await cp(folder, moved, { recursive: true });
    await Promise.all(files.map((name) => rm(path.join(folder, name))));
    try {
      const recorded = await app.openPage(`${CUSTOMER_SERVICE}&lang=fil`);
      await recorded.page.getByRole('alert').getByText('Hindi mabuksan ang pahinang ito', { exact: false }).waitFor();
      expect(await recorded.page.getByRole('button', { name: 'Subukang muli' }).count()).toBe(1);
      await recorded.context.close();
    } finally {
      await Promise.all(files.map((name) => cp(path.join(moved, name), path.join(folder, name))));
    }
  });
});
