// What index.html's early script (src/app/screen-source/early-screen.ts) knows of the build's screens:
// each screen's path and file, and the code it needs before it shows, as built files. The code a
// need stands for is named by module (vite.config.ts); the build's output turns each module into its
// chunk, the chunks it imports and their stylesheets, less what every page loads anyway.
import { resolve } from 'node:path';

import type { Rolldown } from 'vite';

import { findOnLoadGroups } from '../../engine/actions/on-demand.ts';
import { CODE_NEED_NAMES, type CodeNeed, findCodeNeeds, firstShownPart, NEED_MODULES } from '../../engine/core/code-split.ts';
import { findContentSources as findScreenContentSources } from '../../src/shared/content-sources.ts';
import type { ScreenFiles } from '../../src/shared/screen-files.ts';
import type { ScreensBundle } from './screens-bundle.ts';

/**
 * What a screen may need before it shows, each a set of lazily loaded modules: the engine's table
 * of what loads with what (engine/core/code-split.ts), which the app's own preload
 * (engine/blocks/registry.ts, preloadScreenCode) reads too. Content files are needs too
 * (`content:<name>`, below). A picker's radio group (Headless UI) loads when the page is idle after
 * the screen shows (engine/react/headless.tsx).
 */
export const ROUTE_NEEDS = CODE_NEED_NAMES;
export type RouteNeed = CodeNeed;

/** The modules (from the project's root) each need stands for: engine/core/code-split.ts. */
export const ROUTE_CODE_MODULES: Record<RouteNeed, readonly string[]> = NEED_MODULES;

/**
 * The action groups of a screen's onLoad that hold it until their code is in (a `set`, a redirect;
 * not an onLoad of only calls and dialogs): the engine's own rule (engine/actions/on-demand.ts).
 */
const heldOnLoadGroups = (screenText: string) => {
  const { groups, holdsScreen } = findOnLoadGroups(screenText);
  return holdsScreen ? groups : [];
};

/**
 * The needs of a screen file's text (as the bundle holds it): the lazy blocks, field inputs and form
 * parts of what it shows before a tap (not the dialogs a tap opens: firstShownPart), and its onLoad
 * action groups.
 */
export function findRouteNeeds(fileText: string): RouteNeed[] {
  const { screen = {} } = JSON.parse(fileText) as { screen?: object };
  const text = JSON.stringify(firstShownPart(screen));
  const found = new Set<RouteNeed>([
    ...findCodeNeeds(text, 'block'),
    ...findCodeNeeds(text, 'fieldInput'),
    ...findCodeNeeds(text, 'formPart'),
    ...heldOnLoadGroups(text),
  ]);
  return ROUTE_NEEDS.filter((need) => found.has(need));
}

/** The content files a screen's markdown blocks show (`content/<source>.md`), as src/app/content-files.ts loads them. */
export function findContentSources(fileText: string): string[] {
  const { screen = {} } = JSON.parse(fileText) as { screen?: object };
  return findScreenContentSources(screen);
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
  // A content file's chunk, as src/app/content-files.ts imports it (`content/<name>.md?raw`); its
  // Filipino text (`<name>.fil.md`) when there is one, which a Filipino page loads instead.
  const contentNeeds = (source: string): string[] => {
    const found: string[] = [];
    for (const [need, module] of [
      [`content:${source}`, `content/${source}.md`],
      [`content:${source}.fil`, `content/${source}.fil.md`],
    ] as const) {
      const id = resolve(root, module);
      const chunk = chunks.find((item) => item.moduleIds.some((moduleId) => moduleId.split('?')[0] === id));
      if (!chunk) continue;
      code[need] = [...closure(bundle, chunk)].filter((file) => !everyPage.has(file)).sort();
      if (code[need].length > 0) found.push(need);
    }
    return found;
  };
  const result: ScreenFiles['screens'] = {};
  for (const [name, entry] of Object.entries(screens.manifest.screens)) {
    const file = screens.files.find((item) => item.name === entry.file);
    const needs = file
      ? [...findRouteNeeds(file.content).filter((need) => code[need].length > 0), ...findContentSources(file.content).flatMap(contentNeeds)]
      : [];
    result[name] = {
      path: entry.path,
      file: entry.file,
      ...(entry.hashAliases?.length ? { hashAliases: entry.hashAliases } : {}),
      ...(needs.length ? { needs } : {}),
    };
  }
  return { screens: result, code };
}
