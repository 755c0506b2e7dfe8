import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ErrorObject } from 'ajv';
import { suggestName } from '../../engine/core/registry.ts';
import { ENGINE_SCHEMA_VERSION } from '../../engine/core/runtime.ts';
import { readScreenFolders, readSharedMessages, SCREENS_DIR, type SourceFile } from './screen-folders.ts';
import { META_DIR, ROOT, createAjv, readSchemaDir } from './schema-files.ts';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export interface KnownNames {
  messageKeys?: ReadonlySet<string>;
  endpoints?: ReadonlySet<string>;
  routes?: ReadonlySet<string>;
  bridgeActions?: ReadonlySet<string>;
}

const metaFiles = readSchemaDir(META_DIR);
const enumOf = (file: string, def: string): string[] =>
  ((metaFiles.find((entry) => entry.name.endsWith(file))?.schema.$defs?.[def] as { enum?: string[] })?.enum ?? []);
const KNOWN = {
  block: enumOf('block.schema.json', 'BlockType'),
  action: enumOf('action.schema.json', 'ActionType'),
  field: enumOf('field.schema.json', 'FieldType'),
};

let ajv: ReturnType<typeof createAjv> | undefined;
function getValidator(ref = 'screen.schema.json#/$defs/Screen') {
  ajv ??= createAjv(metaFiles, { verbose: true });
  return ajv.getSchema(ref)!;
}

/** Every screen file below a folder. */
export function findScreenFiles(dir = join(ROOT, 'screens')): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry === 'screen.json' || entry.endsWith('.screen.json')) found.push(path);
    }
  };
  walk(dir);
  return found.sort();
}

const readAt = (root: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);

const ACTION_LISTS = new Set(['actions', 'onSuccess', 'onError', 'then', 'else', 'onLoad', 'onBack', 'onClose', 'onChange', 'onSubmit', 'onInvalid', 'onPress', 'onItemPress']);

/** Whether the node at a pointer sits in a list of actions or of blocks. */
function kindAt(pointer: string): keyof typeof KNOWN {
  const parts = pointer.split('/');
  return ACTION_LISTS.has(parts[parts.length - 2] ?? '') ? 'action' : 'block';
}

/** Turns ajv's errors into one readable line per place, most specific first. */
function toProblems(file: string, data: unknown, errors: ErrorObject[]): Problem[] {
  const byPointer = new Map<string, string>();
  const put = (pointer: string, message: string) => {
    if (!byPointer.has(pointer)) byPointer.set(pointer, message);
  };
  // Unknown types first: they explain every other error under the same node.
  for (const error of errors) {
    if (error.keyword === 'discriminator') {
      const params = error.params as { tagValue?: unknown };
      const kind = kindAt(error.instancePath);
      const known = KNOWN[kind];
      const value = String(params.tagValue);
      const suggestion = suggestName(value, known);
      put(
        `${error.instancePath}/type`,
        `unknown ${kind} type '${value}'${suggestion ? ` (did you mean '${suggestion}'?)` : ''}. Known: ${known.join(', ')}.`,
      );
    }
  }
  const shadowed = (pointer: string) => [...byPointer.keys()].some((known) => known !== pointer && known.startsWith(pointer.replace(/\/type$/, '')) && known.endsWith('/type'));
  const specific = errors.filter(
    (error) =>
      !['anyOf', 'oneOf', 'discriminator', 'if'].includes(error.keyword) &&
      // A "must be string" of one anyOf branch says little when a deeper error says what is wrong.
      !(error.keyword === 'type' && errors.some((other) => other.instancePath.startsWith(`${error.instancePath}/`) || (other.instancePath === error.instancePath && !['type', 'anyOf'].includes(other.keyword)))),
  );
  specific.sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length);
  for (const error of specific) {
    const pointer = error.instancePath;
    if ([...byPointer.keys()].some((known) => known.endsWith('/type') && pointer.startsWith(known.slice(0, -5)))) continue;
    if (shadowed(pointer)) continue;
    switch (error.keyword) {
      case 'enum': {
        const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
        const value = String(readAt(data, pointer));
        const suggestion = suggestName(value, allowed);
        const isFieldType = pointer.endsWith('/type') && allowed.includes('enum') && allowed.includes('citySelect');
        put(
          pointer,
          `${isFieldType ? 'unknown field type' : 'unknown value'} '${value}'${suggestion ? ` (did you mean '${suggestion}'?)` : ''}. Known: ${allowed.join(', ')}.`,
        );
        break;
      }
      case 'additionalProperties': {
        const property = (error.params as { additionalProperty: string }).additionalProperty;
        const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
        const suggestion = suggestName(property, allowed);
        put(`${pointer}/${property}`, `unknown property '${property}'${suggestion ? ` (did you mean '${suggestion}'?)` : ''}. Allowed here: ${allowed.join(', ')}.`);
        break;
      }
      case 'required':
        put(pointer, `missing property '${(error.params as { missingProperty: string }).missingProperty}'.`);
        break;
      case 'const':
        break;
      default:
        put(pointer, `${error.message ?? 'is invalid'}.`);
    }
  }
  return [...byPointer].map(([pointer, message]) => ({ file, pointer: pointer || '/', message }));
}

/** Walks every node with its JSON pointer. */
function walk(node: unknown, pointer: string, visit: (node: Record<string, unknown>, pointer: string) => void) {
  if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`, visit));
  else if (node && typeof node === 'object') {
    visit(node as Record<string, unknown>, pointer);
    for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${key}`, visit);
  }
}

/** Checks that the names a valid screen uses exist: dialogs, forms, variables, messages, endpoints, routes. */
function checkReferences(file: string, screen: Record<string, unknown>, known: KnownNames): Problem[] {
  const problems: Problem[] = [];
  const dialogs = new Set(((screen.dialogs as { id: string }[]) ?? []).map((dialog) => dialog.id));
  const variables = new Set(Object.keys((screen.variables as object) ?? {}));
  const forms = new Set<string>();
  const sources = new Set(Object.keys((screen.data as object) ?? {}));
  walk(screen, '', (node) => {
    if (node.type === 'form' && typeof node.id === 'string') forms.add(node.id);
  });
  const report = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const expectName = (pointer: string, kind: string, name: unknown, names: ReadonlySet<string> | undefined, hint = '') => {
    if (!names || typeof name !== 'string' || names.has(name)) return;
    const suggestion = suggestName(name, [...names]);
    report(pointer, `unknown ${kind} '${name}'${suggestion ? ` (did you mean '${suggestion}'?)` : ''}${hint}.`);
  };
  const DECLARE_VARIABLE = '; declare it under /variables';
  walk(screen, '', (node, pointer) => {
    if (typeof node.msg === 'string') expectName(`${pointer}/msg`, 'message key', node.msg, known.messageKeys);
    switch (node.type) {
      case 'openDialog':
      case 'closeDialog':
        expectName(`${pointer}/dialog`, 'dialog', node.dialog, dialogs);
        break;
      case 'submit':
        expectName(`${pointer}/form`, 'form', node.form, forms);
        break;
      case 'reload':
        expectName(`${pointer}/source`, 'data source', node.source, sources);
        break;
      case 'set':
      case 'countdown':
      case 'tabs':
      case 'rating':
      case 'checkbox':
        expectName(`${pointer}/var`, 'variable', node.var, variables, DECLARE_VARIABLE);
        break;
      case 'call':
        expectName(`${pointer}/endpoint`, 'endpoint', node.endpoint, known.endpoints);
        if (typeof node.resultVar === 'string') expectName(`${pointer}/resultVar`, 'variable', node.resultVar, variables, DECLARE_VARIABLE);
        break;
      case 'navigate':
        if (typeof node.to === 'string' && !node.to.startsWith('/')) expectName(`${pointer}/to`, 'route', node.to, known.routes);
        break;
      case 'bridge':
        expectName(`${pointer}/call`, 'native bridge action', node.call, known.bridgeActions);
        break;
    }
    if (typeof node.endpoint === 'string' && pointer.startsWith('/data/')) expectName(`${pointer}/endpoint`, 'endpoint', node.endpoint, known.endpoints);
    const pattern = (node.pattern as { value?: unknown } | undefined)?.value;
    if (pointer.endsWith('/rules') && typeof pattern === 'string') {
      try {
        new RegExp(pattern, 'u');
      } catch (error) {
        report(`${pointer}/pattern/value`, `invalid regular expression: ${(error as Error).message}`);
      }
    }
    if (typeof node.var === 'string' && Object.keys(node).length === 1) {
      const [root, name] = node.var.split('.');
      if (root === 'vars' && name && !variables.has(name)) report(`${pointer}/var`, `unknown variable '${name}' (declare it under /variables).`);
      if (root === 'data' && name && !sources.has(name)) report(`${pointer}/var`, `unknown data source '${name}' (declare it under /data).`);
    }
  });
  return problems;
}

/** Checks one screen file's text; never throws. */
export function checkScreenText(file: string, text: string, known: KnownNames = {}): Problem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [{ file, pointer: '/', message: `not valid JSON: ${(error as Error).message}` }];
  }
  const validate = getValidator();
  if (!validate(data)) return toProblems(file, data, validate.errors ?? []);
  const screen = data as Record<string, unknown>;
  if (typeof screen.schemaVersion === 'number' && screen.schemaVersion > ENGINE_SCHEMA_VERSION) {
    return [{ file, pointer: '/schemaVersion', message: `written for schema version ${screen.schemaVersion}, but the engine runs version ${ENGINE_SCHEMA_VERSION} at most.` }];
  }
  return checkReferences(file, screen, known);
}

export function checkScreenFiles(files: string[], known: KnownNames = {}): Problem[] {
  return files.flatMap((path) => checkScreenText(relative(ROOT, path), readFileSync(path, 'utf8'), known));
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}#${problem.pointer}: ${problem.message}`;
}

type Catalogs = Record<string, Record<string, string>>;

/** Checks a messages.json file; its catalogs when valid. */
function checkMessagesFile(file: SourceFile, problems: Problem[]): Catalogs | undefined {
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch (error) {
    problems.push({ file: file.name, pointer: '/', message: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
  const validate = getValidator('messages.schema.json#/$defs/Messages');
  if (!validate(data)) {
    problems.push(...toProblems(file.name, data, validate.errors ?? []));
    return undefined;
  }
  return data as Catalogs;
}

/** The route names (screen ids) of a screens folder, for navigate actions. */
export function readRouteNames(screensDir = SCREENS_DIR): Set<string> {
  const names = new Set<string>();
  for (const folder of readScreenFolders(screensDir)) {
    try {
      const id = (JSON.parse(folder.screen.text) as { id?: unknown }).id;
      if (typeof id === 'string') names.add(id);
    } catch {
      // A file that is not JSON is reported by checkScreensDir.
    }
  }
  return names;
}

/**
 * Checks a whole screens folder as the build and the publish step see it: every screen with its
 * own texts and the shared ones, every route unique. `known.messageKeys` adds keys the app's code
 * brings (none by default: every text lives in the folder).
 */
export function checkScreensDir(screensDir = SCREENS_DIR, known: Omit<KnownNames, 'routes'> = {}): Problem[] {
  const problems: Problem[] = [];
  const sharedFile = readSharedMessages(screensDir);
  const shared = sharedFile ? (checkMessagesFile(sharedFile, problems) ?? {}) : {};
  const sharedKeys = Object.keys(shared.en ?? {});
  const folders = readScreenFolders(screensDir);
  const routes = readRouteNames(screensDir);
  const paths = new Map<string, string>();
  const aliases = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const folder of folders) {
    const own = folder.messages ? (checkMessagesFile(folder.messages, problems) ?? {}) : {};
    const messageKeys = new Set([...(known.messageKeys ?? []), ...sharedKeys, ...Object.keys(own.en ?? {})]);
    const found = checkScreenText(folder.screen.name, folder.screen.text, { ...known, messageKeys, routes });
    problems.push(...found);
    if (found.length > 0) continue;
    const screen = JSON.parse(folder.screen.text) as { id: string; route?: { path: string; hashAliases?: string[] } };
    const report = (pointer: string, message: string) => problems.push({ file: folder.screen.name, pointer, message });
    const claim = (seen: Map<string, string>, key: string, pointer: string, what: string) => {
      const other = seen.get(key);
      if (other) report(pointer, `${what} is used by ${other} too; each screen needs its own.`);
      else seen.set(key, folder.screen.name);
    };
    claim(ids, screen.id, '/id', `id '${screen.id}'`);
    if (!screen.route) {
      report('/route', `missing property 'route': give the screen its path, e.g. "route": { "path": "/${screen.id}" }.`);
      continue;
    }
    claim(paths, screen.route.path, '/route/path', `path '${screen.route.path}'`);
    screen.route.hashAliases?.forEach((alias, index) => claim(aliases, alias, `/route/hashAliases/${index}`, `hash alias '${alias}'`));
  }
  return problems;
}
