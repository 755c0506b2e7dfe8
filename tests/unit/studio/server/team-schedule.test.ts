// Scheduled releases (team mode), driven over HTTP with the clock and the timer in the test's hands:
// a publisher schedules an approved change for a moment in Manila time; on time the studio publishes
// it through Publish's own checks and the history says who scheduled and who approved it; a save
// after scheduling cancels it and says so; a refused schedule writes nothing; a schedule whose time
// passed while the studio was down is published at start, or reported missed when its content changed.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { MAX_TIMER_MS } from '../../../../studio/server/schedule/schedule.ts';
import { startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import { createAccounts } from '../../../../studio/server/team/accounts.ts';
import { readAuditEntries, send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

interface HeldTimer {
  run: () => void;
  ms: number;
  stopped: boolean;
}

let team: TeamStudio;
/** The studio now: the fixture's, or the one started again over the same folders. */
let studio: StudioServer;
let restarted = false;
let timers: HeldTimer[] = [];
/** The webhook's receiver, and the events it got. */
let receiver: Server;
let events: { action: string; text: string }[] = [];
const cookies: Record<string, string> = {};
const scheduleTimer = (run: () => void, ms: number) => {
  const timer: HeldTimer = { run, ms, stopped: false };
  timers.push(timer);
  return () => {
    timer.stopped = true;
  };
};
/** 2026-11-26T09:00Z, the fixture's clock: 17:00 in Manila. */
const START = Date.parse('2026-11-26T09:00:00Z');
const MINUTE = 60_000;

beforeEach(async () => {
  timers = [];
  events = [];
  restarted = false;
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      events.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { action: string; text: string });
      res.end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const webhook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  team = await startTeamStudio({ idleMs: 400 * 24 * 60 * MINUTE, scheduleTimer, webhook });
  studio = team.studio;
  for (const name of ['viewer', 'editor', 'reviewer', 'publisher', 'several']) cookies[name] = await signIn(studio, name);
}, TEAM_HOOK_TIMEOUT);
afterEach(async () => {
  await new Promise((done) => receiver.close(done));
  if (!restarted) return team.close();
  await studio.close();
  rmSync(team.dir, { recursive: true, force: true });
});
/** The sentence the webhook's receiver got for the last event of `action`, once it came. */
async function told(action: string): Promise<string> {
  await expect.poll(() => events.some((event) => event.action === action), { timeout: 10_000 }).toBe(true);
  return events.findLast((event) => event.action === action)!.text;
}

const scheduleFile = () => join(team.teamDir, 'schedule.json');
const call = (who: string, method: string, path: string, body?: unknown) =>
  send(studio, `/__studio/api${path}`, { method, cookie: cookies[who], body });
const compare = async () => (await call('publisher', 'GET', '/compare?to=saved')).json();
const state = async () => (await call('viewer', 'GET', '/schedule')).json();

async function saveTitle(who: string, title: string): Promise<void> {
  const textsFile = join(team.screensDir, 'about-us', 'messages.json');
  const messages = readFileSync(textsFile, 'utf8');
  const texts = JSON.parse(messages) as { en: Record<string, string> };
  texts.en['about.title'] = title;
  const screen = readFileSync(join(team.screensDir, 'about-us', 'screen.json'), 'utf8');
  const response = await call(who, 'PUT', '/screens/about-us', {
    screen,
    messages: `${JSON.stringify(texts, null, 2)}\n`,
    base: { screen: hashText(screen), messages: hashText(messages) },
    note: 'New rates from December',
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
async function approve(): Promise<void> {
  const { contentId } = await (await call('reviewer', 'GET', '/team/review')).json();
  expect((await call('reviewer', 'POST', '/team/approve', { contentId })).status).toBe(200);
}
async function schedule(at: string, who = 'publisher', extra: Record<string, unknown> = {}): Promise<Response> {
  const shown = await compare();
  return call(who, 'PUT', '/schedule', { at, contentId: shown.contentId, live: shown.live, note: 'December rates', ...extra });
}
async function scheduled(at: string): Promise<{ id: string; at: string }> {
  const response = await schedule(at);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).scheduled;
}
function liveTitle(distDir = team.distDir): string {
  const dist = join(distDir, 'screens');
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  const file = Object.values(manifest.screens as Record<string, { file: string }>).find((entry) =>
    entry.file.startsWith('about-us.'),
  )!.file;
  return JSON.parse(readFileSync(join(dist, file), 'utf8')).messages.en['about.title'] as string;
}
/** Moves the clock to `at` and runs the timer waiting now, as it would fire; resolves when its work is done. */
async function fireAt(at: number): Promise<void> {
  team.clock.now = at;
  const armed = timers.filter((timer) => !timer.stopped);
  expect(armed).toHaveLength(1);
  armed[0].stopped = true;
  armed[0].run();
  await studio.schedule!.idle();
}
async function restartAt(now: number): Promise<void> {
  await studio.close();
  restarted = true;
  timers = [];
  team.clock.now = now;
  studio = await startStudioServer({
    port: 0,
    screensDir: team.screensDir,
    distDir: team.distDir,
    withVite: false,
    checkOnStart: false,
    user: 'os-user',
    team: { dir: team.teamDir, idleMs: 400 * 24 * 60 * MINUTE, now: () => team.clock.now, scheduleTimer },
  });
  await studio.schedule!.idle();
}
const actions = () => readAuditEntries(team).map((entry) => entry.action);

describe('scheduled releases', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('publishes an approved change at its Manila time, and the history names who scheduled and who approved it', async () => {
    await saveTitle('editor', 'Rates from 1 December');
    await approve();
    const release = await scheduled('2026-11-26T17:05');
    expect(release).toMatchObject({ at: '2026-11-26T09:05:00.000Z', scheduledByName: 'Publisher', approvedByName: 'Reviewer' });
    expect((await state()).pending).toMatchObject({ id: release.id });
    expect(timers.at(-1)?.ms).toBe(5 * MINUTE);
    const before = liveTitle();
    // The timer fired a minute early (a clock moved): nothing goes live, it waits again.
    await fireAt(START + 4 * MINUTE);
    expect(liveTitle()).toBe(before);
    expect(timers.at(-1)?.ms).toBe(MINUTE);

    await fireAt(START + 5 * MINUTE);
    expect(liveTitle()).toBe('Rates from 1 December');
    const history = await (await call('viewer', 'GET', '/history')).json();
    expect(history.events[0]).toMatchObject({
      kind: 'publish',
      by: 'publisher',
      note: 'December rates',
      scheduled: { by: 'Publisher', approvedBy: 'Reviewer', for: '2026-11-26T09:05:00.000Z' },
    });
    const after = await state();
    expect(after.pending).toBeNull();
    expect(after.last).toMatchObject({ kind: 'published', version: history.live });
    expect(after.last.message).toBe(
      'The release scheduled for 26 Nov 2026, 17:05 (Manila time) was published on time, as scheduled by Publisher (approved by Reviewer).',
    );
    const entries = readAuditEntries(team);
    expect(entries.find((entry) => entry.action === 'schedule')).toMatchObject({ who: 'publisher', scheduledFor: release.at });
    expect(entries.at(-1)).toMatchObject({ action: 'publish', who: 'publisher', approvedBy: 'reviewer', scheduledFor: release.at });
    expect(await told('schedule')).toBe('Publisher scheduled a release for 26 Nov 2026, 17:05 (Manila time): December rates');
    expect(await told('publish')).toBe('Published as scheduled by Publisher (approved by Reviewer): December rates');
  });

  it('cancels the schedule when anything is saved after it, and says who saved what and when', async () => {
    await saveTitle('editor', 'Rates from 1 December');
    await approve();
    await scheduled('2026-12-01T09:00');
    team.clock.now = START + 12 * MINUTE;
    await saveTitle('several', 'Rates from 1 December, corrected');
    const after = await state();
    expect(after.pending).toBeNull();
    expect(after.last.kind).toBe('cancelled');
    expect(after.last.message).toMatch(
      /^The release scheduled for 1 Dec 2026, 09:00 \(Manila time\) was cancelled because Several saved '.+' \(\/workIs\) at 26 Nov 2026, 17:12\.$/,
    );
    expect(readAuditEntries(team).at(-1)).toMatchObject({ action: 'schedule cancelled', who: 'several', why: 'cancelled' });
    // The publisher and the authors are told through the team's webhook too.
    expect(await told('schedule cancelled')).toBe(after.last.message);
    // Its timer is stopped: nothing goes live at the old time.
    expect(timers.every((timer) => timer.stopped)).toBe(true);
    expect(liveTitle()).not.toMatch(/Rates/);
  });

  it('refuses content nobody approved, a second schedule unless it replaces the first, and lets a publisher cancel it', async () => {
    await saveTitle('editor', 'Rates from 1 December');
    const unapproved = await schedule('2026-12-01T09:00');
    expect(unapproved.status).toBe(409);
    expect((await unapproved.json()).error).toMatch(/no approval yet/);
    expect(existsSync(scheduleFile())).toBe(false);

    await approve();
    const first = await scheduled('2026-12-01T09:00');
    const second = await schedule('2026-12-02T09:00');
    expect(second.status).toBe(409);
    expect((await second.json()).error).toBe(
      'The release scheduled for 1 Dec 2026, 09:00 (Manila time) by Publisher is waiting: replace it with this one, or keep it.',
    );
    expect((await state()).pending.id).toBe(first.id);
    const replaced = await schedule('2026-12-02T09:00', 'publisher', { replace: true });
    expect(replaced.status).toBe(200);
    const { id } = (await replaced.json()).scheduled;
    expect((await state()).last.message).toMatch(/was replaced by Publisher's schedule for 2 Dec 2026, 09:00\.$/);

    expect((await call('publisher', 'DELETE', '/schedule', { id: first.id })).status).toBe(409);
    const cancelled = await call('publisher', 'DELETE', '/schedule', { id });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).message).toBe(
      'The release scheduled for 2 Dec 2026, 09:00 (Manila time) was cancelled by Publisher at 26 Nov 2026, 17:00.',
    );
    expect((await state()).pending).toBeNull();
  });

  it('refuses anyone but a publisher (403) and a malformed request or a bad time (400), writing nothing', async () => {
    await saveTitle('editor', 'Rates from 1 December');
    await approve();
    const auditBefore = readAuditEntries(team).length;
    for (const who of ['viewer', 'editor', 'reviewer']) {
      expect((await schedule('2026-12-01T09:00', who)).status, who).toBe(403);
      expect((await call(who, 'DELETE', '/schedule', { id: 'x' })).status, who).toBe(403);
    }
    const refusals: [object, RegExp][] = [
      [[1, 2], /needs the date and time/],
      [{ contentId: 'x', live: null, note: 'n' }, /Give the date and the time in Manila time/],
      [{ at: '1 Dec 2026 9am' }, /Give the date and the time in Manila time, e\.g\. 2026-12-01T09:00/],
      [{ at: '2026-02-30T09:00' }, /There is no day 30 in month 2 of 2026/],
      [{ at: '2026-12-01T24:00' }, /24:00 is not a time of day/],
      [{ at: '2026-11-26T16:59' }, /^26 Nov 2026, 16:59 \(Manila time\) has passed: choose a later time\.$/],
      [{ at: '2027-12-01T09:00' }, /more than a year ahead/],
    ];
    const shown = await compare();
    for (const [body, message] of refusals) {
      const full = Array.isArray(body) ? body : { contentId: shown.contentId, live: shown.live, note: 'December rates', ...body };
      const response = await call('publisher', 'PUT', '/schedule', full);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
    const noNote = await call('publisher', 'PUT', '/schedule', { at: '2026-12-01T09:00', contentId: shown.contentId, live: shown.live });
    expect(noNote.status).toBe(400);
    expect((await noNote.json()).error).toMatch(/Write a note/);
    const notJson = await send(studio, '/__studio/api/schedule', {
      method: 'PUT',
      cookie: cookies.publisher,
      body: '{"at":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await call('publisher', 'DELETE', '/schedule', {})).status).toBe(400);
    expect(existsSync(scheduleFile())).toBe(false);
    expect(readAuditEntries(team)).toHaveLength(auditBefore);
    expect(timers).toHaveLength(0);
  });

  it('is cancelled by a publish by hand, and not published at its time by someone who may no longer publish', async () => {
    await saveTitle('editor', 'Rates from 1 December');
    await approve();
    await scheduled('2026-11-26T17:30');
    const shown = await compare();
    const byHand = await call('publisher', 'POST', '/publish', { note: 'Now after all', contentId: shown.contentId, live: shown.live });
    expect(byHand.status, await byHand.clone().text()).toBe(200);
    expect((await state()).last.message).toBe(
      'The release scheduled for 26 Nov 2026, 17:30 (Manila time) was cancelled because Publisher published by hand at 26 Nov 2026, 17:00.',
    );
    expect(timers.every((timer) => timer.stopped)).toBe(true);

    // The next change, scheduled by someone whose publisher role is then taken away: at its time nothing goes live.
    await saveTitle('editor', 'Rates from 1 January');
    await approve();
    await scheduled('2026-11-26T17:30');
    createAccounts(team.teamDir).setRoles('publisher', ['viewer']);
    const live = liveTitle();
    await fireAt(START + 30 * MINUTE);
    expect(liveTitle()).toBe(live);
    const after = await state();
    expect(after.last.kind).toBe('failed');
    expect(after.last.message).toBe(
      'The release scheduled for 26 Nov 2026, 17:30 (Manila time) was not published: Publisher, who scheduled it, may no longer publish. A publisher can schedule it again. Nothing changed for borrowers.',
    );
    expect(readAuditEntries(team).at(-1)).toMatchObject({ action: 'schedule cancelled', why: 'failed', who: 'publisher' });
  });

  it('waits a day at a time for a release months ahead', async () => {
    await saveTitle('editor', 'Rates from next year');
    await approve();
    await scheduled('2027-09-01T09:00');
    expect(timers.at(-1)?.ms).toBe(MAX_TIMER_MS);
    const before = liveTitle();
    await fireAt(START + MAX_TIMER_MS);
    expect(liveTitle()).toBe(before);
    expect(timers.at(-1)?.ms).toBe(MAX_TIMER_MS);
    expect((await state()).pending).not.toBeNull();
  });

  it('publishes at start a release whose time passed while the studio was down, still approved and unchanged', async () => {
    await saveTitle('editor', 'Rates from 1 December');
    await approve();
    await scheduled('2026-11-26T17:05');
    await restartAt(START + 60 * MINUTE);
    expect(liveTitle()).toBe('Rates from 1 December');
    const after = await state();
    expect(after.last.kind).toBe('published');
    expect(after.last.message).toBe(
      'The release scheduled for 26 Nov 2026, 17:05 (Manila time) was published late, at 26 Nov 2026, 18:00, as scheduled by Publisher (approved by Reviewer): the studio was not running at its time.',
    );
    expect(actions().at(-1)).toBe('publish');
  });

  it('reports as missed, and does not publish, a release whose content changed while the studio was down', async () => {
    await saveTitle('editor', 'Rates from 1 December');
    await approve();
    await scheduled('2026-11-26T17:05');
    await studio.close();
    // Changed outside the studio (a copy put back by hand) while it was not running.
    const textsFile = join(team.screensDir, 'about-us', 'messages.json');
    writeFileSync(textsFile, readFileSync(textsFile, 'utf8').replace('Rates from 1 December', 'Something else'));
    const before = liveTitle();
    studio = { close: async () => undefined } as StudioServer;
    await restartAt(START + 60 * MINUTE);
    expect(liveTitle()).toBe(before);
    const after = await state();
    expect(after.pending).toBeNull();
    expect(after.last.kind).toBe('missed');
    expect(after.last.message).toMatch(
      /^The release scheduled for 26 Nov 2026, 17:05 \(Manila time\) was missed while the studio was not running, and was not published: The saved screens changed/,
    );
    expect(readAuditEntries(team).at(-1)).toMatchObject({ action: 'schedule cancelled', why: 'missed', who: 'publisher' });
  });
});

describe('scheduled releases in a local studio', () => {
  it('are not offered: the state says so and a schedule is refused in words', async () => {
    const local = await startStudioServer({
      port: 0,
      screensDir: team.screensDir,
      distDir: team.distDir,
      withVite: false,
      user: 'os-user',
    });
    try {
      expect(await (await send(local, '/__studio/api/schedule')).json()).toEqual({ available: false, pending: null, last: null });
      const refused = await send(local, '/__studio/api/schedule', { method: 'PUT', body: { at: '2026-12-01T09:00' } });
      expect(refused.status).toBe(404);
      expect((await refused.json()).error).toMatch(/^Scheduling a release is a feature of the team studio/);
      expect(existsSync(scheduleFile())).toBe(false);
    } finally {
      await local.close();
    }
  });
});
