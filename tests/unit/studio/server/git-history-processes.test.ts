// A save's commit costs two git processes (add, commit): the new hash comes from the commit's own
// answer. What is committed is the same as before: only the saved paths (a new file too), another
// person's staged work stays staged, and a save with no change commits nothing.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createGitHistory } from '../../../../studio/server/team/git-history.ts';

let root: string;
let repo: string;
let calls: string;
let path: string | undefined;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@lender.example', ...args], { cwd: repo, encoding: 'utf8' }).trim();
/** The git commands run since the last call, by their command word. */
function gitRuns(): string[] {
  const runs = readFileSync(calls, 'utf8').split('\n').filter(Boolean);
  writeFileSync(calls, '');
  return runs;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'git-processes-'));
  repo = join(root, 'repo');
  mkdirSync(join(repo, 'screens', 'about-us'), { recursive: true });
  git('init', '-q');
  writeFileSync(join(repo, 'screens', 'about-us', 'messages.json'), '{}\n');
  writeFileSync(join(repo, 'NOTES.md'), 'notes\n');
  git('add', '.');
  git('commit', '-q', '-m', 'start');
  // A git on the PATH that writes down each run and hands it to the real one.
  const bin = join(root, 'bin');
  mkdirSync(bin);
  calls = join(root, 'calls.log');
  writeFileSync(calls, '');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const script = [
    '#!/bin/sh',
    'skip=0',
    'for word in "$@"; do',
    '  if [ "$skip" = 1 ]; then skip=0; continue; fi',
    '  if [ "$word" = "-c" ]; then skip=1; continue; fi',
    `  echo "$word" >> '${calls}'`,
    '  break',
    'done',
    `exec '${real}' "$@"`,
  ];
  writeFileSync(join(bin, 'git'), `${script.join('\n')}\n`);
  chmodSync(join(bin, 'git'), 0o755);
  path = process.env.PATH;
  process.env.PATH = `${bin}:${path ?? ''}`;
});
afterEach(() => {
  process.env.PATH = path;
  rmSync(root, { recursive: true, force: true });
});

const author = { name: 'maria.santos', displayName: 'Maria Santos' };

describe('a save committed in two git processes', () => {
  it('commits the saved paths, new and changed, with the hash HEAD has, leaving staged work staged', async () => {
    const history = createGitHistory(repo);
    writeFileSync(join(repo, 'NOTES.md'), 'a developer is writing\n');
    git('add', 'NOTES.md');
    writeFileSync(join(repo, 'screens', 'about-us', 'messages.json'), '{"title": "About"}\n');
    writeFileSync(join(repo, 'screens', 'about-us', 'screen.json'), '{}\n');
    const files = ['messages.json', 'screen.json'].map((name) => join(repo, 'screens', 'about-us', name));
    gitRuns();
    const commit = await history.commit(files, author, 'Studio: save screens/about-us', 'New title');
    expect(gitRuns()).toEqual(['add', 'commit']);
    expect(commit).toBe(git('rev-parse', 'HEAD'));
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'screens/about-us/messages.json',
      'screens/about-us/screen.json',
    ]);
    expect(git('log', '-1', '--format=%an|%B')).toBe(
      'Maria Santos|Studio: save screens/about-us\n\nNew title\n\nSaved in the screen studio by Maria Santos.\n\nStudio-Account: maria.santos',
    );
    expect(git('diff', '--cached', '--name-only')).toBe('NOTES.md');
  });

  it('commits nothing and answers undefined for a save that changes nothing, also beside staged work', async () => {
    const history = createGitHistory(repo);
    writeFileSync(join(repo, 'NOTES.md'), 'a developer is writing\n');
    git('add', 'NOTES.md');
    const head = git('rev-parse', 'HEAD');
    gitRuns();
    expect(
      await history.commit([join(repo, 'screens', 'about-us', 'messages.json')], author, 'Studio: save screens/about-us'),
    ).toBeUndefined();
    expect(gitRuns()).toEqual(['add', 'commit']);
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('diff', '--cached', '--name-only')).toBe('NOTES.md');
  });

  it("still fails with git's words when the commit itself fails", async () => {
    const history = createGitHistory(repo);
    writeFileSync(join(repo, 'screens', 'about-us', 'messages.json'), '{"x": 1}\n');
    writeFileSync(join(repo, '.git', 'index.lock'), '');
    await expect(history.commit([join(repo, 'screens', 'about-us', 'messages.json')], author, 'Studio: save')).rejects.toThrow(
      /git (add|commit): .*index\.lock/,
    );
  });
});
