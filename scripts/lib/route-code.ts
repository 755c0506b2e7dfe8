// What index.html's early script (src/screen-source/early-screen.ts) knows of the build's screens:
// each screen's path and file, and the code it needs before it shows, as built files. The code a
// need stands for is named by module (vite.config.ts); the build's output turns each module into its
// chunk, the chunks it imports and their stylesheets, less what every page loads anyway.
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import type { ScreenFiles } from '../../src/screen-source/early-screen.ts';
import type { ScreensBundle } from './screens-bundle.ts';

/** What a screen may need before it shows, each a set of lazily loaded modules. */
export const ROUTE_NEEDS = ['form', 'markdown', 'barcode'] as const;
export type RouteNeed = (typeof ROUTE_NEEDS)[number];

/**
 * The modules (from the project's root) each need stands for: the engine's lazy block types
 * (engine/blocks/lazy-blocks.ts: the form block with the field types and the form code, markdown,
 * bar code). Not the reply validators: the route start's first API call fetches them right after
 * its request has left (src/api/create-api.ts), so they never queue before it. Dialogs need
 * nothing: they are the engine's own (engine/react/modal.tsx, in the app's code), so a dialog
 * opened on load shows with the screen. A picker's radio group (Headless UI) loads when the page is
 * idle after the screen shows (engine/react/headless.tsx).
 */
export const ROUTE_CODE_MODULES: Record<RouteNeed, readonly string[]> = {
  form: ['engine/blocks/form.tsx', 'engine/fields/registry.ts', 'engine/core/forms.ts'],
  markdown: ['engine/blocks/markdown.tsx'],
  barcode: ['engine/blocks/barcode.tsx'],
};

/** The needs of a screen file's text (as the bundle holds it): the form, markdown and bar-code blocks it shows (the engine's lazy block types). */
export function findRouteNeeds(fileText: string): RouteNeed[] {
  const { screen = {} } = JSON.parse(fileText) as { screen?: object };
  const text = JSON.stringify(screen);
  return ROUTE_NEEDS.filter((type) => new RegExp(`"type":"${type}"`).test(text));
}

type OutputChunk = Rolldown.OutputChunk;

/** Every file a chunk loads with it: itself, its static imports (deeply) and their stylesheets. */
function closure(bundle: Rolldown.OutputBundle, start: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const css of (start as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) into.add(css);
  for (const file of start.imports) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') closure(bundle, chunk, into);
  }
  return into;
}

/** The early script's table: the bundle's screens with their needs, and each need's files beyond what every page loads. */
export function toScreenFiles(
  screens: ScreensBundle,
  bundle: Rolldown.OutputBundle,
  needModules: Record<RouteNeed, readonly string[]>,
  root: string,
): ScreenFiles {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const everyPage = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(bundle, entry, everyPage);
  const code: ScreenFiles['code'] = {};
  for (const need of ROUTE_NEEDS) {
    const files = new Set<string>();
    for (const module of needModules[need]) {
      const id = resolve(root, module);
      const chunk = chunks.find((item) => item.facadeModuleId === id) ?? chunks.find((item) => item.moduleIds.includes(id));
      if (!chunk) throw new Error(`route code: no chunk holds ${module} (the "${need}" need)`);
      closure(bundle, chunk, files);
    }
    code[need] = [...files].filter((file) => !everyPage.has(file)).sort();
  }
  const result: ScreenFiles['screens'] = {};
  for (const [name, entry] of Object.entries(screens.manifest.screens)) {
    const file = screens.files.find((item) => item.name === entry.file);
    const needs = file ? findRouteNeeds(file.content).filter((need) => code[need].length > 0) : [];
    result[name] = {
      path: entry.path,
      file: entry.file,
      ...(entry.hashAliases?.length ? { hashAliases: entry.hashAliases } : {}),
      ...(needs.length ? { needs } : {}),
    };
  }
  return { screens: result, code };
}
