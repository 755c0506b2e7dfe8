// Lint rules for the whole repository (`npm run lint`, part of `npm test`).
//
// typescript-eslint's strict, type-aware set plus React's hooks rules. Formatting is Prettier's job
// (`npm run format`): eslint-config-prettier comes last and turns off every rule that would fight it.
// A rule is switched off for a line only with a reason next to the disable comment
// (`-- reason`), which `reportUnusedDisableDirectives` and the eslint-comments rule below enforce.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

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
    // Command-line tools print as their output; tests forward the browser's console on purpose.
    // In the app, these modules are the console's only writers: the engine's logger sink, the
    // bridge's trace, the API client's and config loader's warnings, and the boot and not-found reports.
    files: [
      'scripts/**',
      'bench/**',
      'tests/**',
      'src/services.ts',
      'src/bridge/bridge.ts',
      'src/api/create-api.ts',
      'src/config.ts',
      'src/main.tsx',
      'src/app.tsx',
      'src/ui/not-found.tsx',
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
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
