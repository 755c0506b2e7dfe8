// `npm run bench:studio` (also the last part of `npm run bench`): how long an edit in the studio
// takes to show in the phone preview on the largest screen (register), keystroke → the preview
// frame's "painted" message for that edit, median and p95 of 20 keystrokes; and the studio's JS
// size. Works on copies of screens/ and dist/, so nothing of the project changes.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { BUILT_PAGES_DIR } from '../../studio/server/pages/vite-shared.ts';
import { startStudioServer } from '../../studio/server/server.ts';
import { launchChromium } from '../lib/chromium.ts';
import { median, percentile } from './stats.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SCREEN = 'register';
const KEYSTROKES = 20;

export interface StudioBench {
  screen: string;
  keystrokes: number;
  previewMs: { median: number; p95: number; runs: number[] };
  studioJs: { rawBytes: number; gzipBytes: number; files: number };
}

/** The studio's built pages (`npm run studio:build`), as a deployment serves them: built here, then measured and served. */
function buildStudioPages(): void {
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'studio/server/pages/build-pages.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

/** The studio's built JS, the studio page's and the preview page's. */
function measureStudioJs(): StudioBench['studioJs'] {
  let rawBytes = 0;
  let gzipBytes = 0;
  let count = 0;
  for (const page of ['page', 'frame']) {
    const assets = join(BUILT_PAGES_DIR, page, 'assets');
    const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
    count += files.length;
    for (const name of files) {
      const bytes = readFileSync(join(assets, name));
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
    }
  }
  return { rawBytes, gzipBytes, files: count };
}

export async function benchStudio(): Promise<StudioBench> {
  const work = mkdtempSync(join(tmpdir(), 'studio-bench-'));
  const screensDir = join(work, 'screens');
  const distDir = join(work, 'dist');
  cpSync(join(ROOT, 'screens'), screensDir, { recursive: true });
  cpSync(join(ROOT, 'dist'), distDir, { recursive: true });
  process.env.SCREENS_DIR = screensDir;
  buildStudioPages();
  const studio = await startStudioServer({ port: 0, screensDir, distDir, pagesDir: BUILT_PAGES_DIR });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1800, height: 1000 } });
    await page.goto(`${studio.url}/studio#${SCREEN}`);
    // The studio opens a screen on its blocks; the JSON editor is a developers' tab.
    await page.getByRole('tab', { name: 'Blocks' }).waitFor({ timeout: 120_000 });
    // Every "painted" message of a preview frame, with the studio page's clock.
    await page.evaluate(() => {
      const record: number[] = [];
      (window as unknown as { __painted: number[] }).__painted = record;
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: string })?.type === 'studio:painted') record.push(performance.now());
      });
    });
    await page.locator('iframe').first().contentFrame().locator('.eng-screen:not([aria-busy="true"])').first().waitFor({ timeout: 60_000 });
    // Type into the English heading in messages.json: every keystroke leaves a valid screen.
    await page.getByRole('tab', { name: 'Messages file (developers)' }).click();
    const line = page.locator('.cm-line').filter({ hasText: '"register.heading"' }).first();
    await line.waitFor();
    await line.click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const runs: number[] = [];
    for (let index = 0; index < KEYSTROKES; index++) {
      const startedAt = await page.evaluate(() => performance.now());
      await page.keyboard.type(index % 2 ? 'a' : 'b');
      const paintedAt = await page.waitForFunction(
        (since: number) => (window as unknown as { __painted: number[] }).__painted.find((at) => at > since),
        startedAt,
        { timeout: 10_000 },
      );
      runs.push(((await paintedAt.jsonValue()) as number) - startedAt);
      await page.waitForTimeout(150);
    }
    return {
      screen: SCREEN,
      keystrokes: KEYSTROKES,
      previewMs: { median: median(runs), p95: percentile(runs, 95), runs },
      studioJs: measureStudioJs(),
    };
  } finally {
    delete process.env.SCREENS_DIR;
    await browser.close();
    await studio.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const result = await benchStudio();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Studio preview on ${result.screen}: keystroke → preview painted, median ${result.previewMs.median.toFixed(0)} ms, p95 ${result.previewMs.p95.toFixed(0)} ms (${result.keystrokes} keystrokes; target ≤ 300 ms)`,
  );
  console.log(
    `Studio JS (built, not shipped to borrowers): ${result.studioJs.files} files, ${kb(result.studioJs.rawBytes)} raw, ${kb(result.studioJs.gzipBytes)} gzip`,
  );
  process.exit(0);
}
