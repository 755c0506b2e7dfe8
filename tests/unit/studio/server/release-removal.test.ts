// Removing a screen or a page is a change like any other (local studio): it shows in the
// difference, goes live with a publish and comes back with a rollback. What a rollback took off
// stays off through later publishes until an editor brings it back on purpose.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { API_PREFIX, type StudioServer } from '../../../../studio/server/server.ts';
import { newScreenFiles } from '../../../../studio/web/editor/starter.ts';
import { LOCAL_STUDIO_HOOK_TIMEOUT, type LocalStudio, startLocalStudio } from './local-studio-fixture.ts';

let dir: string;
let screensDir: string;
let distDir: string;
let studio: StudioServer;
let local: LocalStudio;

beforeAll(async () => {
  local = await startLocalStudio('studio-removal-');
  ({ dir, screensDir, distDir, studio } = local);
}, LOCAL_STUDIO_HOOK_TIMEOUT);

afterAll(() => local?.close());

const call = (path: string, init: RequestInit = {}) => fetch(`${studio.url}${API_PREFIX}${path}`, init);
const send = (method: string, path: string, body: unknown) =>
  call(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const compare = async () => (await call('/compare?to=saved')).json();
const manifest = () => JSON.parse(readFileSync(join(distDir, 'screens', 'manifest.json'), 'utf8'));
const hashOf = (path: string) => hashText(readFileSync(path, 'utf8'));
const screenBase = (name: string) => ({
  screen: hashOf(join(screensDir, name, 'screen.json')),
  messages: existsSync(join(screensDir, name, 'messages.json')) ? hashOf(join(screensDir, name, 'messages.json')) : null,
});

async function publish(note: string): Promise<string> {
  const shown = await compare();
  const response = await send('POST', '/publish', { note, contentId: shown.contentId, live: shown.live, bringBack: true });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).version;
}
async function addHolidayNotice(): Promise<void> {
  const files = newScreenFiles('holiday-notice');
  const messages = files.messages.replace('"New screen"', '"Holiday notice"');
  const response = await send('PUT', '/screens/holiday-notice', { ...files, messages, base: { screen: null, messages: null } });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('removing a screen or a page (local studio)', () => {
  it('removes a screen over the version shown, says so in the difference, and publishes it off', async () => {
    await addHolidayNotice();
    await publish('Holiday notice');
    expect(manifest().screens.holidayNotice).toBeDefined();

    const stale = await send('DELETE', '/screens/holiday-notice', { base: { screen: 'x', messages: null } });
    expect(stale.status).toBe(409);
    expect(existsSync(join(screensDir, 'holiday-notice'))).toBe(true);
    expect((await send('DELETE', '/screens/holiday-notice', {})).status).toBe(400);
    expect((await send('DELETE', '/screens/no-such-screen', { base: { screen: 'x', messages: null } })).status).toBe(404);

    const removed = await send('DELETE', '/screens/holiday-notice', { base: screenBase('holiday-notice') });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(existsSync(join(screensDir, 'holiday-notice'))).toBe(false);
    const shown = await compare();
    expect(shown.screens).toEqual([
      expect.objectContaining({
        id: 'holidayNotice',
        name: 'holiday-notice',
        path: '/holidayNotice',
        kind: 'removed',
        title: 'Holiday notice',
      }),
    ]);
    await publish('The holiday is over');
    expect(manifest().screens.holidayNotice).toBeUndefined();
  });

  it('never removes the home screen', async () => {
    expect(manifest().screens.officialHome.path).toBe('/');
    const response = await send('DELETE', '/screens/official-home', { base: screenBase('official-home') });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/home screen/);
    expect(existsSync(join(screensDir, 'official-home'))).toBe(true);
  });

  it('removes a page with its Filipino text; only a page, never the shared texts', async () => {
    const path = (name: string) => `/files/${encodeURIComponent(name)}`;
    const page = join(dir, 'content', 'holiday-terms.md');
    const filipino = join(dir, 'content', 'holiday-terms.fil.md');
    // A page a developer added beside the others, published, that no screen shows (yet).
    writeFileSync(page, '# Holiday terms\n');
    writeFileSync(filipino, '# Mga tuntunin sa pista opisyal\n');
    await publish('Holiday terms');
    expect(manifest().pages['holiday-terms']).toBeDefined();
    const refused = await send('DELETE', path('screens/messages.json'), { base: 'x' });
    expect(refused.status).toBe(400);
    expect((await send('DELETE', path('content/holiday-terms.md'), { base: 'old' })).status).toBe(409);
    const response = await send('DELETE', path('content/holiday-terms.md'), { base: hashOf(page) });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(existsSync(page) || existsSync(filipino)).toBe(false);
    const shown = await compare();
    expect(shown.pages.map((change: { name: string; kind: string }) => [change.name, change.kind])).toEqual([
      ['holiday-terms', 'removed'],
      ['holiday-terms.fil', 'removed'],
    ]);
    await publish('The holiday terms are on the site now');
    expect(manifest().pages['holiday-terms']).toBeUndefined();
  });

  it('refuses to remove a page a screen still shows, naming the screens; its Filipino text alone may go', async () => {
    const path = (name: string) => `/files/${encodeURIComponent(name)}`;
    const page = join(dir, 'content', 'about-us.md');
    const filipino = join(dir, 'content', 'about-us.fil.md');
    const saved = await send('PUT', path('content/about-us.fil.md'), { text: '# Tungkol sa amin\n', base: null });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const text = readFileSync(page, 'utf8');
    const refused = await send('DELETE', path('content/about-us.md'), { base: hashOf(page) });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(
      "The screens 'About us' (/about) and 'About us' (/workIs) show this page: remove it from those screens first.",
    );
    expect(readFileSync(page, 'utf8')).toBe(text);
    expect(existsSync(filipino)).toBe(true);
    // Its Filipino text alone: borrowers then read the English page.
    const removed = await send('DELETE', path('content/about-us.fil.md'), { base: hashOf(filipino) });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(existsSync(filipino)).toBe(false);
    expect(existsSync(page)).toBe(true);
  });

  it('keeps what a rollback took off off through later publishes until an editor brings it back', async () => {
    await addHolidayNotice();
    // The version live before (two publishes in one second do not sort by time in the history).
    const before = manifest().version as string;
    const withNotice = await publish('Holiday notice again');
    const rolled = await send('POST', '/rollback', { to: before, note: 'Not approved yet', live: withNotice });
    expect(rolled.status).toBe(200);
    expect(manifest().screens.holidayNotice).toBeUndefined();

    // The saved folder still holds the notice: it is held back, not part of the change.
    const held = await compare();
    expect(held.screens).toEqual([]);
    expect(held.heldBack).toEqual([
      expect.objectContaining({
        key: 'screen:holidayNotice',
        kind: 'screen',
        change: 'added',
        title: 'Holiday notice',
        version: withNotice,
      }),
    ]);
    expect(held.heldBack[0].rolledBack).toMatchObject({ kind: 'make live', note: 'Not approved yet' });

    // A small unrelated change publishes without it.
    const about = join(screensDir, 'about-us', 'messages.json');
    writeFileSync(about, readFileSync(about, 'utf8').replace('"About us"', '"About the company"'));
    await publish('A clearer title');
    expect(manifest().screens.aboutUs).toBeDefined();
    expect(manifest().screens.holidayNotice).toBeUndefined();
    expect((await compare()).heldBack).toHaveLength(1);

    // Bringing it back names what was shown; then it is a change like any other.
    const shown = await compare();
    expect((await send('POST', '/bring-back', { keys: ['screen:holidayNotice'], contentId: 'stale' })).status).toBe(409);
    expect((await send('POST', '/bring-back', { keys: ['screen:aboutUs'], contentId: shown.contentId })).status).toBe(409);
    expect((await send('POST', '/bring-back', { keys: 'screen:holidayNotice', contentId: shown.contentId })).status).toBe(400);
    const brought = await send('POST', '/bring-back', { keys: ['screen:holidayNotice'], contentId: shown.contentId });
    expect(brought.status, await brought.clone().text()).toBe(200);
    const change = await compare();
    expect(change.heldBack).toEqual([]);
    expect(change.screens).toEqual([expect.objectContaining({ id: 'holidayNotice', kind: 'added', bringsBack: withNotice })]);
    await publish('The notice is approved');
    expect(manifest().screens.holidayNotice).toBeDefined();
  });
});
