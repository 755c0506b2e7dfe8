// Field types of a team's own (a FieldDefinition with its `propertySchema`, handed to <Screen> with
// extendRegistries): a screen's field of such a type is checked against its own property schema,
// and the rest of the screen against schemas/meta, which does not list the type.
import type { ValidateFunction } from 'ajv/dist/2020.js';

import fieldSchema from '../../../schemas/meta/field.schema.json' with { type: 'json' };
import type { OwnTypes } from '../../core/own-types.ts';
import type { Problem } from '../types.ts';
import { escapePointer, type JsonDoc, problemAt } from './json-text.ts';
import { compileBesideMeta } from './schema.ts';
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

const ENGINE_FIELD_TYPES: readonly string[] = fieldSchema.$defs.FieldType.enum;

/**
 * What is wrong with a project's declarations of its own types, one sentence each naming the type
 * and what to change (a name the engine has, a property schema ajv cannot compile, one whose
 * `type` const is not the type's name). Never throws.
 */
export function checkOwnTypeDeclarations(types: OwnTypes): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const lists = [
    ['field', types.fields],
    ['block', types.blocks],
    ['action', types.actions],
  ] as const;
  for (const [kind, list] of lists) {
    for (const declaration of list ?? []) {
      const { type, propertySchema } = declaration as { type?: unknown; propertySchema?: unknown };
      const name = `${kind} type '${String(type)}'`;
      if (typeof type !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(type)) {
        problems.push(`${name}: a type's name is a word in camelCase, e.g. 'pesoAmount'.`);
        continue;
      }
      if (seen.has(`${kind}:${type}`)) problems.push(`${name} is declared twice: keep one.`);
      seen.add(`${kind}:${type}`);
      if (kind === 'field' && ENGINE_FIELD_TYPES.includes(type))
        problems.push(`${name} is a field type of the engine already: give yours a name of its own, e.g. '${type}Own'.`);
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
export function withOwnFieldsAsText(screen: unknown, types: OwnFieldTypes): unknown {
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

/** Each field of an own type checked against its property schema: the property's place and what to change. */
export function checkOwnFields(doc: JsonDoc, types: OwnFieldTypes): Problem[] {
  const problems: Problem[] = [];
  for (const { field, pointer } of findOwnFields(doc.value, types)) {
    const type = String(field.type);
    const validate = validatorOf(types.get(type) ?? {});
    if (validate(field)) continue;
    for (const error of validate.errors ?? []) {
      const extra = error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : undefined;
      problems.push(
        extra === undefined
          ? problemAt(doc, `${pointer}${error.instancePath}`, `${error.message ?? 'invalid'} (the ${type} field type's property schema).`)
          : problemAt(
              doc,
              `${pointer}/${escapePointer(extra)}`,
              `'${extra}' is no property of a ${type} field (its type's property schema): remove it, or spell one it has.`,
            ),
      );
    }
  }
  return problems;
}
