import { join } from 'node:path';

import { build } from 'vite';

export const BENCH_PAGES = { engine: 'engine-form.html', hand: 'hand-form.html' } as const;
export type BenchVariant = keyof typeof BENCH_PAGES;

/**
 * Builds bench/*.html for production into `outDir`: its own root and inputs, no vite.config.ts,
 * the same target as the app so the engine's code is transformed as in production, and the same
 * renderer (React DOM) for both pages.
 */
export async function buildBenchPages(repoRoot: string, outDir: string): Promise<void> {
  const benchDir = join(repoRoot, 'bench');
  await build({
    configFile: false,
    root: benchDir,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2020',
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(BENCH_PAGES).map(([variant, page]) => [variant, join(benchDir, page)])),
        onLog(level, log, handler) {
          // Libraries' "use client" markers mean nothing in a client-only bundle.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
  });
}
