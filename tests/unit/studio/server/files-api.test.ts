// The studio server's calls for the shared texts, the shared parts and the Markdown pages, over a
// copy of the screens and content folders: what they read and save, and what they refuse.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { API_PREFIX, startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';

let dir: string;
let studio: StudioServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-files-test-'));
  cpSync('screens', join(dir, 'screens'), { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  mkdirSync(join(dir, 'dist'));
  // A file beside the folders that no call may reach.
  writeFileSync(join(dir, 'secret.md'), 'secret');
  studio = await startStudioServer({ port: 0, screensDir: join(dir, 'screens'), distDir: join(dir, 'dist'), withVite: false });
});

afterAll(async () => {
  await studio?.close();
  rmSync(dir, { recursive: true, force: true });
});

const file = (path: string) => join(dir, path);
const read = (path: string) => readFileSync(file(path), 'utf8');
const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${studio.url}${API_PREFIX}/files/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const encoded = (path: string) => encodeURIComponent(path);
/** Every file under the folder, with its text: to prove a refused call wrote nothing. */
const snapshot = () => {
  const all: Record<string, string> = {};
  const visit = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) visit(path);
      else all[path] = readFileSync(path, 'utf8');
    }
  };
  visit(dir);
  return all;
};

describe('studio files API', () => {
  it('lists the shared texts, every part and every Markdown page with the hash a save must send back', async () => {
    const response = await fetch(`${studio.url}${API_PREFIX}/files`);
    expect(response.status).toBe(200);
    const { files } = (await response.json()) as { files: { path: string; kind: string; text: string; hash: string }[] };
    const paths = files.map((entry) => entry.path);
    expect(paths).toContain('screens/messages.json');
    expect(paths).toContain('screens/parts/site-footer.json');
    expect(paths).toContain('content/about-us.md');
    expect(paths).toContain('content/payment-channel/wallet-app.md');
    expect(paths).not.toContain('content/README.md');
    const about = files.find((entry) => entry.path === 'content/about-us.md')!;
    expect(about).toMatchObject({ kind: 'page', text: read('content/about-us.md'), hash: hashText(read('content/about-us.md')) });
    expect(files.find((entry) => entry.path === 'screens/messages.json')!.kind).toBe('shared');
  });

  it('saves a shared text, a part and a page byte for byte over the version it started from', async () => {
    const shared = read('screens/messages.json');
    const sharedText = shared.replaceAll('"Customer service"', '"Customer Service"');
    let response = await put(encoded('screens/messages.json'), { text: sharedText, base: hashText(shared) });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(read('screens/messages.json')).toBe(sharedText);
    expect((await response.json()).file.hash).toBe(hashText(sharedText));

    const part = read('screens/parts/site-footer.json');
    const partText = part.replace('"description": "', '"description": "The footer. ');
    response = await put(encoded('screens/parts/site-footer.json'), { text: partText, base: hashText(part) });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(read('screens/parts/site-footer.json')).toBe(partText);

    const page = read('content/about-us.md');
    const pageText = page.replace('# Our mission', '# Our mission today');
    response = await put('content/about-us.md', { text: pageText, base: hashText(page) });
    expect(response.status).toBe(200);
    expect(read('content/about-us.md')).toBe(pageText);
  });

  it("creates a page's Filipino text beside its English page, and no other new file", async () => {
    const response = await put(encoded('content/about-us.fil.md'), { text: '# Sino kami\n', base: null });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(read('content/about-us.fil.md')).toBe('# Sino kami\n');
    const before = snapshot();
    for (const path of ['content/new-page.md', 'content/no-such-page.fil.md', 'screens/parts/new-part.json']) {
      const refused = await put(encoded(path), { text: '{}', base: null });
      expect(refused.status, path).toBe(404);
    }
    expect(snapshot()).toEqual(before);
  });

  it('refuses a save over a version changed since (another tab) and sends the current one', async () => {
    const page = read('content/privacy-policy.md');
    const first = await put(encoded('content/privacy-policy.md'), { text: `${page}\nOne.\n`, base: hashText(page) });
    expect(first.status).toBe(200);
    const second = await put(encoded('content/privacy-policy.md'), { text: `${page}\nTwo.\n`, base: hashText(page) });
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.status).toBe('conflict');
    expect(body.current.text).toBe(`${page}\nOne.\n`);
    expect(read('content/privacy-policy.md')).toBe(`${page}\nOne.\n`);
    // Saving a new Filipino page over one made meanwhile is a conflict too.
    const again = await put(encoded('content/about-us.fil.md'), { text: 'x', base: null });
    expect(again.status).toBe(409);
  });

  it('refuses shared texts or a part that fail the checker and leaves the files as they were', async () => {
    const before = snapshot();
    const shared = read('screens/messages.json');
    let response = await put(encoded('screens/messages.json'), {
      text: shared.replace('"engine.retry": "Retry",', ''),
      base: hashText(shared),
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.problems.some((problem: { file: string; message: string }) => /engine\.retry/.test(problem.message))).toBe(true);
    const part = read('screens/parts/site-footer.json');
    response = await put(encoded('screens/parts/site-footer.json'), { text: part.replace('"blocks"', '"blocs"'), base: hashText(part) });
    expect(response.status).toBe(422);
    response = await put(encoded('screens/parts/site-footer.json'), { text: '{ not json', base: hashText(part) });
    expect(response.status).toBe(422);
    expect(snapshot()).toEqual(before);
  });

  it.each([
    '..%2Fsecret.md',
    'content%2F..%2Fsecret.md',
    'content%2F..%2F..%2Fsecret.md',
    '%2E%2E%2Fsecret.md',
    'content%2Fpayment-channel%2F..%2F..%2Fsecret.md',
    'content%2Fa%2Fb%2Fc.md',
    'content%2FAbout-Us.md',
    'content%2FREADME.md',
    'content%2Fabout-us.txt',
    'content%2Fabout-us.md%00',
    'screens%2Fabout-us%2Fscreen.json',
    'screens%2Fparts%2F..%2Fmessages.json',
    'screens%2Fparts%2FSite-Footer.json',
    '%2Fetc%2Fpasswd',
    'screens%5Cmessages.json',
    `content%2F${'a'.repeat(200)}.md`,
    '%E0%A4%A',
  ])('refuses the file name %s and writes nothing', async (path) => {
    const before = snapshot();
    const response = await put(path, { text: 'pwned', base: null });
    expect([400, 404]).toContain(response.status);
    expect((await response.json()).error).toMatch(/not a file the studio edits|bad file name|no studio call/i);
    expect(snapshot()).toEqual(before);
    expect(existsSync(join(dir, '..', 'secret.md'))).toBe(false);
  });

  it('refuses a body that is not a save, a page with control characters, and writes from another site', async () => {
    const before = snapshot();
    const page = read('content/loan-agreement.md');
    expect((await put(encoded('content/loan-agreement.md'), { text: 5, base: hashText(page) })).status).toBe(400);
    expect((await put(encoded('content/loan-agreement.md'), { text: 'x' })).status).toBe(400);
    expect((await put(encoded('content/loan-agreement.md'), { text: 'a\u0000b', base: hashText(page) })).status).toBe(400);
    const foreign = await put(
      encoded('content/loan-agreement.md'),
      { text: 'x', base: hashText(page) },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(snapshot()).toEqual(before);
  });
});
