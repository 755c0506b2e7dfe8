// The studio on the screens staff have (1366×768 and 1440×900 laptops): both phone frames wholly
// in view, scaled with the scale shown; panels that close and a preview that resizes; the conflict
// view whole. And the preview is the served app: it reads the served config.js and sends what the
// served app sends (the complaint form).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screenshot } from './harness.ts';
import {
  MESSAGES_FILE_TAB,
  openScreenFile,
  openStudio,
  previewFrame,
  previewIframe,
  previewSettled,
  previewText,
  startStudioHarness,
  type StudioHarness,
  textBox,
  WAIT,
} from './studio-harness.ts';

let harness: StudioHarness;
let page: Page;

beforeAll(async () => {
  harness = await startStudioHarness();
  page = harness.page;
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

async function inViewport(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

describe('studio on laptop screens', () => {
  for (const [width, height] of [
    [1366, 768],
    [1440, 900],
  ]) {
    it(`shows both phone frames wholly at ${width}×${height}, scaled, with the scale shown`, async () => {
      await page.setViewportSize({ width, height });
      await openStudio(page, harness.studio.url, 'loan-detail');
      await previewText(page, 1, 'ORD174D');
      await previewText(page, 2, 'ORD174D');
      for (const index of [1, 2]) {
        const phone = page.locator('.studio-phone').nth(index - 1);
        await inViewport(phone);
        const frame = previewIframe(page, index);
        await inViewport(frame);
        // The page in the frame keeps the phone's width; only its drawing is smaller.
        const natural = index === 1 ? 375 : 320;
        expect(
          await previewFrame(page, index)
            .locator('body')
            .evaluate((body) => body.clientWidth),
        ).toBe(natural);
        const scale = await page.getByLabel(`Frame ${index} scale`).textContent();
        expect(scale).toMatch(/^\d+ %$/);
        const drawn = (await frame.boundingBox())!.width;
        expect(Math.abs(drawn / natural - Number.parseInt(scale!, 10) / 100)).toBeLessThan(0.02);
      }
      await screenshot(page, `studio-layout-${width}x${height}`);
    });
  }

  it('closes and resizes panels; with the preview closed the editor shows at least 80 characters a line', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const resizer = page.getByRole('separator', { name: 'Preview width' });
    // The layout follows the window a frame or two after it changed: the width is read once it holds still.
    const settledWidth = async () => {
      for (;;) {
        const first = await resizer.getAttribute('aria-valuenow');
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        if (first === (await resizer.getAttribute('aria-valuenow')) && (await page.evaluate(() => window.innerWidth)) === 1366)
          return Number(first);
      }
    };
    const before = await settledWidth();
    const scaleBefore = Number.parseInt((await page.getByLabel('Frame 1 scale').textContent())!, 10);
    await resizer.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await resizer.getAttribute('aria-valuenow'))).toBe(before - 48);
    // The frames fit the preview's height as well as its width: narrowed further, the width binds and the scale falls.
    const scaleNow = async () => Number.parseInt((await page.getByLabel('Frame 1 scale').textContent())!, 10);
    for (let press = 0; press < 10 && (await scaleNow()) >= scaleBefore; press++) {
      const width = Number(await resizer.getAttribute('aria-valuenow'));
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => Number(await resizer.getAttribute('aria-valuenow'))).toBeLessThan(width);
    }
    await expect.poll(scaleNow).toBeLessThan(scaleBefore);
    await page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Preview' }).click();
    expect(await page.getByRole('region', { name: 'Preview' }).count()).toBe(0);
    await openScreenFile(page);
    const columns = await page.locator('.cm-editor').evaluate((editor) => {
      const content = editor.querySelector('.cm-content')!;
      const scroller = editor.querySelector('.cm-scroller')!;
      const gutters = editor.querySelector<HTMLElement>('.cm-gutters');
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(content).font;
      probe.style.whiteSpace = 'pre';
      probe.textContent = 'x'.repeat(100);
      document.body.append(probe);
      const charWidth = probe.getBoundingClientRect().width / 100;
      probe.remove();
      return Math.floor((scroller.clientWidth - (gutters?.offsetWidth ?? 0) - 8) / charWidth);
    });
    expect(columns).toBeGreaterThanOrEqual(80);
    await screenshot(page, 'studio-layout-editor');
    // Open again, and the screens list closes and opens.
    await page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Preview' }).click();
    await previewText(page, 1, 'ORD174D');
    await page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Screens' }).click();
    expect(await page.getByRole('complementary', { name: 'Screens' }).count()).toBe(0);
    await page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Screens' }).click();
    await page.getByRole('complementary', { name: 'Screens' }).waitFor();
  });

  it('shows the conflict view whole, both sides and the choices, at 1366×768 and its choices at 1280×720', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openStudio(page, harness.studio.url, 'about-us');
    await page.getByRole('tab', { name: 'Texts' }).click();
    await textBox(page, 'about.emailUs', 'en').fill('Email the lender');
    // Saved meanwhile somewhere else, in another text: the two merge.
    const file = join(harness.screensDir, 'about-us', 'messages.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"About us"', '"About our company"'));
    await page.getByRole('button', { name: 'Save…' }).click();
    await page
      .getByRole('dialog', { name: /^Save screen '.+' \(\/workIs\)\?$/ })
      .getByRole('button', { name: 'Save to the screens folder' })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Screen '.+' \(\/workIs\) was saved by someone else$/ });
    await dialog.waitFor({ timeout: WAIT });
    await inViewport(dialog);
    await dialog.getByText('For developers: compare the files line by line').click();
    for (const side of ['Theirs (on disk): messages.json', 'Mine (this draft): messages.json'])
      await inViewport(dialog.getByRole('region', { name: side }));
    for (const choice of [
      'Save both changes',
      'Keep mine (overwrite theirs)',
      'Take theirs (keep mine as a copy)',
      'Merge by hand in the editor',
      'Decide later',
    ])
      await inViewport(dialog.getByRole('button', { name: choice }));
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await screenshot(page, 'studio-layout-conflict');
    // And on the smaller laptop: the choices still in view, nothing wider than the dialog.
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const choice of ['Save both changes', 'Decide later']) await inViewport(dialog.getByRole('button', { name: choice }));
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await screenshot(page, 'studio-layout-conflict-1280');
    await page.setViewportSize({ width: 1366, height: 768 });
    await dialog.getByRole('button', { name: 'Decide later' }).click();
  });
});

/** Developer words and JSON that staff must not meet outside the JSON editor. */
const DEVELOPER =
  /Allowed:|\{"(var|msg)"|react-hook-form|CONTRACTS|npm run|screens\/messages\.json|\bimageUpload\b|\bkeyValueList\b|"\w+": "/;
/** The same, and a text's key (complaint.textField.label) or a file's path: for the views that name texts and files in words. */
const DEVELOPER_OR_KEYS = new RegExp(`${DEVELOPER.source}|\\bcomplaint\\.[a-z]\\w*\\b|\\bscreens\\/[\\w/-]+\\.json\\b`);

/**
 * Nothing wider or taller than the window (cut off at its right, or a page that scrolls past its
 * bottom: the panels scroll inside themselves), and no developer words in what `selector` picks,
 * outside the JSON editor.
 */
async function wholeAndInWords(view: string, selector: string, developer: RegExp = DEVELOPER_OR_KEYS): Promise<void> {
  const { wide, tall, below } = await page.evaluate(() => {
    // What reaches below the window, for the message: the outermost elements that do.
    const below = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().bottom > window.innerHeight + 1 && element.offsetParent !== null)
      .filter((element) => element.parentElement && element.parentElement.getBoundingClientRect().bottom <= window.innerHeight + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(element.getBoundingClientRect().bottom)}`,
      );
    return {
      wide: document.documentElement.scrollWidth - window.innerWidth,
      tall: document.documentElement.scrollHeight - window.innerHeight,
      below,
    };
  });
  expect(wide, `${view}: wider than the window`).toBeLessThanOrEqual(0);
  expect(tall, `${view}: taller than the window (${below.join(', ')})`).toBeLessThanOrEqual(0);
  const said = await page.evaluate((picked) => {
    const shown = [...document.querySelectorAll<HTMLElement>(picked)]
      .filter((element) => element.closest('.cm-editor') === null && element.offsetParent !== null)
      .map((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.cm-editor').forEach((inner) => inner.remove());
        return copy.textContent ?? '';
      });
    return shown.join('\n');
  }, selector);
  expect(said.match(developer)?.[0], `${view}: developer words`).toBeUndefined();
}

describe('the studio’s main views on the laptops staff have', () => {
  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
  ]) {
    it(`shows the editor with its property panel, all texts, search and publish whole and in words at ${width}×${height}`, async () => {
      await page.setViewportSize({ width, height });
      await openStudio(page, harness.studio.url, 'complaint-form');
      await previewText(page, 1, 'Photos (optional)');
      // The screen opens on its blocks: a field's property panel and the palette. The tab row is whole,
      // the developers' files last.
      expect(await page.getByRole('tab', { name: 'Blocks' }).getAttribute('aria-selected')).toBe('true');
      await inViewport(page.getByRole('tab', { name: MESSAGES_FILE_TAB }));
      const view = page.getByRole('region', { name: 'Add and edit blocks' });
      const treeNode = (name: RegExp) => view.getByRole('treeitem', { name }).locator(':scope > .studio-node');
      await treeNode(/^Form complaint/).click();
      await treeNode(/^Photos 'Photos \(optional\)'/).click();
      await inViewport(view.getByRole('region', { name: 'Properties of Photos' }).getByRole('heading', { name: 'Photos' }));
      // The palette's help line stands clear above the Structure heading, even with a long help shown,
      // and showing it moves nothing: the structure stays where it was before the pointer came.
      const before = (await view.getByRole('region', { name: 'Structure' }).boundingBox())!;
      const fields = view.getByRole('list', { name: 'Fields to add' });
      // One of the longest helps first: the structure stays put while it shows.
      await fields.getByRole('button', { name: 'Digits only', exact: true }).hover();
      await view.locator('.studio-palette-help').getByText('anything but digits', { exact: false }).waitFor({ timeout: WAIT });
      expect((await view.getByRole('region', { name: 'Structure' }).boundingBox())!.y, 'a long help moved the Structure panel').toBe(
        before.y,
      );
      await view.getByRole('list', { name: 'Fields to add' }).getByRole('button', { name: 'Several lines of words', exact: true }).hover();
      await view.locator('.studio-palette-help').getByText('Longer words', { exact: false }).waitFor({ timeout: WAIT });
      const help = (await view.locator('.studio-palette-help').boundingBox())!;
      // The structure's panel, not its heading: the panel scrolls, and selecting a node low in the tree
      // (at 1280×720) scrolls the heading up out of sight inside it.
      const structure = (await view.getByRole('region', { name: 'Structure' }).boundingBox())!;
      expect(help.y + help.height, 'the palette help reaches the Structure panel').toBeLessThanOrEqual(structure.y);
      expect(structure.y, 'the palette help moved the Structure panel').toBe(before.y);
      await wholeAndInWords('property panel', '.studio-properties, .studio-palette-items, .studio-palette-help');
      await screenshot(page, `studio-view-properties-${width}`);
      // All texts.
      await page.getByRole('button', { name: 'All texts' }).click();
      await page.getByLabel('Texts of screen').waitFor({ timeout: WAIT });
      // Each text by what borrowers read and where it shows: no key, no file.
      await wholeAndInWords('all texts', '.studio-texts-view, .studio-unsaved');
      await screenshot(page, `studio-view-texts-${width}`);
      // Search and replace.
      await page.getByRole('button', { name: 'Search and replace' }).click();
      await page.getByLabel('Find in all files').fill('customer service');
      await page
        .getByRole('region', { name: 'Search and replace' })
        .getByRole('button', { name: /^Replace selected/ })
        .waitFor({ timeout: WAIT });
      // Each file by its name in words, each match as staff read it: no file paths, no JSON lines.
      await wholeAndInWords('search', '.studio-search, .studio-unsaved');
      await screenshot(page, `studio-view-search-${width}`);
      // The publish panel, closed with Escape.
      await page.getByRole('button', { name: 'Publish and history' }).click();
      const publish = page.getByRole('region', { name: 'Publish', exact: true });
      await publish.waitFor({ timeout: WAIT });
      // Within the window's width (it may scroll down inside itself).
      const box = (await publish.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await wholeAndInWords('publish panel', '.studio-popover');
      await screenshot(page, `studio-view-publish-${width}`);
      // Its title in view, and a Close button big enough to tap that closes it, the focus back on its button.
      await inViewport(publish.getByRole('heading', { name: 'Publish', exact: true }));
      const close = publish.getByRole('button', { name: 'Close', exact: true });
      await inViewport(close);
      const closeBox = (await close.boundingBox())!;
      expect(Math.min(closeBox.width, closeBox.height), 'the Close button is smaller than 24 px').toBeGreaterThanOrEqual(24);
      await close.focus();
      await page.keyboard.press('Enter');
      await publish.waitFor({ state: 'detached', timeout: WAIT });
      expect(await page.getByRole('button', { name: 'Publish and history' }).evaluate((button) => button === document.activeElement)).toBe(
        true,
      );
      // And Escape closes it too.
      await page.getByRole('button', { name: 'Publish and history' }).click();
      await publish.waitFor({ timeout: WAIT });
      await page.keyboard.press('Escape');
      await publish.waitFor({ state: 'detached', timeout: WAIT });
    });
  }
});

describe('the preview is the served app', () => {
  it("shows config.js's company name on the about-us page, and a changed config.js after a reload", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStudio(page, harness.studio.url, 'about-us');
    await previewText(page, 1, 'Example Lending Corporation');
    await previewText(page, 1, 'CS000000000');
    const config = join(harness.distDir, 'config.js');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace("name: 'Example Lending Corporation'", "name: 'Bagong Pautang Lending Inc.'"),
    );
    await page.reload();
    await previewText(page, 1, 'Bagong Pautang Lending Inc.');
    await previewText(page, 2, 'Bagong Pautang Lending Inc.');
  });

  it('sends the complaint form from the preview', async () => {
    await openStudio(page, harness.studio.url, 'complaint-form');
    const frame = previewFrame(page, 1);
    await frame.getByLabel('Description').waitFor({ timeout: WAIT });
    // Opened as the complaint entry opens it: with the complaint's type.
    expect(await page.getByLabel('Data scenario').inputValue()).toBe('0');
    expect(await page.getByLabel('Data scenario').locator('option').first().textContent()).toBe('Repayment issue');
    const replies: { path: string; body: string; reply: { code: number } }[] = [];
    page.on('response', async (response) => {
      if (response.request().method() !== 'POST' || !response.url().includes('/problem-save')) return;
      replies.push({ path: new URL(response.url()).pathname, body: response.request().postData() ?? '', reply: await response.json() });
    });
    // Typed once the frame shows the last version the studio's checks found.
    await previewSettled(page, 1);
    await frame.getByLabel('Description').fill('The repayment did not show in my account.');
    await frame.getByRole('button', { name: 'Send' }).click();
    // The send goes through the studio server to the demo back end, then the dialog opens: bounded as
    // a preview text is (previewText, WAIT * 3). What was typed stays: a check of the same version
    // again sends the frame nothing (preview-frame.tsx), so the form is not mounted afresh under it.
    await frame
      .getByRole('dialog')
      .filter({ hasText: 'Submitted' })
      .waitFor({ timeout: WAIT * 3 });
    await expect.poll(() => replies.length).toBe(1);
    expect(replies[0].path).toBe('/currentlyer/user-problem/problem-save');
    const form = new URLSearchParams(replies[0].body);
    expect(form.get('problemType')).toBe('2');
    expect(form.get('problemDetail')).toBe('The repayment did not show in my account.');
    expect(replies[0].reply.code).toBe(0);
  });

  it('ran without a script error', () => {
    expect(harness.pageErrors).toEqual([]);
  });
});
