// The layer rules of eslint.config.js (what each folder may import), run through ESLint's own API on
// one offending import per rule, each in a file that is not there but sits in the folder the rule
// is about, and on imports every layer may make. The rules read where an import resolves to, so the
// breaches a text pattern missed are here too: deeper folders, `./../`, paths through `..`,
// template-literal `import()`, `new URL(…, import.meta.url)` workers, `import.meta.glob` and an
// example importing the engine by path. `npm run lint` applies the same rules to the code.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: 'eslint.config.js',
  // The files are made up, so the type-aware rules (which need them in tsconfig's program) stay off.
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

/** The layer errors ESLint reports for `code` as the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result.messages.filter((message) => message.message.includes('Layers:')).map((message) => message.message);
}

const offending: [rule: string, filePath: string, code: string][] = [
  [
    'the studio store imports no view',
    'studio/web/store/probe.ts',
    "import type { ConflictDialog } from '../saving/conflict-view.tsx';\nexport type Probe = typeof ConflictDialog;",
  ],
  ['engine/core imports no React', 'engine/core/probe.ts', "import { useState } from 'react';\nexport const probe = useState;"],
  [
    'engine/core imports no react-dom',
    'engine/core/probe.ts',
    "import { createRoot } from 'react-dom/client';\nexport const probe = createRoot;",
  ],
  ['engine/core imports nothing of engine/react', 'engine/core/probe.ts', "export { useEngine } from '../react/context.tsx';"],
  [
    'engine/core imports nothing of engine/blocks',
    'engine/core/probe.ts',
    "import { blocks } from '../blocks/registry.ts';\nexport const probe = blocks;",
  ],
  [
    'engine/core imports nothing of engine/fields',
    'engine/core/probe.ts',
    "import type { FieldRegistry } from '../fields/registry.ts';\nexport type Probe = FieldRegistry;",
  ],
  [
    'engine/core imports nothing of engine/actions',
    'engine/core/probe.ts',
    "export const probe = () => import('../actions/on-demand.ts');",
  ],
  ['engine/core names no React type', 'engine/core/probe.ts', "export type Probe = typeof import('../react/context.tsx');"],
  [
    'the engine imports nothing of src/',
    'engine/blocks/probe.tsx',
    "import { App } from '../../src/app/app.tsx';\nexport const probe = App;",
  ],
  [
    'the engine imports nothing of the studio',
    'engine/core/probe.ts',
    "import { studioApi } from '../../studio/web/shell/api.ts';\nexport const probe = studioApi;",
  ],
  [
    'the engine imports nothing of src/shared/',
    'engine/actions/probe.ts',
    "import { ENDPOINTS } from '../../src/shared/app-names.ts';\nexport const probe = ENDPOINTS;",
  ],
  [
    'the engine imports nothing of scripts/',
    'engine/fields/choice/probe.tsx',
    "import { ROOT } from '../../../scripts/lib/schema-files.ts';\nexport const probe = ROOT;",
  ],
  [
    'nothing in engine/ imports the composition root',
    'engine/blocks/probe.tsx',
    "import { engineRegistries } from '../registries.ts';\nexport const probe = engineRegistries;",
  ],
  [
    'engine/react imports nothing of engine/blocks',
    'engine/react/probe.tsx',
    "import { blocks } from '../blocks/registry.ts';\nexport const probe = blocks;",
  ],
  ['engine/react loads nothing of engine/blocks', 'engine/react/probe.tsx', "export const probe = () => import('../blocks/form.tsx');"],
  [
    'engine/react imports nothing of engine/fields',
    'engine/react/probe.tsx',
    "import { fields } from '../fields/registry.ts';\nexport const probe = fields;",
  ],
  [
    'engine/react imports nothing of engine/actions',
    'engine/react/probe.tsx',
    "import { loadActions } from '../actions/on-demand.ts';\nexport const probe = loadActions;",
  ],
  [
    'engine/fields imports nothing of engine/blocks',
    'engine/fields/choice/probe.tsx',
    "import { fieldsOnDemand } from '../../blocks/lazy-blocks.ts';\nexport const probe = fieldsOnDemand;",
  ],
  ['engine/actions imports no React', 'engine/actions/probe.ts', "import { useState } from 'react';\nexport const probe = useState;"],
  [
    'engine/actions imports nothing of engine/react',
    'engine/actions/probe.ts',
    "import { useEngine } from '../react/context.tsx';\nexport const probe = useEngine;",
  ],
  [
    'engine/checker imports no React',
    'engine/checker/probe.ts',
    "import { useEngine } from '../react/context.tsx';\nexport const probe = useEngine;",
  ],
  [
    'the running engine imports nothing of engine/checker',
    'engine/react/probe.tsx',
    "import { checkScreens } from '../checker/screen-rules.ts';\nexport const probe = checkScreens;",
  ],
  [
    'the borrower app imports nothing of the studio',
    'src/app/ui/probe.ts',
    "import { studioApi } from '../../../studio/web/shell/api.ts';\nexport const probe = studioApi;",
  ],
  ['the borrower app loads nothing of the studio', 'src/app/probe.ts', "export const probe = () => import('../../studio/web/main.tsx');"],
  [
    'the borrower app imports nothing of scripts/',
    'src/app/api/probe.ts',
    "import { parseArgs } from '../../../scripts/lib/cli.ts';\nexport const probe = parseArgs;",
  ],
  [
    'the studio imports nothing of scripts/lib',
    'studio/web/probe.ts',
    "import { checkScreensDir } from '../../scripts/lib/check-screens.ts';\nexport const probe = checkScreensDir;",
  ],
  [
    'the studio imports no type of scripts/lib',
    'studio/web/probe.ts',
    "import type { Problem } from '../../scripts/lib/check-screens.ts';\nexport type Probe = Problem;",
  ],
  [
    'the studio imports nothing of the borrower app',
    'studio/web/probe.ts',
    "import { createServices } from '../../src/app/services.ts';\nexport const probe = createServices;",
  ],
  ['only the preview renders App', 'studio/web/probe.tsx', "import { App } from '../../src/app/app.tsx';\nexport const probe = App;"],
  [
    'the preview imports of the app only App and its props',
    'studio/web/preview/probe.tsx',
    "import { createServices } from '../../../src/app/services.ts';\nexport const probe = createServices;",
  ],
  [
    'the studio imports no type of the studio server',
    'studio/web/shell/api.ts',
    "import type { ScreensApi } from '../../server/screens-api.ts';\nexport type Probe = ScreensApi;",
  ],
  [
    'src/shared/ imports nothing else of src/',
    'src/shared/probe.ts',
    "import { endpoints } from '../api/endpoints.ts';\nexport const probe = endpoints;",
  ],
  ['src/shared/ imports no React', 'src/shared/probe.ts', "import { useState } from 'react';\nexport const probe = useState;"],
  [
    'scripts/lib imports nothing of src/ but src/shared/',
    'scripts/lib/probe.ts',
    "import { endpoints } from '../../src/app/api/endpoints.ts';\nexport const probe = endpoints;",
  ],
  [
    'scripts/lib imports no type of src/ but src/shared/',
    'scripts/lib/probe.ts',
    "import type { ScreenSource } from '../../src/app/screen-source/screen-source.ts';\nexport type Probe = ScreenSource;",
  ],
  [
    'the studio page imports nothing of the studio server',
    'studio/web/store/probe.ts',
    "import { createReleases } from '../../server/releases.ts';\nexport const probe = createReleases;",
  ],
  [
    'scripts import nothing of the studio page',
    'scripts/bench/probe.ts',
    "import { studioApi } from '../../studio/web/shell/api.ts';\nexport const probe = studioApi;",
  ],
  [
    'the studio server imports nothing of the studio page',
    'studio/server/probe.ts',
    "import { scenariosFor } from '../web/scenarios.ts';\nexport const probe = scenariosFor;",
  ],
  // Breaches a pattern over the import's text did not see: the rules read the resolved path.
  [
    'deep path: src/shared/ in a deeper folder imports nothing else of src/',
    'src/shared/deeper/probe.ts',
    "import { endpoints } from '../../app/api/endpoints.ts';\nexport const probe = endpoints;",
  ],
  [
    'deep path: the studio preview in a deeper folder imports nothing of the app but App and its props',
    'studio/web/preview/deeper/still/probe.tsx',
    "import { createServices } from '../../../../../src/app/services.ts';\nexport const probe = createServices;",
  ],
  [
    'a path through `..`: engine/core imports nothing of engine/react',
    'engine/core/probe.ts',
    "import { useEngine } from '../core/../react/context.tsx';\nexport const probe = useEngine;",
  ],
  [
    'a `./../` prefix: engine/core imports nothing of engine/blocks',
    'engine/core/probe.ts',
    "import { blocks } from './../blocks/registry.ts';\nexport const probe = blocks;",
  ],
  [
    'a `./../` prefix: the borrower app imports nothing of the studio',
    'src/app/probe.ts',
    "export { studioApi } from './../../studio/web/shell/api.ts';",
  ],
  [
    'a template-literal import(): engine/react loads nothing of engine/blocks',
    'engine/react/probe.tsx',
    'export const probe = (type: string) => import(`../blocks/${type}.tsx`);',
  ],
  [
    'a template-literal import() without a placeholder: the borrower app loads nothing of the studio',
    'src/app/probe.ts',
    'export const probe = () => import(`../../studio/web/main.tsx`);',
  ],
  [
    'an import() whose folder is computed cannot be checked, so it is refused',
    'engine/core/probe.ts',
    'export const probe = (path: string) => import(path);',
  ],
  [
    'typeof import() through `./../`: engine/core names no type of engine/react',
    'engine/core/probe.ts',
    "export type Probe = typeof import('./../react/context.tsx');",
  ],
  [
    'a new URL(…, import.meta.url) worker: the borrower app starts nothing of the studio',
    'src/app/probe.ts',
    "export const probe = () => new Worker(new URL('../../studio/web/editor/check-worker.ts', import.meta.url), { type: 'module' });",
  ],
  [
    'a new URL(…, import.meta.url) worker: engine/core loads nothing of engine/checker',
    'engine/core/probe.ts',
    "export const probe = () => new Worker(new URL(`../checker/screen-rules.ts`, import.meta.url), { type: 'module' });",
  ],
  [
    'import.meta.glob: src/shared/ imports nothing else of src/',
    'src/shared/probe.ts',
    "export const probe = import.meta.glob('../app/**/*.ts');",
  ],
  [
    'import.meta.glob: a glob over a folder that holds the studio, from the borrower app',
    'src/app/probe.ts',
    "export const probe = import.meta.glob(['../../**/*.tsx', '!../../node_modules/**']);",
  ],
  [
    'import.meta.glob from the project root: the engine imports nothing of src/',
    'engine/core/probe.ts',
    "export const probe = import.meta.glob('/src/app/*.ts');",
  ],
  [
    'an example imports the engine by its package name, not by path',
    'examples/embed/probe.tsx',
    "import { Screen } from '../../engine/index.ts';\nexport const probe = Screen;",
  ],
  [
    'an example imports nothing of the repository by path, through `./../` either',
    'examples/embed/probe.tsx',
    "import { Screen } from './../../engine/react/screen.tsx';\nexport const probe = Screen;",
  ],
  [
    'an example loads nothing of the repository by path',
    'examples/embed/probe.tsx',
    'export const probe = (name: string) => import(`../../engine/blocks/${name}.tsx`);',
  ],
  [
    'the app imports the engine by its package name, not by path',
    'src/app/probe.ts',
    "import { createUrlPolicy } from '../../engine/core/url-policy.ts';\nexport const probe = createUrlPolicy;",
  ],
  [
    'the studio imports the engine by its package name, not by path, types and import() included',
    'studio/web/probe.ts',
    "export type Probe = typeof import('../../engine/core/index.ts');\nexport const probe = () => import('../../engine/checker/index.ts');",
  ],
];

const clean: [what: string, filePath: string, code: string][] = [
  [
    'engine/core: its own folder and the generated types',
    'engine/core/probe.ts',
    "import { evaluate } from './expression.ts';\nimport type { Screen } from '../generated/schema-types.ts';\nexport const probe = (screen: Screen) => [screen, evaluate];",
  ],
  [
    'engine/react: React and engine/core',
    'engine/react/probe.tsx',
    "import { useState } from 'react';\nimport { createScreenRuntime } from '../core/runtime.ts';\nimport { useEngine } from './context.tsx';\nexport const probe = [useState, createScreenRuntime, useEngine];",
  ],
  [
    'engine/blocks: engine/react, fields and actions',
    'engine/blocks/probe.tsx',
    "import { fieldInputs } from '../fields/lazy-inputs.ts';\nimport { loadOnLoadActions } from '../actions/on-demand.ts';\nimport { useEngine } from '../react/context.tsx';\nexport const probe = [fieldInputs, loadOnLoadActions, useEngine];",
  ],
  [
    'engine/fields: engine/react',
    'engine/fields/choice/probe.tsx',
    "import { Modal } from '../../react/modal.tsx';\nexport const probe = () => import('../../core/build-fields.ts').then(() => Modal);",
  ],
  [
    'the composition root: every engine folder',
    'engine/registries.ts',
    "import { blocks } from './blocks/registry.ts';\nimport { actionsOnDemand } from './actions/on-demand.ts';\nexport const probe = [blocks, actionsOnDemand];",
  ],
  [
    'engine/checker: engine/core and the schemas',
    'engine/checker/probe.ts',
    "import { suggestName } from '../core/registry.ts';\nimport screenSchema from '../../schemas/meta/screen.schema.json' with { type: 'json' };\nexport const probe = [suggestName, screenSchema];",
  ],
  [
    'the app: the engine, its composition root and src/shared/',
    'src/app/probe.tsx',
    "import { engineRegistries } from '@borrower/engine/registries.ts';\nimport { Screen } from '@borrower/engine/react/screen.tsx';\nimport { ENDPOINTS } from '../shared/app-names.ts';\nexport const probe = [engineRegistries, Screen, ENDPOINTS];",
  ],
  [
    'the studio: its own folder, the engine, its checker and src/shared/',
    'studio/web/probe.ts',
    "import { checkScreens } from '@borrower/engine/checker';\nimport { findContentSources } from '../../src/shared/content-sources.ts';\nimport { studioApi } from './api.ts';\nexport const probe = [checkScreens, findContentSources, studioApi];",
  ],
  [
    'the preview: App and what builds its props',
    'studio/web/preview/probe.tsx',
    "import { App } from '../../../src/app/app.tsx';\nimport { createApi } from '../../../src/app/api/create-api.ts';\nimport { captureSession } from '../../../src/app/session/session.ts';\nimport { isStudioMessage } from '../protocol.ts';\nexport const probe = [App, createApi, captureSession, isStudioMessage];",
  ],
  [
    "the studio API client: the studio server's types, from studio/shared/",
    'studio/web/shell/api.ts',
    "import type { StudioFolder } from '../../shared/studio-api.ts';\nexport type Probe = StudioFolder;",
  ],
  [
    'scripts: engine/, its checker and src/shared/',
    'scripts/lib/probe.ts',
    "import { checkScreens } from '../../engine/checker/screen-rules.ts';\nimport { ENDPOINTS } from '../../src/shared/app-names.ts';\nexport const probe = [checkScreens, ENDPOINTS];",
  ],
  [
    'the studio server: scripts/, engine/, src/shared/ and studio/shared/',
    'studio/server/probe.ts',
    "import { checkScreensDir } from '../../scripts/lib/check-screens.ts';\nimport { ENDPOINTS } from '../../src/shared/app-names.ts';\nimport { REPLY_PREFIX } from '../shared/studio-reply.ts';\nexport const probe = [checkScreensDir, ENDPOINTS, REPLY_PREFIX];",
  ],
  [
    'an example: the engine by its package name, its own files',
    'examples/embed/probe.tsx',
    "import { Screen } from '@borrower/engine';\nimport { checkScreens } from '@borrower/engine/checker';\nimport { App } from './app.tsx';\nexport const probe = [Screen, checkScreens, App];",
  ],
  [
    "the studio page's worker, a new URL of its own folder",
    'studio/web/probe.ts',
    "export const probe = () => new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });",
  ],
  [
    "the app's Markdown pages, an import.meta.glob of content/",
    'src/app/probe.ts',
    "export const probe = import.meta.glob(['../../content/**/*.md', '!../../content/README.md'], { query: '?raw' });",
  ],
  [
    'a template-literal import() within its own folder',
    'engine/blocks/probe.tsx',
    'export const probe = (type: string) => import(`./${type}.tsx`);',
  ],
];

describe('layer rules (eslint.config.js)', () => {
  // The first lint loads the config, its plugins and the resolver's view of tsconfig.json: slow on a busy machine.
  beforeAll(async () => {
    await layerErrors('engine/core/probe.ts', 'export const probe = 1;');
  }, 120_000);

  it.each(offending)('%s: an import that breaks it is an error', async (_rule, filePath, code) => {
    expect(await layerErrors(filePath, code)).not.toEqual([]);
  });

  it.each(clean)('%s: allowed', async (_what, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
