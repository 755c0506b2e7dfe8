// The studio as staff use it to get a screen ready for borrowers: failure and slow data
// scenarios, "make it a message", conflicts between two tabs, and the checks before publishing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { openStudio, previewFrame, previewText, startStudioHarness, WAIT, type StudioHarness } from './studio-harness.ts';

let harness: StudioHarness;

beforeAll(async () => {
  harness = await startStudioHarness();
  await openStudio(harness.page, harness.studio.url, 'loan-detail');
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('studio data scenarios: failure and slow replies', () => {
  it('shows the error state with Retry for a failure reply, and Retry asks the server again', async () => {
    const { page } = harness;
    await previewText(page, 1, 'ORD174D');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/loan-details/')) calls.push(request.url());
    });
    await page.getByLabel('Data scenario').selectOption({ label: 'Failure reply (server error)' });
    const frame = previewFrame(page, 1);
    await frame.getByRole('alert').filter({ hasText: "We couldn't load this page." }).waitFor({ timeout: WAIT });
    await previewText(page, 2, 'Hindi namin ma-load ang pahinang ito.');
    // The screen's title stays above the error: never a blank frame.
    await frame.getByRole('heading', { name: 'Loan details' }).waitFor();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.every((url) => new URL(url).pathname === '/__studio/reply/failure/currentlyer/v3/loan-details/loan-details')).toBe(true);
    await screenshot(page, 'studio-failure-reply');
    const before = calls.length;
    await frame.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => calls.length, { timeout: WAIT }).toBeGreaterThan(before);
    await frame.getByRole('button', { name: 'Retry' }).waitFor();
  });

  it('shows the error state for a malformed reply', async () => {
    const { page } = harness;
    await page.getByLabel('Data scenario').selectOption({ label: 'Malformed reply (not JSON)' });
    const frame = previewFrame(page, 1);
    await frame.getByRole('alert').filter({ hasText: "We couldn't load this page." }).waitFor({ timeout: WAIT });
    await frame.getByRole('button', { name: 'Retry' }).waitFor();
  });

  it('shows the loading state for a slow reply, then the data', async () => {
    const { page } = harness;
    await page.getByLabel('Data scenario').selectOption({ label: 'Slow reply (3 s)' });
    const frame = previewFrame(page, 1);
    const started = Date.now();
    await frame.getByLabel('loading').waitFor({ timeout: WAIT });
    await frame.getByRole('heading', { name: 'Loan details' }).waitFor();
    expect(await frame.getByText('ORD174D').count()).toBe(0);
    await screenshot(page, 'studio-slow-reply');
    await previewText(page, 1, 'ORD174D', WAIT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });

  it('offers no failure scenario on a screen that calls no API', async () => {
    const { page } = harness;
    await page.getByRole('button', { name: /^about-us\b/ }).click();
    await page.locator('.cm-line').filter({ hasText: '"aboutUs"' }).first().waitFor();
    const labels = await page.getByLabel('Data scenario').locator('option').allTextContents();
    expect(labels).toEqual(['Demo session']);
    await page.getByRole('button', { name: /^loan-detail\b/ }).click();
    await page.getByLabel('Data scenario').selectOption({ label: 'Due today, rollover offered (174)' });
  });
});
