// The city select the server sends without options (SPEC §3): on the real build, the PSGC list
// is a chunk of its own, fetched only when the picker opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { E2E_SESSION, type E2eApp, expectCleanPage, screenshot, startApp } from './harness.ts';

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const CITY_CHUNK = /\/assets\/ph-cities-[\w-]+\.js$/;

describe('the city picker of the PSGC list in Chromium', () => {
  it('fetches the list when the picker opens, finds San Jose by province and sends the chosen city', async () => {
    const recorded = await app.openPage(`/provideChoices?${E2E_SESSION}`);
    const { page } = recorded;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.getByLabel('GCash number').waitFor();
    await page.getByRole('tab', { name: 'Bank account' }).click();
    await page.getByLabel('Bank', { exact: true }).click();
    await page.getByRole('radio', { name: 'BPI' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Account number').fill('1234567890');
    await page.getByLabel('Branch city').click();
    await page.getByRole('radio', { name: 'Makati, Metro Manila' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Every picker so far had its options from the server: the list was never fetched.
    const loadedBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(loadedBefore.filter((file) => CITY_CHUNK.test(file))).toEqual([]);
    expect(scripts.filter((file) => CITY_CHUNK.test(file))).toEqual([]);

    const chunk = page.waitForRequest((request) => CITY_CHUNK.test(new URL(request.url()).pathname));
    await page.getByLabel('City of residence').click();
    await chunk;
    const search = page.getByRole('searchbox', { name: 'Search' });
    await page.getByText(/^Type a name to search 1656 options\.$/).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    // On a touch screen Headless UI moves no focus into a sheet (no keyboard pops up unasked): the borrower taps the field.
    await search.tap();
    await search.pressSequentially('San Jose');
    await page.getByRole('radio', { name: 'San Jose, Batangas' }).waitFor();
    const names = await page.getByRole('radio').allTextContents();
    expect(names).toEqual(
      expect.arrayContaining(['San Jose, Batangas', 'San Jose, Tarlac', 'San Jose, Romblon', 'San Jose, Northern Samar']),
    );
    expect(names.length).toBeLessThanOrEqual(50);
    await page.getByRole('radio', { name: 'San Jose, Batangas' }).click();
    await screenshot(page, 'bind-bank-psgc-city-picker');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByLabel('City of residence').textContent()).toContain('San Jose, Batangas');

    await page.getByRole('button', { name: 'Next' }).click();
    const bind = await recorded.waitForApiCall('/bind-card/bind-card-new');
    expect(bind.body).toMatchObject({ bankCode: 'BPI', cardNo: '1234567890', branchCity: 'NCR-MKT', holderCity: 'San Jose, Batangas' });
    await recorded.waitForBridgeCall('closeWebview');
    expect(app.state.lastBind?.fields.holderCity).toBe('San Jose, Batangas');
    expectCleanPage(recorded);
  });
});
