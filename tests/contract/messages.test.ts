import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import shared from '../../screens/messages.json';
import { readScreenFolders } from '../../scripts/lib/screen-folders.ts';

const en: Record<string, string> = shared.en;
const fil: Record<string, string> = shared.fil;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

describe('message catalog', () => {
  const engineKeys = new Set(
    sourceFiles('engine').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(engine\.[A-Za-z]+)'/g)].map((match) => match[1])),
  );

  it('has every engine.* key the engine uses, in English and Filipino', () => {
    expect(engineKeys.size).toBeGreaterThan(10);
    for (const key of engineKeys) {
      expect(en, key).toHaveProperty([key]);
      expect(fil, key).toHaveProperty([key]);
    }
  });

  it('has a Filipino text for every screen text', () => {
    const missing = readScreenFolders().flatMap((folder) => {
      const own = folder.messages
        ? (JSON.parse(folder.messages.text) as { en: Record<string, string>; fil?: Record<string, string> })
        : { en: {} };
      return Object.keys(own.en)
        .filter((key) => !(key in (own.fil ?? {})) && !(key in fil))
        .map((key) => `${folder.folder}: ${key}`);
    });
    expect(missing).toEqual([]);
  });
});
