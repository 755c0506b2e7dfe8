// The screen language's schema at a place of a screen file: which schema describes the value at a
// JSON pointer (through $ref, the block and action types' oneOf chosen by "type", a text's anyOf
// chosen by its shape), what a property is (its description and allowed values) and which
// properties an object may have. Used by the palette, the property panel and the editor's hover.
import { screenEditorSchema } from './schema.ts';

export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  title?: string;
  description?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  discriminator?: { propertyName: string };
}

const ROOT = screenEditorSchema as SchemaNode & { $defs: Record<string, SchemaNode> };

/** A definition of the bundled schema by name, e.g. 'ButtonBlock'. */
export const definition = (name: string): SchemaNode | undefined => ROOT.$defs[name];

/** The schema a $ref names, followed until it is no $ref; the referring node's own description wins. */
export function resolve(schema: SchemaNode | undefined): SchemaNode | undefined {
  let node = schema;
  let description = schema?.description;
  for (let hops = 0; node?.$ref && hops < 20; hops++) {
    const name = /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1];
    node = name ? ROOT.$defs[name] : undefined;
    description ??= node?.description;
  }
  return node && description !== node.description ? { ...node, description } : node;
}

/** The name of the definition a schema refers to ('Text', 'Expr', 'Blocks'…), if it is a $ref. */
export const refName = (schema: SchemaNode | undefined): string | undefined =>
  schema?.$ref ? /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1] : undefined;

const typeOfValue = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

function fits(schema: SchemaNode, value: unknown): boolean {
  const node = resolve(schema);
  if (!node) return false;
  if (node.const !== undefined) return node.const === value;
  if (node.anyOf || node.oneOf) return (node.anyOf ?? node.oneOf ?? []).some((branch) => fits(branch, value));
  const actual = typeOfValue(value);
  const types = node.type === undefined ? undefined : Array.isArray(node.type) ? node.type : [node.type];
  if (types && !types.some((type) => type === actual || (type === 'number' && actual === 'integer'))) return false;
  if (actual === 'object' && node.properties) {
    const record = value as Record<string, unknown>;
    if (!(node.required ?? []).every((name) => name in record)) return false;
    const typeProperty = node.properties.type;
    if (typeProperty?.const !== undefined && record.type !== typeProperty.const) return false;
  }
  return true;
}

/**
 * The object schema that describes `value` where `schema` is expected: a block or an action by
 * its "type" (the oneOf branch whose type is that const), a text by its shape; else the schema itself.
 */
export function branchFor(schema: SchemaNode | undefined, value: unknown): SchemaNode | undefined {
  const node = resolve(schema);
  if (!node) return undefined;
  const branches = node.oneOf ?? node.anyOf;
  if (!branches) return node;
  const chosen = branches.find((branch) => fits(branch, value));
  if (!chosen) return node;
  const resolved = branchFor(chosen, value);
  return resolved && node.description && !resolved.description ? { ...resolved, description: node.description } : resolved;
}

/** The schema of the property `name` of an object `value` described by `schema` (its branch chosen first). */
export function propertySchema(schema: SchemaNode | undefined, value: unknown, name: string): SchemaNode | undefined {
  const node = branchFor(schema, value);
  if (!node) return undefined;
  const own = node.properties?.[name];
  if (own) return own;
  return typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
}

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
export const pointerSegments = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer));

/**
 * The schema of the value at `pointer` in a screen document (parsed screen.json), or undefined where
 * the language has no rule (an unknown property, a place that is not in the document).
 * `schemaAt(doc, '/blocks/0')` is the block's type's schema, e.g. ButtonBlock.
 */
export function schemaAt(doc: unknown, pointer: string, root: SchemaNode | undefined = definition('Screen')): SchemaNode | undefined {
  let schema: SchemaNode | undefined = root;
  let value = doc;
  for (const segment of pointerSegments(pointer)) {
    if (!schema) return undefined;
    if (Array.isArray(value)) {
      const list = branchFor(schema, value);
      schema = list?.items;
      value = value[Number(segment)];
    } else if (value !== null && typeof value === 'object') {
      schema = propertySchema(schema, value, segment);
      value = (value as Record<string, unknown>)[segment];
    } else {
      // Below a value that is not there yet: the schema alone says.
      const node = resolve(schema);
      schema = /^\d+$/.test(segment) ? node?.items : (node?.properties?.[segment] ?? undefined);
    }
  }
  return schema && branchFor(schema, value);
}

export interface PropertyDoc {
  /** What the property is (its description, else the description of the type it refers to). */
  description: string | undefined;
  /** What the schema allows: "one of: a, b", "a text: a message key or a literal", "true or false"… */
  allowed: string | undefined;
}

/** What a property's schema says about it, for the hover and the property panel. */
export function describeSchema(schema: SchemaNode | undefined): PropertyDoc {
  if (!schema) return { description: undefined, allowed: undefined };
  const name = refName(schema);
  const node = resolve(schema);
  const description = schema.description ?? node?.description;
  let allowed: string | undefined;
  if (node?.enum) allowed = `one of: ${node.enum.map((item) => JSON.stringify(item)).join(', ')}`;
  else if (node?.const !== undefined) allowed = `exactly ${JSON.stringify(node.const)}`;
  else if (name === 'Text') allowed = 'a text: {"msg": key} of the texts (English and Filipino), or a literal in quotes';
  else if (name === 'Expr' || name === 'VisibleWhen') allowed = 'a value or an expression, e.g. {"var": "vars.name"}';
  else if (name === 'Blocks') allowed = 'a list of blocks';
  else if (name === 'Actions') allowed = 'a list of actions';
  else if (node?.type === 'boolean') allowed = 'true or false';
  else if (node?.type === 'integer' || node?.type === 'number')
    allowed = `a${node.type === 'integer' ? ' whole' : ''} number${node.minimum !== undefined ? `, at least ${node.minimum}` : ''}`;
  else if (node?.type === 'string') allowed = node.pattern ? `text matching ${node.pattern}` : node.minLength ? 'text, not empty' : 'text';
  else if (node?.type === 'array') allowed = 'a list';
  else if (node?.type === 'object' || node?.properties) allowed = 'an object';
  if (allowed && node?.default !== undefined) allowed += `; default ${JSON.stringify(node.default)}`;
  return { description, allowed };
}
