import { fileURLToPath } from 'node:url';

import { defineConfig, type Plugin } from 'vite';

import { CODE_CHUNKS } from './engine/core/code-split.ts';
import { onClientBundleLog } from './scripts/lib/bundle-logs.ts';
import { replyReaderGroups } from './scripts/lib/reply-reader-chunks.ts';
import { inlineRuntimePlugin } from './scripts/vite-plugin-inline-runtime.ts';
import { precompressPlugin } from './scripts/vite-plugin-precompress.ts';
import { preloadHelperPlugin } from './scripts/vite-plugin-preload-helper.ts';
import { screensPlugin } from './scripts/vite-plugin-screens.ts';
import { shellCssPlugin } from './scripts/vite-plugin-shell-css.ts';
import { endpoints } from './src/app/api/endpoints.ts';

// The production build is plain static files; runtime settings come from dist/config.js
// (CONTRACTS §1), which index.html loads before the app. Screens and their texts are content:
// the screens plugin checks them, writes them to dist/screens/ and serves them live in dev.

// The route start (src/app/route-start.ts, a second entry of index.html) and what it imports: a chunk
// of its own, so it runs as soon as that chunk is in, while the app's main chunk is still on the
// wire. Its modules are listed here; a module it imports that is missing from the list lands in
// the app's chunk and makes the route start wait for it (tests/e2e/route-start.test.ts fails).
const ROUTE_START =
  /[\\/]src[\\/]app[\\/](?:route-start|page-scope|routes|config)\.ts$|[\\/]src[\\/]app[\\/](?:api|screen-source|security)[\\/][^\\/]+\.ts$|[\\/]src[\\/]app[\\/]session[\\/]session\.ts$|[\\/]src[\\/]app[\\/]bridge[\\/]detect-in-app-browser\.ts$|[\\/]src[\\/]app[\\/]ui[\\/](?:loading-store|brand-palette)\.ts$|[\\/]src[\\/]generated[\\/]api-validators\.js$|[\\/]engine[\\/]core[\\/](?:first-load|url-policy|expression|version|load-once)\.ts$|virtual:screens-build$|preload-helper|axios-fetch-left-out$|[\\/]node_modules[\\/]axios[\\/]/;

// The content files of one folder under content/ (e.g. content/payment-channel/: one file per way to
// pay, all shown by one screen) in one chunk per language, not a request each. Files at the top of
// content/ (the legal texts, each shown by its own screens) stay one chunk each.
const CONTENT_FOLDER = /[\\/]content[\\/]([a-z0-9-]+)[\\/][a-z0-9-]+(\.fil)?\.md\?raw$/;
const contentFolderChunk = (id: string) => {
  const match = CONTENT_FOLDER.exec(id);
  return match ? `content-${match[1]}${match[2] ?? ''}` : null;
};

// axios's fetch adapter left out of the build. Our clients send every request with axios's
// XMLHttpRequest adapter (src/app/api/http-clients.ts: it reports upload progress), yet axios's list
// of adapters imports its fetch adapter, whose module probes the browser as it loads (it builds a
// Request with a ReadableStream body and a Response to learn what streams it supports): about 75 ms
// of a cheap phone's main thread in the route start's chunk, for an adapter nothing calls. In its
// place, a module that says the adapter is not in the build, as axios's browser build says of its
// Node adapter (lib/helpers/null.js): asked for by name, `fetch` is then "not available in the
// build", axios's own error; the `xhr` adapter and every other behaviour are unchanged.
const AXIOS_FETCH_LEFT_OUT = '\0axios-fetch-left-out';
const axiosWithoutFetch = (): Plugin => ({
  name: 'axios-without-fetch',
  enforce: 'pre',
  apply: 'build',
  resolveId(source, importer) {
    if (source === './fetch.js' && importer && /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer))
      return AXIOS_FETCH_LEFT_OUT;
    return null;
  },
  load(id) {
    return id === AXIOS_FETCH_LEFT_OUT ? 'export const getFetch = () => null;\nexport default null;\n' : null;
  },
});

// react-router's package resolves every import to its development build, whose warnings are on
// (ENABLE_DEV_WARNINGS): the production build of the same version is the one borrowers get.
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

export default defineConfig(({ command }) => ({
  // The shell's own rules inline (hashed in the CSP), so the app frame paints with the HTML.
  plugins: [
    // The route start: a second entry, started by index.html with the route's screen file.
    // The early script sends a route's first API calls as the app's client makes them (its endpoints).
    screensPlugin({ prefetchEntry: 'src/app/route-start.ts', endpoints }),
    shellCssPlugin(),
    // Vite's helper for the imports on demand, smaller: it is in every route's first chunk.
    preloadHelperPlugin(),
    // The bundler's runtime helpers in the chunks that use them: a request less in the HTML's round.
    inlineRuntimePlugin(),
    axiosWithoutFetch(),
    // A Brotli copy beside each content-hashed file, for servers to send as it is.
    precompressPlugin(),
  ],
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  build: {
    // The browsers the app supports run ES2022, which its code already needs (Object.hasOwn): no
    // syntax lowered, no helpers shipped.
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // One stylesheet: the rules of the lazy parts (markdown 0.6 KB, photo upload 0.7 KB gzip) come with
    // the app's, in the HTML's first round, instead of a stylesheet that each of their chunks waits
    // for on a route's busiest round.
    cssCodeSplit: false,
    // `npm run bench` reports the real per-route figures, so the generic warning is raised.
    chunkSizeWarningLimit: 700,
    // Every browser the app supports (Chromium webviews, Safari 17+) knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Two chunks before the first screen: the route start's and the app's (React, the engine, the
        // app). Left to itself the bundler cuts the app's part into small shared chunks (the
        // expressions, the preload helper, React), each a request and a gzip stream of its own,
        // about 2 KB more in all. Code only some screens need stays in its own lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'route-start', tags: ['$initial'], test: (id: string) => ROUTE_START.test(id), priority: 2 },
            { name: 'app', tags: ['$initial'], test: (id: string) => !ROUTE_START.test(id), priority: 1 },
            // What only some screens need, several needs' modules to a chunk: the engine's table of what loads with what.
            ...Object.entries(CODE_CHUNKS).map(([name, tests]) => ({
              name,
              test: (id: string) => tests.some((test) => test.test(id)),
              priority: 0,
            })),
            // An endpoint's reply reader with its reply check: both load with the call (scripts/lib/reply-reader-chunks.ts).
            ...replyReaderGroups(import.meta.dirname),
            { name: contentFolderChunk, test: (id: string) => CONTENT_FOLDER.test(id), priority: 0 },
          ],
        },
      },
      onLog: onClientBundleLog,
    },
  },
  server: { port: 5173 },
}));
