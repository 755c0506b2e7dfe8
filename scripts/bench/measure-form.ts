// One measured load of a bench page: render, heap, typing into the first and last field, and
// submitting with every field invalid. The timing itself happens in the page (bench/probe.ts).
// Callbacks passed to the page (evaluate, evaluateHandle) stay anonymous arrows: tsx would wrap
// named inner functions in a `__name` helper that does not exist in the page.
import type { BrowserContext, JSHandle, Page } from 'playwright-core';

import type { BenchProbe, KeystrokeSamples } from '../../bench/probe.ts';
import { median, p95 } from './stats.ts';

interface KeystrokeResult {
  p50Ms: number;
  p95Ms: number;
  /** keydown → the input event handled (handlers + microtasks): the script work alone, without waiting for a frame. */
  inputHandledP50Ms: number;
  samplesMs: number[];
}

export interface FormMeasurement {
  navigationToPaintMs: number;
  renderToPaintMs: number;
  heapUsedBytes: number;
  firstField: KeystrokeResult;
  lastField: KeystrokeResult;
  submitAllInvalidMs: number;
}

export interface MeasureOptions {
  url: string;
  fieldNames: { first: string; last: string };
  fieldCount: number;
  keystrokes: number;
  cpuThrottleRate: number;
}

const TYPED = 'abcdefghijklmnopqrstuvwxyz';

function summarise(samples: KeystrokeSamples): KeystrokeResult {
  return {
    p50Ms: median(samples.toPaintMs),
    p95Ms: p95(samples.toPaintMs),
    inputHandledP50Ms: median(samples.toInputHandledMs),
    samplesMs: samples.toPaintMs,
  };
}

/** The page's probe, which the bench page installs before it renders (bench/mount.tsx). */
function getProbe(page: Page): Promise<JSHandle<BenchProbe>> {
  return page.evaluateHandle(() => {
    if (!window.__bench) throw new Error('the page has no bench probe (window.__bench): bench/probe.ts installProbe() did not run');
    return window.__bench;
  });
}

async function typeInto(page: Page, probe: JSHandle<BenchProbe>, selector: string, keystrokes: number): Promise<KeystrokeResult> {
  const input = page.locator(selector);
  await input.scrollIntoViewIfNeeded();
  await input.focus();
  await probe.evaluate((bench) => bench.afterNextPaint());
  await probe.evaluate((bench) => bench.startKeystrokes());
  for (let index = 0; index < keystrokes; index++) {
    await page.keyboard.press(TYPED[index % TYPED.length]);
    // One keystroke at a time: the next waits until the previous one has painted.
    await probe.evaluate((bench, seen) => bench.waitForKeystrokes(seen), index + 1);
  }
  return summarise(await probe.evaluate((bench) => bench.stopKeystrokes()));
}

/** Opens the page in a new tab (no back-forward cache or old heap in the way), measures, closes it. */
export async function measureForm(context: BrowserContext, options: MeasureOptions): Promise<FormMeasurement> {
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottleRate });
    await page.goto(options.url, { waitUntil: 'load' });
    const probe = await getProbe(page);
    const render = await probe.evaluate((bench) => bench.whenRendered());
    if (render.fieldCount !== options.fieldCount) throw new Error(`${render.fieldCount} fields rendered, expected ${options.fieldCount}`);

    // The engine preloads its overlay chunk after the first paint; let it land before heap and typing.
    await page.waitForLoadState('networkidle');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');

    const first = `#field-${options.fieldNames.first}`;
    const last = `#field-${options.fieldNames.last}`;
    const firstField = await typeInto(page, probe, first, options.keystrokes);
    // A windowed form renders the last field once the page is scrolled near it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastField = await typeInto(page, probe, last, options.keystrokes);
    // Empty both again so the submit finds every field invalid.
    await page.fill(last, '');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.fill(first, '');
    await probe.evaluate((bench) => bench.afterNextPaint());
    const submitAllInvalidMs = await probe.evaluate((bench) => bench.measureSubmit());

    if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    return {
      navigationToPaintMs: render.navigationToPaintMs,
      renderToPaintMs: render.renderToPaintMs,
      heapUsedBytes: heap.usedSize,
      firstField,
      lastField,
      submitAllInvalidMs,
    };
  } catch (error) {
    const detail = pageErrors.length > 0 ? ` (page errors: ${pageErrors.join('; ')})` : '';
    throw new Error(`${options.url}: ${(error as Error).message}${detail}`, { cause: error });
  } finally {
    await page.close();
  }
}
