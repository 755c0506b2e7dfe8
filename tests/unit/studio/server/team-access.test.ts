// Team mode's roles, driven through the server: every row of the table of calls, as each role and
// as a signed-out visitor, against the allowed set written out here by hand and the roles
// docs/team-studio.md names; a request no row matches is refused (a new call without its row
// fails this file).
import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findCall, rolesOf, STUDIO_CALLS, type StudioCall } from '../../../../studio/server/calls.ts';
import { API_PREFIX } from '../../../../studio/server/server.ts';
import { STUDIO_API } from '../../../../studio/server/team/access.ts';
import { ROLES } from '../../../../studio/server/team/roles.ts';
import { REFUSED_HEADER } from '../../../../studio/server/team/team.ts';
import { type Call, send, signIn, snapshotFiles, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

const EVERYONE = ['signed out', ...ROLES];
const SIGNED_IN = [...ROLES];
/** Who may make each request, by hand (not read from the table): the table must agree, and so must the server. */
const EXPECTED: Record<string, string[]> = {
  'GET /__studio/sign-in': EVERYONE,
  'HEAD /__studio/sign-in': EVERYONE,
  'POST /__studio/sign-in': EVERYONE,
  'GET /__studio/sso/start': EVERYONE,
  'GET /__studio/sso/callback': EVERYONE,
  'GET /__studio/sign-out': SIGNED_IN,
  'HEAD /__studio/sign-out': SIGNED_IN,
  'POST /__studio/sign-out': SIGNED_IN,
  'GET /__studio/api/team/me': SIGNED_IN,
  'HEAD /__studio/api/team/me': SIGNED_IN,
  'GET /__studio/api/team/audit': ['admin'],
  'HEAD /__studio/api/team/audit': ['admin'],
  'GET /__studio/api/team/accounts': ['admin'],
  'HEAD /__studio/api/team/accounts': ['admin'],
  'GET /__studio/api/team/audit/entries': ['admin'],
  'HEAD /__studio/api/team/audit/entries': ['admin'],
  'POST /__studio/api/team/accounts/add': ['admin'],
  'POST /__studio/api/team/accounts/roles': ['admin'],
  'POST /__studio/api/team/accounts/disable': ['admin'],
  'POST /__studio/api/team/accounts/enable': ['admin'],
  'POST /__studio/api/team/accounts/reset-password': ['admin'],
  'POST /__studio/api/team/password': SIGNED_IN,
  'GET /__studio/api/team/history?screen=about-us': SIGNED_IN,
  'GET /__studio/api/team/review': SIGNED_IN,
  'POST /__studio/api/team/approve': ['reviewer'],
  'POST /__studio/api/team/send-back': ['reviewer'],
  'POST /__studio/api/team/comment': ['editor', 'reviewer'],
  'GET /__studio/api/team/presence': SIGNED_IN,
  'POST /__studio/api/team/presence': ['editor'],
  'GET /__studio/api/screens': SIGNED_IN,
  'PUT /__studio/api/screens/about-us': ['editor'],
  'GET /__studio/api/files': SIGNED_IN,
  'PUT /__studio/api/files/screens%2Fmessages.json': ['editor'],
  'PUT /__studio/api/files': ['editor'],
  'DELETE /__studio/api/screens/about-us': ['editor'],
  'DELETE /__studio/api/files/content%2Fabout-us.md': ['editor'],
  'POST /__studio/api/bring-back': ['editor'],
  'GET /__studio/api/history': SIGNED_IN,
  'GET /__studio/api/own-types': SIGNED_IN,
  'GET /__studio/api/publish-check': SIGNED_IN,
  'GET /__studio/api/compare': SIGNED_IN,
  'POST /__studio/api/publish': ['publisher'],
  'POST /__studio/api/rollback': ['publisher'],
  'GET /__studio/api/schedule': SIGNED_IN,
  'PUT /__studio/api/schedule': ['publisher'],
  'DELETE /__studio/api/schedule': ['publisher'],
  'GET /__studio/reply/failure/gopia/goya/satire': SIGNED_IN,
  'HEAD /__studio/reply/failure/gopia/goya/satire': SIGNED_IN,
  'POST /__studio/reply/failure/gopia/goya/satire': SIGNED_IN,
  'GET /gopia/goya/satire': SIGNED_IN,
  'HEAD /gopia/goya/satire': SIGNED_IN,
  'POST /gopia/goya/satire': SIGNED_IN,
  'GET /studio': SIGNED_IN,
  'HEAD /studio': SIGNED_IN,
};

/** A request each row's handler refuses after the gate let it through: nothing is written whoever sends it. */
function harmlessCall(rule: StudioCall, method: string): Call {
  if (method === 'GET' || method === 'HEAD') return { method };
  if (rule.sample === '/__studio/sign-in') return { method, form: { name: 'nobody', password: 'x' } }; // no form token
  if (rule.sample.endsWith('/rollback')) return { method, body: { to: 'not-a-version' } };
  return { method, body: {} };
}

let team: TeamStudio;
const cookies = new Map<string, string>();
beforeAll(async () => {
  team = await startTeamStudio();
  for (const role of ROLES) cookies.set(role, await signIn(team.studio, role));
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

const rows = STUDIO_CALLS.flatMap((rule) => rule.method.map((method) => ({ rule, method, key: `${method} ${rule.sample}` })));

describe('team access table', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('has exactly the rows written out here, each allowing exactly the people listed', () => {
    expect(rows.map((row) => row.key).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const { rule, key } of rows) {
      const allowed = rule.roles === 'signed out allowed' ? EVERYONE : rolesOf(rule);
      expect([...allowed].sort(), key).toEqual([...EXPECTED[key]].sort());
    }
  });

  it('names the API prefix the server uses', () => {
    expect(STUDIO_API).toBe(API_PREFIX);
  });

  it('gives each row one of the roles docs/team-studio.md lists, and the docs list exactly the roles there are', () => {
    const docs = readFileSync('docs/team-studio.md', 'utf8');
    const table = docs.slice(docs.indexOf('| role '), docs.indexOf('\n\n', docs.indexOf('| role ')));
    const documented = [...table.matchAll(/^\| (\w+)\s+\|/gm)].map((match) => match[1]).filter((role) => role !== 'role');
    expect(documented).toEqual([...ROLES]);
    for (const { rule, key } of rows) for (const role of rolesOf(rule)) expect(documented, key).toContain(role);
  });

  it('finds each row by its own sample, so no row hides another', () => {
    for (const { rule, method, key } of rows) expect(findCall(method, new URL(rule.sample, 'http://x').pathname), key).toBe(rule);
  });

  it(
    'lets each person through exactly as listed, refuses everyone else (signed out: 401; wrong role: 403), and writes nothing',
    async () => {
      const before = snapshotFiles(team.dir.concat('/screens'));
      const distBefore = snapshotFiles(team.distDir);
      const contentBefore = snapshotFiles(team.dir.concat('/content'));
      const seen: Record<string, string[]> = {};
      for (const { rule, method, key } of rows) {
        seen[key] = [];
        for (const who of EVERYONE) {
          const response = await send(team.studio, rule.sample, { ...harmlessCall(rule, method), cookie: cookies.get(who) });
          const refused = response.headers.get(REFUSED_HEADER);
          if (refused === null) seen[key].push(who);
          else {
            expect([refused, response.status], `${who} ${key}`).toEqual(who === 'signed out' ? ['signed out', 401] : ['role', 403]);
            if (method !== 'HEAD') expect((await response.json()).error, `${who} ${key}`).toMatch(/sign in again|needs the .* role/);
          }
          await response.arrayBuffer().catch(() => undefined);
          // A sign-out ends the session: sign in again for the next row.
          if (key === 'POST /__studio/sign-out' && who !== 'signed out') cookies.set(who, await signIn(team.studio, who));
        }
      }
      expect(seen).toEqual(EXPECTED);
      expect(snapshotFiles(team.dir.concat('/screens'))).toEqual(before);
      expect(snapshotFiles(team.distDir)).toEqual(distBefore);
      expect(snapshotFiles(team.dir.concat('/content'))).toEqual(contentBefore);
      // Every row as every person: hundreds of calls and a few real sign-ins, on a machine that may be busy.
    },
    2 * TEAM_HOOK_TIMEOUT,
  );

  it.each([
    ['DELETE', '/__studio/api/history'],
    ['GET', '/__studio/api/nothing-here'],
    ['POST', '/__studio/api/team/accounts'],
    ['DELETE', '/__studio/api/team/accounts/add'],
    ['GET', '/__studio/api/team/accounts/disable'],
    ['PUT', '/studio'],
    ['PATCH', '/gopia/goya/satire'],
    ['GET', '/__studio/api'],
  ])('refuses %s %s, which no row allows, to everyone (deny by default)', async (method, path) => {
    for (const who of EVERYONE) {
      const response = await send(team.studio, path, { method, cookie: cookies.get(who), body: method === 'GET' ? undefined : {} });
      expect(response.status, who).toBe(404);
      expect(response.headers.get(REFUSED_HEADER)).toBe('no such call');
      expect((await response.json()).error).toMatch(/^No studio page or call/);
    }
  });

  it('lets a person with several roles do what each role allows, and nothing more', async () => {
    const several = await signIn(team.studio, 'several');
    const save = await send(team.studio, '/__studio/api/screens/about-us', { method: 'PUT', cookie: several, body: {} });
    expect(save.headers.get(REFUSED_HEADER)).toBeNull();
    const publish = await send(team.studio, '/__studio/api/publish', { method: 'POST', cookie: several, body: {} });
    expect(publish.headers.get(REFUSED_HEADER)).toBeNull();
    const audit = await send(team.studio, '/__studio/api/team/audit', { cookie: several });
    expect(audit.status).toBe(403);
    expect((await audit.json()).error).toBe(
      'Reading the audit log needs the admin role; several has editor, publisher. Ask the studio admin.',
    );
  });
});
