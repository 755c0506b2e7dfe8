// The bundler's runtime helpers (rolldown's `rolldown-runtime` chunk: the namespace object of a lazy
// chunk, a module's lazy start; about 0.4 KB) written into each chunk that uses them, instead of a
// chunk of their own. That chunk is a request every route makes in the HTML's round (the seventh of
// that round: HTTP/1.1 gives a page six connections), and it held a connection until the route
// start's busiest round, where a form route's last script waited for it (README, "Page load").
// Rolldown puts its runtime in a chunk of its own when two entries use it (index.html has two: the
// route start and the app) and offers no option to place it; so this runs first in
// `generateBundle`, before Vite lists each chunk's imports for index.html and its preloads.
import type { Plugin, Rolldown } from 'vite';

const RUNTIME_CHUNK = /(?:^|\/)rolldown-runtime-[\w-]+\.js$/;
/** The runtime chunk's last statement: `export{a as b,c};`. */
const EXPORTS = /export\s*\{([^{}]*)\}\s*;?\s*$/;
const fileBaseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);
/** `a as b, c` (an import or export list) as `[a, b]`, `[c, c]`. */
const toSpecifiers = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, alias = name] = part.split(/\s+as\s+/);
      return [name, alias] as const;
    });

/** The runtime chunk's code as an expression: an object of its exports. */
export function toRuntimeExpression(runtimeCode: string): string {
  const match = EXPORTS.exec(runtimeCode);
  if (!match) throw new Error('inline-runtime: the runtime chunk does not end with its export list');
  if (/\bimport\b|\bexport\b/.test(runtimeCode.slice(0, match.index)))
    throw new Error('inline-runtime: the runtime chunk has imports or exports besides its export list');
  const members = toSpecifiers(match[1]).map(([local, exported]) => `${exported}:${local}`);
  return `(()=>{${runtimeCode.slice(0, match.index)}return{${members.join(',')}}})()`;
}

/**
 * A chunk's code with its import of the runtime chunk (`import{n as e,t}from"./rolldown-runtime-….js";`)
 * replaced by the same bindings taken from `runtime` (toRuntimeExpression). Throws on an import of
 * another shape, so a bundler change fails the build instead of shipping a broken chunk.
 */
export function inlineRuntimeImport(code: string, runtimeFile: string, runtime: string): string {
  const base = fileBaseName(runtimeFile).replaceAll('.', '\\.');
  const anyImport = new RegExp(`import[^;]*?["'][./]*(?:[\\w-]+/)*${base}["'];?`, 'g');
  const named = new RegExp(`^import\\s*\\{([^{}]*)\\}\\s*from\\s*["'][./]*(?:[\\w-]+/)*${base}["'];?$`);
  return code.replace(anyImport, (statement) => {
    const match = named.exec(statement);
    if (!match) throw new Error(`inline-runtime: an import of the runtime chunk this plugin cannot rewrite: ${statement}`);
    const bindings = toSpecifiers(match[1]).map(([imported, local]) => `${imported}:${local}`);
    return `const{${bindings.join(',')}}=${runtime};`;
  });
}

export function inlineRuntimePlugin(): Plugin {
  return {
    name: 'inline-rolldown-runtime',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const runtimeFile = Object.keys(bundle).find((file) => RUNTIME_CHUNK.test(file));
        if (!runtimeFile) return;
        const runtimeChunk = bundle[runtimeFile] as Rolldown.OutputChunk;
        const runtime = toRuntimeExpression(runtimeChunk.code);
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || item.fileName === runtimeFile || !item.imports.includes(runtimeFile)) continue;
          item.code = inlineRuntimeImport(item.code, runtimeFile, runtime);
          item.imports = item.imports.filter((file) => file !== runtimeFile);
        }
        const stillNamed = Object.values(bundle).find((item) => item.type === 'chunk' && item.code.includes(fileBaseName(runtimeFile)));
        if (stillNamed) throw new Error(`inline-runtime: ${stillNamed.fileName} still names ${runtimeFile}`);
        Reflect.deleteProperty(bundle, runtimeFile);
      },
    },
  };
}
