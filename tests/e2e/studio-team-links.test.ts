// Issue #34 in the team studio with a real sign-in: a studio link to a screen opened while signed
// out lands on that screen after sign-in (the address stays the studio's), and the publish panel
// closes with Escape and lies over the preview, never over the editor, at 1366×768 and 1280×720.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';

import type { StudioServer } from '../../studio/server/server.ts';
import { screenshot } from './harness.ts';
import { startTeamStudio, TEAM_PASSWORD, type TeamStudioHarness, WAIT } from './studio-harness.ts';

const PASSWORD = TEAM_PASSWORD;
let team: TeamStudioHarness;
let studio: StudioServer;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  team = await startTeamStudio({
    prefix: 'studio-links-e2e-',
    people: [{ name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor'] }],
  });
  ({ studio, pageErrors } = team);
  page = await team.newPage();
}, 180_000);

afterAll(async () => {
  await team?.close();
});

beforeEach(() => {
  onTestFailed(async () => {
    await screenshot(page, 'studio-team-links-failure');
  });
});

describe('team studio: links and panels', () => {
  it('opens the screen of a studio link after signing in', async () => {
    await page.goto(`${studio.url}/studio#customer-service`);
    await page.getByLabel('Account').waitFor({ timeout: WAIT * 3 });
    expect(new URL(page.url()).pathname).toBe('/__studio/sign-in');
    await page.getByLabel('Account').fill('maria.santos');
    // A wrong password first: the link is still kept.
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The account name or the password is wrong.' })
      .waitFor({ timeout: WAIT * 3 });
    await page.getByLabel('Account').fill('maria.santos');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/studio#customer-service$/, { timeout: WAIT * 3 });
    const current = page.getByRole('complementary', { name: 'Screens' }).locator('[aria-current="true"]');
    await expect.poll(() => current.textContent(), { timeout: WAIT * 3 }).toMatch(/^Customer service\s*\/listsA/);
    expect(new URL(page.url()).origin).toBe(studio.url);
  });

  it('closes the publish panel with Escape; open, it covers the preview and not the editor', async () => {
    const button = page.getByRole('button', { name: 'Publish and history' });
    const panel = page.getByRole('region', { name: 'Publish', exact: true });
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      await button.click();
      await panel.waitFor({ timeout: WAIT });
      await expect
        .poll(
          async () => {
            const editor = await page.locator('.studio-main').boundingBox();
            const box = await panel.boundingBox();
            return Boolean(editor && box && box.x >= editor.x + editor.width - 1);
          },
          { timeout: WAIT },
        )
        .toBe(true);
      await screenshot(page, `studio-publish-panel-${size.width}`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached', timeout: WAIT });
      expect(await button.evaluate((element) => document.activeElement === element)).toBe(true);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(pageErrors).toEqual([]);
  });
});
