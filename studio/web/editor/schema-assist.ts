// The editor's help from the screen language's schema, by place in the text: the property names an
// object may have (with their descriptions and allowed values) for completion, and what a property
// is for the hover. The text is read leniently (jsonc-parser), so both work halfway through an edit.
import { getLocation, type Location, parse } from 'jsonc-parser';

import { branchFor, definition, describeSchema, propertySchema, schemaAt, type SchemaNode } from './schema-lookup.ts';

const escapeSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (path: readonly (string | number)[]) => path.map((segment) => `/${escapeSegment(segment)}`).join('');

interface PropertyOption {
  name: string;
  required: boolean;
  description: string | undefined;
  allowed: string | undefined;
}

export interface PropertyCompletion {
  /** The object's type as the schema names it (e.g. 'ButtonBlock'), for the list's header. */
  owner: string | undefined;
  /** The partial name typed so far, and where it starts (after the opening quote, if any). */
  typed: string;
  options: PropertyOption[];
}

function lenient(text: string): unknown {
  return parse(text, [], { allowTrailingComma: true, disallowComments: false });
}

/** The schema of the object that holds the place `location` is at. */
function objectSchema(doc: unknown, path: readonly (string | number)[], root: SchemaNode | undefined): SchemaNode | undefined {
  return schemaAt(doc, pointerOf(path), root);
}

/** The property names the object around `offset` may take (those it has already left out), when `offset` is where a name goes. */
export function propertyCompletion(text: string, offset: number, rootName = 'Screen'): PropertyCompletion | undefined {
  const location: Location = getLocation(text, offset);
  if (!location.isAtPropertyKey) return undefined;
  const path = location.path.slice(0, -1);
  const typed = String(location.path.at(-1) ?? '');
  // The document without the name being typed, so that the properties after it still count.
  const start = offset - typed.length - (text[offset - typed.length - 1] === '"' ? 1 : 0);
  const end = offset + (text[offset] === '"' ? 1 : 0);
  const doc = lenient(`${text.slice(0, start)}${text.slice(end)}`);
  const found = objectSchema(doc, path, definition(rootName));
  // An object that fits no branch yet (a text with nothing in it): the properties of every object branch.
  const schema = found?.properties ? found : mergeBranches(found);
  if (!schema?.properties) return undefined;
  let value: unknown = doc;
  for (const segment of path) value = (value as Record<string | number, unknown> | undefined)?.[segment];
  const present = new Set(value && typeof value === 'object' ? Object.keys(value) : []);
  const required = new Set(schema.required ?? []);
  const options = Object.entries(schema.properties)
    .filter(([name]) => !present.has(name) || name === typed)
    .map(([name, property]) => {
      const doc = describeSchema(property);
      return { name, required: required.has(name), description: doc.description, allowed: doc.allowed };
    });
  return { owner: schema.title, typed, options };
}

function mergeBranches(schema: SchemaNode | undefined): SchemaNode | undefined {
  const branches = (schema?.anyOf ?? schema?.oneOf ?? [])
    .map((branch) => branchFor(branch, undefined))
    .filter((branch) => branch?.properties);
  if (branches.length === 0) return undefined;
  return {
    title: schema?.title,
    properties: Object.assign({}, ...branches.map((branch) => branch?.properties)) as Record<string, SchemaNode>,
  };
}

export interface PropertyHover {
  name: string;
  owner: string | undefined;
  description: string | undefined;
  allowed: string | undefined;
}

/** What the property at `offset` is (its name or its value under the pointer): its description and the values it allows. */
export function propertyHover(text: string, offset: number, rootName = 'Screen'): PropertyHover | undefined {
  const location = getLocation(text, offset);
  const name = location.path.at(-1);
  if (typeof name !== 'string' || name === '') return undefined;
  // Only on the name itself or on a simple value after it, not anywhere inside an object or a list below it.
  const node = location.previousNode;
  if (
    !node ||
    (node.type !== 'property' && node.type !== 'string' && node.type !== 'number' && node.type !== 'boolean' && node.type !== 'null')
  )
    return undefined;
  const doc = lenient(text);
  const path = location.path.slice(0, -1);
  const owner = objectSchema(doc, path, definition(rootName));
  let value: unknown = doc;
  for (const segment of path) value = (value as Record<string | number, unknown> | undefined)?.[segment];
  const schema = propertySchema(owner, value, name);
  if (!schema) return undefined;
  const described = describeSchema(schema);
  return { name, owner: branchFor(owner, value)?.title, ...described };
}
