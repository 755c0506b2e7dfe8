// The server names a screen as the content names it: in a release's changes by that release's own
// texts (its shared texts too: most screens' titles are shared texts), in the audit log by the
// texts it was saved or removed with — never by the app's build or by the folder.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_PREFIX } from '../../../../studio/server/server.ts';
import { type ScreenChange } from '../../../../studio/shared/studio-api.ts';
import { newScreenFiles } from '../../../../studio/web/editor/starter.ts';
import { LOCAL_STUDIO_HOOK_TIMEOUT, type LocalStudio, startLocalStudio } from './local-studio-fixture.ts';

let local: LocalStudio;
beforeAll(async () => {
  local = await startLocalStudio('studio-release-titles-');
}, LOCAL_STUDIO_HOOK_TIMEOUT);
afterAll(() => local?.close());

const call = (path: string, init: RequestInit = {}) => fetch(`${local.studio.url}${API_PREFIX}${path}`, init);
const send = (method: string, path: string, body: unknown) =>
  call(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
async function compare(to: string): Promise<{ live: string; contentId: string; screens: ScreenChange[] }> {
  const response = await call(`/compare?to=${to}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
async function publish(note: string): Promise<string> {
  const shown = await compare('saved');
  const response = await send('POST', '/publish', { note, contentId: shown.contentId, live: shown.live });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { version: string }).version;
}
function edit(path: string, from: string, to: string): void {
  const file = join(local.dir, path);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}
const titles = (screens: ScreenChange[]) => screens.map((change) => [change.name, change.kind, change.title]);

describe("a release's screens by their own titles", () => {
  it('names a screen renamed in a release, a shared-text title and a new screen as each release holds them', async () => {
    const first = (await compare('saved')).live;
    // Customer service's title is a shared text; its screen changes too, so it is listed.
    edit('screens/messages.json', '"service.title": "Customer service"', '"service.title": "Help desk"');
    edit('screens/customer-service/screen.json', '"gap": "md"', '"gap": "lg"');
    const files = newScreenFiles('holiday-notice');
    const created = await send('PUT', '/screens/holiday-notice', {
      ...files,
      messages: files.messages.replace('"New screen"', '"Holiday notice"'),
      base: { screen: null, messages: null },
    });
    expect(created.status, await created.clone().text()).toBe(200);

    // Before publishing: the change names them as saved.
    expect(titles((await compare('saved')).screens)).toEqual([
      ['customer-service', 'changed', 'Help desk'],
      ['holiday-notice', 'added', 'Holiday notice'],
    ]);
    await publish('Help desk and the holiday notice');
    // The history's "Changes against live" of the first release: each screen as the first release holds
    // it (the build's titles), a screen that release lacks as live has it.
    expect(titles((await compare(first)).screens)).toEqual([
      ['customer-service', 'changed', 'Customer service'],
      ['holiday-notice', 'removed', 'Holiday notice'],
    ]);
  });
});
