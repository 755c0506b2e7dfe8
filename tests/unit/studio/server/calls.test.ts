// The table of studio calls: every studio API call has exactly one row, and a local studio (no
// team, the gate off) answers what the table says and refuses what it does not name.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ApiCall, findCall, rolesOf, STUDIO_CALLS } from '../../../../studio/server/calls.ts';
import { API_PREFIX, startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import { ROLES } from '../../../../studio/server/team/roles.ts';

const API_CALLS: readonly ApiCall[] = [
  'screens',
  'save screen',
  'files',
  'save file',
  'save files',
  'remove screen',
  'remove page',
  'bring back',
  'history',
  'publish check',
  'compare',
  'publish',
  'rollback',
  'schedule',
  'set schedule',
  'cancel schedule',
  'own types',
];

describe('the table of calls', () => {
  it('has one row for each studio API call, none for a call nobody answers', () => {
    const named = STUDIO_CALLS.flatMap((call) => ('api' in call.handler ? [call.handler.api] : []));
    expect([...named].sort()).toEqual([...API_CALLS].sort());
  });

  it('finds no row for a path or a method no row names (refused: deny by default)', () => {
    expect(findCall('GET', `${API_PREFIX}/nothing-here`)).toBeUndefined();
    expect(findCall('PATCH', `${API_PREFIX}/screens/about-us`)).toBeUndefined();
    expect(findCall('PUT', '/studio')).toBeUndefined();
    expect(findCall('GET', API_PREFIX)).toBeUndefined();
  });

  it('bounds the body of every write and reads none of a read', () => {
    for (const call of STUDIO_CALLS) {
      const writes = call.method.some((method) => method !== 'GET' && method !== 'HEAD');
      const passedOn = 'served' in call.handler;
      if (writes && !passedOn) expect(call.limit, `${call.method.join(',')} ${call.sample}`).toBeGreaterThan(0);
      if (!writes) expect(call.limit, `${call.method.join(',')} ${call.sample}`).toBe(0);
    }
  });

  it('lets anyone signed in mean every role, and names no role that does not exist', () => {
    for (const call of STUDIO_CALLS) {
      const roles = rolesOf(call);
      if (typeof call.roles === 'string') expect(roles).toEqual(ROLES);
      for (const role of roles) expect(ROLES).toContain(role);
    }
  });
});

describe('a local studio (the gate off) reads the same table', () => {
  let dir: string;
  let studio: StudioServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-calls-'));
    mkdirSync(join(dir, 'screens'));
    mkdirSync(join(dir, 'dist', 'screens'), { recursive: true });
    studio = await startStudioServer({ port: 0, screensDir: join(dir, 'screens'), distDir: join(dir, 'dist'), withVite: false });
  });
  afterAll(async () => {
    await studio?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const call = (path: string, method = 'GET') => fetch(`${studio.url}${API_PREFIX}${path}`, { method });

  it.each([
    ['GET', '/nothing-here'],
    ['DELETE', '/history'],
    ['PATCH', '/screens/about-us'],
    ['HEAD', '/team/me'],
  ])('refuses %s %s, which no row answers, with a 404 naming the call', async (method, path) => {
    const response = await call(path, method);
    expect(response.status).toBe(404);
    if (method !== 'HEAD') expect((await response.json()).error).toBe(`No studio call ${method} ${path}.`);
  });

  it("refuses the team's own calls: without a team nobody answers them", async () => {
    for (const path of ['/team/review', '/team/presence', '/team/accounts']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).error).toBe(`No studio call GET ${path}.`);
    }
  });

  it('answers a read its row names', async () => {
    const response = await call('/history');
    expect(response.status).toBe(200);
  });
});
