// The first check of the screens after a studio starts (the costly one in a process: several
// seconds on a busy machine) is started by the studio as it starts, in the background, and the
// first publish finds its result instead of waiting for a check of its own. A save in between makes
// the publish check the folder as saved then.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screensChecks } from '../../../../studio/server/publishing/screens-check.ts';
import { API_PREFIX, type StudioServer } from '../../../../studio/server/server.ts';
import { LOCAL_STUDIO_HOOK_TIMEOUT, type LocalStudio, startLocalStudio } from './local-studio-fixture.ts';

let local: LocalStudio;
let studio: StudioServer;
/** The checks done and reused before the studio started (other files' studios in this process). */
let before: { runs: number; reused: number };

beforeAll(async () => {
  before = { ...screensChecks.stats };
  local = await startLocalStudio('studio-first-check-', { firstCheck: false });
  ({ studio } = local);
}, LOCAL_STUDIO_HOOK_TIMEOUT);

afterAll(() => local?.close());

const call = (path: string, init: RequestInit = {}) => fetch(`${studio.url}${API_PREFIX}${path}`, init);
async function publish(note: string): Promise<Response> {
  const shown = await (await call('/compare?to=saved')).json();
  return call('/publish', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ note, contentId: shown.contentId, live: shown.live }),
  });
}

describe('the first check of the screens', { timeout: LOCAL_STUDIO_HOOK_TIMEOUT }, () => {
  it('is done by the studio after it starts, before any request asks for it, and the first publish reuses it', async () => {
    // No request yet: only the studio itself can have started it.
    await studio.firstCheck;
    expect(screensChecks.stats.runs - before.runs).toBe(1);
    const reused = screensChecks.stats.reused;

    const published = await publish('The screens as they are');
    expect(published.status, await published.clone().text()).toBe(200);
    expect(screensChecks.stats.runs - before.runs).toBe(1);
    expect(screensChecks.stats.reused).toBe(reused + 1);
  });

  it('checks again when something was saved since', async () => {
    const file = join(local.screensDir, 'about-us', 'messages.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"About us"', '"About our company"'));
    const runs = screensChecks.stats.runs;
    const published = await publish('A new title');
    expect(published.status, await published.clone().text()).toBe(200);
    expect(screensChecks.stats.runs).toBe(runs + 1);
  });
});
