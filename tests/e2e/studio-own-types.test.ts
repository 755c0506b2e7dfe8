// A project's own field type in the studio, as staff meet it: the studio started for the embed
// example (its package.json declares a peso amount type), the palette lists the type with its help,
// adding one shows its own property in the property panel, and the checker judges that property by
// the type's own rule. A copy of the screens folder and of the built app, the studio server with its
// pages from source (its two Vites), and Chromium.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screenshot } from './harness.ts';
import { openStudio, selectedPlace, startStudioHarness, type StudioHarness, WAIT } from './studio-harness.ts';

let harness: StudioHarness | undefined;
let page: Page;
let view: Locator;

const status = () => view.getByRole('status');
const treeNode = (name: RegExp) => view.getByRole('treeitem', { name }).locator(':scope > .studio-node');
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await screenshot(page, `studio-own-types-failure-${name}`);
    throw error;
  }
}

beforeAll(async () => {
  // From source, as a developer runs the studio on their project: the one file that keeps the two Vites
  // when the run serves the built pages, so that way of serving the studio stays tested too.
  harness = await startStudioHarness({ ownTypesProject: 'examples/embed', checkOnStart: false, pagesDir: undefined });
  page = harness.page;
  await openStudio(page, harness.studio.url, 'complaint-form');
  view = page.getByRole('region', { name: 'Add and edit blocks' });
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe("studio: the project's own field type", () => {
  it('is in the palette with its help; added, its panel shows its own property, checked by its own rule', async () => {
    await page.getByRole('tab', { name: 'Blocks' }).click();
    await treeNode(/^Form complaint/).click();
    await expect.poll(() => status().textContent()).toBe('Selected: Form complaint');
    expect(await selectedPlace(status())).toMatch(/^\/blocks\/1, line \d+$/);
    await view.getByRole('button', { name: 'Fields', exact: true }).click();
    const item = view.getByRole('list', { name: 'Fields to add' }).getByRole('button', { name: /^pesoAmount\b/ });
    await step('palette', () => item.waitFor({ timeout: WAIT }));
    await item.hover();
    await expect
      .poll(() => view.locator('.studio-palette-help').textContent())
      .toBe('pesoAmount: An amount in pesos, e.g. 1500.50; sent as whole centavos.');

    await item.click();
    const panel = view.getByRole('region', { name: 'Properties of pesoAmount' });
    await step('panel', () => panel.waitFor({ timeout: WAIT }));
    await expect.poll(() => selectedPlace(status())).toContain('/blocks/1/fields/2, line');
    const maxPesos = panel.getByRole('spinbutton', { name: 'maxPesos' });
    await maxPesos.fill('-5');
    // Its own rule (above 0), from its property schema, shown at the property.
    const problem = panel.getByRole('group', { name: 'maxPesos' }).locator('.studio-prop-problem');
    await step('own-rule', () =>
      expect.poll(() => problem.textContent(), { timeout: WAIT }).toContain("(the pesoAmount field type's property schema)"),
    );
    await panel.getByRole('spinbutton', { name: 'maxPesos' }).fill('50000');
    await step('passes', () => expect.poll(() => problem.count(), { timeout: WAIT }).toBe(0));
    // The field is no unknown type to the checker: nothing is said of it anywhere on the page.
    await expect.poll(() => page.locator('.studio-problems').textContent()).not.toContain('pesoAmount');
    expect(harness?.pageErrors).toEqual([]);
  });
});
