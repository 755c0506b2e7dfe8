// examples/embed builds as an app of its own, the engine resolved by its package name.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'embed-example-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the embedding example', () => {
  it('builds: a page, its script, the engine with the example field type, and the form code in a chunk of its own', async () => {
    await build({
      configFile: join(import.meta.dirname, '..', '..', 'examples', 'embed', 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<script type="module"[^>]* src="\.\/assets\/index-[\w-]+\.js"/);
    const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    const main = scripts.find((name) => name.startsWith('index-'));
    expect(main).toBeDefined();
    expect(readFileSync(join(outDir, 'assets', main ?? ''), 'utf8')).toContain('pesoAmount');
    expect(scripts.some((name) => name.startsWith('form-'))).toBe(true);
  });
});
