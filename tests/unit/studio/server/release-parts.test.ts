// The parts of a release: what a person may write as a note, how the history names who did it,
// and a change of the live version that fails half-way putting the files back as they were.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { checkNote, checkUser, ReleaseError } from '../../../../studio/server/publishing/release-checks.ts';
import { createReleaseFiles } from '../../../../studio/server/publishing/release-files.ts';
import { createNamer } from '../../../../studio/server/publishing/release-history.ts';

const refusal = (work: () => unknown): { status: number; message: string } => {
  try {
    work();
  } catch (error) {
    if (error instanceof ReleaseError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('a note for the history', () => {
  it('is trimmed, may be left out only where it is optional', () => {
    expect(checkNote('  New rates  ', true)).toBe('New rates');
    expect(checkNote(undefined, false)).toBe('');
    expect(refusal(() => checkNote(undefined, true))).toEqual({ status: 400, message: 'The note must be text.' });
    expect(refusal(() => checkNote('   ', true)).message).toMatch(/^Write a note/);
  });

  it('is refused over 500 characters or with control or text-direction characters, a line break allowed', () => {
    expect(refusal(() => checkNote('x'.repeat(501), true)).message).toBe('The note is 501 characters long: keep it within 500.');
    expect(checkNote('x'.repeat(500), true)).toHaveLength(500);
    expect(refusal(() => checkNote('rates\u202eetar', true)).message).toMatch(/text-direction/);
    expect(refusal(() => checkNote('a\tb', true)).status).toBe(400);
    expect(checkNote('first line\nsecond line', true)).toBe('first line\nsecond line');
  });

  it('names a studio user of plain text within 64 characters', () => {
    expect(checkUser(' maria ')).toBe('maria');
    expect(() => checkUser('')).toThrow(/1 to 64 characters/);
    expect(() => checkUser('m'.repeat(65))).toThrow(/1 to 64 characters/);
  });
});

describe('who did it, as the history names them', () => {
  it('keeps the name stored with the entry, else looks the account up once, else shows the account', () => {
    const asked: string[] = [];
    const nameIn = createNamer((account) => {
      asked.push(account);
      return account === 'maria' ? 'Maria Santos' : undefined;
    });
    const event = (by: string, byName?: string) => ({ kind: 'publish' as const, version: 'v', from: null, by, at: '', note: '', byName });
    expect(nameIn(event('jose', 'Jose Cruz'))?.byName).toBe('Jose Cruz');
    expect(nameIn(event('maria'))?.byName).toBe('Maria Santos');
    expect(nameIn(event('maria'))?.byName).toBe('Maria Santos');
    expect(nameIn(event('gone'))?.byName).toBe('gone');
    expect(nameIn(undefined)).toBeUndefined();
    expect(asked).toEqual(['maria', 'gone']);
  });
});

describe('a change of the live version that fails half-way', () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-release-parts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const publishDir = join(dir, 'dist', 'screens');
  const logFile = join(dir, '.studio', 'publish-log.json');
  mkdirSync(publishDir, { recursive: true });
  writeFileSync(join(publishDir, 'manifest.json'), JSON.stringify({ version: '20260101-000000-aaaaaaaa' }));
  writeFileSync(join(publishDir, 'old.json'), '{}');
  const files = createReleaseFiles(publishDir, logFile);

  it('puts the log and the live manifest back, removes the new files and says what stays live', () => {
    const refused = refusal(() =>
      files.guarded(() => {
        files.writeLog({ events: [] });
        writeFileSync(join(publishDir, 'manifest.json'), JSON.stringify({ version: '20260202-000000-bbbbbbbb' }));
        writeFileSync(join(publishDir, 'new.json'), '{}');
        throw new Error('half-way');
      }),
    );
    expect(refused.status).toBe(500);
    expect(refused.message).toBe(
      'Nothing changed for borrowers: 20260101-000000-aaaaaaaa stays live. The server could not finish (half-way).',
    );
    expect(existsSync(logFile)).toBe(false);
    expect(JSON.parse(readFileSync(join(publishDir, 'manifest.json'), 'utf8'))).toEqual({ version: '20260101-000000-aaaaaaaa' });
    expect(readdirSync(publishDir).sort()).toEqual(['manifest.json', 'old.json']);
  });

  it('returns what the work returns when it succeeds, its writes kept', () => {
    expect(files.guarded(() => (files.writeLog({ events: [] }), 'done'))).toBe('done');
    expect(files.readLog()).toEqual({ events: [], broughtBack: [] });
  });
});
