// The palette: every block, field and action type of the screen language, named and explained by
// the schema (a new type in schemas/meta shows up by itself), and each one's new node: its
// required properties filled so that the checker passes, texts as new message keys in English and
// Filipino, a variable declared when the node is bound to one. Names of things that must exist
// (an endpoint, a route, a part, a dialog, a form) are taken from the screen and the project.
// A project's own block, field and action types (its declarations, OwnTypes) come after the
// engine's, with their help and their property schema.
import type { OwnTypes } from '@borrower/engine/core';

import { definition, refName, resolve, type SchemaNode } from './schema-lookup.ts';

export type PaletteKind = 'block' | 'field' | 'action';

export interface PaletteItem {
  kind: PaletteKind;
  type: string;
  /** The schema's help for the type. */
  help: string;
  /** A type of the project's own (its declaration), not the engine's. */
  own?: boolean;
}

const TYPE_ENUMS: Record<PaletteKind, string> = { block: 'BlockType', field: 'FieldType', action: 'ActionType' };
const UNIONS: Record<PaletteKind, string> = { block: 'Block', field: 'Field', action: 'Action' };

/** The definition of a block or action type: the branch of Block / Action whose "type" is that const. */
function typeDefinition(kind: PaletteKind, type: string): { name: string; schema: SchemaNode } | undefined {
  const field = definition('Field');
  if (kind === 'field') return field && { name: 'Field', schema: field };
  for (const branch of definition(UNIONS[kind])?.oneOf ?? []) {
    const name = refName(branch);
    const schema = resolve(branch);
    if (name && schema?.properties?.type?.const === type) return { name, schema };
  }
  return undefined;
}

/** "text: free text. digits: …" in a type list's description: the sentence(s) after "<type>:". */
export function helpInList(description: string | undefined, type: string): string | undefined {
  const found = new RegExp(`(?:^|\\.\\s)${type}: (.*?)(?=\\.\\s[a-zA-Z]+: |\\.?$)`).exec(description ?? '');
  return found ? `${found[1][0].toUpperCase()}${found[1].slice(1)}.` : undefined;
}

const fallbackHelp = (kind: PaletteKind, type: string) => `A ${type} ${kind}; its properties are in the panel once it is added.`;

const ownSchemas = new WeakMap<object, SchemaNode>();
const OWN_LISTS = { field: 'fields', block: 'blocks', action: 'actions' } as const;

/**
 * The property schema of the project's own type of that kind and name, if it declares one, its refs
 * to the screen language (`text.schema.json#/$defs/Text`) made the editor schema's (`#/$defs/Text`).
 */
export function ownTypeSchema(ownTypes: OwnTypes | undefined, kind: PaletteKind, type: unknown): SchemaNode | undefined {
  const declared = typeof type === 'string' ? ownTypes?.[OWN_LISTS[kind]]?.find((entry) => entry.type === type) : undefined;
  if (!declared) return undefined;
  let schema = ownSchemas.get(declared.propertySchema);
  if (!schema) {
    const text = JSON.stringify(declared.propertySchema).replace(/"\$ref":"[^"#]*#\/\$defs\//g, '"$ref":"#/$defs/');
    schema = JSON.parse(text) as SchemaNode;
    ownSchemas.set(declared.propertySchema, schema);
  }
  return schema;
}

/**
 * Every type of the three lists, in the schema's order, with its help; then the project's own
 * types of each kind, each with its declared help (English), else its property schema's description.
 */
export function paletteItems(ownTypes?: OwnTypes): PaletteItem[] {
  const kinds = Object.keys(TYPE_ENUMS) as PaletteKind[];
  const engine = kinds.flatMap((kind) => {
    const list = definition(TYPE_ENUMS[kind]);
    return ((list?.enum ?? []) as string[]).map((type) => {
      const own = kind === 'field' ? undefined : typeDefinition(kind, type)?.schema.description;
      const help = own ?? helpInList(list?.description, type) ?? fallbackHelp(kind, type);
      return { kind, type, help };
    });
  });
  const own = kinds.flatMap((kind) =>
    (ownTypes?.[OWN_LISTS[kind]] ?? []).map(({ type, help, propertySchema }): PaletteItem => {
      const described = typeof propertySchema.description === 'string' ? propertySchema.description : undefined;
      return { kind, type, help: help?.en ?? described ?? fallbackHelp(kind, type), own: true };
    }),
  );
  return [...engine, ...own];
}

export interface PaletteContext {
  /** The screen document as parsed. */
  doc: Record<string, unknown>;
  /** The prefix of the screen's own text keys (e.g. 'promoNotes'). */
  keyPrefix: string;
  /** Message keys that are taken: the screen's, the shared ones, the app's own. */
  takenKeys: ReadonlySet<string>;
  screenId: string;
  endpoints: readonly string[];
  bridgeActions: readonly string[];
  /** The shared parts with their text (a part that reads data this screen lacks is not offered). */
  parts: readonly { name: string; text: string }[];
  /** Markdown pages by name (content/<name>.md), e.g. 'about-us'. */
  pages: readonly string[];
  /** The id of the form a submit or validate action is for (the form it is inside), if any. */
  formId?: string;
}

interface NewText {
  key: string;
  en: string;
  fil: string;
}

export interface NewNode {
  value: Record<string, unknown>;
  texts: NewText[];
  /** Variables to declare under /variables, with their initial values. */
  variables: Record<string, unknown>;
}

export type MakeResult = { node: NewNode; problem?: undefined } | { node?: undefined; problem: string };

/** Every id, name, variable and dialog used in the document, so that new ones are unique. */
function usedNames(doc: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const key of ['id', 'name']) if (typeof record[key] === 'string') names.add(record[key]);
      Object.values(record).forEach(walk);
    }
  };
  walk(doc);
  for (const name of Object.keys((doc as { variables?: object }).variables ?? {})) names.add(name);
  return names;
}

const unique = (stem: string, taken: ReadonlySet<string>) => {
  if (!taken.has(stem)) return stem;
  for (let count = 2; ; count++) if (!taken.has(`${stem}${count}`)) return `${stem}${count}`;
};

/** Words of a camelCase type, e.g. 'keyValueList' → 'key value list'. */
const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const INITIAL_BY_TYPE: Record<string, unknown> = { rating: 0, checkbox: false, tabs: '', countdown: 0 };
/** Literal stand-ins for required expressions, per property, that pass the checker and show something sensible. */
const EXPRESSION_VALUES: Record<string, unknown> = {
  items: [],
  src: '/icons/info.svg',
  value: '',
  url: '/',
  when: true,
  address: 'help@example.com',
  each: [],
};

/** The new node of a palette item, or why it cannot be added to this screen. */
export function makeNode(kind: PaletteKind, type: string, context: PaletteContext, ownTypes?: OwnTypes): MakeResult {
  const own = ownTypeSchema(ownTypes, kind, type);
  const found = own ? { name: kind === 'field' ? 'Field' : `Own${kind}`, schema: own } : typeDefinition(kind, type);
  if (!found) return { problem: `The schema has no ${kind} type '${type}'.` };
  const taken = usedNames(context.doc);
  const keys = new Set(context.takenKeys);
  const texts: NewText[] = [];
  const variables: Record<string, unknown> = {};
  const dialogs = ((context.doc.dialogs as { id?: string }[] | undefined) ?? []).map((dialog) => dialog.id).filter(Boolean) as string[];
  const forms = [...taken].filter((name) => formIds(context.doc).has(name));
  const sources = Object.keys((context.doc.data as object | undefined) ?? {});
  const ownName = kind === 'field' ? unique(`${type}Field`, taken) : kind === 'block' ? unique(type, taken) : type;
  taken.add(ownName);

  const text = (property: string): Record<string, string> => {
    const key = unique(`${context.keyPrefix}.${ownName}.${property}`, keys);
    keys.add(key);
    const main = ['label', 'text', 'title'].includes(property);
    const en = main ? `New ${words(type)}${kind === 'block' || kind === 'action' ? '' : ` ${kind}`}` : `New ${words(type)} ${property}`;
    const fil = main ? `Bagong ${words(type)}${kind === 'field' ? ' na field' : ''}` : `Bagong ${words(type)} (${property})`;
    texts.push({ key, en, fil });
    return { msg: key };
  };

  /** A value for a required property, or a string saying why none can be made. */
  const valueFor = (property: string, schema: SchemaNode, owner: string): unknown => {
    const ref = refName(schema);
    const node = resolve(schema);
    if (ref === 'Text') return text(property);
    if (node?.const !== undefined) return node.const;
    if (property === 'id' || ref === 'Id') return ownName;
    if (owner === 'Field' && property === 'name') return ownName;
    if (property === 'var') {
      const name = unique(`${type}Value`, taken);
      taken.add(name);
      variables[name] = INITIAL_BY_TYPE[type] ?? null;
      return name;
    }
    if (property === 'endpoint') return context.endpoints[0] ?? new Refusal('the app declares no endpoint');
    if (property === 'to') return context.screenId;
    if (property === 'call')
      return context.bridgeActions.includes('closeWebview')
        ? 'closeWebview'
        : (context.bridgeActions[0] ?? new Refusal('the app declares no native action'));
    if (property === 'dialog') return dialogs[0] ?? new Refusal('this screen has no dialog');
    if (property === 'form') return context.formId ?? forms[0] ?? new Refusal('this screen has no form');
    if (property === 'part')
      return (
        context.parts.find((part) => dataRead(part.text).every((source) => sources.includes(source)))?.name ??
        new Refusal('no shared part fits this screen (each reads data it does not load)')
      );
    if (property === 'source' && owner === 'MarkdownBlock') return context.pages[0] ?? new Refusal('the project has no page');
    if (property === 'source') return sources[0] ?? new Refusal('this screen loads no data');
    if (property === 'configKey') return 'appScheme';
    if (ref === 'Expr') return EXPRESSION_VALUES[property] ?? null;
    if (node?.default !== undefined) return node.default;
    if (node?.enum) return node.enum[0];
    if (node?.type === 'integer' || node?.type === 'number') return node.minimum ?? 0;
    if (node?.type === 'boolean') return false;
    if (node?.type === 'string') return property === 'key' ? `${context.screenId}.${ownName}` : property;
    if (node?.type === 'array' || node?.items) {
      const item = node.items && resolve(node.items);
      if (!node.minItems || !item) return [];
      return [objectFor(item, owner)];
    }
    if (node?.properties) return objectFor(node, owner);
    return null;
  };

  const objectFor = (schema: SchemaNode, owner: string): Record<string, unknown> => {
    const value: Record<string, unknown> = {};
    const wanted = [...(schema.required ?? [])];
    // A field says what it asks for: its label comes with it (when its type has one).
    if (owner === 'Field' && !wanted.includes('label') && schema.properties?.label) wanted.push('label');
    for (const property of wanted) {
      const propertySchema = schema.properties?.[property];
      if (propertySchema) value[property] = valueFor(property, propertySchema, owner);
    }
    return value;
  };

  const value = objectFor(found.schema, found.name);
  if (kind === 'field') value.type = type;
  const refusal = Object.values(value).find((entry): entry is Refusal => entry instanceof Refusal);
  if (refusal) return { problem: `A ${type} ${kind} cannot be added here: ${refusal.reason}.` };
  return { node: { value: { type, ...value }, texts, variables } };
}

class Refusal {
  constructor(readonly reason: string) {}
}

/** The data sources a part's blocks read ("data.<source>…" in a var). */
const dataRead = (text: string) => [...new Set([...text.matchAll(/"data\.([A-Za-z_$][\w$]*)/g)].map((found) => found[1]))];

function formIds(doc: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.type === 'form' && typeof record.id === 'string') ids.add(record.id);
      Object.values(record).forEach(walk);
    }
  };
  walk(doc);
  return ids;
}
