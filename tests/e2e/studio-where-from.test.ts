// Issue #34, "no dead ends", from the preview: staff point at or tap what a borrower sees and the
// studio says where it comes from and what it can do with it. Each task counts its actions (at most
// 20) and never types into a JSON editor; each is looked at in a picture at 1366×768 and 1280×720.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';

import { screenshot } from './harness.ts';
import {
  Actions,
  LAPTOP,
  openStudio,
  previewFrame,
  previewIframe,
  startLaptopStudio,
  type StudioHarness,
  unsavedBar,
  WAIT,
} from './studio-harness.ts';

let harness: StudioHarness;
let page: Page;

const card = () => page.getByRole('region', { name: 'Where it comes from' });
const rowTitles = () => previewFrame(page, 1).locator('.eng-kv-list dt').allTextContents();

/**
 * Select mode on and its hint in place above the previews: a tap before that lands on a preview that
 * is still moving down for the hint (a tap on the phone number then picked the block around it).
 */
async function selectModeShown() {
  await page.getByRole('button', { name: 'Select in preview', pressed: true }).waitFor({ timeout: WAIT });
  await page.getByText('Point at or tap something in a preview').waitFor({ timeout: WAIT });
  // The frame itself is in select mode (its pointer is a crosshair): a tap before that would press the block instead.
  await previewFrame(page, 1).locator('html[style*="crosshair"]').waitFor({ state: 'attached', timeout: WAIT });
  // And the first preview settled where the hint put it (moved and scaled anew).
  await previewSettled();
}

/**
 * The first preview has stopped moving in the page: Playwright waits for an element to stop moving
 * inside its frame, not for the frame itself to stop moving (after the hint shows, the window is
 * resized, or a scenario changes what the frame holds).
 */
async function previewSettled() {
  const frameBox = () => previewIframe(page, 1).evaluate((frame) => JSON.stringify(frame.getBoundingClientRect()));
  let last = '';
  await expect
    .poll(
      async () => {
        const box = await frameBox();
        const settled = box === last;
        last = box;
        return settled;
      },
      { timeout: WAIT, interval: 250 },
    )
    .toBe(true);
}

async function atBothSizes(name: string, check: () => Promise<void>) {
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await check();
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(LAPTOP);
}

beforeAll(async () => {
  harness = await startLaptopStudio({ checkOnStart: false });
  page = harness.page;
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

beforeEach(() => {
  onTestFailed(async () => {
    await screenshot(page, 'studio-where-from-failure');
  });
});

describe('studio: where it comes from, from the preview', () => {
  it('moves the loan-details row "Payout account" below "Due date", starting from the preview', async () => {
    await openStudio(page, harness.studio.url, 'loan-detail');
    const actions = new Actions('reorder the loan-details rows');
    await expect.poll(rowTitles, { timeout: WAIT * 3 }).toContain('Due date');
    await actions.click(page.getByRole('switch', { name: 'Pause pop-ups' }));
    await actions.click(page.getByRole('button', { name: 'Select in preview' }));
    await selectModeShown();
    await actions.click(previewFrame(page, 1).locator('.eng-kv-list dt', { hasText: 'Payout account' }));
    await card().getByText('Rows of a list').waitFor({ timeout: WAIT });
    const said = await card().textContent();
    expect(said).toContain('the loanDetails reply, field userOrderDetail.detail');
    expect(said).toContain("changed in the lender's system");
    expect(said).toContain('shared part "order-summary"');
    await actions.click(card().getByRole('button', { name: 'Arrange these rows' }));
    const panel = page.getByRole('region', { name: 'Shared part order-summary' });
    const order = panel.getByRole('textbox', { name: "Order of the server's rows" });
    await actions.fill(order, 'Due date\nPayout account');
    await expect
      .poll(
        async () => {
          const titles = await rowTitles();
          return titles.indexOf('Payout account') > titles.indexOf('Due date');
        },
        { timeout: WAIT },
      )
      .toBe(true);
    // New titles of a shared part's rows are offered as for a screen's own list (the next test gives one).
    expect(await panel.getByRole('textbox', { name: 'Row 1: title as the server sends it' }).isDisabled()).toBe(false);
    expect(await page.locator('.cm-editor').count()).toBe(0);
    await atBothSizes('studio-where-from-rows', () => order.waitFor({ timeout: WAIT }));
    // The part's own Save names what it writes: the part alone (no new row titles).
    await actions.click(panel.getByRole('button', { name: 'Save the shared part order-summary', exact: true }));
    await page.getByRole('status').filter({ hasText: 'Saved the shared part order-summary.' }).waitFor({ timeout: WAIT });
    const part = JSON.parse(readFileSync(join(harness.screensDir, 'parts', 'order-summary.json'), 'utf8')) as {
      blocks: { type: string; rowOrder?: string[] }[];
    };
    expect(part.blocks.find((block) => block.type === 'keyValueList')?.rowOrder).toEqual(['Due date', 'Payout account']);
    actions.done();
  });

  it("gives a shared part's row a new title in English and Filipino, saves the part and the shared texts together, and the preview shows it", async () => {
    await openStudio(page, harness.studio.url, 'loan-detail');
    const actions = new Actions('retitle a loan-details row');
    await expect.poll(rowTitles, { timeout: WAIT * 3 }).toContain('Due date');
    const pause = page.getByRole('switch', { name: 'Pause pop-ups' });
    if ((await pause.getAttribute('aria-checked')) !== 'true') await actions.click(pause);
    const select = page.getByRole('button', { name: 'Select in preview' });
    if ((await select.getAttribute('aria-pressed')) !== 'true') await actions.click(select);
    await actions.click(previewFrame(page, 1).locator('.eng-kv-list dt', { hasText: 'Due date' }));
    await actions.click(card().getByRole('button', { name: 'Arrange these rows' }));
    const panel = page.getByRole('region', { name: 'Shared part order-summary' });
    await actions.fill(panel.getByRole('textbox', { name: 'Row 1: title as the server sends it' }), 'Due date');
    await actions.fill(panel.getByRole('textbox', { name: 'Label shown for Due date in English' }), 'Pay by');
    await actions.fill(panel.getByRole('textbox', { name: 'Label shown for Due date in Filipino' }), 'Bayaran bago ang');
    // Both previews show the new title before it is saved: English in the first, Filipino in the second.
    await expect.poll(rowTitles, { timeout: WAIT }).toContain('Pay by');
    const filipinoTitles = () => previewFrame(page, 2).locator('.eng-kv-list dt').allTextContents();
    await expect.poll(filipinoTitles, { timeout: WAIT }).toContain('Bayaran bago ang');
    expect(await page.locator('.cm-editor').count()).toBe(0);
    // One Save writes the part and its new shared texts together, said in words: in the unsaved files
    // bar and on the part's own Save.
    const unsaved = unsavedBar(page);
    await unsaved.getByRole('button', { name: 'Save Shared part order-summary with the shared texts' }).waitFor({ timeout: WAIT });
    await actions.click(panel.getByRole('button', { name: 'Save the shared part order-summary and the shared texts' }));
    await page
      .getByRole('status')
      .filter({ hasText: 'Saved the shared part order-summary and the shared texts together.' })
      .waitFor({ timeout: WAIT });
    await unsaved.waitFor({ state: 'detached', timeout: WAIT });
    const part = JSON.parse(readFileSync(join(harness.screensDir, 'parts', 'order-summary.json'), 'utf8')) as {
      blocks: { type: string; rowLabels?: Record<string, { msg: string }> }[];
    };
    const key = part.blocks.find((block) => block.type === 'keyValueList')?.rowLabels?.['Due date']?.msg ?? '';
    const shared = JSON.parse(readFileSync(join(harness.screensDir, 'messages.json'), 'utf8')) as {
      en: Record<string, string>;
      fil: Record<string, string>;
    };
    expect([shared.en[key], shared.fil[key]]).toEqual(['Pay by', 'Bayaran bago ang']);
    // Opened again, the preview shows the saved title on a screen that uses the part.
    await openStudio(page, harness.studio.url, 'loan-detail');
    await expect.poll(rowTitles, { timeout: WAIT * 3 }).toContain('Pay by');
    actions.done();
  });

  it('finds where the hotline is set and sees the number borrowers see', async () => {
    await openStudio(page, harness.studio.url, 'customer-service');
    const actions = new Actions('find where the hotline is set');
    // The first scenario is a borrower with an order: the order's own number shows.
    await previewFrame(page, 1)
      .getByText('(02) 8876 5432')
      .waitFor({ timeout: WAIT * 3 });
    await actions.click(page.getByRole('button', { name: 'Select in preview' }));
    await selectModeShown();
    // Pointing shows where it comes from without moving the frames: what is aimed at stays under the pointer.
    const frameBox = () => previewIframe(page, 1).evaluate((frame) => JSON.stringify(frame.getBoundingClientRect()));
    const before = await frameBox();
    await previewFrame(page, 1).getByText('(02) 8876 5432').hover();
    await page.getByText('Under the pointer:').waitFor({ timeout: WAIT });
    expect(await frameBox()).toBe(before);
    await actions.click(previewFrame(page, 1).getByText('(02) 8876 5432'));
    // Polled on the card's words, so that a failure says what the card said instead.
    const cardSays = () =>
      card()
        .textContent({ timeout: 1_000 })
        .catch(() => '(no card)');
    await expect.poll(cardSays, { timeout: WAIT }).toMatch(/The customer-service phone borrowers see/);
    const said = (await card().textContent()) ?? '';
    expect(said).toContain('the loanDetails reply, field telephone');
    expect(said).toContain('IT sets this in the app\'s configuration (servicePhone, now "+63 2 8123 4567")');
    expect(said).toContain("In this scenario borrowers see (02) 8876 5432: the order's own number");
    await atBothSizes('studio-where-from-hotline', () => card().waitFor({ timeout: WAIT }));
    // Without an order, the configuration's number is the one borrowers see.
    await actions.choose(page.getByLabel('Data scenario'), "No order (the configuration's hotline)");
    await previewFrame(page, 1)
      .getByText('+63 2 8123 4567')
      .waitFor({ timeout: WAIT * 3 });
    await previewSettled();
    await actions.click(previewFrame(page, 1).getByText('+63 2 8123 4567'));
    await card()
      .getByText(/In this scenario borrowers see \+63 2 8123 4567: the configuration's/)
      .waitFor({ timeout: WAIT });
    actions.done();
  });

  it('says a text is the screen’s own or shared, and opens it to edit', async () => {
    await openStudio(page, harness.studio.url, 'customer-service');
    const actions = new Actions('edit a text from the preview');
    await previewFrame(page, 1)
      .getByText('(02) 8876 5432')
      .waitFor({ timeout: WAIT * 3 });
    await actions.click(page.getByRole('button', { name: 'Select in preview' }));
    await page.getByRole('button', { name: 'Select in preview', pressed: true }).waitFor({ timeout: WAIT });
    // Pointing is enough to read where it comes from.
    await previewFrame(page, 1)
      .locator('[data-pointer]', { hasText: /^WhatsApp$/ })
      .first()
      .hover();
    await card()
      .getByText(/^Under the pointer:/)
      .waitFor({ timeout: WAIT });
    await actions.click(
      previewFrame(page, 1)
        .locator('[data-pointer]', { hasText: /^WhatsApp$/ })
        .first(),
    );
    await card()
      .getByText(/This screen's text \(service\.whatsapp\)/)
      .waitFor({ timeout: WAIT });
    await actions.click(card().getByRole('button', { name: 'Edit this text' }));
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const box = document.activeElement as HTMLElement | null;
            return box ? `${box.dataset.key} ${box.lang}: ${box.getAttribute('aria-label')}` : null;
          }),
        { timeout: WAIT },
      )
      .toBe('service.whatsapp en: “WhatsApp” in English');
    actions.done();
    expect(harness.pageErrors).toEqual([]);
  });
});
