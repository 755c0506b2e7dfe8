// "Someone else is editing this screen" (team mode): the heartbeats of editors' pages, what others
// read back, and when an entry ends (no heartbeat for 90 s, a save, signing out). The clock is the
// test's: time moves without waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import {
  checkBeat,
  createPresence,
  MAX_PRESENCE_ENTRIES,
  MAX_TABS_PER_ACCOUNT,
  PRESENCE_TTL_MS,
  PresenceError,
} from '../../../../studio/server/team/presence.ts';
import { send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

const TAB = 'tab-0001-aaaa';
const maria = { name: 'maria.santos', displayName: 'Maria Santos' };
const jose = { name: 'jose.reyes', displayName: 'Jose Reyes' };

describe('createPresence', () => {
  it('lists who edits what to everyone but themselves, with when they last changed something', () => {
    const clock = { now: Date.parse('2026-11-26T09:00:00Z') };
    const presence = createPresence({ now: () => clock.now });
    presence.beat(maria, { tab: TAB, paths: ['screens/about-us', 'screens/messages.json'], edited: true });
    expect(presence.list(jose.name)).toEqual([
      { path: 'screens/about-us', name: 'maria.santos', displayName: 'Maria Santos', activeAt: '2026-11-26T09:00:00.000Z' },
      { path: 'screens/messages.json', name: 'maria.santos', displayName: 'Maria Santos', activeAt: '2026-11-26T09:00:00.000Z' },
    ]);
    expect(presence.list(maria.name)).toEqual([]);

    // A heartbeat without typing keeps "last active" where it was; typing moves it.
    clock.now += 60_000;
    presence.beat(maria, { tab: TAB, paths: ['screens/about-us', 'screens/messages.json'], edited: false });
    expect(presence.list(jose.name).map((entry) => entry.activeAt)).toEqual(['2026-11-26T09:00:00.000Z', '2026-11-26T09:00:00.000Z']);
    clock.now += 20_000;
    presence.beat(maria, { tab: TAB, paths: ['screens/about-us'], edited: true });
    expect(presence.list(jose.name)).toEqual([
      { path: 'screens/about-us', name: 'maria.santos', displayName: 'Maria Santos', activeAt: '2026-11-26T09:01:20.000Z' },
    ]);
  });

  it('ends an entry 90 s after its last heartbeat, and not before', () => {
    const clock = { now: 0 };
    const presence = createPresence({ now: () => clock.now });
    presence.beat(maria, { tab: TAB, paths: ['screens/about-us'], edited: true });
    clock.now = PRESENCE_TTL_MS - 1;
    expect(presence.list()).toHaveLength(1);
    clock.now = PRESENCE_TTL_MS;
    expect(presence.list()).toEqual([]);
  });

  it('keeps a few tabs a person (the longest quiet dropped) and a bounded number in all: a poll stays small', () => {
    const clock = { now: 0 };
    const presence = createPresence({ now: () => clock.now });
    const pathsOf = (tab: number) => Array.from({ length: 50 }, (_, index) => `screens/tab${tab}-screen${index}`);
    for (let tab = 0; tab < 300; tab++) {
      clock.now += 10;
      presence.beat(maria, { tab: `tab-${String(tab).padStart(8, '0')}`, paths: pathsOf(tab), edited: true });
    }
    const seen = presence.list(jose.name);
    expect(seen).toHaveLength(MAX_TABS_PER_ACCOUNT * 50);
    // The newest tabs are the ones kept.
    expect(new Set(seen.map((entry) => entry.path.split('-')[0]))).toEqual(
      new Set(Array.from({ length: MAX_TABS_PER_ACCOUNT }, (_, index) => `screens/tab${299 - index}`)),
    );
    expect(JSON.stringify(seen).length).toBeLessThan(50_000);
    for (let person = 0; person < 200; person++)
      for (let tab = 0; tab < 3; tab++)
        presence.beat(
          { name: `person${person}`, displayName: `Person ${person}` },
          { tab: `tab-${person}-${tab}-xxxx`, paths: ['screens/about-us'], edited: true },
        );
    expect(presence.list().length).toBeLessThanOrEqual(MAX_PRESENCE_ENTRIES);
  });

  it('keeps two tabs of one person apart and names the person once per path, with their latest activity', () => {
    const clock = { now: 0 };
    const presence = createPresence({ now: () => clock.now });
    presence.beat(maria, { tab: TAB, paths: ['screens/about-us'], edited: true });
    clock.now = 30_000;
    presence.beat(maria, { tab: 'tab-0002-bbbb', paths: ['screens/about-us', 'content/about-us.md'], edited: true });
    expect(presence.list().map((entry) => [entry.path, entry.activeAt])).toEqual([
      ['content/about-us.md', '1970-01-01T00:00:30.000Z'],
      ['screens/about-us', '1970-01-01T00:00:30.000Z'],
    ]);
    // The second tab has nothing unsaved any more: the first one's entry stays.
    presence.beat(maria, { tab: 'tab-0002-bbbb', paths: [], edited: false });
    expect(presence.list().map((entry) => [entry.path, entry.activeAt])).toEqual([['screens/about-us', '1970-01-01T00:00:00.000Z']]);
  });

  it('forgets a path its person saved, and everything of a person who signed out', () => {
    const presence = createPresence({ now: () => 0 });
    presence.beat(maria, { tab: TAB, paths: ['screens/about-us', 'screens/fees'], edited: true });
    presence.beat(jose, { tab: TAB, paths: ['screens/fees'], edited: true });
    presence.saved(maria.name, 'screens/about-us');
    expect(presence.list().map((entry) => `${entry.name} ${entry.path}`)).toEqual(['jose.reyes screens/fees', 'maria.santos screens/fees']);
    presence.leave(maria.name);
    expect(presence.list().map((entry) => `${entry.name} ${entry.path}`)).toEqual(['jose.reyes screens/fees']);
  });
});

describe('checkBeat', () => {
  it('takes screens and the files beside them', () => {
    expect(checkBeat({ tab: TAB, paths: ['screens/about-us', 'screens/parts/site-footer.json', 'content/about-us.fil.md'] })).toEqual({
      tab: TAB,
      paths: ['screens/about-us', 'screens/parts/site-footer.json', 'content/about-us.fil.md'],
      edited: false,
    });
  });

  it.each([
    ['no body', null],
    ['no tab', { paths: [] }],
    ['a short tab id', { tab: 'x', paths: [] }],
    ['paths not a list', { tab: TAB, paths: 'screens/about-us' }],
    ['a path outside', { tab: TAB, paths: ['screens/../../etc/passwd'] }],
    ['another folder', { tab: TAB, paths: ['/etc/passwd'] }],
    ['markup', { tab: TAB, paths: ['screens/<b>'] }],
    ['too many paths', { tab: TAB, paths: Array.from({ length: 51 }, (_, index) => `screens/s${index}`) }],
  ])('refuses %s', (_name, body) => {
    expect(() => checkBeat(body)).toThrow(PresenceError);
  });
});

describe('presence through the team studio', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  let team: TeamStudio;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    team = await startTeamStudio({ idleMs: 24 * 60 * 60_000 });
    for (const name of ['editor', 'reviewer', 'viewer', 'several']) cookies[name] = await signIn(team.studio, name);
  }, TEAM_HOOK_TIMEOUT);
  afterAll(() => team?.close());

  const beat = (who: string, paths: string[], edited = true) =>
    send(team.studio, '/__studio/api/team/presence', { method: 'POST', cookie: cookies[who], body: { tab: TAB, paths, edited } });
  const editing = async (who: string) => {
    const response = await send(team.studio, '/__studio/api/team/presence', { cookie: cookies[who] });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      editing: { path: string; displayName: string; activeAt: string }[];
      heartbeatMs: number;
      now: string;
    };
  };

  it("shows an editor's unsaved screen to the others, with the server's time and the heartbeat's interval", async () => {
    expect((await beat('editor', ['screens/about-us'])).status).toBe(200);
    const seen = await editing('reviewer');
    expect(seen.editing).toEqual([
      { path: 'screens/about-us', name: 'editor', displayName: 'Editor', activeAt: new Date(team.clock.now).toISOString() },
    ]);
    expect(seen.now).toBe(new Date(team.clock.now).toISOString());
    expect(seen.heartbeatMs).toBe(20_000);
    // Not to the editor themselves.
    expect((await editing('editor')).editing).toEqual([]);
  });

  it('refuses a heartbeat from someone who cannot save (a viewer, a reviewer), and a malformed one', async () => {
    expect((await beat('viewer', ['screens/fees'])).status).toBe(403);
    expect((await beat('reviewer', ['screens/fees'])).status).toBe(403);
    const bad = await send(team.studio, '/__studio/api/team/presence', {
      method: 'POST',
      cookie: cookies.editor,
      body: { tab: TAB, paths: ['../team/accounts.json'] },
    });
    expect(bad.status).toBe(400);
    expect((await editing('several')).editing.map((entry) => entry.path)).toEqual(['screens/about-us']);
  });

  it('ends the entry when the editor saves the screen', async () => {
    const screenFile = `${team.screensDir}/about-us/screen.json`;
    const { readFileSync } = await import('node:fs');
    const screen = readFileSync(screenFile, 'utf8');
    const messages = readFileSync(`${team.screensDir}/about-us/messages.json`, 'utf8');
    const saved = await send(team.studio, '/__studio/api/screens/about-us', {
      method: 'PUT',
      cookie: cookies.editor,
      body: {
        screen,
        messages: messages.replace('"about.title": "', '"about.title": "Our '),
        base: { screen: hashText(screen), messages: hashText(messages) },
      },
    });
    expect(saved.status).toBe(200);
    expect((await editing('reviewer')).editing).toEqual([]);
  });

  it('ends it 90 s after the last heartbeat (the page closed)', async () => {
    await beat('editor', ['screens/fees']);
    team.clock.now += PRESENCE_TTL_MS - 1000;
    expect((await editing('reviewer')).editing).toHaveLength(1);
    team.clock.now += 1000;
    expect((await editing('reviewer')).editing).toEqual([]);
  });

  it(
    "does not keep an idle session going: the page's heartbeats and questions are not activity",
    async () => {
      const idle = await startTeamStudio({ idleMs: 60_000 });
      try {
        const cookie = await signIn(idle.studio, 'editor');
        const presence = (method: 'GET' | 'POST') =>
          send(idle.studio, '/__studio/api/team/presence', {
            method,
            cookie,
            body: method === 'POST' ? { tab: TAB, paths: ['screens/fees'] } : undefined,
          });
        for (let step = 0; step < 3; step++) {
          idle.clock.now += 20_000;
          expect((await presence(step % 2 ? 'GET' : 'POST')).status).toBe(200);
        }
        // 80 s since the last real request (signing in): the session ended, and the heartbeat is refused.
        idle.clock.now += 20_000;
        expect((await presence('POST')).status).toBe(401);
      } finally {
        await idle.close();
      }
    },
    TEAM_HOOK_TIMEOUT,
  );

  it('ends it when the editor signs out', async () => {
    await beat('several', ['screens/messages.json']);
    expect((await editing('reviewer')).editing.map((entry) => entry.path)).toEqual(['screens/messages.json']);
    const out = await send(team.studio, '/__studio/sign-out', { method: 'POST', cookie: cookies.several, body: {} });
    expect(out.status).toBe(200);
    expect((await editing('reviewer')).editing).toEqual([]);
  });
});
