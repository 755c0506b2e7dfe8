// A reviewer reads a mixed change — a screen's text, a shared text and a paragraph of the privacy
// policy, saved together by an editor — in the review section of the publish panel, on a laptop
// (1366×768): each kind is listed in words with old → new, no JSON, no ids, no file paths
// (screenshot studio-review-mixed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../studio/server/content/screens-api.ts';
import type { StudioServer } from '../../studio/server/server.ts';
import { screenshot } from './harness.ts';
import { openStudio, startTeamStudio, type TeamStudioHarness, WAIT } from './studio-harness.ts';

const EDITOR = { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor'] as const };
const REVIEWER = { name: 'jose.reyes', displayName: 'Jose Reyes', roles: ['reviewer'] as const };

let team: TeamStudioHarness;
let dir: string;
let studio: StudioServer;
let page: Page;
let pageErrors: string[] = [];

async function save(cookie: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${studio.url}/__studio/api/${path}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', origin: studio.url },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  team = await startTeamStudio({ prefix: 'studio-review-mixed-', people: [EDITOR, REVIEWER], baseline: 'The screens folder as it is' });
  ({ dir, studio, pageErrors } = team);

  // Maria saves the three kinds, each with a note.
  const editor = await team.sessionCookie(EDITOR.name);
  const read = (path: string) => readFileSync(join(dir, path), 'utf8');
  const screen = read('screens/about-us/screen.json');
  const messages = read('screens/about-us/messages.json');
  await save(editor, 'screens/about-us', {
    screen,
    messages: messages.replace('"about.title": "About us"', '"about.title": "About our company"'),
    base: { screen: hashText(screen), messages: hashText(messages) },
    note: 'Our full name',
  });
  const shared = read('screens/messages.json');
  await save(editor, `files/${encodeURIComponent('screens/messages.json')}`, {
    text: shared.replace('"service.title": "Customer service"', '"service.title": "Customer care"'),
    base: hashText(shared),
    note: 'Warmer wording',
  });
  const policy = read('content/privacy-policy.md');
  expect(policy).toContain('By registering or using the Services');
  await save(editor, `files/${encodeURIComponent('content/privacy-policy.md')}`, {
    text: policy.replace('By registering or using the Services', 'From 1 December 2026: By registering or using the Services'),
    base: hashText(policy),
    note: 'New policy date',
  });

  page = await team.newPage();
}, 180_000);

afterAll(async () => {
  await team?.close();
});

describe('the review of a mixed change', () => {
  it('lists the screen, the shared texts and the page in words, old → new, with no JSON, ids or paths', async () => {
    await team.signIn(page, REVIEWER.name);
    await openStudio(page, studio.url, 'about-us');
    await page.getByRole('button', { name: 'Publish and history' }).click();
    const box = page.getByRole('region', { name: 'Publish', exact: true }).getByRole('region', { name: 'Review' });
    await box.getByText('Waits for approval.').waitFor({ timeout: WAIT });
    expect(await box.textContent()).toContain('saved by Maria Santos');
    await box.getByText('What this change does for borrowers').click();
    const line = (region: string, text: string | RegExp) =>
      box.getByRole('region', { name: region }).locator('li').filter({ hasText: text });
    await line('changed about-us', /^Text “About us” on screen '[^']+': “About us” → “About our company”$/).waitFor({ timeout: WAIT });
    await line('changed shared texts', 'Text “Customer service” in the shared texts: “Customer service” → “Customer care”').waitFor();
    await box.getByRole('region', { name: 'changed page privacy-policy' }).locator('ins').filter({ hasText: 'From' }).first().waitFor();
    expect((await box.locator('.studio-screen-change h3').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      "Changed screen 'About our company' (/workIs)",
      'Changed shared texts (used on many screens)',
      "Changed page 'Privacy policy'",
    ]);
    // Each save with its note, the screen by the title and address it was saved with.
    const saves = await box
      .getByRole('listitem')
      .filter({ hasText: /^Maria Santos saved/ })
      .allTextContents();
    expect(saves.map((text) => text.replace(/ \((just now|\d+ minutes? ago)\):/, ': '))).toEqual([
      "Maria Santos saved 'About our company' (/workIs): Our full name",
      'Maria Santos saved the shared texts: Warmer wording',
      "Maria Santos saved the page 'Privacy policy': New policy date",
    ]);
    await page.mouse.move(0, 0);
    await screenshot(page, 'studio-review-mixed');
    // The page's change too, further down the panel.
    await box.getByRole('region', { name: 'changed page privacy-policy' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'studio-review-mixed-page');
    const text = (await box.textContent()) ?? '';
    expect(text).not.toMatch(/[{}]|"\w+":|\$schema|[0-9a-f]{16}/);
    expect(text).not.toMatch(/screens\/|content\/|messages\.json|\.md\b|the screen about-us|the page privacy-policy/);
  });

  it('ran without a script error', () => {
    expect(pageErrors).toEqual([]);
  });
});
