// `npx vite build --config examples/embed/vite.config.ts`: the example as a static page in
// examples/embed/dist/, the engine taken from its package like any dependency.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Headless UI marks its modules "use client", a hint for server components this page has none of.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
