// The property panel's form for one node of a screen, made from the schema: each property the
// node's type allows, as the control that edits it: a text as its message key's English and
// Filipino, a choice from the schema's enum (or from the project's names: endpoints, routes,
// dialogs…), a switch for true / false, a box for a number or a name (an expression that is a plain
// text or number too); in words, a condition, a text that shows data, one value the screen knows,
// named values and a field's checks; anything else (a worked-out expression, an object) shown as
// JSON to edit in the editor. A node of a type of the project's own is described by its declared
// property schema.
import type { OwnTypes } from '@borrower/engine/core';

import { type FieldChecks, readChecks } from './checks.ts';
import { type ConditionValue, conditionValues } from './condition-values.ts';
import { CONDITION_PROPERTIES, type ConditionSet, readConditions } from './conditions.ts';
import { type DataText, readDataText } from './data-text.ts';
import { listKind, valueAt } from './node-edits.ts';
import { dataSourcesOf, describeOrigin } from './origin.ts';
import { helpInList, ownTypeSchema } from './palette.ts';
import { type ParamRow, readParams } from './params.ts';
import { appliesToField, optionWords, propertyWords } from './property-words.ts';
import { type RowLabel, rowLabelsOf } from './row-labels.ts';
import { describeSchema, propertySchema, refName, resolve, schemaAt, type SchemaNode } from './schema-lookup.ts';
import { nameInWords, typeHelp, typeName, typeWords } from './type-words.ts';
import { readValueRef, type ValueRef } from './value-ref.ts';

interface Common {
  name: string;
  /** What staff call it (rowOrder: "Order of the server's rows"; property-words.ts); its name where none is known (a project's own type). */
  label?: string;
  required: boolean;
  /** One line of help in staff words: what it changes for the borrower (the schema's description where none is known). */
  description: string | undefined;
  /** For developers: its name in the screen file and the schema's description. */
  detail?: string;
  allowed: string | undefined;
  /** Where its value comes from when not the screen: the lender's server, config.js, the address. */
  origin?: string;
}

export type PropertyModel = Common &
  (
    | {
        kind: 'text';
        /** The message key it shows, or undefined for a literal or nothing yet. */
        key: string | undefined;
        literal: string | undefined;
        en: string;
        fil: string;
        /** The key is one of the shared texts (screens/messages.json), not the screen's own. */
        shared: boolean;
      }
    | {
        kind: 'choice';
        value: string | undefined;
        options: string[];
        /** What staff read for each choice (property-words.ts; a project's own name split into words). */
        labels: Record<string, string>;
        fallback: string | undefined;
      }
    | { kind: 'boolean'; value: boolean | undefined; fallback: boolean }
    | { kind: 'number'; value: number | undefined; minimum: number | undefined; integer: boolean }
    | { kind: 'string'; value: string | undefined; pattern: string | undefined }
    /** A list of names or titles, one a line (e.g. a key/value list's rowOrder). */
    | { kind: 'lines'; value: string[] | undefined }
    /** A key/value list's new titles for the server's rows: a table of row → label in English and Filipino. */
    | { kind: 'rowLabels'; value: RowLabel[] }
    /** A condition staff set without JSON (conditions.ts): a value filled, empty, equal to one or not. */
    | {
        kind: 'condition';
        value: ConditionSet | undefined;
        /** What the screen knows that the condition can look at, in words (condition-values.ts). */
        values: ConditionValue[];
      }
    /** One value the screen knows, read as it is (value-ref.ts): a picture's address, a link, a list's rows. */
    | { kind: 'value'; value: ValueRef; values: ConditionValue[] }
    /** A field's checks (checks.ts): must be filled in, at least N characters, a developer's format; each with its message. */
    | { kind: 'checks'; value: FieldChecks }
    /** Named values sent with a call or put in an address (params.ts): a table of name → value. */
    | { kind: 'params'; value: ParamRow[]; values: ConditionValue[] }
    /** A text that shows data (data-text.ts): the value, how it is shown, and what shows without one. */
    | { kind: 'data'; value: DataText; values: ConditionValue[] }
    | { kind: 'json'; value: unknown }
  );

export interface NodeForm {
  pointer: string;
  type: string;
  /** What staff call the node's type ('Photos' for an imageUpload field; type-words.ts); its own name for a project's own type. */
  title?: string;
  /** What the node's type is, from the schema. */
  description: string | undefined;
  properties: PropertyModel[];
  /** The node is an entry of a list of blocks, fields or actions: it can be moved, duplicated and deleted. */
  inList: boolean;
  index: number;
  listLength: number;
}

export interface Catalogs {
  own: { en?: Record<string, string>; fil?: Record<string, string> };
  shared: { en?: Record<string, string>; fil?: Record<string, string> };
}

/** Names a string property takes from the project, by property name ('endpoint' → the app's endpoints). */
export type Choices = Partial<Record<string, readonly string[]>>;

/** Where a property is: its name, its schema, and the node's type (a field's or a block's or an action's). */
interface Place {
  type: string;
  isField: boolean;
}

/** Lists of blocks, fields and actions are the node's children in the structure, not properties of its form. */
const isChildList = (schema: SchemaNode | undefined) => {
  const name = refName(schema);
  const node = resolve(schema);
  return name === 'Blocks' || name === 'Actions' || refName(node?.items) === 'Field' || refName(node?.items) === 'Block';
};

function model(
  name: string,
  schema: SchemaNode,
  value: unknown,
  required: boolean,
  { catalogs, choices, place, known }: { catalogs: Catalogs; choices: Choices; place: Place; known: () => ConditionValue[] },
): PropertyModel {
  const doc = describeSchema(schema);
  const words = propertyWords(place.type, name, place.isField);
  // A field's kind: the chosen kind's help in staff words; a choice from a list that explains each ("a: …. b: …"): the chosen one's.
  const chosen =
    typeof value === 'string'
      ? place.isField && name === 'type'
        ? typeWords('field', value)?.help
        : helpInList(doc.description, value)
      : undefined;
  const description = chosen || words?.help || doc.description;
  const detail = [`In the screen file: ${name}.`, doc.description, doc.allowed && `Allowed: ${doc.allowed}.`].filter(Boolean).join(' ');
  const common = { name, required, description, detail, allowed: doc.allowed, ...(words && { label: words.label }) };
  const node = resolve(schema);
  if (CONDITION_PROPERTIES.has(name)) {
    const condition = value === undefined ? undefined : readConditions(value);
    if (value === undefined || condition) return { ...common, kind: 'condition', value: condition, values: known() };
  }
  if (name === 'rules' && refName(schema) === 'Rules') {
    const checks = readChecks(value, catalogs);
    if (checks) return { ...common, kind: 'checks', value: checks };
  }
  if (name === 'rowLabels') return { ...common, kind: 'rowLabels', value: rowLabelsOf(value, [catalogs.own, catalogs.shared]) };
  if (refName(schema) === 'Text') {
    const key =
      value && typeof value === 'object' && typeof (value as { msg?: unknown }).msg === 'string'
        ? (value as { msg: string }).msg
        : undefined;
    if (value !== undefined && key === undefined && typeof value !== 'string') {
      const data = readDataText(value);
      return data ? { ...common, kind: 'data', value: data, values: known() } : { ...common, kind: 'json', value };
    }
    const shared = key !== undefined && !(key in (catalogs.own.en ?? {})) && key in (catalogs.shared.en ?? {});
    const from = shared ? catalogs.shared : catalogs.own;
    return {
      ...common,
      kind: 'text',
      key,
      literal: typeof value === 'string' ? value : undefined,
      en: key ? (from.en?.[key] ?? '') : '',
      fil: key ? (from.fil?.[key] ?? '') : '',
      shared,
    };
  }
  const listed = choices[name];
  if (node?.enum || (listed && node?.type === 'string')) {
    const options = (node?.enum as string[] | undefined) ?? [...(listed ?? [])];
    if (value === undefined || typeof value === 'string')
      return {
        ...common,
        kind: 'choice',
        value,
        options,
        labels: Object.fromEntries(
          options.map((option) => [option, optionWords(place.type, name, option, place.isField) ?? nameInWords(option)]),
        ),
        fallback: typeof node?.default === 'string' ? node.default : undefined,
      };
  }
  if (node?.type === 'boolean' && (value === undefined || typeof value === 'boolean'))
    return { ...common, kind: 'boolean', value, fallback: typeof node.default === 'boolean' ? node.default : false };
  if ((node?.type === 'integer' || node?.type === 'number') && (value === undefined || typeof value === 'number'))
    return { ...common, kind: 'number', value, minimum: node.minimum, integer: node.type === 'integer' };
  if (node?.type === 'string' && (value === undefined || typeof value === 'string'))
    return { ...common, kind: 'string', value, pattern: node.pattern };
  // A value of several kinds that may be a text (a field's starting value): a box, as for a text.
  if (Array.isArray(node?.type) && node.type.includes('string') && (value === undefined || typeof value === 'string'))
    return { ...common, kind: 'string', value, pattern: undefined };
  if (node?.type === 'array' && resolve(node.items)?.type === 'string' && isStringList(value)) return { ...common, kind: 'lines', value };
  // Named values (a call's, an address's, a page's placeholders): a table, when each is a value or a fixed text.
  if (node?.type === 'object' && typeof node.additionalProperties === 'object' && refName(node.additionalProperties) === 'Expr') {
    const rows = readParams(value);
    if (rows) return { ...common, kind: 'params', value: rows, values: known() };
  }
  // An expression that is a plain text or number (a picture's address, a value set): a box for it.
  if (refName(schema) === 'Expr' && typeof value === 'string') return { ...common, kind: 'string', value, pattern: undefined };
  if (refName(schema) === 'Expr' && typeof value === 'number')
    return { ...common, kind: 'number', value, minimum: undefined, integer: false };
  // One value read as it is (not a condition's: a value that is only tested reads as one of the tests above).
  const ref = CONDITION_PROPERTIES.has(name) ? undefined : readValueRef(value);
  if (ref) return { ...common, kind: 'value', value: ref, values: known() };
  return { ...common, kind: 'json', value };
}

function isStringList(value: unknown): value is string[] | undefined {
  return value === undefined || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

/** The form of the node at `pointer`, or undefined where there is no object the schema describes. */
export function nodeForm(
  doc: unknown,
  pointer: string,
  catalogs: Catalogs,
  choices: Choices = {},
  ownTypes?: OwnTypes,
): NodeForm | undefined {
  const value = valueAt(doc, pointer);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const type = (value as { type?: unknown }).type;
  // A node of the project's own type: a field where a form's fields are, else a block or an action (a name names one kind).
  const own = /\/fields\/\d+$/.test(pointer)
    ? ownTypeSchema(ownTypes, 'field', type)
    : (ownTypeSchema(ownTypes, 'block', type) ?? ownTypeSchema(ownTypes, 'action', type));
  const schema = own ?? schemaAt(doc, pointer);
  if (!schema?.properties) return undefined;
  const record = value as Record<string, unknown>;
  const parent = pointer.slice(0, pointer.lastIndexOf('/'));
  const inList = /\/\d+$/.test(pointer) && listKind(doc, parent) !== undefined;
  const list = inList ? (valueAt(doc, parent) as unknown[]) : [];
  const properties: PropertyModel[] = [];
  const sources = dataSourcesOf(doc);
  const isField = /\/fields\/\d+$/.test(pointer);
  const place = { type: typeof record.type === 'string' ? record.type : '', isField };
  let knownValues: ConditionValue[] | undefined;
  const known = () => (knownValues ??= conditionValues(doc, pointer, [catalogs.own, catalogs.shared]));
  for (const [name, property] of Object.entries(schema.properties)) {
    // A block's or an action's type is fixed (its properties follow from it); a field's is a choice.
    if (
      name === '$schema' ||
      (name === 'type' && resolve(property)?.enum === undefined) ||
      isChildList(propertySchema(schema, record, name)) ||
      // A field property its type does not use (a photo count on a phone field), unless it is set.
      (isField && record[name] === undefined && !appliesToField(place.type, name))
    )
      continue;
    const built = model(name, property, record[name], (schema.required ?? []).includes(name), { catalogs, choices, place, known });
    const origin = describeOrigin(record[name], sources);
    properties.push(origin ? { ...built, origin } : built);
  }
  return {
    pointer,
    type: typeof record.type === 'string' ? record.type : (schema.title ?? ''),
    title: typeof record.type === 'string' ? typeName(record.type, isField) : (schema.title ?? ''),
    // What the type does in staff words (the schema's description is written for developers).
    description: (typeof record.type === 'string' && typeHelp(record.type, isField)) || schema.description,
    properties,
    inList,
    index: inList ? Number(pointer.slice(parent.length + 1)) : 0,
    listLength: list.length,
  };
}

/** The key a new text of a node gets: '<prefix>.<the node's id or name, else its type>.<property>', unique among `taken`. */
export function newTextKey(prefix: string, node: Record<string, unknown>, property: string, taken: ReadonlySet<string>): string {
  const own = [node.id, node.name, node.type].find((item): item is string => typeof item === 'string' && /^[\w-]+$/.test(item)) ?? 'text';
  const stem = `${prefix}.${own}.${property}`;
  if (!taken.has(stem)) return stem;
  for (let count = 2; ; count++) if (!taken.has(`${stem}${count}`)) return `${stem}${count}`;
}
