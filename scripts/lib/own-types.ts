// A project's own block, field and action types, as Node tooling reads them (`npm run
// schemas:check`, `npm run gen:types`, the studio): the project names its registration module in
// its package.json, `"borrowerEngine": { "ownTypes": "./own-types.ts" }`, and that module's
// default export is its declarations (`declareOwnTypes` of `@borrower/engine/core`, React-free so
// Node can load it). `generatedTypes` names where `npm run gen:types` writes their TypeScript types
// (default: generated/own-types.ts beside package.json).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import { checkOwnTypeDeclarations } from '../../engine/checker/index.ts';
import type { OwnTypes } from '../../engine/core/index.ts';
import { ROOT } from './schema-files.ts';

export interface ProjectOwnTypes {
  /** The project's folder from the repository's root ('' for the root), for messages. */
  project: string;
  /** The registration module, from the repository's root. */
  module: string;
  types: OwnTypes;
  /** Where `npm run gen:types` writes the types of the project's own types (absolute). */
  generatedTypes: string;
}

/** A project's declaration is wrong: the message names package.json or the module, and what to change. */
export class OwnTypesError extends Error {}

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** The own types a project (a folder with a package.json) declares, or undefined when it declares none. */
/** Loads the registration module: Node's own import (under tsx), or the build's (Vite's runnerImport) where Node cannot read TypeScript. */
export type LoadModule = (path: string) => Promise<unknown>;
// eslint-disable-next-line layers/zones -- the module is the one the project's package.json names (checked before), a tool's plug-in, in no layer
const importModule: LoadModule = (path) => import(/* @vite-ignore */ path);

export async function readOwnTypes(folder: string, root = ROOT, load: LoadModule = importModule): Promise<ProjectOwnTypes | undefined> {
  const projectDir = resolve(folder);
  const packageFile = join(projectDir, 'package.json');
  const project = relative(root, projectDir);
  const where = relative(root, packageFile);
  if (!existsSync(packageFile)) return undefined;
  const config = readJson(packageFile).borrowerEngine as { ownTypes?: unknown; generatedTypes?: unknown } | undefined;
  if (config === undefined) return undefined;
  if (typeof config !== 'object' || typeof config.ownTypes !== 'string')
    throw new OwnTypesError(`${where}: "borrowerEngine" needs "ownTypes", the module that exports your types, e.g. "./own-types.ts".`);
  const modulePath = join(projectDir, config.ownTypes);
  const module = relative(root, modulePath);
  if (!existsSync(modulePath))
    throw new OwnTypesError(`${where}: "ownTypes" names ${module}, which does not exist: create it or correct the path.`);
  const loaded = (await load(modulePath)) as { default?: unknown };
  const types = loaded.default;
  if (!types || typeof types !== 'object' || Array.isArray(types))
    throw new OwnTypesError(
      `${module}: export your types as its default, e.g. export default declareOwnTypes({ fields: [pesoAmountType] }).`,
    );
  const problems = checkOwnTypeDeclarations(types);
  if (problems.length > 0) throw new OwnTypesError(problems.map((problem) => `${module}: ${problem}`).join('\n'));
  const generated = typeof config.generatedTypes === 'string' ? config.generatedTypes : join('generated', 'own-types.ts');
  return { project, module, types, generatedTypes: join(projectDir, generated) };
}

/** The own types of the repository's root project and of each of its workspaces that declares some. */
export async function readWorkspaceOwnTypes(root = ROOT): Promise<ProjectOwnTypes[]> {
  const workspaces = (readJson(join(root, 'package.json')).workspaces as string[] | undefined) ?? [];
  const found = await Promise.all([root, ...workspaces.map((workspace) => join(root, workspace))].map((dir) => readOwnTypes(dir, root)));
  return found.filter((entry): entry is ProjectOwnTypes => entry !== undefined);
}
