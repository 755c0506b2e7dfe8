// The checker's rules for screens and their texts, as product staff read them: every problem has
// the file, the JSON pointer, the line and column, and what to do. No file system here: callers
// pass the files' texts in (scripts/lib/check-screens.ts reads them in Node; the studio's worker
// passes its editor's texts), so the same rules run in the build, the dev server and the studio.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { getLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { OPERATORS, SCOPE_ROOTS } from '../core/expression.ts';
import { suggestName } from '../core/registry.ts';
import { ENGINE_SCHEMA_VERSION } from '../core/version.ts';
import actionSchema from '../../schemas/meta/action.schema.json' with { type: 'json' };
import blockSchema from '../../schemas/meta/block.schema.json' with { type: 'json' };
import expressionSchema from '../../schemas/meta/expression.schema.json' with { type: 'json' };
import fieldSchema from '../../schemas/meta/field.schema.json' with { type: 'json' };
import messagesSchema from '../../schemas/meta/messages.schema.json' with { type: 'json' };
import screenSchema from '../../schemas/meta/screen.schema.json' with { type: 'json' };
import textSchema from '../../schemas/meta/text.schema.json' with { type: 'json' };

export interface Problem {
  file: string;
  pointer: string;
  /** What is wrong, then what to do. */
  message: string;
  /** 1-based, of the node the pointer names (of its property name when it has one). */
  line?: number;
  column?: number;
}

export interface KnownNames {
  /** Message keys a screen may use besides its own and the shared ones. */
  messageKeys?: ReadonlySet<string>;
  endpoints?: ReadonlySet<string>;
  routes?: ReadonlySet<string>;
  /** The screens' app paths (route.path and its hash aliases' targets): a navigate to a path must reach one. */
  routePaths?: ReadonlySet<string>;
  bridgeActions?: ReadonlySet<string>;
  /** Shared message keys the app's code uses (e.g. 'engine.retry'): never reported as unused. */
  codeKeys?: ReadonlySet<string>;
}

/** A file's name (as shown in messages) and its text. */
interface SourceText {
  name: string;
  text: string;
}

interface ScreenSources {
  /** The folder's name, e.g. 'loan-detail'. */
  folder: string;
  screen: SourceText;
  messages?: SourceText;
}

interface PartSource {
  /** The name screens include it by (its file name without .json), e.g. 'site-footer'. */
  name: string;
  file: SourceText;
}

export interface ScreensInput {
  /** screens/messages.json, the texts shared by many screens and by the app. */
  shared?: SourceText;
  screens: ScreenSources[];
  /** screens/parts/*.json, put in place of include blocks. */
  parts?: PartSource[];
}

const LOCALES = ['en', 'fil'] as const;
const LOCALE_NAMES: Record<string, string> = { en: 'English', fil: 'Filipino' };

const schemas = [actionSchema, blockSchema, expressionSchema, fieldSchema, messagesSchema, screenSchema, textSchema] as Array<
  Record<string, unknown> & { $id: string; $defs?: Record<string, unknown> }
>;
const enumOf = (schema: { $defs?: Record<string, unknown> }, def: string): string[] =>
  (schema.$defs?.[def] as { enum?: string[] })?.enum ?? [];
const KNOWN = {
  block: enumOf(blockSchema, 'BlockType'),
  action: enumOf(actionSchema, 'ActionType'),
};

let ajv: Ajv2020 | undefined;
function getValidator(ref: string) {
  // The same options as scripts/lib/schema-files.ts createAjv, with every error and its schema.
  ajv ??= (() => {
    const instance = new Ajv2020({
      allErrors: true,
      strict: true,
      strictTuples: false,
      discriminator: true,
      allowUnionTypes: true,
      verbose: true,
    });
    for (const schema of schemas) instance.addSchema(schema, schema.$id);
    return instance;
  })();
  return ajv.getSchema(ref)!;
}

// ---------------------------------------------------------------------------------------------
// JSON text: syntax, positions, duplicate names

interface JsonDoc {
  file: string;
  text: string;
  tree: Node;
  value: unknown;
  lineStarts: number[];
}

const SYNTAX_HINTS: Record<string, string> = {
  CommaExpected: "expected ',' before this: add the comma that separates two entries",
  ValueExpected: "expected a value here: remove the extra ',' or fill in the missing value",
  PropertyNameExpected: 'expected a property name in double quotes here: remove the extra \',\' or put the name in "double quotes"',
  ColonExpected: "expected ':' after the property name: add it",
  CloseBraceExpected: "an object is not closed: add the missing '}'",
  CloseBracketExpected: "a list is not closed: add the missing ']'",
  EndOfFileExpected: 'unexpected text after the end of the file: remove it',
  InvalidSymbol: 'unexpected character here: texts and property names need "double quotes"',
  InvalidCharacter: 'a text holds a character JSON does not allow (e.g. a line break): write it as \\n',
  UnexpectedEndOfString: "a text is not closed: add the closing '\"'",
  InvalidNumberFormat: "invalid number: write digits with an optional '.', e.g. 1500 or 0.5",
  InvalidEscapeCharacter: "invalid escape after '\\': use \\\" \\\\ \\n or \\uXXXX",
  InvalidUnicode: 'invalid \\u escape: it needs four hex digits',
  InvalidCommentToken: 'JSON allows no comments: remove it',
  UnexpectedEndOfComment: 'JSON allows no comments: remove it',
};

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const toPointer = (path: (string | number)[]) => (path.length === 0 ? '/' : path.map((part) => `/${escapePointer(String(part))}`).join(''));
const pointerParts = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .filter((part, index, parts) => part !== '' || parts.length > 1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
const isUnder = (pointer: string, node: string) => pointer === node || pointer.startsWith(`${node}/`);

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index++) if (text[index] === '\n') starts.push(index + 1);
  return starts;
}

function lineColumn(lineStarts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low] + 1 };
}

/** The node a pointer names, or its nearest existing ancestor; a property's value is found by its last occurrence, as JSON.parse keeps. */
function nodeAt(tree: Node, pointer: string): Node {
  let node = tree;
  for (const part of pointerParts(pointer)) {
    let next: Node | undefined;
    if (node.type === 'object') next = node.children?.findLast((property) => property.children?.[0]?.value === part)?.children?.[1];
    else if (node.type === 'array' && /^\d+$/.test(part)) next = node.children?.[Number(part)];
    if (!next) break;
    node = next;
  }
  return node;
}

/** A problem at a pointer of a parsed file, with its line and column. */
function problemAt(doc: JsonDoc, pointer: string, message: string): Problem {
  const node = nodeAt(doc.tree, pointer);
  const offset = node.parent?.type === 'property' ? node.parent.offset : node.offset;
  return { file: doc.file, pointer: pointer || '/', message, ...lineColumn(doc.lineStarts, offset) };
}

/** Parses a file; a syntax error is one problem at its line and column. */
function parseJson(file: string, text: string): { doc?: JsonDoc; problems: Problem[] } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const lineStarts = lineStartsOf(text);
  if (errors.length > 0 || !tree) {
    const error = errors[0] ?? { error: 4, offset: 0, length: 0 };
    const code = printParseErrorCode(error.error);
    const path = getLocation(text, error.offset).path;
    // A property name that is expected but missing shows as '' at the end of the path.
    while (path.at(-1) === '') path.pop();
    const pointer = toPointer(path);
    const where = lineColumn(lineStarts, error.offset);
    return { problems: [{ file, pointer, message: `not valid JSON: ${SYNTAX_HINTS[code] ?? code}.`, ...where }] };
  }
  const doc: JsonDoc = { file, text, tree, value: JSON.parse(text), lineStarts };
  return { doc, problems: duplicateNames(doc) };
}

/** A property named twice in one object: JSON keeps the last silently (e.g. two variables, two texts with one key). */
function duplicateNames(doc: JsonDoc): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: Node, path: (string | number)[]) => {
    if (node.type === 'object') {
      const seen = new Map<string, Node>();
      for (const property of node.children ?? []) {
        const name = String(property.children?.[0]?.value);
        const first = seen.get(name);
        if (first) {
          const { line } = lineColumn(doc.lineStarts, first.offset);
          const where = lineColumn(doc.lineStarts, property.offset);
          problems.push({
            file: doc.file,
            pointer: toPointer([...path, name]),
            message: `'${name}' appears twice in this object (first on line ${line}); only the last one counts: remove or rename one.`,
            ...where,
          });
        } else seen.set(name, property);
        if (property.children?.[1]) visit(property.children[1], [...path, name]);
      }
    } else if (node.type === 'array') node.children?.forEach((child, index) => visit(child, [...path, index]));
  };
  visit(doc.tree, []);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Schema errors

const readAt = (root: unknown, pointer: string): unknown =>
  pointerParts(pointer).reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );

const ACTION_LISTS = new Set([
  'actions',
  'onSuccess',
  'onError',
  'then',
  'else',
  'onLoad',
  'onBack',
  'onClose',
  'onChange',
  'onSubmit',
  'onInvalid',
  'onPress',
  'onItemPress',
]);

/** Whether the node at a pointer sits in a list of actions (events.<name> lists too) or of blocks. */
function kindAt(pointer: string): keyof typeof KNOWN {
  const parts = pointer.split('/');
  if (parts.length === 4 && parts[1] === 'events') return 'action';
  return ACTION_LISTS.has(parts[parts.length - 2] ?? '') ? 'action' : 'block';
}

const didYouMean = (value: string, known: readonly string[]) => {
  const suggestion = suggestName(value, known);
  return suggestion ? ` (did you mean '${suggestion}'?)` : '';
};

/** Turns ajv's errors into one readable line per place, most specific first. */
function toProblems(doc: JsonDoc, errors: ErrorObject[]): Problem[] {
  const data = doc.value;
  const byPointer = new Map<string, string>();
  const put = (pointer: string, message: string) => {
    if (!byPointer.has(pointer)) byPointer.set(pointer, message);
  };
  /** Nodes whose own explanation replaces every error at or below them. */
  const explained: string[] = [];
  /** Expression nodes with a known operator: shape errors of the other operators at the node are noise. */
  const operations = new Set<string>();

  for (const error of errors) {
    const pointer = error.instancePath;
    // Unknown types first: they explain every other error under the same node.
    if (error.keyword === 'discriminator') {
      const kind = kindAt(pointer);
      const known = KNOWN[kind];
      const value = String((error.params as { tagValue?: unknown }).tagValue);
      put(`${pointer}/type`, `unknown ${kind} type '${value}'${didYouMean(value, known)}. Use one of: ${known.join(', ')}.`);
      explained.push(pointer);
    }
    // An expression that is an object names one operator.
    if (error.keyword === 'anyOf' && (error.parentSchema as { title?: string } | undefined)?.title === 'Expr') {
      const value = readAt(data, pointer);
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const keys = Object.keys(value);
      const operators = [...OPERATORS];
      if (keys.length === 1 && !OPERATORS.has(keys[0])) {
        put(
          `${pointer}/${escapePointer(keys[0])}`,
          `unknown operator '${keys[0]}'${didYouMean(keys[0], operators)}. Use one of: ${operators.join(', ')}.`,
        );
        explained.push(pointer);
      } else if (keys.length !== 1) {
        put(
          pointer,
          `an operation has exactly one operator, this one has ${keys.length === 0 ? 'none' : `${keys.length} (${keys.join(', ')})`}: write one of ${operators.join(', ')} as its only key.`,
        );
        explained.push(pointer);
      } else operations.add(pointer);
    }
  }
  const specific = errors.filter(
    (error) =>
      !['anyOf', 'oneOf', 'discriminator', 'if'].includes(error.keyword) &&
      !explained.some((node) => isUnder(error.instancePath, node)) &&
      !operations.has(error.instancePath) &&
      // A "must be string" of one anyOf branch says little when a deeper error says what is wrong.
      !(
        error.keyword === 'type' &&
        errors.some(
          (other) =>
            other.instancePath.startsWith(`${error.instancePath}/`) ||
            (other.instancePath === error.instancePath && !['type', 'anyOf'].includes(other.keyword)),
        )
      ),
  );
  specific.sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length);
  for (const error of specific) {
    const pointer = error.instancePath;
    switch (error.keyword) {
      case 'enum': {
        const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
        const value = String(readAt(data, pointer));
        const isFieldType = pointer.endsWith('/type') && allowed.includes('enum') && allowed.includes('citySelect');
        put(
          pointer,
          `${isFieldType ? 'unknown field type' : 'unknown value'} '${value}'${didYouMean(value, allowed)}. Use one of: ${allowed.join(', ')}.`,
        );
        break;
      }
      case 'additionalProperties': {
        const property = (error.params as { additionalProperty: string }).additionalProperty;
        const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
        put(
          `${pointer}/${escapePointer(property)}`,
          `unknown property '${property}'${didYouMean(property, allowed)}. Allowed here: ${allowed.join(', ')}.`,
        );
        break;
      }
      case 'required': {
        const property = (error.params as { missingProperty: string }).missingProperty;
        put(pointer, `missing property '${property}': add "${property}" to this object.`);
        break;
      }
      case 'const':
        break;
      case 'pattern':
        put(pointer, `'${String(readAt(data, pointer))}' is not written as expected here (${error.message}): correct the value.`);
        break;
      default:
        put(pointer, `${error.message ?? 'is invalid'}: correct the value.`);
    }
  }
  return [...byPointer].map(([pointer, message]) => problemAt(doc, pointer, message));
}

// ---------------------------------------------------------------------------------------------
// Names a valid screen uses

/** Walks every object node with its JSON pointer. */
function walk(node: unknown, pointer: string, visit: (node: Record<string, unknown>, pointer: string) => void) {
  if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`, visit));
  else if (node && typeof node === 'object') {
    visit(node as Record<string, unknown>, pointer);
    for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${escapePointer(key)}`, visit);
  }
}

/** The message keys a screen's texts use, each with the pointers of its uses. */
function messageKeyUses(screen: unknown): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  walk(screen, '', (node, pointer) => {
    if (typeof node.msg === 'string' && !('type' in node)) uses.set(node.msg, [...(uses.get(node.msg) ?? []), `${pointer}/msg`]);
  });
  return uses;
}

/** An expression that reads a path: {"var": "path"} or {"var": ["path", default]}. */
function readPath(node: Record<string, unknown>): string | undefined {
  if (!('var' in node) || 'type' in node || Object.keys(node).length !== 1) return undefined;
  const path = Array.isArray(node.var) ? node.var[0] : node.var;
  return typeof path === 'string' ? path : undefined;
}

/** Checks that the names a valid screen uses exist: dialogs, forms, variables, data paths, messages, endpoints, routes; and that its ids are unique. */
function checkReferences(doc: JsonDoc, known: KnownNames, messageHint: string): Problem[] {
  const screen = doc.value as Record<string, unknown>;
  const problems: Problem[] = [];
  const report = (pointer: string, message: string) => problems.push(problemAt(doc, pointer, message));
  const dialogs = new Set<string>();
  ((screen.dialogs as { id: string }[]) ?? []).forEach((dialog, index) => {
    if (dialogs.has(dialog.id))
      report(`/dialogs/${index}/id`, `dialog id '${dialog.id}' is used by another dialog of this screen: give each dialog its own id.`);
    dialogs.add(dialog.id);
  });
  const variables = new Set(Object.keys((screen.variables as object) ?? {}));
  const sources = new Set(Object.keys((screen.data as object) ?? {}));
  const forms = new Set<string>();
  const blockIds = new Set<string>();
  walk(screen, '', (node, pointer) => {
    // Blocks (forms among them) are the typed nodes with an id; fields are named.
    if (typeof node.type !== 'string' || typeof node.id !== 'string') return;
    if (blockIds.has(node.id))
      report(
        `${pointer}/id`,
        `${node.type === 'form' ? 'form' : 'block'} id '${node.id}' is used by another block of this screen: give each its own id.`,
      );
    blockIds.add(node.id);
    if (node.type === 'form') forms.add(node.id);
  });
  walk(screen, '', (node, pointer) => {
    if (node.type !== 'form' || !Array.isArray(node.fields)) return;
    const names = new Set<string>();
    (node.fields as { name?: unknown }[]).forEach((field, index) => {
      if (typeof field?.name !== 'string') return;
      if (names.has(field.name))
        report(
          `${pointer}/fields/${index}/name`,
          `field name '${field.name}' is used by another field of this form: give each field its own name (it is the key the form sends).`,
        );
      names.add(field.name);
    });
  });

  const expectName = (pointer: string, kind: string, name: unknown, names: ReadonlySet<string> | undefined, hint: string) => {
    if (!names || typeof name !== 'string' || names.has(name)) return;
    const suggestion = suggestName(name, [...names]);
    report(
      pointer,
      suggestion
        ? `unknown ${kind} '${name}' (did you mean '${suggestion}'?)${hint.startsWith(';') ? hint : ''}.`
        : `unknown ${kind} '${name}'${hint}.`,
    );
  };
  const DECLARE_VARIABLE = '; declare it under /variables';
  const oneOf = (names: ReadonlySet<string> | undefined) => `: use one of ${[...(names ?? [])].join(', ')}`;
  const expectEndpoint = (pointer: string, name: unknown) => expectName(pointer, 'endpoint', name, known.endpoints, oneOf(known.endpoints));
  walk(screen, '', (node, pointer) => {
    switch (node.type) {
      case 'openDialog':
      case 'closeDialog':
        expectName(`${pointer}/dialog`, 'dialog', node.dialog, dialogs, ": use the id of one of the screen's /dialogs");
        break;
      case 'submit':
        expectName(`${pointer}/form`, 'form', node.form, forms, ': use the id of a form block of this screen');
        break;
      case 'reload':
        expectName(`${pointer}/source`, 'data source', node.source, sources, '; declare it under /data');
        break;
      case 'set':
      case 'countdown':
      case 'tabs':
      case 'rating':
      case 'checkbox':
        expectName(`${pointer}/var`, 'variable', node.var, variables, DECLARE_VARIABLE);
        break;
      case 'call':
        expectEndpoint(`${pointer}/endpoint`, node.endpoint);
        if (typeof node.resultVar === 'string') expectName(`${pointer}/resultVar`, 'variable', node.resultVar, variables, DECLARE_VARIABLE);
        break;
      case 'navigate':
        if (typeof node.to === 'string' && !node.to.startsWith('/'))
          expectName(
            `${pointer}/to`,
            'route',
            node.to,
            known.routes,
            ": use a screen's id (its folder's screen.json \"id\") or a path starting with '/'",
          );
        if (typeof node.to === 'string' && node.to.startsWith('/') && known.routePaths) {
          const path = node.to.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
          if (!known.routePaths.has(path))
            report(
              `${pointer}/to`,
              `no screen has the path '${path}'${didYouMean(path, [...known.routePaths])}: navigate to a screen's id or to the "route" "path" of one of the screens.`,
            );
        }
        break;
      case 'bridge':
        expectName(`${pointer}/call`, 'native bridge action', node.call, known.bridgeActions, oneOf(known.bridgeActions));
        break;
    }
    if (typeof node.endpoint === 'string' && pointer.startsWith('/data/') && pointer.split('/').length === 3) {
      expectEndpoint(`${pointer}/endpoint`, node.endpoint);
    }
    if (typeof node.msg === 'string' && !('type' in node))
      expectName(`${pointer}/msg`, 'message key', node.msg, known.messageKeys, messageHint);
    const pattern = (node.pattern as { value?: unknown } | undefined)?.value;
    if (pointer.endsWith('/rules') && typeof pattern === 'string') {
      try {
        new RegExp(pattern, 'u');
      } catch (error) {
        report(
          `${pointer}/pattern/value`,
          `invalid regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}; fix the pattern (a JavaScript regular expression, u flag).`,
        );
      }
    }
    const path = readPath(node);
    if (path !== undefined) {
      const at = Array.isArray(node.var) ? `${pointer}/var/0` : `${pointer}/var`;
      const [root, name, key] = path.split('.');
      if (!SCOPE_ROOTS.includes(root)) {
        report(
          at,
          `'${path}' starts with '${root}', which names nothing${didYouMean(root, SCOPE_ROOTS)}: a path starts with one of ${SCOPE_ROOTS.join(', ')}.`,
        );
      } else if (root === 'vars' && name && !variables.has(name)) {
        report(at, `unknown variable '${name}'${didYouMean(name, [...variables])}; declare it under /variables.`);
      } else if (root === 'data' && name && !sources.has(name)) {
        report(at, `unknown data source '${name}'${didYouMean(name, [...sources])}; declare it under /data.`);
      } else if (root === 'storage' && (!name || !['local', 'session'].includes(name) || !key)) {
        report(at, `'${path}' is not a storage path: write storage.local.<key> or storage.session.<key>.`);
      }
    }
  });
  return problems;
}

/** Problems of one file in the order of its text. */
const byPlace = (problems: Problem[]) => problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));

/** Checks one screen file's text (its own names only; message keys against `known.messageKeys`); never throws. */
export function checkScreenText(file: string, text: string, known: KnownNames = {}): Problem[] {
  return checkScreen(file, text, known, ': add it to this screen\'s messages.json under "en" (and "fil")').problems;
}

function checkScreen(file: string, text: string, known: KnownNames, messageHint: string): { doc?: JsonDoc; problems: Problem[] } {
  const { doc, problems } = parseJson(file, text);
  if (!doc) return { problems };
  const validate = getValidator('screen.schema.json#/$defs/Screen');
  if (!validate(doc.value)) return { problems: byPlace([...problems, ...toProblems(doc, validate.errors ?? [])]) };
  const screen = doc.value as Record<string, unknown>;
  if (typeof screen.schemaVersion === 'number' && screen.schemaVersion > ENGINE_SCHEMA_VERSION) {
    const message = `written for schema version ${screen.schemaVersion}, but the engine runs version ${ENGINE_SCHEMA_VERSION} at most: use version ${ENGINE_SCHEMA_VERSION} and its blocks, or update the app first.`;
    return { problems: [...problems, problemAt(doc, '/schemaVersion', message)] };
  }
  return { doc, problems: byPlace([...problems, ...checkReferences(doc, known, messageHint)]) };
}

// ---------------------------------------------------------------------------------------------
// Texts

type Catalogs = Partial<Record<string, Record<string, string>>>;

/** Checks a messages.json file; its document when it is valid. */
function checkMessagesFile(file: SourceText, problems: Problem[]): JsonDoc | undefined {
  const parsed = parseJson(file.name, file.text);
  problems.push(...parsed.problems);
  if (!parsed.doc) return undefined;
  const validate = getValidator('messages.schema.json#/$defs/Messages');
  if (!validate(parsed.doc.value)) {
    problems.push(...toProblems(parsed.doc, validate.errors ?? []));
    return undefined;
  }
  return parsed.doc;
}

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

/** Every locale has every key, and each key has the same {placeholders} in every locale. */
function checkCatalogs(doc: JsonDoc, fallback: Catalogs, problems: Problem[]): void {
  const catalogs = doc.value as Catalogs;
  const en = catalogs.en ?? {};
  const where = doc.file;
  for (const locale of LOCALES.slice(1)) {
    const texts = catalogs[locale] ?? {};
    for (const key of Object.keys(en)) {
      if (key in texts || key in (fallback[locale] ?? {})) continue;
      problems.push(
        problemAt(
          doc,
          `/en/${escapePointer(key)}`,
          `'${key}' has no ${LOCALE_NAMES[locale]} text: add "${key}" under "${locale}" in ${where} (until then ${LOCALE_NAMES[locale]} readers see the English text).`,
        ),
      );
    }
    for (const [key, text] of Object.entries(texts)) {
      const pointer = `/${locale}/${escapePointer(key)}`;
      if (!(key in en)) {
        problems.push(
          problemAt(
            doc,
            pointer,
            `'${key}' has a ${LOCALE_NAMES[locale]} text but no English one: add "${key}" under "en" in ${where}, or remove it here.`,
          ),
        );
        continue;
      }
      if (text.trim() === '' && en[key].trim() !== '') {
        problems.push(
          problemAt(
            doc,
            pointer,
            `'${key}' has an empty ${LOCALE_NAMES[locale]} text: translate "${en[key].slice(0, 60)}" under "${locale}" in ${where} (until then ${LOCALE_NAMES[locale]} readers see nothing there).`,
          ),
        );
        continue;
      }
      const expected = placeholdersOf(en[key]);
      const found = placeholdersOf(text);
      if (expected.join() !== found.join()) {
        const list = (names: string[]) => (names.length ? names.map((name) => `{${name}}`).join(', ') : 'none');
        problems.push(
          problemAt(
            doc,
            pointer,
            `the placeholders of '${key}' differ: en has ${list(expected)}, ${locale} has ${list(found)}; use the same {names} in every language (translate the words around them, never the names).`,
          ),
        );
      }
    }
  }
}

const ROUTE_HINT = '"route": { "path": "/<name>" }';

// ---------------------------------------------------------------------------------------------
// Shared parts

/** What a part needs of the screen that includes it: its data sources, variables and dialogs. */
interface PartNeeds {
  data: Set<string>;
  vars: Set<string>;
  dialogs: Set<string>;
}

function needsOf(value: unknown): PartNeeds {
  const needs: PartNeeds = { data: new Set(), vars: new Set(), dialogs: new Set() };
  walk(value, '', (node) => {
    const [root, name] = readPath(node)?.split('.') ?? [];
    if (root === 'data' && name) needs.data.add(name);
    if (root === 'vars' && name) needs.vars.add(name);
    if ((node.type === 'openDialog' || node.type === 'closeDialog') && typeof node.dialog === 'string') needs.dialogs.add(node.dialog);
  });
  return needs;
}

/** The include blocks in a screen or part, with their pointers. */
function includesOf(value: unknown): { pointer: string; part: string }[] {
  const found: { pointer: string; part: string }[] = [];
  walk(value, '', (node, pointer) => {
    if (node.type === 'include' && typeof node.part === 'string') found.push({ pointer, part: node.part });
  });
  return found;
}

/**
 * Every include names an existing part; in a screen (`needs` given), the screen has the data
 * sources, variables and dialogs the part (and the parts it includes) reads.
 */
function checkIncludes(doc: JsonDoc, partNames: readonly string[], problems: Problem[], needs?: ReadonlyMap<string, PartNeeds>): void {
  const screen = doc.value as { data?: object; variables?: object; dialogs?: { id?: string }[] };
  const has = {
    data: new Set(Object.keys(screen.data ?? {})),
    vars: new Set(Object.keys(screen.variables ?? {})),
    dialogs: new Set((screen.dialogs ?? []).map((dialog) => dialog.id)),
  };
  const declare = {
    data: ['data source', 'data.', '/data'],
    vars: ['variable', 'vars.', '/variables'],
    dialogs: ['dialog', '', '/dialogs'],
  } as const;
  for (const { pointer, part } of includesOf(doc.value)) {
    if (!partNames.includes(part)) {
      const known = partNames.length ? ` Parts: ${partNames.join(', ')}.` : '';
      problems.push(
        problemAt(
          doc,
          `${pointer}/part`,
          `unknown part '${part}'${didYouMean(part, partNames)}: add screens/parts/${part}.json or name an existing part.${known}`,
        ),
      );
      continue;
    }
    const needed = needs?.get(part);
    if (!needed) continue;
    for (const kind of ['data', 'vars', 'dialogs'] as const) {
      const missing = [...needed[kind]].filter((name) => !has[kind].has(name));
      if (missing.length === 0) continue;
      const [what, prefix, where] = declare[kind];
      problems.push(
        problemAt(
          doc,
          `${pointer}/part`,
          `part '${part}' reads the ${what}${missing.length > 1 ? 's' : ''} ${missing.map((name) => `'${prefix}${name}'`).join(', ')}, which this screen does not have: declare ${missing.length > 1 ? 'them' : 'it'} under ${where}, or include a part that fits this screen.`,
        ),
      );
    }
  }
}

/**
 * Checks every part like a screen's blocks, that it uses only shared texts and paths every screen
 * has, and that no part includes itself, directly or through others. Returns the shared keys used.
 */
function checkParts(
  parts: readonly PartSource[],
  shared: Catalogs,
  sharedName: string,
  known: KnownNames,
  problems: Problem[],
): { used: Set<string>; needs: Map<string, PartNeeds> } {
  const used = new Set<string>();
  const names = parts.map((part) => part.name);
  const docs = new Map<string, JsonDoc>();
  for (const part of parts) {
    const { doc, problems: syntax } = parseJson(part.file.name, part.file.text);
    problems.push(...syntax);
    if (!doc) continue;
    const validate = getValidator('screen.schema.json#/$defs/Part');
    if (!validate(doc.value)) {
      problems.push(...toProblems(doc, validate.errors ?? []));
      continue;
    }
    docs.set(part.name, doc);
    for (const key of messageKeyUses(doc.value).keys()) used.add(key);
    // Names a part uses are checked as in a screen: shared texts, routes, endpoints, bridge actions.
    const messageKeys = new Set([...(known.messageKeys ?? []), ...Object.keys(shared.en ?? {})]);
    const hint = `: a part uses the shared texts; add it under "en" and "fil" in ${sharedName}`;
    // The names of the including screen (data, variables, dialogs) are checked at each include.
    const found = checkReferences(doc, { ...known, messageKeys }, hint).filter(
      (problem) => !/\/(var|dialog|form|source|resultVar)$/.test(problem.pointer) || /starts with/.test(problem.message),
    );
    checkIncludes(doc, names, found);
    problems.push(...byPlace(found));
  }
  // Include cycles: each is reported once, at the include that closes it.
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, trail: string[]) => {
    state.set(name, 'visiting');
    const doc = docs.get(name)!;
    for (const { pointer, part } of includesOf(doc.value)) {
      if (!docs.has(part)) continue;
      if (state.get(part) === 'visiting') {
        const cycle = [...trail.slice(trail.indexOf(part)), name, part].join(' → ');
        problems.push(
          problemAt(doc, `${pointer}/part`, `include cycle: ${cycle}; a part cannot include itself, directly or through other parts.`),
        );
      } else if (!state.has(part)) visit(part, [...trail, name]);
    }
    state.set(name, 'done');
  };
  for (const name of docs.keys()) if (!state.has(name)) visit(name, []);
  // What each part needs, with the parts it includes (a cycle was reported above and is cut here).
  const needs = new Map<string, PartNeeds>();
  const collect = (name: string, trail: readonly string[]): PartNeeds => {
    const own = needsOf(docs.get(name)!.value);
    for (const { part } of includesOf(docs.get(name)!.value)) {
      if (!docs.has(part) || trail.includes(part)) continue;
      const nested = needs.get(part) ?? collect(part, [...trail, name]);
      for (const kind of ['data', 'vars', 'dialogs'] as const) nested[kind].forEach((item) => own[kind].add(item));
    }
    needs.set(name, own);
    return own;
  };
  for (const name of docs.keys()) if (!needs.has(name)) collect(name, [name]);
  return { used, needs };
}

/**
 * Checks a whole screens folder as the build and the publish step see it: every screen with its
 * own texts and the shared ones, every key in every language, no unused key, every route unique.
 * `known.messageKeys` adds keys screens may use from elsewhere; `known.codeKeys` are the shared
 * keys the app's code uses, each of which the shared texts must hold.
 */
export function checkScreens(input: ScreensInput, known: Omit<KnownNames, 'routes' | 'routePaths'> = {}): Problem[] {
  const problems: Problem[] = [];
  const sharedDoc = input.shared ? checkMessagesFile(input.shared, problems) : undefined;
  const shared = (sharedDoc?.value as Catalogs | undefined) ?? {};
  if (sharedDoc) checkCatalogs(sharedDoc, {}, problems);
  const sharedName = input.shared?.name ?? 'screens/messages.json';
  const routes = new Set<string>();
  const routePaths = new Set<string>();
  for (const folder of input.screens) {
    try {
      const { id, route } = JSON.parse(folder.screen.text) as { id?: unknown; route?: { path?: unknown } };
      if (typeof id === 'string') routes.add(id);
      if (typeof route?.path === 'string') routePaths.add(route.path);
    } catch {
      // Reported below.
    }
  }
  const paths = new Map<string, string>();
  const aliases = new Map<string, string>();
  const ids = new Map<string, string>();
  const partNames = (input.parts ?? []).map((part) => part.name);
  const { used: usedShared, needs: partNeeds } = checkParts(
    input.parts ?? [],
    shared,
    sharedName,
    { ...known, routes, routePaths },
    problems,
  );
  for (const folder of input.screens) {
    const ownDoc = folder.messages ? checkMessagesFile(folder.messages, problems) : undefined;
    const own = (ownDoc?.value as Catalogs | undefined) ?? {};
    if (ownDoc) checkCatalogs(ownDoc, shared, problems);
    const ownName = folder.messages?.name ?? `${folder.screen.name.replace(/[^/]*$/, '')}messages.json`;
    const messageKeys = new Set([...(known.messageKeys ?? []), ...Object.keys(shared.en ?? {}), ...Object.keys(own.en ?? {})]);
    const messageHint = `: add it under "en" and "fil" in ${ownName}${input.shared ? ` (or in ${sharedName} when many screens use it)` : ''}`;
    const { doc, problems: found } = checkScreen(
      folder.screen.name,
      folder.screen.text,
      { ...known, messageKeys, routes, routePaths },
      messageHint,
    );
    problems.push(...found);
    // Keys of a screen that does not parse or validate are not reported as unused: its uses are unknown.
    if (!doc) {
      for (const key of Object.keys(shared.en ?? {})) usedShared.add(key);
      continue;
    }
    checkIncludes(doc, partNames, problems, partNeeds);
    const uses = messageKeyUses(doc.value);
    for (const key of uses.keys()) if (!(key in (own.en ?? {}))) usedShared.add(key);
    if (ownDoc) {
      // A key without English text is reported by checkCatalogs.
      for (const key of Object.keys(own.en ?? {})) {
        if (uses.has(key)) continue;
        problems.push(
          problemAt(
            ownDoc,
            `/en/${escapePointer(key)}`,
            `'${key}' is used by no text of ${folder.screen.name}: remove it from every language, or show it with {"msg": "${key}"}.`,
          ),
        );
      }
    }
    if (found.length > 0) continue;
    const screen = doc.value as { id: string; route?: { path: string; hashAliases?: string[] } };
    const report = (pointer: string, message: string) => problems.push(problemAt(doc, pointer, message));
    const claim = (seen: Map<string, string>, key: string, pointer: string, what: string) => {
      const other = seen.get(key);
      if (other) report(pointer, `${what} is used by ${other} too: each screen needs its own.`);
      else seen.set(key, folder.screen.name);
    };
    claim(ids, screen.id, '/id', `id '${screen.id}'`);
    if (!screen.route) {
      report('/route', `missing property 'route': give the screen its path, e.g. ${ROUTE_HINT.replace('<name>', screen.id)}.`);
      continue;
    }
    claim(paths, screen.route.path, '/route/path', `path '${screen.route.path}'`);
    screen.route.hashAliases?.forEach((alias, index) => claim(aliases, alias, `/route/hashAliases/${index}`, `hash alias '${alias}'`));
  }
  if (sharedDoc) {
    for (const key of Object.keys(shared.en ?? {})) {
      if (usedShared.has(key) || known.codeKeys?.has(key)) continue;
      problems.push(
        problemAt(
          sharedDoc,
          `/en/${escapePointer(key)}`,
          `shared text '${key}' is used by no screen and not by the app's code: remove it from every language, or show it with {"msg": "${key}"}.`,
        ),
      );
    }
    // The app ships none of its own texts beyond what it says offline: they come with these.
    for (const key of [...(known.codeKeys ?? [])].sort()) {
      if (Object.hasOwn(shared.en ?? {}, key)) continue;
      problems.push(problemAt(sharedDoc, '/en', `the app's code shows text '${key}', which is missing: add it under "en" and "fil".`));
    }
  }
  return problems;
}

/** `file:line:column #/pointer: message`, the form editors and terminals link to. */
export function formatProblem(problem: Problem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}:${problem.column ?? 1}`;
  return `${where} #${problem.pointer}: ${problem.message}`;
}
