// A full disk when the refused sign-ins' summary is due: the request that happens to write it (any
// request through the gate) is answered as usual, the audit log keeps no half line, and the summary
// is written once the disk has room again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SUMMARY_RETRY_MS } from '../../../../studio/server/team/rate-limit.ts';
import { cookieOf, readAuditEntries, send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

/** While `full`, an append to the audit log writes half its data and fails as the kernel does (ENOSPC). */
const disk = vi.hoisted(() => ({ full: false, failed: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const appendFileSync: typeof fs.appendFileSync = (path, data, options) => {
    if (disk.full && typeof path === 'string' && path.includes('audit') && typeof data === 'string') {
      disk.failed++;
      fs.appendFileSync(path, data.slice(0, Math.floor(data.length / 2)), options);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    fs.appendFileSync(path, data, options);
  };
  return { ...fs, default: { ...fs, appendFileSync }, appendFileSync };
});

let team: TeamStudio;
let editor: string;
beforeAll(async () => {
  team = await startTeamStudio({ idleMs: 24 * 60 * 60_000 });
  editor = await signIn(team.studio, 'editor');
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

async function wrongPassword(): Promise<number> {
  const page = await send(team.studio, '/__studio/sign-in');
  const token = /name="form" value="([^"]+)"/.exec(await page.text())![1];
  const form = { form: token, name: 'reviewer', password: 'not the password at all' };
  return (await send(team.studio, '/__studio/sign-in', { method: 'POST', cookie: cookieOf(page, 'studio-sign-in'), form })).status;
}

describe('the refused sign-ins summary on a full disk', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('fails no request, leaves no half line, and is written once the disk has room', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect([await wrongPassword(), await wrongPassword()]).toEqual([401, 401]);
    const log = () => readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8');
    const before = log();
    team.clock.now += 16 * 60_000;
    disk.full = true;
    const me = await send(team.studio, '/__studio/api/team/me', { cookie: editor });
    const page = await send(team.studio, '/__studio/sign-in');
    // A refused sign-in on a full disk is still just refused.
    const refused = await wrongPassword();
    disk.full = false;
    expect([me.status, page.status, refused]).toEqual([200, 200, 401]);
    expect(disk.failed).toBeGreaterThan(0);
    expect(log()).toBe(before);
    team.clock.now += SUMMARY_RETRY_MS;
    expect((await send(team.studio, '/__studio/api/team/me', { cookie: editor })).status).toBe(200);
    const refusals = readAuditEntries(team).filter((entry) => entry.action === 'sign-in refused' && entry.who === 'reviewer');
    expect(refusals.map((entry) => entry.count)).toEqual([1, 1, 1]);
    expect(refusals[1]).toMatchObject({ repeated: true });
  });
});
