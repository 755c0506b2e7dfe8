// What the studio checks before Publish: the checker's problems of the saved folder, grouped as a
// reviewer reads them, and which screens differ from the bundle in force.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { publishBundle } from '../../../../scripts/lib/publish.ts';
import { buildScreensBundle } from '../../../../scripts/lib/screens-bundle.ts';
import { checkBeforePublish } from '../../../../studio/server/publishing/publish-check.ts';
import { groupProblems, screenOfFile } from '../../../../studio/web/publishing/publish-checks.ts';

let dir: string;
let screensDir: string;
let publishDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'publish-check-'));
  screensDir = join(dir, 'screens');
  publishDir = join(dir, 'dist', 'screens');
  cpSync('screens', screensDir, { recursive: true });
  mkdirSync(publishDir, { recursive: true });
  publishBundle(publishDir, buildScreensBundle(screensDir, new Date('2026-01-01T00:00:00Z')));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const edit = (name: string, file: string, change: (text: string) => string) => {
  const path = join(screensDir, name, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};

// Each test checks and bundles every screen of the project: a few seconds quiet, 25 s in a
// clean-clone run at load average 12. The bound only stops one that hangs.
describe('checks before publishing', { timeout: 120_000 }, () => {
  it('finds nothing and no changed screen right after a publish', () => {
    expect(checkBeforePublish(screensDir, publishDir)).toEqual({
      problems: [],
      changed: [],
      live: expect.stringMatching(/^20260101-000000-/),
    });
  });

  it('lists the screens whose published form changed, and every screen when the shared texts changed', () => {
    edit('about-us', 'messages.json', (text) => text.replace('"About us"', '"About our company"'));
    expect(checkBeforePublish(screensDir, publishDir).changed).toEqual([{ name: 'about-us', id: 'aboutUs', why: 'changed' }]);
    const shared = join(screensDir, 'messages.json');
    writeFileSync(shared, readFileSync(shared, 'utf8').replace('"Retry"', '"Try again"'));
    const changed = checkBeforePublish(screensDir, publishDir).changed;
    expect(changed.length).toBeGreaterThan(20);
    expect(changed.find((screen) => screen.name === 'loan-detail')).toEqual({
      name: 'loan-detail',
      id: 'loanDetail',
      why: 'shared texts changed',
    });
  });

  it('groups the problems as texts, actions that lead nowhere, and the rest', () => {
    edit('about-us', 'messages.json', (text) => text.replace('"Tungkol sa amin"', '""'));
    edit('test-preview', 'screen.json', (text) =>
      text.replace('"to": "aboutUs",', '"to": "/aboutUss",').replace('"to": "loanDetail",', '"to": "loanDetial",'),
    );
    edit('loan-detail', 'screen.json', (text) => text.replace('"dialog": "rating"', '"dialog": "ratings"'));
    const { problems } = checkBeforePublish(screensDir, publishDir);
    const groups = groupProblems(problems);
    expect(groups.texts.map((problem) => problem.message)).toEqual([expect.stringMatching(/^'about\.title' has an empty Filipino text/)]);
    expect(groups.actions.map((problem) => `${screenOfFile(problem.file)}: ${problem.message.slice(0, 40)}`).sort()).toEqual([
      "loan-detail: unknown dialog 'ratings' (did you mean '",
      "test-preview: no screen has the path '/aboutUss' (did ",
      "test-preview: unknown route 'loanDetial' (did you mean",
    ]);
    expect(groups.other).toEqual([]);
  });
});
