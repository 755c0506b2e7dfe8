// Lint rules for the whole repository (`npm run lint`, part of `npm test`).
//
// typescript-eslint's strict, type-aware set plus React's hooks rules. Formatting is Prettier's job
// (`npm run format`): eslint-config-prettier comes last and turns off every rule that would fight it.
// A rule is switched off for a line only with a reason next to the disable comment
// (`-- reason`), which `reportUnusedDisableDirectives` and the eslint-comments rule below enforce.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import layers from './scripts/lint/layers-plugin.js';

// ---------------------------------------------------------------------------------------------
// Layers: what each folder may import (the README's and engine/README.md's tables say why), checked
// on the path an import RESOLVES to, never on its text: eslint-plugin-import-x's no-restricted-paths
// with the TypeScript resolver (tsconfig's `.ts` imports, the workspace's @borrower/engine) reads
// imports, `export … from` and literal `import()`; the local rule layers/zones
// (scripts/lint/layers-plugin.js) applies the same zones to template-literal `import()`,
// `typeof import()`, `new URL('…', import.meta.url)` and `import.meta.glob`, and refuses an
// `import()` whose folder is computed. A zone: files in `target` (but `targetExcept`) import nothing
// in `from` (but `except`, relative to `from`). Package names are names, not paths: React is refused
// by name. An example app reaches the repository only by package name (layers/zones, `examples`),
// and the app and the studio reach the engine by its package name only (layers/zones, `byName`).
// tests/unit/lint/boundaries.test.ts lints an offending import per rule against this file.

const REACT_MESSAGE = 'no React here: this layer is plain TypeScript.';
const SCRIPTS = 'browser code never imports scripts/ (Node tools); what both need lives in src/shared/ or engine/.';
const STUDIO_SERVER = 'the studio page never imports the studio server (studio/server/, Node): what both need lives in studio/shared/.';
const STUDIO_WEB = 'nothing outside the studio page imports it (studio/web/).';
const APP_FROM_STUDIO = 'the studio imports nothing of the borrower app but src/shared/ (its preview renders App: studio/web/preview/).';

/** Files in `target` import nothing in `from`. */
const zone = (target, from, message, { except, targetExcept } = {}) => ({
  target: [target].flat(),
  from: [from].flat(),
  message: `Layers: ${message}`,
  ...(except && { except }),
  ...(targetExcept && { targetExcept }),
});

/** The borrower app's modules the studio preview may import (relative to src/): `App` and what src/app/main.tsx builds its props with. */
const APP_FOR_PREVIEW = [
  'app/app.tsx',
  'app/api/create-api.ts',
  'app/api/validators.ts',
  'app/bridge/bridge.ts',
  'app/config.ts',
  'app/screen-source/screen-source.ts',
  'app/session/session.ts',
  'app/ui/brand-palette.ts',
  // The Markdown pages the studio sends (showStudioPages), read by the app's own content loader.
  'app/content-files.ts',
];

/** engine/'s folders each with the engine folders it may not import, and why. */
const ENGINE_INNER = [
  [
    'core',
    ['react', 'blocks', 'fields', 'actions'],
    (folder) => `engine/core is plain TypeScript under every other layer: no import of engine/${folder}.`,
  ],
  [
    'react',
    ['blocks', 'fields', 'actions'],
    (folder) => `engine/react is the thin adapter: no import of engine/${folder} (the app passes the registries: engine/registries.ts).`,
  ],
  ['fields', ['blocks', 'actions'], (folder) => `field types import engine/core and engine/react, not engine/${folder}.`],
  [
    'actions',
    ['react', 'blocks', 'fields'],
    (folder) => `action types are plain TypeScript over engine/core: no import of engine/${folder}.`,
  ],
  [
    'checker',
    ['react', 'blocks', 'fields', 'actions'],
    (folder) => `the checker reads the screen language (engine/core, schemas/), not engine/${folder}.`,
  ],
];

const ZONES = [
  // The borrower app: no studio, no Node scripts.
  zone('src/app', 'scripts', SCRIPTS),
  zone('src/app', 'studio', 'the borrower app never imports the studio (studio/).'),
  // Code the browser and the Node scripts both run.
  zone('src/shared', 'scripts', SCRIPTS),
  zone('src/shared', 'src', 'src/shared/ imports nothing else of src/: Node scripts import it.', { except: ['shared'] }),
  zone('src/shared', 'studio', 'src/shared/ imports nothing of the studio (studio/).'),
  // The studio page: none of the borrower app (src/shared/ is fine), no Node scripts, not the studio server.
  zone('studio/web', 'scripts', SCRIPTS),
  zone('studio/web', 'studio/server', STUDIO_SERVER),
  zone('studio/web', 'src', APP_FROM_STUDIO, { except: ['shared'], targetExcept: ['studio/web/preview'] }),
  // The preview is the served app in a frame: it renders App with props it builds as src/app/main.tsx does.
  zone(
    'studio/web/preview',
    'src',
    'the studio preview imports of the borrower app only App (src/app/app.tsx) and what builds its props, as src/app/main.tsx does.',
    { except: ['shared', ...APP_FOR_PREVIEW] },
  ),
  // What the studio page and its server share: types and constants, no React, nothing of either side.
  zone('studio/shared', 'scripts', SCRIPTS),
  zone('studio/shared', 'studio/server', STUDIO_SERVER),
  zone('studio/shared', 'studio/web', STUDIO_WEB),
  zone('studio/shared', 'src', APP_FROM_STUDIO, { except: ['shared'] }),
  // The studio server (Node): scripts/, engine/, src/shared/ and studio/shared/; never the page.
  zone('studio/server', 'studio/web', STUDIO_WEB),
  zone('studio/server', 'src', APP_FROM_STUDIO, { except: ['shared'] }),
  // The engine knows nothing of the app, the studio or the Node tools.
  zone('engine', 'src', 'the engine knows nothing of the app: no import of src/ (the borrower app, the studio, src/shared).'),
  zone('engine', 'studio', 'the engine knows nothing of the studio (studio/).'),
  zone('engine', 'scripts', SCRIPTS),
  // The composition root: the app (and the package's entry, engine/index.ts) import it.
  zone('engine', 'engine/registries.ts', 'engine/registries.ts is the composition root the app imports; nothing in engine/ imports it.', {
    targetExcept: ['engine/index.ts'],
  }),
  zone(
    'engine',
    'engine/checker',
    "engine/checker is the tools' (the build, schemas:check, the studio): the running engine does not import it.",
    { targetExcept: ['engine/checker'] },
  ),
  ...ENGINE_INNER.flatMap(([folder, forbidden, why]) => forbidden.map((other) => zone(`engine/${folder}`, `engine/${other}`, why(other)))),
  // Node tools: of the app only src/shared/ (engine/ is theirs to import); of the studio only its server (the studio bench).
  zone('scripts', 'src', 'Node scripts import nothing of src/ but src/shared/ (move what both need there).', { except: ['shared'] }),
  zone('scripts', 'studio/web', STUDIO_WEB),
  zone('scripts', 'studio', 'Node scripts import of the studio only its server (studio/server/).', { except: ['server', 'web'] }),
];

/** An example app stands for an app outside this repository: the engine by its package name only. */
const EXAMPLES = {
  folder: 'examples',
  message: 'Layers: an example imports the engine by its package name (@borrower/engine), nothing of the repository by path.',
};

/** The borrower app and the studio import the engine as any other team does: by its package name (@borrower/engine/…). */
const BY_NAME = [
  {
    target: ['src', 'studio'],
    folder: 'engine',
    message:
      "Layers: the app and the studio import the engine by its package name, e.g. '@borrower/engine/core/services.ts' for '../../engine/core/services.ts'.",
  },
];

/** The folders where React is refused by name. */
const NO_REACT = ['engine/core', 'engine/actions', 'engine/checker', 'src/shared', 'studio/shared'];
const REACT_PACKAGES = String.raw`^(?:react|react-dom)(?:/|$)|^@headlessui/react$`;

/** The same resolver for import-x and layers/zones: tsconfig's paths, `.ts` extensions and the workspace's packages. */
const resolver = createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json`, alwaysTryTypes: true });

/** A zone's `target` as no-restricted-paths reads it: a folder, or globs leaving out `targetExcept` (a child folder or file). */
const importXZone = ({ target, targetExcept, ...rest }) => ({
  ...rest,
  target: targetExcept
    ? target.flatMap((folder) => {
        const names = targetExcept.map((path) => path.slice(folder.length + 1)).join('|');
        return [`${folder}/!(${names})`, `${folder}/!(${names})/**`];
      })
    : target,
});

const layerConfigs = [
  {
    plugins: { 'import-x': importX, layers },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: ZONES.map(importXZone) }],
      'layers/zones': ['error', { basePath: import.meta.dirname, zones: ZONES, examples: EXAMPLES, byName: BY_NAME }],
    },
  },
  {
    // The studio page's state (its store) holds no view: what a view and the store share lives in a .ts module.
    files: ['studio/web/store/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`\.tsx$`,
              message: 'Layers: the studio store imports no view (.tsx); move what it needs into a .ts module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: NO_REACT.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: REACT_PACKAGES, message: `Layers: ${REACT_MESSAGE}` }] }],
      'no-restricted-syntax': [
        'error',
        // `import()` and `typeof import()` of React (esquery's regex has no `/`: written \x2F).
        ...['ImportExpression > Literal.source', 'TSImportType Literal'].map((node) => ({
          selector: `${node}[value=/${REACT_PACKAGES.replaceAll('/', String.raw`\x2F`)}/]`,
          message: `Layers: ${REACT_MESSAGE}`,
        })),
      ],
    },
  },
];

/**
 * One extension style: a relative import names its file whole (`./api.ts`, not `./api`), as Node
 * and the browser resolve it, so a reader and a search find the file the import means.
 */
const importStyle = {
  rules: {
    'relative-import-extension': {
      meta: {
        type: 'problem',
        docs: { description: 'A relative import names its file with its extension.' },
        messages: {
          missing:
            'Name the file with its extension ("{{source}}.ts" or ".tsx"): relative imports in this repository name their file whole.',
        },
        schema: [],
      },
      create(context) {
        const check = (node) => {
          const source = node.source;
          if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
          if (/^\.{1,2}\//.test(source.value) && !/\.[a-z]+$/i.test(source.value))
            context.report({ node: source, messageId: 'missing', data: { source: source.value } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'studio-dist/**',
      'node_modules/**',
      'coverage/**',
      'bench-results/**',
      'tests/e2e/screenshots/**',
      // A built app's output, kept byte for byte as the bench parser's input.
      'tests/unit/scripts/bench/fixtures/**',
      // Written by `npm run gen` from the schemas; checked for staleness by `npm run gen:check`.
      'engine/generated/**',
      'src/generated/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // Imports sorted by a rule (side effects, packages, then the repository's own by path), and
    // one extension style.
    plugins: { 'simple-import-sort': simpleImportSort, 'import-style': importStyle },
    rules: {
      // The engine's package name sorts as a group of its own after the other packages, where its
      // imports by path stood: the modules' order, and so the build's chunks, stay as they were.
      'simple-import-sort/imports': [
        'error',
        { groups: [[String.raw`^\u0000`], ['^node:'], [String.raw`^(?!@borrower/)@?\w`], ['^@borrower/'], ['^'], [String.raw`^\.`]] },
      ],
      'simple-import-sort/exports': 'error',
      'import-style/relative-import-extension': 'error',
    },
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Plain JS config files at the root are outside tsconfig.json.
          allowDefaultProject: ['*.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Not where React cannot be: the layers that refuse it (above) and the Node-only code (the tools,
    // the studio server, the server and browser tests' .ts files), about a third of the files and of
    // these rules' time (the compiler-based ones read every function).
    ignores: [
      ...NO_REACT.map((folder) => `${folder}/**`),
      ...['scripts', 'studio/server', 'tests/e2e', 'tests/unit/studio/server', 'tests/unit/scripts'].map((folder) => `${folder}/**/*.ts`),
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      // Browser code reports through the app's own channels (bridge, logger); the places that
      // print on purpose are listed below or carry a disable comment with the reason.
      'no-console': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'error',
      'object-shorthand': 'error',
      // `typeof import('…')` stays allowed for vitest's `importOriginal<…>()` and lazy module types.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A `default:` branch counts as handling the rest of a union.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Off while tsconfig has `noUncheckedIndexedAccess: false`: a record or array lookup is then typed as
      // always present, so the rule calls the runtime guards on lookups and on untyped input "unnecessary",
      // and removing them would crash. Turn it on together with that compiler option.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Callbacks in types are properties, so passing `store.subscribe` or `onChange` around is safe
      // (and unbound-method stays quiet for the right reason).
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // Team choices on strict's options (the rules stay on):
      // numbers read fine in messages and URLs; objects, undefined and null still need a decision.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is how React code reads; a void value in any other place still fails.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // A function stays within about 150 lines (docs/development.md, "Long functions"): a longer one is split
    // into small modules, hooks or components with names that say what they do.
    files: ['engine/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx,js}'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Command-line tools and the studio server print as their output; tests forward the browser's console on purpose.
    // In the app, these modules are the console's only writers: the engine's logger sink, the
    // bridge's trace, the API client's and config loader's warnings, and the boot and not-found reports.
    files: [
      'scripts/**',
      'studio/server/**',
      'bench/**',
      'tests/**',
      'src/app/services.ts',
      'src/app/bridge/bridge.ts',
      'src/app/api/create-api.ts',
      'src/app/config.ts',
      'src/app/main.tsx',
      'src/app/app.tsx',
      'src/app/ui/not-found.tsx',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests: a `!` on a lookup is the test's own assertion (a missing element fails right there), and
    // response bodies read as JSON are checked by the expectations that follow, not by their static type;
    // fakes stand in for async services as `async () => value`.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // openid-client marks allowInsecureRequests deprecated only to make it stand out: single sign-on
    // uses it for a provider on this machine alone (http://127.0.0.1 or localhost, the tests').
    files: ['studio/server/team/sso.ts'],
    rules: {
      '@typescript-eslint/no-deprecated': [
        'error',
        { allow: [{ from: 'package', package: 'openid-client', name: 'allowInsecureRequests' }] },
      ],
    },
  },
  ...layerConfigs,
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
