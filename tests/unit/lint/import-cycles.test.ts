// No import cycle anywhere in the repository's code (engine/, src/, studio/, scripts/, examples/,
// tests/ and the root's config files): every module's imports (static, type-only, re-exports and
// `import()`, as TypeScript reads them) followed through the repository's own files by path;
// generated code, built output and the bench's fixture app left out.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** Folders never read: packages, builds, generated code, and a built app kept as the bench's fixture. */
const LEFT_OUT = new Set(['node_modules', 'dist', 'coverage', 'bench-results', 'generated']);
const FIXTURE_APP = join('tests', 'unit', 'scripts', 'bench', 'fixtures');

function codeFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return LEFT_OUT.has(entry.name) || entry.name.startsWith('.') || relative(ROOT, path) === FIXTURE_APP ? [] : codeFiles(path);
    return /\.(?:tsx?|m?js)$/.test(entry.name) ? [path] : [];
  });
}

/** Each file (relative to the root) with the repository's files it imports. */
function readImports(): Map<string, string[]> {
  const files = codeFiles();
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const imported = ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map((reference) => reference.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name))
        .flatMap((path) => [path, `${path}.ts`, `${path}.tsx`].filter((candidate) => known.has(candidate)).slice(0, 1));
      return [relative(ROOT, file), imported.map((path) => relative(ROOT, path))];
    }),
  );
}

/** The cycles found by a depth-first walk, each as the path that closes it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (file: string) => {
    const at = trail.indexOf(file);
    if (at >= 0) return void cycles.push([...trail.slice(at), file]);
    if (done.has(file)) return;
    trail.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    trail.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

/** A cycle as one line, from its first file in name order, so the folder's reading order does not matter. */
function cycleLine(cycle: string[]): string {
  const ring = cycle.slice(0, -1);
  const start = ring.indexOf([...ring].sort()[0]);
  const turned = [...ring.slice(start), ...ring.slice(0, start)];
  return [...turned, turned[0]].join(' → ');
}

describe("the repository's imports", () => {
  // Reads and parses every source file of the repository: about 2 s on a quiet machine, 22 s in a
  // clean-clone run at load average 12. The bound only stops a walk that hangs.
  it('go round in no cycle (type-only imports and import() included)', { timeout: 120_000 }, () => {
    const graph = readImports();
    expect(graph.size).toBeGreaterThan(500);
    for (const folder of ['engine/', 'src/', 'studio/', 'scripts/', 'examples/', 'tests/'])
      expect([...graph.keys()].some((file) => file.startsWith(folder))).toBe(true);
    expect(findCycles(graph).map(cycleLine).sort()).toEqual([]);
  });

  it('are read with type-only imports and import(): a cycle through them is found', () => {
    const graph = new Map([
      ['engine/core/a.ts', ['engine/core/b.ts']],
      ['engine/core/b.ts', ['engine/core/a.ts']],
    ]);
    expect(findCycles(graph)).toEqual([['engine/core/a.ts', 'engine/core/b.ts', 'engine/core/a.ts']]);
    const imports = readImports();
    // screen.tsx type-imports its registries' shape; lazy-blocks.ts loads the form block with import().
    expect(imports.get('engine/react/screen.tsx')).toContain('engine/react/registries.ts');
    expect(imports.get('engine/blocks/lazy-blocks.ts')).toContain('engine/blocks/form.tsx');
    // orders.ts reads the state's shape from types.ts, which imports nothing that imports it back.
    expect(imports.get('scripts/demo-server/data/orders.ts')).toContain('scripts/demo-server/data/types.ts');
  });
});
