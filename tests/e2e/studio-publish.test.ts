// The studio as staff use it to get a screen ready for borrowers: failure and slow data
// scenarios, "make it a message", conflicts between two tabs, and the checks before publishing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { clickInLine, openStudio, previewFrame, previewText, startStudioHarness, WAIT, type StudioHarness } from './studio-harness.ts';

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

describe('studio: make it a message', () => {
  it('refuses a position that is no text, with the reason', async () => {
    const { page } = harness;
    await page.getByRole('button', { name: /^test-preview\b/ }).click();
    await page.locator('.cm-line').filter({ hasText: '"Test preview"' }).first().waitFor({ timeout: WAIT });
    await clickInLine(page, '"to": "loanDetail"', 9);
    await page.keyboard.press('Control+Shift+E');
    await page.getByRole('alert').filter({ hasText: "'to' is not a text borrowers read, so it cannot become a message" }).waitFor();
    await clickInLine(page, '"label": "Device id"', 14);
    await page.getByRole('button', { name: 'Make it a message' }).click();
    await page.getByRole('alert').filter({ hasText: "'label' here is data inside the expression 'object', not a text" }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('turns a literal title into a message: key proposed, English prefilled, Filipino missing until filled, saved in both languages', async () => {
    const { page } = harness;
    await previewText(page, 2, 'Test preview');
    await clickInLine(page, '"title": "Test preview"', 12);
    await page.keyboard.press('Control+Shift+E');
    const dialog = page.getByRole('dialog', { name: 'Make it a message' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Key').inputValue()).toBe('testPreview.testPreview');
    expect(await dialog.getByLabel('English').inputValue()).toBe('Test preview');
    expect(await dialog.getByLabel('Filipino').inputValue()).toBe('');
    // A taken key is refused with the reason.
    await dialog.getByLabel('Key').fill('engine.retry');
    await dialog.getByText("'engine.retry' is taken").waitFor();
    expect(await dialog.getByRole('button', { name: 'Make it a message' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Key').fill('testPreview.title');
    await screenshot(page, 'studio-make-message');
    await dialog.getByRole('button', { name: 'Make it a message' }).click();
    await page.getByRole('status').filter({ hasText: 'The text is now the message testPreview.title. Its Filipino text is missing: add it in Texts.' }).waitFor();
    expect(await page.locator('.cm-line').filter({ hasText: 'testPreview.title' }).first().textContent()).toBe('  "title": { "msg": "testPreview.title" },');
    // The checker asks for the Filipino text (saving waits for it); the English frame shows the text from the catalog.
    await page.getByRole('region', { name: 'Problems' }).getByText("'testPreview.title' has an empty Filipino text").waitFor({ timeout: WAIT });
    expect(await page.getByRole('button', { name: 'Save (fix 1 problem first)' }).isDisabled()).toBe(true);
    await previewText(page, 1, 'Test preview');
    await page.getByRole('tab', { name: 'Texts' }).click();
    const filCell = page.getByLabel('testPreview.title (fil)');
    expect(await page.getByLabel('testPreview.title (en)').inputValue()).toBe('Test preview');
    expect(await filCell.locator('xpath=..').getAttribute('class')).toBe('is-missing');
    expect(await filCell.locator('xpath=..').textContent()).toContain('missing');
    await filCell.fill('Pagsubok ng preview');
    await previewText(page, 2, 'Pagsubok ng preview');
    await page.getByRole('button', { name: 'Save…' }).click();
    const save = page.getByRole('dialog', { name: 'Save test-preview?' });
    await save.getByRole('button', { name: 'Save to the screens folder' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved test-preview.' }).waitFor({ timeout: WAIT });
    const messages = JSON.parse(harness.readScreenFile('test-preview', 'messages.json'));
    expect(messages).toEqual({ $schema: '../../schemas/meta/messages.schema.json', en: { 'testPreview.title': 'Test preview' }, fil: { 'testPreview.title': 'Pagsubok ng preview' } });
    expect(harness.readScreenFile('test-preview', 'screen.json')).toContain('\n  "title": { "msg": "testPreview.title" },\n');
  });
});
