// Lint rules for the whole repository (`npm run lint`, part of `npm test`).
//
// typescript-eslint's strict, type-aware set plus React's hooks rules. Formatting is Prettier's job
// (`npm run format`): eslint-config-prettier comes last and turns off every rule that would fight it.
// A rule is switched off for a line only with a reason next to the disable comment
// (`-- reason`), which `reportUnusedDisableDirectives` and the eslint-comments rule below enforce.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Layers: what each folder may import (the README's and engine/README.md's tables say why).
// Plain ESLint: `no-restricted-imports` (typescript-eslint's, which also sees `import x = require()`)
// on import and export declarations, type-only ones included, and `no-restricted-syntax` on `import()` and
// `typeof import()`, both from one list per folder. Imports in this repository are relative, so a
// pattern names a folder by the `../` that lead to it. A folder's list repeats what its parent's
// forbids, as ESLint takes a rule's options from the last block that matches a file.
// tests/unit/lint/boundaries.test.ts lints an offending import per rule against this file.

/** `../` once or more, then the folder (a name at the top of the repository or inside engine/). */
const up = (path) => String.raw`^(?:\.\./)+` + path;
const forbid = (regex, message) => ({ regex, message });

const REACT = forbid(String.raw`^(?:react|react-dom)(?:/|$)|^@headlessui/react$`, 'no React here: this layer is plain TypeScript.');
const SCRIPTS = forbid(up('scripts/'), 'browser code never imports scripts/ (Node tools); what both need lives in src/shared/ or engine/.');
const SRC = forbid(up('src/'), 'the engine knows nothing of the app: no import of src/ (the borrower app, the studio, src/shared).');
const STUDIO = forbid(up('studio/'), 'the engine knows nothing of the studio (studio/).');
const engineFolder = (folder, why) => forbid(up(String.raw`(?:engine/)?${folder}(?:/|\.ts$)`), why);
const ENGINE_BASE = [
  SRC,
  STUDIO,
  SCRIPTS,
  engineFolder('registries', 'engine/registries.ts is the composition root the app imports; nothing in engine/ imports it.'),
];
const UI_OF_ENGINE = ['react', 'blocks', 'fields', 'actions'].map((folder) =>
  engineFolder(folder, `engine/core is plain TypeScript under every other layer: no import of engine/${folder}.`),
);
const CHECKER = engineFolder(
  'checker',
  "engine/checker is the tools' (the build, schemas:check, the studio): the running engine does not import it.",
);

/** The borrower app's modules the studio preview may import: `App` and what src/app/main.tsx builds its props with. */
const APP_FOR_PREVIEW = [
  'app/app\\.tsx',
  'app/api/create-api\\.ts',
  'app/api/validators\\.ts',
  'app/bridge/bridge\\.ts',
  'app/config\\.ts',
  'app/screen-source/screen-source\\.ts',
  'app/session/session\\.ts',
  'app/ui/brand-palette\\.ts',
  // The Markdown pages the studio sends (showStudioPages), read by the app's own content loader.
  'app/content-files\\.ts',
];
/** From the studio (studio/): anything of src/ but src/shared/ (and `allowed`, for the preview). */
const borrowerAppFromStudio = (allowed = []) =>
  forbid(
    String.raw`^(?:\.\./)+src/(?!shared/${allowed.map((path) => `|${path}$`).join('')})`,
    allowed.length
      ? 'the studio preview imports of the borrower app only App (src/app/app.tsx) and what builds its props, as src/app/main.tsx does.'
      : 'the studio imports nothing of the borrower app but src/shared/ (its preview renders App: studio/web/preview/).',
  );
const STUDIO_SERVER = forbid(
  String.raw`^(?:\.\./)+(?:studio/)?server/`,
  'the studio page never imports the studio server (studio/server/, Node): what both need lives in studio/shared/.',
);
const STUDIO_WEB = forbid(String.raw`^(?:\.\./)+(?:studio/)?web/`, 'nothing outside the studio page imports it (studio/web/).');

/** Each folder with everything it may not import. Later blocks win where folders nest. */
const LAYERS = [
  {
    // The borrower app: no studio, no Node scripts.
    files: ['src/app/**/*.{ts,tsx}'],
    forbidden: [SCRIPTS, forbid(String.raw`^(?:\./|(?:\.\./)+)studio/`, 'the borrower app never imports the studio (studio/).')],
  },
  {
    // Code the browser and the Node scripts both run.
    files: ['src/shared/**/*.{ts,tsx}'],
    forbidden: [
      SCRIPTS,
      REACT,
      forbid(String.raw`^\.\./(?!\.\./|shared/)`, 'src/shared/ imports nothing else of src/: Node scripts import it.'),
      forbid(String.raw`^(?:\.\./)+studio/`, 'src/shared/ imports nothing of the studio (studio/).'),
    ],
  },
  // The studio page: none of the borrower app (src/shared/ is fine), no Node scripts, not the studio server.
  {
    files: ['studio/web/**/*.{ts,tsx}'],
    forbidden: [SCRIPTS, STUDIO_SERVER, borrowerAppFromStudio()],
  },
  {
    // The preview is the served app in a frame: it renders App with props it builds as src/app/main.tsx does.
    files: ['studio/web/preview/**/*.{ts,tsx}'],
    forbidden: [SCRIPTS, STUDIO_SERVER, borrowerAppFromStudio(APP_FOR_PREVIEW)],
  },
  {
    // What the studio page and its server share: types and constants, no React, nothing of either side.
    files: ['studio/shared/**/*.{ts,tsx}'],
    forbidden: [SCRIPTS, REACT, STUDIO_SERVER, STUDIO_WEB, borrowerAppFromStudio()],
  },
  {
    // The studio server (Node): scripts/, engine/, src/shared/ and studio/shared/; never the page.
    files: ['studio/server/**/*.ts'],
    forbidden: [STUDIO_WEB, borrowerAppFromStudio()],
  },
  { files: ['engine/**/*.{ts,tsx}'], forbidden: [...ENGINE_BASE, CHECKER] },
  { files: ['engine/core/**/*.{ts,tsx}'], forbidden: [...ENGINE_BASE, REACT, CHECKER, ...UI_OF_ENGINE] },
  {
    files: ['engine/react/**/*.{ts,tsx}'],
    forbidden: [
      ...ENGINE_BASE,
      CHECKER,
      ...['blocks', 'fields', 'actions'].map((folder) =>
        engineFolder(
          folder,
          `engine/react is the thin adapter: no import of engine/${folder} (the app passes the registries: engine/registries.ts).`,
        ),
      ),
    ],
  },
  {
    files: ['engine/fields/**/*.{ts,tsx}'],
    forbidden: [
      ...ENGINE_BASE,
      CHECKER,
      ...['blocks', 'actions'].map((folder) =>
        engineFolder(folder, `field types import engine/core and engine/react, not engine/${folder}.`),
      ),
    ],
  },
  {
    files: ['engine/actions/**/*.{ts,tsx}'],
    forbidden: [
      ...ENGINE_BASE,
      REACT,
      CHECKER,
      ...['react', 'blocks', 'fields'].map((folder) =>
        engineFolder(folder, `action types are plain TypeScript over engine/core: no import of engine/${folder}.`),
      ),
    ],
  },
  {
    files: ['engine/checker/**/*.{ts,tsx}'],
    forbidden: [
      ...ENGINE_BASE,
      REACT,
      ...['react', 'blocks', 'fields', 'actions'].map((folder) =>
        engineFolder(folder, `the checker reads the screen language (engine/core, schemas/), not engine/${folder}.`),
      ),
    ],
  },
  { files: ['engine/registries.ts'], forbidden: [SRC, STUDIO, SCRIPTS, CHECKER] },
  {
    // Node tools: of the app only src/shared/ (engine/ is theirs to import); of the studio only its server (the studio bench).
    files: ['scripts/**/*.ts'],
    forbidden: [
      forbid(up('src/(?!shared/)'), 'Node scripts import nothing of src/ but src/shared/ (move what both need there).'),
      STUDIO_WEB,
      forbid(up('studio/(?!server/)'), 'Node scripts import of the studio only its server (studio/server/).'),
    ],
  },
  {
    // An example app stands for an app outside this repository: the engine by its package name only.
    files: ['examples/**/*.{ts,tsx}'],
    forbidden: [
      forbid(
        up('(?:engine|src|studio|scripts|schemas)/'),
        'an example imports the engine by its package name (@borrower/engine), nothing of the repository by path.',
      ),
    ],
  },
];

/** `import()` and `typeof import()` with a forbidden path (esquery's regex has no `/`: written \x2F). */
const toSelectors = ({ regex, message }) => {
  const value = `/${regex.replaceAll('/', String.raw`\x2F`)}/`;
  return [
    { selector: `ImportExpression > Literal.source[value=${value}]`, message: `Layers: ${message}` },
    { selector: `TSImportType Literal[value=${value}]`, message: `Layers: ${message}` },
  ];
};

const layerConfigs = LAYERS.map(({ files, forbidden }) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map(({ regex, message }) => ({
          regex,
          message: `Layers: ${message}`,
        })),
      },
    ],
    'no-restricted-syntax': ['error', ...forbidden.flatMap(toSelectors)],
  },
}));

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
      'simple-import-sort/imports': 'error',
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
