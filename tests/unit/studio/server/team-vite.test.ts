// Team mode with the studio's Vites: the team folder (password and session hashes) is never served,
// not even through Vite's /@fs/ paths, and a live-update WebSocket opens only for someone signed in.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import { createAccounts } from '../../../../studio/server/team/accounts.ts';
import { PASSWORD, send, signIn, TEAM_HOOK_TIMEOUT } from './team-fixture.ts';

let dir: string;
/** Inside the checkout, where Vite would serve it if nothing stopped it. */
let teamDir: string;
let studio: StudioServer;
let cookie: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-team-vite-'));
  mkdirSync('.studio', { recursive: true });
  teamDir = resolve(mkdtempSync(join(resolve('.studio'), 'test-team-')));
  cpSync('screens', join(dir, 'screens'), { recursive: true });
  mkdirSync(join(dir, 'dist'), { recursive: true });
  await createAccounts(teamDir).add('viewer', PASSWORD, ['viewer']);
  studio = await startStudioServer({ port: 0, screensDir: join(dir, 'screens'), distDir: join(dir, 'dist'), team: { dir: teamDir } });
  cookie = await signIn(studio, 'viewer');
}, 120_000);

afterAll(async () => {
  await studio?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(teamDir, { recursive: true, force: true });
});

function upgradeStatus(headers: Record<string, string>): Promise<number | 'closed'> {
  return new Promise((done) => {
    const req = request(`${studio.url}/`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from('studio-team-key!').toString('base64'),
        'sec-websocket-protocol': 'vite-ping',
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      done(res.statusCode ?? 0);
    });
    req.on('response', (res) => done(res.statusCode ?? 0));
    req.on('error', () => done('closed'));
    req.end();
  });
}

describe('team mode with Vite', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it.each(['accounts.json', 'accounts.json?raw', 'sessions.json?import', 'audit.jsonl'])(
    'never serves the team folder file %s, even to someone signed in',
    async (file) => {
      const response = await send(studio, `/@fs${teamDir}/${file}`, { cookie });
      expect(response.status).toBe(403);
      expect(await response.text()).not.toMatch(/scrypt|idHash|sign-in/);
    },
  );

  it('serves the studio page to someone signed in', async () => {
    const response = await send(studio, '/studio', { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('closes a WebSocket asked for by someone signed out or from another site, and keeps serving', async () => {
    expect(await upgradeStatus({ origin: studio.url })).toBe('closed');
    expect(await upgradeStatus({ origin: 'https://evil.example', cookie })).toBe('closed');
    expect(await upgradeStatus({ origin: studio.url, cookie })).not.toBe('closed');
    expect((await send(studio, '/__studio/api/team/me', { cookie })).status).toBe(200);
  });
});
