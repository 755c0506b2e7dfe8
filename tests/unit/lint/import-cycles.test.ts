// No import cycle in engine/: every module's imports (static, type-only, re-exports and `import()`,
// as TypeScript reads them) followed through the engine's own files, generated ones left out.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

function engineFiles(dir = join(ROOT, 'engine')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : engineFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each engine file (relative to the root) with the engine files it imports. */
function readImports(): Map<string, string[]> {
  const files = engineFiles();
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

describe('engine/ imports', () => {
  it('go round in no cycle (type-only imports and import() included)', () => {
    const graph = readImports();
    expect(graph.size).toBeGreaterThan(50);
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
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
  });
});
