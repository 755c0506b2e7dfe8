// A staff edit is never lost: an unsaved change to a shared text survives a reload like a screen's
// draft (kept in the browser), the top bar counts it, Save offers it, and once saved it is no draft
// after the next reload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screenshot } from './harness.ts';
import {
  changeSharedTextEverywhere,
  previewText,
  reopenStudio,
  showScreenTexts,
  startLaptopStudio,
  type StudioHarness,
  textBox,
  unsavedBar,
  WAIT,
} from './studio-harness.ts';

let harness: StudioHarness;
let page: Page;

beforeAll(async () => {
  harness = await startLaptopStudio({ checkOnStart: false });
  page = harness.page;
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

const sharedOnDisk = () =>
  JSON.parse(readFileSync(join(harness.screensDir, 'messages.json'), 'utf8')) as Record<string, Record<string, string>>;
const unsaved = () => unsavedBar(page);
const fil = () => textBox(page, 'loanConfirm.next', 'fil');
const showTexts = () => showScreenTexts(page, 'loan-confirm');
/** A reload of the studio on loan-confirm, its Filipino preview showing `text`. */
const reload = (text: string) => reopenStudio(page, harness.studio.url, 'loan-confirm', { frame: 2, text });

describe('drafts of the shared texts', () => {
  it('keeps an unsaved shared text over a reload: the edit is there, counted, and Save offers it', async () => {
    await reload('Susunod');
    await showTexts();
    await changeSharedTextEverywhere(fil(), 'Magpatuloy');
    await previewText(page, 2, 'Magpatuloy');
    await unsaved().getByRole('button', { name: 'Save Shared texts' }).waitFor({ timeout: WAIT });

    // The preview, the top bar and the unsaved files bar show the draft again; nothing was written.
    await reload('Magpatuloy');
    await page.getByRole('note', { name: '1 unsaved file' }).waitFor({ timeout: WAIT });
    await showTexts();
    await expect.poll(() => fil().inputValue(), { timeout: WAIT }).toBe('Magpatuloy');
    expect(sharedOnDisk().fil['loanConfirm.next']).toBe('Susunod');
    await screenshot(page, 'studio-drafts-shared-after-reload');

    await unsaved().getByRole('button', { name: 'Save Shared texts' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved the shared texts.' }).waitFor({ timeout: WAIT });
    expect(sharedOnDisk().fil['loanConfirm.next']).toBe('Magpatuloy');

    // Saved: after the next reload there is nothing left to save.
    await reload('Magpatuloy');
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor({ timeout: WAIT });
    expect(await page.getByRole('note', { name: /unsaved file/ }).count()).toBe(0);
  });

  it('Discard changes after a reload takes the saved text back and leaves nothing kept', async () => {
    await showTexts();
    await changeSharedTextEverywhere(fil(), 'Tuloy');
    await unsaved().getByRole('button', { name: 'Save Shared texts' }).waitFor({ timeout: WAIT });
    await reload('Tuloy');
    await unsaved().getByRole('button', { name: 'Shared texts', exact: true }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await previewText(page, 2, 'Magpatuloy');
    await reload('Magpatuloy');
    expect(await page.getByRole('note', { name: /unsaved file/ }).count()).toBe(0);
  });
});
