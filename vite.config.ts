import { defineConfig } from 'vite';

// The production build is plain static files; runtime settings come from dist/config.js
// (CONTRACTS §1), which index.html loads before the app.
export default defineConfig({
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    // The app chunk is ~560 KB raw / ~160 KB gzip (React, router, axios, validators, engine);
    // `npm run bench` reports the real per-route figures, so the generic warning is raised.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Libraries' "use client" markers mean nothing in a client-only bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: { port: 5173 },
});
