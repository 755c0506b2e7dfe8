import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// CONTRACTS §1: the production build carries no mock code or data.
const APP_DIRS = ['src', 'engine', 'screens'];
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs|json)$/;
const MOCK_IMPORT = /from\s+['"][^'"]*(demo-server|\bmsw\b)[^'"]*['"]|import\(\s*['"][^'"]*(demo-server|\bmsw\b)/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full);
      return Promise.resolve(SOURCE_FILE.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

describe('demo back end isolation', () => {
  it('is imported by nothing under src/, engine/ or screens/', async () => {
    const files = (await Promise.all(APP_DIRS.map((dir) => listFiles(path.resolve(dir))))).flat();
    const offenders: string[] = [];
    for (const file of files) {
      if (MOCK_IMPORT.test(await readFile(file, 'utf8'))) offenders.push(path.relative(process.cwd(), file));
    }

    expect(offenders, 'these app files import msw or the demo server, which must never enter dist/').toEqual([]);
  });
});
