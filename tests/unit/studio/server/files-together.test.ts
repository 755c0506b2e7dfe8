// A save of several files beside the screens at once (PUT /__studio/api/files): a shared part with
// the new shared texts its row titles name. Checked together, written together or not at all; in
// team mode one commit and one audit entry, editors only.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { API_PREFIX, startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import {
  commitContentRepo,
  readAuditEntries,
  send,
  signIn,
  snapshotFiles,
  startTeamStudio,
  TEAM_HOOK_TIMEOUT,
  type TeamStudio,
} from './team-fixture.ts';

const PART = 'screens/parts/order-summary.json';
const SHARED = 'screens/messages.json';
const KEY = 'orderSummary.list.rowLabel1';

/** The part with the detail rows' "Due date" retitled by a new shared text, and the shared texts with that text in both languages. */
function retitled(read: (path: string) => string, en = 'Pay by', fil = 'Bayaran bago ang') {
  const part = read(PART);
  const shared = read(SHARED);
  const partText = part.replace('"labelKey": "text",', `"labelKey": "text",\n      "rowLabels": { "Due date": { "msg": "${KEY}" } },`);
  const doc = JSON.parse(shared) as { en: Record<string, string>; fil: Record<string, string> };
  doc.en[KEY] = en;
  doc.fil[KEY] = fil;
  return {
    part: { path: PART, text: partText, base: hashText(part) },
    shared: { path: SHARED, text: `${JSON.stringify(doc, null, 2)}\n`, base: hashText(shared) },
  };
}

// The first save runs the studio's first check of the folder (its schemas compiled, every screen
// read): on a busy machine over the default 20 s, as the team studio's below.
describe('saving several files together (one person)', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  let dir: string;
  let studio: StudioServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-together-'));
    cpSync('screens', join(dir, 'screens'), { recursive: true });
    cpSync('content', join(dir, 'content'), { recursive: true });
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'secret.json'), '{}');
    studio = await startStudioServer({ port: 0, screensDir: join(dir, 'screens'), distDir: join(dir, 'dist'), withVite: false });
  });
  afterAll(async () => {
    await studio?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const read = (path: string) => readFileSync(join(dir, path), 'utf8');
  const put = (body: unknown) =>
    fetch(`${studio.url}${API_PREFIX}/files`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuses a part naming a new shared text, and the shared text alone, each saved on its own', async () => {
    const { part, shared } = retitled(read);
    const before = snapshotFiles(dir);
    for (const file of [part, shared]) {
      const response = await put({ files: [file] });
      expect(response.status, file.path).toBe(422);
      expect((await response.json()).status).toBe('problems');
    }
    expect(snapshotFiles(dir)).toEqual(before);
  });

  it('saves the part and its new shared texts together, byte for byte, with their new versions', async () => {
    const { part, shared } = retitled(read);
    const response = await put({ files: [part, shared] });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as { status: string; files: { path: string; kind: string; hash: string }[] };
    expect(body.status).toBe('saved');
    expect(body.files.map((file) => [file.path, file.kind, file.hash])).toEqual([
      [PART, 'part', hashText(part.text)],
      [SHARED, 'shared', hashText(shared.text)],
    ]);
    expect(read(PART)).toBe(part.text);
    expect(read(SHARED)).toBe(shared.text);
    // No temporary file is left beside them.
    expect(readdirSync(join(dir, 'screens')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses the whole save when either file changed meanwhile, naming it with its version now, and writes nothing', async () => {
    const { part, shared } = retitled(read, 'Due on', 'Takdang petsa');
    for (const stale of ['part', 'shared'] as const) {
      const files = { part: { ...part }, shared: { ...shared } };
      files[stale].base = hashText('an older version');
      const before = snapshotFiles(dir);
      const response = await put({ files: [files.part, files.shared] });
      expect(response.status, stale).toBe(409);
      const body = (await response.json()) as { status: string; conflicts: { path: string; current: { text: string } }[] };
      expect(body.status).toBe('conflict');
      expect(body.conflicts.map((conflict) => conflict.path)).toEqual([files[stale].path]);
      expect(body.conflicts[0].current.text).toBe(read(files[stale].path));
      expect(snapshotFiles(dir)).toEqual(before);
    }
  });

  it('refuses the whole save with the problems when together they fail the checker', async () => {
    const { part, shared } = retitled(read, 'Due on', 'Takdang petsa');
    // The new text in English only: every shared text needs both languages.
    const doc = JSON.parse(shared.text) as { fil: Record<string, string> };
    doc.fil = Object.fromEntries(Object.entries(doc.fil).filter(([key]) => key !== KEY));
    const before = snapshotFiles(dir);
    const response = await put({ files: [part, { ...shared, text: JSON.stringify(doc) }] });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { status: string; problems: { file: string; message: string }[] };
    expect(body.status).toBe('problems');
    expect(body.problems.some((problem) => problem.message.includes(KEY))).toBe(true);
    expect(snapshotFiles(dir)).toEqual(before);
  });

  it('refuses a malformed body with a 4xx in words, never a 500 or a server path, and writes nothing', async () => {
    const before = snapshotFiles(dir);
    const { part } = retitled(read);
    const bodies: unknown[] = [
      'not json',
      '[]',
      {},
      { files: [] },
      { files: 'x' },
      { files: [null] },
      { files: [5] },
      { files: [{ path: PART }] },
      { files: [{ ...part, text: 5 }] },
      { files: [{ ...part, base: 7 }] },
      { files: [part, part] },
      { files: Array.from({ length: 13 }, () => part) },
      { files: [{ ...part, text: `${'['.repeat(100)}${']'.repeat(100)}` }] },
      { files: [part], note: 5 },
    ];
    for (const body of bodies) {
      const response = await put(body);
      const text = await response.text();
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(text).not.toContain(dir);
      expect((JSON.parse(text) as { error?: unknown }).error ?? (JSON.parse(text) as { status?: unknown }).status).toBeTruthy();
    }
    expect(snapshotFiles(dir)).toEqual(before);
  });

  it('refuses a body past the limit of the other saves (413) and one not sent as JSON (415)', async () => {
    const before = snapshotFiles(dir);
    const { part } = retitled(read);
    const large = await put({ files: [{ ...part, text: `${part.text}${' '.repeat(600 * 1024)}` }] });
    expect(large.status).toBe(413);
    expect((await large.json()).error).toMatch(/larger than 512 KB/);
    const plain = await fetch(`${studio.url}${API_PREFIX}/files`, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(plain.status).toBe(415);
    expect(snapshotFiles(dir)).toEqual(before);
  });

  it('refuses a path outside the files the studio writes (400) and writes none of the others', async () => {
    const before = snapshotFiles(dir);
    const { part } = retitled(read);
    for (const path of [
      '../secret.json',
      'screens/../secret.json',
      'secret.json',
      'screens/about-us/screen.json',
      'screens/parts/../x.json',
      '/etc/passwd',
    ]) {
      const response = await put({ files: [part, { path, text: '{}', base: null }] });
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/not a file the studio edits/);
      expect(body.error).not.toContain(dir);
    }
    // A part that does not exist is not made by a save.
    expect((await put({ files: [{ path: 'screens/parts/new-part.json', text: '{}', base: null }] })).status).toBe(404);
    expect(snapshotFiles(dir)).toEqual(before);
  });
});

describe('saving several files together (team mode)', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  let team: TeamStudio;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: team.dir, encoding: 'utf8' }).trim();
  beforeAll(async () => {
    team = await startTeamStudio({
      git: true,
      prepare: (dir) => commitContentRepo(dir, 'Screens'),
    });
  }, TEAM_HOOK_TIMEOUT);
  afterAll(() => team?.close());
  const read = (path: string) => readFileSync(join(team.dir, path), 'utf8');

  it('refuses every role but the editor (403) and writes nothing', async () => {
    const content = () => ({ screens: snapshotFiles(join(team.dir, 'screens')), head: git('rev-parse', 'HEAD') });
    const before = content();
    const { part, shared } = retitled(read);
    for (const who of ['viewer', 'reviewer', 'publisher', 'admin']) {
      const cookie = await signIn(team.studio, who);
      const response = await send(team.studio, '/__studio/api/files', { method: 'PUT', cookie, body: { files: [part, shared] } });
      expect(response.status, who).toBe(403);
      expect((await response.json()).error).toMatch(/needs the editor role/);
    }
    expect(content()).toEqual(before);
  });

  it('makes one commit of both files as their author, one audit entry naming both, and a conflict names who saved', async () => {
    const cookie = await signIn(team.studio, 'editor');
    const head = git('rev-parse', 'HEAD');
    const entries = readAuditEntries(team).length;
    const { part, shared } = retitled(read);
    const response = await send(team.studio, '/__studio/api/files', {
      method: 'PUT',
      cookie,
      body: { files: [part, shared], note: 'Clearer due date' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(git('rev-list', '--count', `${head}..HEAD`)).toBe('1');
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([SHARED, PART].sort());
    expect(git('log', '-1', '--format=%an|%s')).toBe(`Editor|Studio: save ${PART} and ${SHARED}`);
    expect(git('log', '-1', '--format=%b')).toContain('Clearer due date');
    const added = readAuditEntries(team).slice(entries);
    expect(added.filter((entry) => entry.action === 'save')).toHaveLength(1);
    expect(added.find((entry) => entry.action === 'save')).toMatchObject({
      who: 'editor',
      file: PART,
      files: [
        { file: PART, hash: hashText(part.text) },
        { file: SHARED, hash: hashText(shared.text) },
      ],
      note: 'Clearer due date',
      commit: git('rev-parse', 'HEAD'),
    });

    // The same save again, from the versions before: refused, and the conflict names who saved each file.
    const again = await send(team.studio, '/__studio/api/files', { method: 'PUT', cookie, body: { files: [part, shared] } });
    expect(again.status).toBe(409);
    const body = (await again.json()) as { conflicts: { path: string; savedBy: { name: string } | null }[] };
    expect(body.conflicts.map((conflict) => [conflict.path, conflict.savedBy?.name])).toEqual([
      [PART, 'editor'],
      [SHARED, 'editor'],
    ]);
  });
});
