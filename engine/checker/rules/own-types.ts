// Field types of a team's own (a FieldDefinition with its `propertySchema`, handed to <Screen> with
// extendRegistries): a screen's field of such a type is checked against its own property schema,
// and the rest of the screen against schemas/meta, which does not list the type.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

import type { Problem } from '../types.ts';
import { escapePointer, type JsonDoc, problemAt } from './json-text.ts';
import { walk } from './walk.ts';

/** A team's own field types by name, each with the JSON Schema of a field of its type. */
export type OwnFieldTypes = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

let ajv: Ajv2020 | undefined;
const compiled = new WeakMap<object, ValidateFunction>();
const validatorOf = (schema: Readonly<Record<string, unknown>>): ValidateFunction => {
  ajv ??= new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
};

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
 * field of the same name at the same place (so every other problem keeps its pointer).
 */
export function withOwnFieldsAsText(screen: unknown, types: OwnFieldTypes): unknown {
  const own = new Set(findOwnFields(screen, types).map(({ field }) => field));
  if (own.size === 0) return screen;
  const copy = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(copy);
    if (!node || typeof node !== 'object') return node;
    if (own.has(node as Record<string, unknown>)) return { type: 'text', name: (node as { name?: unknown }).name };
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
