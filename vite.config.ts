import { defineConfig } from 'vite';
import { screensPlugin } from './scripts/vite-plugin-screens.ts';
import { shellCssPlugin } from './scripts/vite-plugin-shell-css.ts';

// The production build is plain static files; runtime settings come from dist/config.js
// (CONTRACTS §1), which index.html loads before the app. Screens and their texts are content:
// the screens plugin checks them, writes them to dist/screens/ and serves them live in dev.
export default defineConfig({
  // The shell's own rules inline (hashed in the CSP), so the app frame paints with the HTML.
  plugins: [
    // The route start: a second entry, started by index.html with the route's screen file.
    screensPlugin({ prefetchEntry: 'src/route-start.ts' }),
    shellCssPlugin(),
  ],
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    // `npm run bench` reports the real per-route figures, so the generic warning is raised.
    chunkSizeWarningLimit: 700,
    // Every browser the app supports (Chromium webviews, Safari 17+) knows modulepreload.
    modulePreload: { polyfill: false },
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
