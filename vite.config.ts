import { defineConfig } from 'vite';
import { screensPlugin } from './scripts/vite-plugin-screens.ts';
import { shellCssPlugin } from './scripts/vite-plugin-shell-css.ts';

// The production build is plain static files; runtime settings come from dist/config.js
// (CONTRACTS §1), which index.html loads before the app. Screens and their texts are content:
// the screens plugin checks them, writes them to dist/screens/ and serves them live in dev.

// What the prefetch entry (src/screen-source/prefetch.ts) shares with the app: a small chunk of its
// own, so the prefetch runs as soon as it arrives.
const PREFETCH_SHARED =
  /[\\/]src[\\/]screen-source[\\/]screens-base\.ts$|[\\/]src[\\/]config\.ts$|[\\/]engine[\\/]core[\\/]url-policy\.ts$|screens-build/;

export default defineConfig({
  // The shell's own rules inline (hashed in the CSP), so the app frame paints with the HTML.
  plugins: [
    // The route start: a second entry, started by index.html with the route's screen file.
    screensPlugin({ prefetchEntry: 'src/route-start.ts' }),
    shellCssPlugin(),
  ],
  build: {
    // The browsers the app supports run ES2022, which its code already needs (Object.hasOwn): no
    // syntax lowered, no helpers shipped.
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // `npm run bench` reports the real per-route figures, so the generic warning is raised.
    chunkSizeWarningLimit: 700,
    // Every browser the app supports (Chromium webviews, Safari 17+) knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the app's entry loads before its first screen in one chunk (beside React's
        // runtime helpers and what the prefetch shares): left to itself the bundler cuts it into
        // small shared chunks (the expressions, the preload helper, React), each a request and a
        // gzip stream of its own, 1.5 KB more in all. Code only some screens need stays in its
        // own lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'screens-base', tags: ['$initial'], test: (id: string) => PREFETCH_SHARED.test(id), priority: 2 },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !PREFETCH_SHARED.test(id) && !id.includes('prefetch.ts'),
              priority: 1,
            },
          ],
        },
      },
      onLog(level, log, handler) {
        // Libraries' "use client" markers mean nothing in a client-only bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: { port: 5173 },
});
