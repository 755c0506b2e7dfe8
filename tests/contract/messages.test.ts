import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/messages/en.ts';
import { fil } from '../../src/messages/fil.ts';
import { screenMessages } from '../../src/messages/screen-messages.ts';

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
    const missing = Object.keys(screenMessages.en ?? {}).filter((key) => !(key in (screenMessages.fil ?? {})) && !(key in fil));
    expect(missing).toEqual([]);
  });
});
