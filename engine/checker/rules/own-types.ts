// Block, field and action types of a team's own (declared with `declareOwnTypes`, their code handed
// to <Screen> with extendRegistries): a screen's node of such a type is checked against its own
// property schema, and the rest of the screen against schemas/meta, which does not list the type
// (the node stands in as one of the engine's types there, so every other problem keeps its place).
import type { ValidateFunction } from 'ajv/dist/2020.js';

import actionSchema from '../../../schemas/meta/action.schema.json' with { type: 'json' };
import blockSchema from '../../../schemas/meta/block.schema.json' with { type: 'json' };
import fieldSchema from '../../../schemas/meta/field.schema.json' with { type: 'json' };
import type { OwnTypes } from '../../core/own-types.ts';
import type { KnownNames, Problem } from '../types.ts';
import { escapePointer, type JsonDoc, pointerParts, problemAt } from './json-text.ts';
import { compileBesideMeta, didYouMean } from './schema.ts';
import { walk } from './walk.ts';

/** A team's own field types by name, each with the JSON Schema of a field of its type. */
export type OwnFieldTypes = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

const compiled = new WeakMap<object, ValidateFunction>();
const validatorOf = (schema: Readonly<Record<string, unknown>>): ValidateFunction => {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = compileBesideMeta(schema);
    compiled.set(schema, validate);
  }
  return validate;
};

/** The own field types the checker checks fields against, by name (each with its property schema). */
export const toOwnFieldTypes = (types: OwnTypes | undefined): OwnFieldTypes =>
  new Map((types?.fields ?? []).map((field) => [field.type, field.propertySchema]));

/** What the checker is told of a project's own types (`known` of checkScreens and checkScreenText). */
export const toOwnTypeNames = (types: OwnTypes | undefined): Pick<KnownNames, 'ownFieldTypes' | 'ownBlockTypes' | 'ownActionTypes'> => ({
  ownFieldTypes: toOwnFieldTypes(types),
  ownBlockTypes: new Map((types?.blocks ?? []).map((block) => [block.type, block.propertySchema])),
  ownActionTypes: new Map((types?.actions ?? []).map((action) => [action.type, action.propertySchema])),
});

const ENGINE_TYPES: Record<'field' | 'block' | 'action', readonly string[]> = {
  field: fieldSchema.$defs.FieldType.enum,
  block: blockSchema.$defs.BlockType.enum,
  action: actionSchema.$defs.ActionType.enum,
};

/**
 * What is wrong with a project's declarations of its own types, one sentence each naming the type
 * and what to change (a name the engine has, a property schema ajv cannot compile, one whose
 * `type` const is not the type's name). Never throws.
 */
export function checkOwnTypeDeclarations(types: OwnTypes): string[] {
  const problems: string[] = [];
  const kinds = new Map<string, string>();
  const lists = [
    ['field', types.fields],
    ['block', types.blocks],
    ['action', types.actions],
  ] as const;
  for (const [kind, list] of lists) {
    if (list !== undefined && !Array.isArray(list)) {
      problems.push(`${kind}s: give a list of ${kind} type declarations, e.g. ${kind}s: [myType].`);
      continue;
    }
    for (const declaration of list ?? []) {
      const { type, propertySchema } = (declaration ?? {}) as { type?: unknown; propertySchema?: unknown };
      const name = `${kind} type '${String(type)}'`;
      if (typeof type !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(type)) {
        problems.push(`${name}: a type's name is a word in camelCase, e.g. 'pesoAmount'.`);
        continue;
      }
      const other = kinds.get(type);
      if (other === kind) problems.push(`${name} is declared twice: keep one.`);
      else if (other !== undefined)
        problems.push(`${name} is declared as ${other === 'action' ? 'an' : 'a'} ${other} type too: a name names one kind, so rename one.`);
      kinds.set(type, kind);
      if (ENGINE_TYPES[kind].includes(type))
        problems.push(
          `${name} is ${kind === 'action' ? 'an' : 'a'} ${kind} type of the engine already: give yours a name of its own, e.g. '${type}Own'.`,
        );
      if (!propertySchema || typeof propertySchema !== 'object' || Array.isArray(propertySchema)) {
        problems.push(`${name} has no propertySchema: give it the JSON Schema of a ${kind} of its type.`);
        continue;
      }
      const schema = propertySchema as { properties?: Record<string, { const?: unknown }>; required?: unknown };
      if (schema.properties?.type?.const !== type)
        problems.push(`${name}: its propertySchema must say "properties": { "type": { "const": "${type}" } }.`);
      if (kind === 'field' && !(Array.isArray(schema.required) && schema.required.includes('name')))
        problems.push(`${name}: its propertySchema must require "name" (the request parameter a field is sent as).`);
      try {
        validatorOf(propertySchema as Record<string, unknown>);
      } catch (error) {
        problems.push(`${name}: its propertySchema is no valid JSON Schema (${(error as Error).message}); correct it.`);
      }
    }
  }
  return problems;
}

/** Each form field of an own type, with its JSON pointer. */
function findOwnFields(screen: unknown, types: OwnFieldTypes): { field: Record<string, unknown>; pointer: string }[] {
  const found: { field: Record<string, unknown>; pointer: string }[] = [];
  walk(screen, '', (node, pointer) => {
    if (node.type !== 'form' || !Array.isArray(node.fields)) return;
    (node.fields as unknown[]).forEach((field, index) => {
      if (field && typeof field === 'object' && types.has(String((field as { type?: unknown }).type)))
        found.push({ field: field as Record<string, unknown>, pointer: `${pointer}/fields/${index}` });
    });
  });
  return found;
}

/**
 * The screen as schemas/meta can check it: each field of an own type stands in as a plain text
 * field of the same name, label and hint at the same place (so every other problem keeps its pointer).
 */
function withOwnFieldsAsText(screen: unknown, types: OwnFieldTypes): unknown {
  const own = new Set(findOwnFields(screen, types).map(({ field }) => field));
  if (own.size === 0) return screen;
  const copy = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(copy);
    if (!node || typeof node !== 'object') return node;
    if (own.has(node as Record<string, unknown>)) {
      // Its texts stay, so their message keys are checked as every field's are.
      const { name, label, hint } = node as { name?: unknown; label?: unknown; hint?: unknown };
      return { type: 'text', name, ...(label === undefined ? {} : { label }), ...(hint === undefined ? {} : { hint }) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, copy(value)]));
  };
  return copy(screen);
}

/** A node of an own type checked against its property schema: each problem's place and what to change. */
function checkOwnNode(doc: JsonDoc, pointer: string, node: unknown, kind: string, schema: Readonly<Record<string, unknown>>): Problem[] {
  const validate = validatorOf(schema);
  if (validate(node)) return [];
  const type = String((node as { type?: unknown }).type);
  const properties = Object.keys((schema as { properties?: object }).properties ?? {});
  return (validate.errors ?? []).map((error) => {
    if (error.keyword !== 'additionalProperties')
      return problemAt(
        doc,
        `${pointer}${error.instancePath}`,
        `${error.message ?? 'invalid'} (the ${type} ${kind} type's property schema).`,
      );
    const extra = String(error.params.additionalProperty);
    const owner = error.instancePath === '' ? `a ${type} ${kind}` : `${error.instancePath.slice(1)} of a ${type} ${kind}`;
    const hint = error.instancePath === '' ? didYouMean(extra, properties) : '';
    return problemAt(
      doc,
      `${pointer}${error.instancePath}/${escapePointer(extra)}`,
      `'${extra}' is no property of ${owner} (its type's property schema)${hint}: remove it, or spell one it has.`,
    );
  });
}

/** Each field of an own type checked against its property schema: the property's place and what to change. */
function checkOwnFields(doc: JsonDoc, types: OwnFieldTypes): Problem[] {
  return findOwnFields(doc.value, types).flatMap(({ field, pointer }) =>
    checkOwnNode(doc, pointer, field, 'field', types.get(String(field.type)) ?? {}),
  );
}

/** What an own block or action stands in as where schemas/meta checks the screen: an engine type that is valid anywhere. */
const STAND_INS: Record<'Block' | 'Action', Record<string, unknown>> = {
  Block: { type: 'divider' },
  Action: { type: 'copy', value: '' },
};

/** A copy of `root` with `value` at the path `parts`. */
const setAt = (root: unknown, parts: readonly string[], value: unknown): unknown => {
  if (parts.length === 0) return value;
  const [head, ...rest] = parts;
  if (Array.isArray(root)) return (root as unknown[]).map((item, index) => (String(index) === head ? setAt(item, rest, value) : item));
  return { ...(root as Record<string, unknown>), [head]: setAt((root as Record<string, unknown>)[head], rest, value) };
};

/**
 * The screen as schemas/meta can check it, and the problems of its own-type nodes: each own field
 * stands in as a text field, and each own block or action (found where the screen language expects
 * a block or an action and meets a type it does not know) as an engine type valid anywhere.
 */
export function asEngineScreen(doc: JsonDoc, known: KnownNames, validate: ValidateFunction): { value: unknown; problems: Problem[] } {
  const fields = known.ownFieldTypes;
  let value = fields ? withOwnFieldsAsText(doc.value, fields) : doc.value;
  const problems = fields ? checkOwnFields(doc, fields) : [];
  const own = { Block: known.ownBlockTypes, Action: known.ownActionTypes };
  if (!own.Block?.size && !own.Action?.size) return { value, problems };
  if (validate(value)) return { value, problems };
  // ajv names each node of a type it does not know where it expects a block or an action (every error is reported).
  const met = (validate.errors ?? []).flatMap((error) => {
    const title = (error.parentSchema as { title?: unknown } | undefined)?.title;
    if (error.keyword !== 'discriminator' || (title !== 'Block' && title !== 'Action')) return [];
    const union: 'Block' | 'Action' = title;
    const schema = own[union]?.get(String((error.params as { tagValue?: unknown }).tagValue));
    return schema ? [{ pointer: error.instancePath, union, schema }] : [];
  });
  for (const { pointer, union, schema } of met) {
    const parts = pointerParts(pointer);
    const node = parts.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], doc.value);
    problems.push(...checkOwnNode(doc, pointer, node, union.toLowerCase(), schema));
    value = setAt(value, parts, STAND_INS[union]);
  }
  return { value, problems };
}
