// A scheduled release in the team studio, as a publisher whose laptop runs on another zone's clock
// (New York) does it: the approved change is scheduled for a date and time entered and shown in
// Manila time, and shows as pending; a save by an editor cancels it, and the publish panel says who
// saved what, and when. The editor's save and the reviewer's approval go over HTTP (their pages are
// tested in studio-team.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../studio/server/content/screens-api.ts';
import type { StudioServer } from '../../studio/server/server.ts';
import { formatManilaTime, parseManilaTime, toManilaInput } from '../../studio/shared/manila-time.ts';
import { send } from '../unit/studio/server/team-fixture.ts';
import { screenshot } from './harness.ts';
import { openStudio, startTeamStudio, TEAM_PASSWORD, TEAM_WAIT, type TeamStudioHarness, WAIT } from './studio-harness.ts';

const PASSWORD = TEAM_PASSWORD;
let team: TeamStudioHarness;
let dir: string;
let studio: StudioServer;
let page: Page;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  // No content repository here: a save is written to the folder only.
  team = await startTeamStudio({
    prefix: 'studio-schedule-e2e-',
    repository: false,
    people: [
      { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor'] },
      { name: 'jose.reyes', displayName: 'Jose Reyes', roles: ['reviewer'] },
      { name: 'ana.cruz', displayName: 'Ana Cruz', roles: ['publisher'] },
    ],
    baseline: 'The screens folder as it is',
  });
  ({ dir, studio } = team);
  cookies.editor = await team.sessionCookie('maria.santos');
  cookies.reviewer = await team.sessionCookie('jose.reyes');
  page = await team.newPage({ locale: 'en-US', timezoneId: 'America/New_York' });
}, 180_000);

afterAll(async () => {
  await team?.close();
});

/** The editor saves the About us title over HTTP, as the studio page would. */
async function saveTitle(title: string): Promise<void> {
  const folder = join(dir, 'screens', 'about-us');
  const messages = readFileSync(join(folder, 'messages.json'), 'utf8');
  const texts = JSON.parse(messages) as { en: Record<string, string> };
  texts.en['about.title'] = title;
  const screen = readFileSync(join(folder, 'screen.json'), 'utf8');
  const response = await send(studio, '/__studio/api/screens/about-us', {
    method: 'PUT',
    cookie: cookies.editor,
    body: {
      screen,
      messages: `${JSON.stringify(texts, null, 2)}\n`,
      base: { screen: hashText(screen), messages: hashText(messages) },
      note: 'Rates from December',
    },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const panel = () => page.getByRole('region', { name: 'Publish', exact: true });
const scheduleBox = () => panel().getByRole('region', { name: 'Scheduled release' });
async function openPanel(): Promise<void> {
  if ((await panel().count()) > 0) await page.getByRole('button', { name: 'Publish and history' }).click();
  await page.getByRole('button', { name: 'Publish and history' }).click();
  await scheduleBox().waitFor({ timeout: WAIT });
}

describe('team studio: a scheduled release', () => {
  it('a publisher schedules the approved change in Manila time and sees it pending; a save cancels it and says so', async () => {
    await saveTitle('Rates from 1 December');
    const { contentId } = (await (await send(studio, '/__studio/api/team/review', { cookie: cookies.reviewer })).json()) as {
      contentId: string;
    };
    const approved = await send(studio, '/__studio/api/team/approve', { method: 'POST', cookie: cookies.reviewer, body: { contentId } });
    expect(approved.status).toBe(200);

    await page.goto(`${studio.url}/__studio/sign-in`);
    await page.getByLabel('Account').fill('ana.cruz');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/studio/, { timeout: TEAM_WAIT });
    await openStudio(page, studio.url, 'about-us');
    await openPanel();

    // Two days ahead at 09:00 in Manila, whatever New York's date is now.
    const day = toManilaInput(Date.now() + 2 * 24 * 60 * 60_000).slice(0, 10);
    const moment = parseManilaTime(`${day}T09:00`) as number;
    const form = scheduleBox().getByRole('form', { name: 'Schedule this release' });
    await form.getByLabel('Date (Manila time)').fill(day);
    await form.getByLabel('Time (Manila time)').fill('09:00');
    const submit = form.getByRole('button', { name: 'Schedule release' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel(/^Note for the history/).fill('December rates');
    await submit.click();
    const pending = scheduleBox().getByRole('status').filter({ hasText: 'Scheduled: goes live' });
    try {
      await pending.waitFor({ timeout: WAIT });
    } catch (error) {
      await screenshot(page, 'studio-schedule-failure');
      throw error;
    }
    expect(await pending.textContent()).toContain(
      `Scheduled: goes live ${formatManilaTime(moment)} (Manila time), scheduled by Ana Cruz, approved by Jose Reyes.`,
    );
    expect(studio.schedule?.state().pending?.at).toBe(new Date(moment).toISOString());

    await saveTitle('Rates from 1 December, corrected');
    await openPanel();
    const cancelled = scheduleBox().getByRole('alert').filter({ hasText: 'was cancelled because' });
    await cancelled.waitFor({ timeout: WAIT });
    expect(await cancelled.textContent()).toMatch(
      new RegExp(
        `^The release scheduled for ${formatManilaTime(moment)} \\(Manila time\\) was cancelled because Maria Santos saved '.+' \\(/workIs\\) at .+\\.$`,
      ),
    );
    expect(await scheduleBox().getByRole('status').filter({ hasText: 'Scheduled: goes live' }).count()).toBe(0);
  });
});
