// Screens as staff know them, on a laptop's screen: the list names each screen by the title
// borrowers read with its address (two screens titled "Confirm your loan" told apart), the way back
// from All texts names the screen the same way, a text the app itself shows says where borrowers
// meet it, and a screen's Texts tab shows no keys until a developer asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screenshot } from './harness.ts';
import { openStudio, screenInList, selectedInList, startLaptopStudio, type StudioHarness, textBox, WAIT } from './studio-harness.ts';

let harness: StudioHarness;

beforeAll(async () => {
  harness = await startLaptopStudio({ checkOnStart: false });
  await openStudio(harness.page, harness.studio.url, 'about-us');
}, WAIT * 6);

afterAll(async () => {
  await harness?.close();
});

describe('studio: screens by their titles', () => {
  it('lists screens by title and address, and finds one by title, address or folder name', async () => {
    const { page } = harness;
    expect(await selectedInList(page).textContent()).toMatch(/^About us\/workIs/);
    await screenInList(page, 'Confirm your loan', '/humanQuestions').waitFor({ timeout: WAIT });
    await screenInList(page, 'Confirm your loan', '/discernEvolutionary').waitFor({ timeout: WAIT });
    const list = page.getByRole('complementary', { name: 'Screens' }).getByRole('list').first();
    expect(await list.getByText('about-us', { exact: true }).count()).toBe(0);
    await screenshot(page, 'studio-screen-list');

    const search = page.getByLabel('Search screens');
    for (const words of ['Confirm your', '/discernEvolutionary', 'legacy-loan-confirm']) {
      await search.fill(words);
      await screenInList(page, 'Confirm your loan', '/discernEvolutionary').waitFor({ timeout: WAIT });
      await expect.poll(() => screenInList(page, 'About us', '/workIs').count(), { timeout: WAIT }).toBe(0);
    }
    await search.fill('');
  });

  it('names the way back from All texts by the screen, and says where the app shows its own texts', async () => {
    const { page } = harness;
    await page.getByRole('button', { name: 'All texts' }).click();
    await page.getByLabel('Filter texts').fill('Retry');
    const retry = page.getByRole('row').filter({ has: page.getByText('“Retry”', { exact: true }) });
    // Every text reading “Retry” (the app has more than one) is one the app shows.
    await retry.first().waitFor({ timeout: WAIT });
    for (const row of await retry.all()) expect(await row.getByText('Shared text · Shown by the app on any screen').count()).toBe(1);
    await page.getByLabel('Filter texts').fill('');
    await screenshot(page, 'studio-all-texts');
    await page.getByRole('button', { name: "← Screen 'About us' (/workIs)" }).click();
    await page.getByRole('tab', { name: 'Texts' }).click();
    await textBox(page, 'about.title', 'en').waitFor({ timeout: WAIT });
    expect(await page.getByRole('columnheader', { name: 'Key' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: "For developers: show each text's key" }).check();
    await page.getByRole('rowheader', { name: 'about.title' }).waitFor({ timeout: WAIT });
  });
});
