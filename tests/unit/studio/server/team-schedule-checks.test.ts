// A scheduled release is checked once when its time comes: Publish's own checks, not the
// schedule's first and Publish's again (each check reads and checks the whole screens folder). The
// studio keeps a check's result for the content it read, so when nothing was saved since the release
// was scheduled, the check made then serves (studio/server/publishing/screens-check.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { screensChecks } from '../../../../studio/server/publishing/screens-check.ts';
import { send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../scripts/lib/check-screens.ts', async (importOriginal) => {
  const module = await importOriginal<typeof import('../../../../scripts/lib/check-screens.ts')>();
  return {
    ...module,
    checkScreensDir: (...args: Parameters<typeof module.checkScreensDir>) => {
      checks.count++;
      return module.checkScreensDir(...args);
    },
  };
});

let team: TeamStudio;
const timers: { run: () => void; stopped: boolean }[] = [];
const cookies: Record<string, string> = {};
beforeAll(async () => {
  const scheduleTimer = (run: () => void) => {
    const timer = { run, stopped: false };
    timers.push(timer);
    return () => {
      timer.stopped = true;
    };
  };
  team = await startTeamStudio({ idleMs: 400 * 24 * 60 * 60_000, scheduleTimer });
  for (const name of ['editor', 'reviewer', 'publisher']) cookies[name] = await signIn(team.studio, name);
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

const call = (who: string, method: string, path: string, body?: unknown) =>
  send(team.studio, `/__studio/api${path}`, { method, cookie: cookies[who], body });

describe('a scheduled release on time', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('runs the checks of the screens folder once, and publishes', async () => {
    const textsFile = join(team.screensDir, 'about-us', 'messages.json');
    const messages = readFileSync(textsFile, 'utf8');
    const texts = JSON.parse(messages) as { en: Record<string, string> };
    texts.en['about.title'] = 'Rates from 1 December';
    const screen = readFileSync(join(team.screensDir, 'about-us', 'screen.json'), 'utf8');
    const saved = await call('editor', 'PUT', '/screens/about-us', {
      screen,
      messages: `${JSON.stringify(texts, null, 2)}\n`,
      base: { screen: hashText(screen), messages: hashText(messages) },
      note: 'New rates',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { contentId } = await (await call('reviewer', 'GET', '/team/review')).json();
    expect((await call('reviewer', 'POST', '/team/approve', { contentId })).status).toBe(200);
    const shown = await (await call('publisher', 'GET', '/compare?to=saved')).json();
    const scheduled = await call('publisher', 'PUT', '/schedule', {
      at: '2026-11-26T17:05',
      contentId: shown.contentId,
      live: shown.live,
      note: 'December rates',
    });
    expect(scheduled.status, await scheduled.clone().text()).toBe(200);

    team.clock.now = Date.parse('2026-11-26T09:05:00Z');
    const armed = timers.filter((timer) => !timer.stopped);
    expect(armed).toHaveLength(1);
    armed[0].stopped = true;
    checks.count = 0;
    const before = { ...screensChecks.stats };
    armed[0].run();
    await team.studio.schedule!.idle();
    expect((await (await call('publisher', 'GET', '/schedule')).json()).last).toMatchObject({ kind: 'published' });
    // One check's result used: the folder checked now, or the check of the same content kept from when
    // it was scheduled (nothing was saved since). Never a check for the schedule and another for Publish.
    expect(checks.count).toBe(screensChecks.stats.runs - before.runs);
    expect(screensChecks.stats.runs - before.runs + (screensChecks.stats.reused - before.reused)).toBe(1);
  });
});
