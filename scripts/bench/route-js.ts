// What JavaScript a route of a built app loads: the HTML's scripts, every chunk they import
// statically, and the screen chunk the route imports lazily (with its own static imports).
// Works on the built files alone (no Vite manifest), so it reads the chunks' import statements.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface JsFileSize {
  /** Path inside the built folder, with forward slashes. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface JsLoad {
  files: JsFileSize[];
  rawBytes: number;
  /** Sum of each file gzipped on its own (level 9), as a server would send them. */
  gzipBytes: number;
}

export interface RouteScreen {
  route: string;
  path: string;
  /** The `id` of the route's screen file; it identifies the screen chunk. */
  screenId: string;
}

export interface RouteJs extends JsLoad {
  route: string;
  path: string;
  screenChunk: string;
  /** Other chunks the route may import lazily later (e.g. overlay code), never other routes' screens. */
  lazy: JsLoad;
}

export interface HtmlScript {
  src: string;
  isModule: boolean;
}

const readAttribute = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

const isExternal = (url: string) => /^(?:[a-z][\w+.-]*:)?\/\//i.test(url) || url.startsWith('data:');

/** The page's own scripts: `<script src>` (module or classic) and `<link rel="modulepreload">`. */
export function findHtmlScripts(html: string): HtmlScript[] {
  const scripts: HtmlScript[] = [];
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = readAttribute(attributes, 'src');
    if (src && !isExternal(src)) scripts.push({ src, isModule: readAttribute(attributes, 'type') === 'module' });
  }
  for (const [, attributes] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const href = readAttribute(attributes, 'href');
    if (href && !isExternal(href) && readAttribute(attributes, 'rel')?.toLowerCase() === 'modulepreload') scripts.push({ src: href, isModule: true });
  }
  return scripts;
}

// `import x from"…"`, `import{a as b}from"…"`, `import*as x from"…"`, `import"…"`, `export{…}from"…"`, `export*from"…"`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\{[^{}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*(?:from)?\s*(["'`])([^"'`\n]+?)\1/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])([^"'`\n]+?)\1\s*\)/g;
// Only paths count as chunks; a bare word after `export default` or in a string is not an import.
const isPath = (specifier: string) => /^(?:\.{1,2})?\//.test(specifier);
const isScript = (file: string) => file.endsWith('.js') || file.endsWith('.mjs');

export const findStaticImports = (code: string) => [...code.matchAll(STATIC_IMPORT)].map((match) => match[2]).filter(isPath);
export const findDynamicImports = (code: string) => [...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[2]).filter(isPath);

/** A specifier seen in `fromFile` → a path inside the built folder. A leading `/` is the folder's root (base '/'). */
export function resolveBuiltPath(fromFile: string, specifier: string): string {
  const path = specifier.split(/[?#]/)[0];
  return path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join(posix.dirname(fromFile), path);
}

function readBuilt(distDir: string, file: string): string {
  const fullPath = join(distDir, file);
  if (!existsSync(fullPath)) throw new Error(`route-js: ${file} is referenced but missing from ${distDir}`);
  return readFileSync(fullPath, 'utf8');
}

/** `entries` and every chunk they import statically, each once, in discovery order. */
export function collectStaticGraph(distDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!isScript(file)) continue;
    for (const specifier of findStaticImports(readBuilt(distDir, file))) queue.push(resolveBuiltPath(file, specifier));
  }
  return [...seen];
}

/**
 * What `graph` can import lazily, transitively: each dynamic import with the chunks it imports
 * statically, minus what is already loaded and minus `exclude` (and what only it would pull in).
 */
export function collectLazyChunks(distDir: string, graph: readonly string[], exclude: ReadonlySet<string> = new Set()): string[] {
  const loaded = new Set(graph);
  const lazy: string[] = [];
  const pending = [...graph];
  while (pending.length > 0) {
    const file = pending.shift()!;
    if (!isScript(file)) continue;
    for (const specifier of findDynamicImports(readBuilt(distDir, file))) {
      const chunk = resolveBuiltPath(file, specifier);
      if (exclude.has(chunk) || loaded.has(chunk)) continue;
      for (const added of collectStaticGraph(distDir, [chunk]).filter((name) => !loaded.has(name))) {
        loaded.add(added);
        lazy.push(added);
        pending.push(added);
      }
    }
  }
  return lazy;
}

/** The files an HTML page of the built folder loads before any lazy import. Classic scripts have no imports to follow. */
export function collectPageGraph(distDir: string, htmlFile: string): string[] {
  const scripts = findHtmlScripts(readBuilt(distDir, htmlFile));
  const resolve = (list: HtmlScript[]) => list.map((script) => resolveBuiltPath(htmlFile, script.src));
  const classic = resolve(scripts.filter((script) => !script.isModule));
  return [...new Set([...classic, ...collectStaticGraph(distDir, resolve(scripts.filter((script) => script.isModule)))])];
}

export function measureFiles(distDir: string, files: readonly string[]): JsLoad {
  const sizes = files.map((file) => {
    const bytes = Buffer.from(readBuilt(distDir, file), 'utf8');
    return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    files: sizes,
    rawBytes: sizes.reduce((sum, size) => sum + size.rawBytes, 0),
    gzipBytes: sizes.reduce((sum, size) => sum + size.gzipBytes, 0),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a built JSON module is the screen with this id: either the `id` named export
 * (`n=\`bindBank\`…export{n as id}`) or, for a JSON.parse'd module, an `"id":"bindBank"` entry.
 */
export function definesScreenId(code: string, screenId: string): boolean {
  const id = escapeRegExp(screenId);
  for (const [, list] of code.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    const local = /([\w$]+)\s+as\s+id\b/.exec(list)?.[1];
    if (local && new RegExp(`(?:^|[^\\w$.])${escapeRegExp(local)}\\s*=\\s*(["'\`])${id}\\1`).test(code)) return true;
  }
  return new RegExp(`\\\\?["'\`]id\\\\?["'\`]\\s*:\\s*\\\\?["'\`]${id}\\\\?["'\`]`).test(code);
}

/**
 * The chunk a route imports lazily: the `import()` written as the value of the route's key in
 * the screen-loader map (`bindBank:()=>…import("./screen-x.js")…`), checked to hold the screen.
 * If the map cannot be read that way, the one lazily imported chunk that holds the screen.
 */
export function findScreenChunk(distDir: string, graph: readonly string[], route: string, screenId: string): string {
  const keyed = new RegExp(`[{,]\\s*["']?${escapeRegExp(route)}["']?\\s*:[^,{};]{0,200}?\\bimport\\(\\s*(["'\`])([^"'\`\\n]+?)\\1`, 'g');
  const lazy = new Set<string>();
  for (const file of graph.filter(isScript)) {
    const code = readBuilt(distDir, file);
    for (const match of code.matchAll(keyed)) {
      const chunk = resolveBuiltPath(file, match[2]);
      if (definesScreenId(readBuilt(distDir, chunk), screenId)) return chunk;
    }
    for (const specifier of findDynamicImports(code)) lazy.add(resolveBuiltPath(file, specifier));
  }
  const holding = [...lazy].filter((chunk) => definesScreenId(readBuilt(distDir, chunk), screenId));
  if (holding.length === 1) return holding[0];
  throw new Error(
    `route-js: cannot tell which lazy chunk is the screen "${screenId}" of route "${route}" ` +
      `(${holding.length} of ${lazy.size} lazy chunks hold it); the bundle's shape changed.`,
  );
}

/**
 * Per route: the page's JS plus the route's screen chunk and what that chunk imports statically;
 * apart, the other chunks it may load lazily later.
 */
export function measureRouteJs(distDir: string, routes: readonly RouteScreen[], htmlFile = 'index.html'): RouteJs[] {
  const pageGraph = collectPageGraph(distDir, htmlFile);
  const screenChunks = routes.map(({ route, screenId }) => findScreenChunk(distDir, pageGraph, route, screenId));
  return routes.map(({ route, path }, index) => {
    const screenChunk = screenChunks[index];
    const files = [...new Set([...pageGraph, ...collectStaticGraph(distDir, [screenChunk])])];
    const lazy = collectLazyChunks(distDir, files, new Set(screenChunks));
    return { route, path, screenChunk, ...measureFiles(distDir, files), lazy: measureFiles(distDir, lazy) };
  });
}

/** `name: () => …import('…')` entries of a screen-loader map's source → route name → imported path. */
export function parseScreenImports(source: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const match of source.matchAll(/^\s*([A-Za-z_$][\w$]*)\s*:\s*(?:async\s*)?\(\)\s*=>[^\n]*?\bimport\(\s*(["'`])([^"'`]+)\2\s*\)/gm)) {
    imports.set(match[1], match[3]);
  }
  return imports;
}
