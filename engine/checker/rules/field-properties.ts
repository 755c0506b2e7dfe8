// A field's properties that mean something for some field types only (schemas/meta/field.schema.json
// says which in each description): on a field of another type they do nothing, which is a mistake
// the schema alone lets through (`maxCount` on a number field).
import type { Problem } from '../types.ts';
import { type JsonDoc, problemAt } from './json-text.ts';
import { walk } from './walk.ts';

/** Each type-specific property: the field types it is for, and what it does there. */
const TYPE_PROPERTIES: Record<string, { types: readonly string[]; does: string }> = {
  maxCount: { types: ['imageUpload'], does: 'at most this many images' },
  upload: { types: ['imageUpload'], does: 'where and how the photos are uploaded' },
  optionsFrom: { types: ['enum', 'citySelect'], does: 'the options source a picker loads' },
};

/** The form fields (the form's own, not templates built from data) that carry a property their engine type does not read. */
export function checkFieldProperties(doc: JsonDoc, ownTypes?: ReadonlyMap<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  walk(doc.value, '', (node, pointer) => {
    if (node.type !== 'form' || !Array.isArray(node.fields)) return;
    (node.fields as unknown[]).forEach((field, index) => {
      if (!field || typeof field !== 'object') return;
      const { type } = field as { type?: unknown };
      // A type of a team's own has its own property schema (rules/own-types.ts).
      if (typeof type !== 'string' || ownTypes?.has(type)) return;
      for (const [property, { types, does }] of Object.entries(TYPE_PROPERTIES)) {
        if (!(property in field) || types.includes(type)) continue;
        const owners = types.length === 1 ? `an ${types[0]} field` : `${types.join(' or ')} fields`;
        problems.push(
          problemAt(
            doc,
            `${pointer}/fields/${index}/${property}`,
            `'${property}' does nothing on a ${type} field: it is for ${owners} (${does}). Remove it, or change the field's type.`,
          ),
        );
      }
    });
  });
  return problems;
}
