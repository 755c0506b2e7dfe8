// What a route of a built app loads first: the HTML's scripts and every chunk they import
// statically (the same JS on every route), plus the route's screen file (JSON data from
// dist/screens/, fetched beside the JS). Works on the built files alone (no Vite manifest), so it
// reads the chunks' import statements.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

interface JsFileSize {
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

export interface RouteJs extends JsLoad {
  route: string;
  path: string;
  /** The route's screen file (data, not JS), from dist/screens/manifest.json. */
  screenFile: JsFileSize;
  /** Chunks the route may import lazily later (e.g. overlay code). */
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
    if (href && !isExternal(href) && readAttribute(attributes, 'rel')?.toLowerCase() === 'modulepreload')
      scripts.push({ src: href, isModule: true });
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
const findDynamicImports = (code: string) => [...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[2]).filter(isPath);

/** A specifier seen in `fromFile` → a path inside the built folder. A leading `/` is the folder's root (base '/'). */
function resolveBuiltPath(fromFile: string, specifier: string): string {
  const path = specifier.split(/[?#]/)[0];
  return path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join(posix.dirname(fromFile), path);
}

function readBuilt(distDir: string, file: string): string {
  const fullPath = join(distDir, file);
  if (!existsSync(fullPath)) throw new Error(`route-js: ${file} is referenced but missing from ${distDir}`);
  return readFileSync(fullPath, 'utf8');
}

/** `entries` and every chunk they import statically, each once, in discovery order. */
function collectStaticGraph(distDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
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
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
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

/** Per route of dist/screens/manifest.json: the page's JS, the route's screen file, and apart, the chunks it may load lazily later. */
export function measureRouteJs(distDir: string, htmlFile = 'index.html'): RouteJs[] {
  const files = collectPageGraph(distDir, htmlFile);
  const page = measureFiles(distDir, files);
  const lazy = measureFiles(distDir, collectLazyChunks(distDir, files));
  const manifest = JSON.parse(readBuilt(distDir, 'screens/manifest.json')) as { screens: Record<string, { path: string; file: string }> };
  return Object.entries(manifest.screens)
    .sort(([, a], [, b]) => a.path.localeCompare(b.path))
    .map(([route, { path, file }]) => ({ route, path, ...page, screenFile: measureFiles(distDir, [`screens/${file}`]).files[0], lazy }));
}
