// "Was rolled back" marks only the copy a rollback took out. A release a rollback took off also held
// copies of files it had not changed (the same as the release the rollback made live): making a later
// release live with those same copies is a plain change, not "was rolled back".
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_PREFIX, type StudioServer } from '../../../../studio/server/server.ts';
import { newScreenFiles } from '../../../../studio/web/editor/starter.ts';
import { LOCAL_STUDIO_HOOK_TIMEOUT, type LocalStudio, startLocalStudio } from './local-studio-fixture.ts';

let dir: string;
let studio: StudioServer;
let local: LocalStudio;

beforeAll(async () => {
  local = await startLocalStudio('studio-rolled-back-');
  ({ dir, studio } = local);
}, LOCAL_STUDIO_HOOK_TIMEOUT);

afterAll(() => local?.close());

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

interface Row {
  version: string;
  state: string;
  rolledBack?: { note: string; version: string; from: string };
  rolledBackTo?: string;
}
async function rows(): Promise<Map<string, Row>> {
  const response = await call('/history');
  expect(response.status).toBe(200);
  return new Map(((await response.json()) as { bundles: Row[] }).bundles.map((row) => [row.version, row]));
}
async function makeLiveSaying(to: string, note: string): Promise<void> {
  const { live } = await compare('saved');
  const response = await send('POST', '/rollback', { to, note, live });
  expect(response.status, await response.clone().text()).toBe(200);
}

// Each test publishes and rolls back several times, each publish bundling every screen: a few
// seconds quiet, over 20 s in a clean-clone run at load average 16. The bound only stops one that hangs.
describe('a rollback records the release it made live', { timeout: 120_000 }, () => {
  it('names it in the marks and the history, also when that release was rolled back later', async () => {
    // B changes the shared texts; A, on top, adds a page. A rollback A → B, then one of B itself.
    const start = (await compare('saved')).live;
    edit('screens/messages.json', '"service.title": "Help"', '"service.title": "Help desk"');
    const b = await publish('Help desk');
    writeFileSync(join(dir, 'content', 'holiday-terms.md'), '# Holiday terms\n');
    const a = await publish('Holiday terms');
    await makeLiveSaying(b, 'Not the holiday terms yet');
    await makeLiveSaying(start, 'Not the help desk either');
    // Then a publish of something else (what the rollbacks took off stays off).
    edit('content/privacy-policy.md', 'From 1 December 2026', 'From 2 December 2026');
    await publish('Privacy policy date');

    // Making B live again brings back its own texts: A's rollback left them live (it went back to B),
    // so nothing of it is A's. The old guess took A's rollback to have gone back to `start`.
    const shown = await compare(b);
    expect(shown.shared).toBeDefined();
    expect(shown.shared?.bringsBack).toBeUndefined();
    // Making A live again brings back B's texts, as B's (B's rollback took them out).
    const again = await compare(a);
    expect(again.shared?.bringsBack).toBe(b);

    const history = await rows();
    expect(history.get(a)).toMatchObject({ state: 'rolled back', rolledBackTo: b, rolledBack: { note: 'Not the holiday terms yet' } });
    expect(history.get(b)).toMatchObject({ state: 'rolled back', rolledBackTo: start, rolledBack: { note: 'Not the help desk either' } });
  });

  it('names the rollback for every release it took off at once, not only the live one', async () => {
    const live = (await compare('saved')).live;
    edit('content/privacy-policy.md', 'From 2 December 2026', 'From 3 December 2026');
    const lower = await publish('Privacy policy, 3 December');
    edit('content/privacy-policy.md', 'From 3 December 2026', 'From 4 December 2026');
    const upper = await publish('Privacy policy, 4 December');
    await makeLiveSaying(live, 'Back to 2 December');
    const history = await rows();
    for (const version of [lower, upper])
      expect(history.get(version)).toMatchObject({
        state: 'rolled back',
        rolledBackTo: live,
        rolledBack: { note: 'Back to 2 December', from: upper },
      });
  });
});
