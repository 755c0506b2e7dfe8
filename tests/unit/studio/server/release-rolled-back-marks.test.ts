// "Was rolled back" marks only the copy a rollback took out. A release a rollback took off also held
// copies of files it had not changed (the same as the release the rollback made live): making a later
// release live with those same copies is a plain change, not "was rolled back".
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { publishBundle } from '../../../../scripts/lib/publish.ts';
import { buildScreensBundle } from '../../../../scripts/lib/screens-bundle.ts';
import { API_PREFIX, startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import { newScreenFiles } from '../../../../studio/web/editor/starter.ts';

let dir: string;
let screensDir: string;
let studio: StudioServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-rolled-back-'));
  screensDir = join(dir, 'screens');
  const distDir = join(dir, 'dist');
  cpSync('screens', screensDir, { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  mkdirSync(join(distDir, 'screens'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  publishBundle(join(distDir, 'screens'), buildScreensBundle(screensDir, new Date('2026-01-01T00:00:00Z')));
  studio = await startStudioServer({ port: 0, screensDir, distDir, withVite: false, user: 'staff-test' });
});

afterAll(async () => {
  await studio?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Shown {
  live: string;
  contentId: string;
  screens: { name: string; bringsBack?: string }[];
  shared?: { bringsBack?: string };
  pages: { name: string; bringsBack?: string }[];
}

const call = (path: string, init: RequestInit = {}) => fetch(`${studio.url}${API_PREFIX}${path}`, init);
const send = (method: string, path: string, body: unknown) =>
  call(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
async function compare(to: string): Promise<Shown> {
  const response = await call(`/compare?to=${to}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Shown;
}

async function publish(note: string): Promise<string> {
  const shown = await compare('saved');
  const response = await send('POST', '/publish', { note, contentId: shown.contentId, live: shown.live, bringBack: true });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { version: string }).version;
}
async function makeLive(to: string): Promise<void> {
  const { live } = await compare('saved');
  const response = await send('POST', '/rollback', { to, note: 'Back', live });
  expect(response.status, await response.clone().text()).toBe(200);
}
/** Edits a saved file in place (as a save would leave it). */
function edit(path: string, from: string, to: string): void {
  const file = join(dir, path);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}
const marked = (shown: Shown) => [
  ...shown.screens.filter((change) => change.bringsBack).map((change) => `screen ${change.name}`),
  ...(shown.shared?.bringsBack ? ['shared texts'] : []),
  ...shown.pages.filter((page) => page.bringsBack).map((page) => `page ${page.name}`),
];

describe('"was rolled back" in a Make live', () => {
  let first: string;
  let before: string;
  it('marks no change whose copy the rollback left live', async () => {
    first = (await compare('saved')).live;
    // A release that adds a screen, taken off by a rollback: it held about-us, the shared texts
    // and the privacy policy exactly as the release the rollback made live.
    const files = newScreenFiles('holiday-notice');
    const created = await send('PUT', '/screens/holiday-notice', { ...files, base: { screen: null, messages: null } });
    expect(created.status, await created.clone().text()).toBe(200);
    await publish('Holiday notice');
    await makeLive(first);

    // Later releases change those three; making the one before them live again changes them back.
    edit('screens/messages.json', '"service.title": "Customer service"', '"service.title": "Customer care"');
    edit('screens/about-us/messages.json', '"about.title": "About us"', '"about.title": "About our company"');
    edit('content/privacy-policy.md', 'By registering', 'From 1 December 2026: By registering');
    before = (await compare('saved')).live;
    await publish('Texts and the privacy policy');
    const shown = await compare(before);
    expect(shown.screens.map((change) => change.name)).toEqual(['about-us']);
    expect(shown.shared).toBeDefined();
    expect(shown.pages.map((page) => page.name)).toEqual(['privacy-policy']);
    expect(marked(shown)).toEqual([]);
  });

  it('still marks the copy a rollback took out', async () => {
    // The screen the rollback took off is still held back from the saved folder.
    const saved = (await (await call('/compare?to=saved')).json()) as { heldBack: { key: string }[] };
    expect(saved.heldBack.map((part) => part.key)).toEqual(['screen:holidayNotice']);

    // Two releases change about-us's title, then the shared texts; a rollback takes both off.
    const texts = (await compare('saved')).live;
    edit('screens/about-us/messages.json', '"about.title": "About our company"', '"about.title": "About our team"');
    await publish('Team');
    edit('screens/messages.json', '"service.title": "Customer care"', '"service.title": "Help"');
    const last = await publish('Help');
    await makeLive(texts);
    // Making the last one live again brings back the title the rollback took out (the first of the
    // two held it); its shared texts are its own, and the first had them as they are live now.
    const shown = await compare(last);
    expect(shown.screens.map((change) => change.name)).toEqual(['about-us']);
    expect(shown.shared).toBeDefined();
    expect(marked(shown)).toEqual(['screen about-us']);
  });
});
