// A long form in Chromium (the bench's engine page: one form block of 200 required fields, in
// groups of 20 of which only those near the viewport and around focus are rendered). What a
// borrower with a keyboard or a screen reader meets: Tab and Shift+Tab go field by field across
// the groups' edges, and a failed submit brings the first invalid field into view with focus.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildBenchPages } from '../../scripts/bench/build-pages.ts';
import { startStaticServer, type StaticServer } from '../../scripts/bench/static-server.ts';
import { connectChromium } from './browser.ts';

const FIELD_COUNT = 200;
let outDir: string;
let server: StaticServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'long-form-'));
  await buildBenchPages(resolve(import.meta.dirname, '..', '..'), outDir);
  server = await startStaticServer(outDir);
  browser = await connectChromium();
  context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'en-PH' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

async function openForm(): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/engine-form.html?n=${FIELD_COUNT}`);
  await page.evaluate(() => window.__bench!.whenRendered());
  expect(errors).toEqual([]);
  return page;
}

const field = (number: number) => `#field-f${String(number).padStart(3, '0')}`;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const fieldsInDom = (page: Page) => page.evaluate(() => document.querySelectorAll('[data-field]').length);

/** Scrolls as the borrower would to the group holding field `number` (its box, while empty) and waits for the field. */
async function scrollToField(page: Page, number: number) {
  const group = Math.floor((number - 1) / 20);
  await page.evaluate((index) => document.querySelector(`[data-group="${index}"]`)!.scrollIntoView({ block: 'center' }), group);
  await page.locator(field(number)).waitFor();
}

describe('a long form in Chromium', () => {
  it('moves focus field by field across the groups with Tab and Shift+Tab, and typing inside a group mounts no other', async () => {
    const page = await openForm();
    // Field 70 sits inside the fourth group (61–80); field 80 ends it.
    await scrollToField(page, 70);
    // Field 78 near the top of the screen: the groups near the viewport are its own and the next.
    await page.evaluate((selector) => window.scrollBy(0, document.querySelector(selector)!.getBoundingClientRect().top - 200), field(78));
    await expect.poll(() => page.locator(field(60)).count()).toBe(0);
    const nearViewport = await fieldsInDom(page);
    await page.locator(field(78)).focus();
    await page.keyboard.type('seventy-eight');
    // A field inside its group pulls in no neighbouring group.
    expect(await fieldsInDom(page)).toBe(nearViewport);
    await page.locator(field(70)).focus();
    await page.keyboard.type('seventy');
    await page.locator(field(80)).focus();
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe(field(81).slice(1));
    await page.keyboard.press('Shift+Tab');
    expect(await focusedId(page)).toBe(field(80).slice(1));
    await page.keyboard.press('Shift+Tab');
    expect(await focusedId(page)).toBe(field(79).slice(1));
    // From the first field of a group back into the one before it.
    await page.locator(field(81)).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusedId(page)).toBe(field(80).slice(1));
    // What was typed survives its group leaving the DOM and coming back.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator(field(FIELD_COUNT)).focus();
    await expect.poll(() => page.locator(field(70)).count()).toBe(0);
    await scrollToField(page, 70);
    await expect.poll(() => page.locator(field(70)).inputValue()).toBe('seventy');
    await page.close();
  });

  it('shows the first invalid field, mounted again and focused, when a submit from the end of the form finds it empty', async () => {
    const page = await openForm();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.locator(field(1)).count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => focusedId(page)).toBe(field(1).slice(1));
    const error = page.locator(`${field(1)}-error`);
    await expect.poll(() => error.textContent()).toBe('This field is required');
    expect(await error.isVisible()).toBe(true);
    const box = await page.locator(field(1)).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 812).toBe(true);
    await page.close();
  });
});
