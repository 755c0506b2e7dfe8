// Schema errors: a file checked against schemas/meta, with ajv's errors turned into one readable
// line per place (unknown block, action and field types, unknown operators and properties,
// missing properties), most specific first.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';

import actionSchema from '../../../schemas/meta/action.schema.json' with { type: 'json' };
import blockSchema from '../../../schemas/meta/block.schema.json' with { type: 'json' };
import expressionSchema from '../../../schemas/meta/expression.schema.json' with { type: 'json' };
import fieldSchema from '../../../schemas/meta/field.schema.json' with { type: 'json' };
import messagesSchema from '../../../schemas/meta/messages.schema.json' with { type: 'json' };
import screenSchema from '../../../schemas/meta/screen.schema.json' with { type: 'json' };
import textSchema from '../../../schemas/meta/text.schema.json' with { type: 'json' };
import { OPERATORS } from '../../core/expression.ts';
import { suggestName } from '../../core/registry.ts';
import type { Problem } from '../types.ts';
import { escapePointer, isUnder, type JsonDoc, pointerParts, problemAt } from './json-text.ts';

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
export function getValidator(ref: string) {
  const validate = metaAjv().getSchema(ref);
  if (!validate) throw new Error(`No schema "${ref}" in schemas/meta: name one of their $defs.`);
  return validate;
}

/**
 * Compiles a team's own type's property schema beside schemas/meta, so it may use the screen
 * language's definitions (`{"$ref": "text.schema.json#/$defs/Text"}`). Its `$id` is left out: two
 * declarations may share one. Throws ajv's error when it is no valid schema.
 */
export function compileBesideMeta(schema: Readonly<Record<string, unknown>>) {
  const { $id: _id, ...rest } = schema;
  return metaAjv().compile(rest);
}

function metaAjv(): Ajv2020 {
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
  return ajv;
}

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

export const didYouMean = (value: string, known: readonly string[]) => {
  const suggestion = suggestName(value, known);
  return suggestion ? ` (did you mean '${suggestion}'?)` : '';
};

/**
 * Turns ajv's errors into one readable line per place, most specific first. `own`: the names of a
 * project's own types of each kind, offered beside the engine's where a type is unknown.
 */
export function toProblems(
  doc: JsonDoc,
  errors: ErrorObject[],
  own: Partial<Record<'block' | 'action' | 'field', readonly string[]>> = {},
): Problem[] {
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
      const known = [...KNOWN[kind], ...(own[kind] ?? [])];
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
        const listed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
        const value = String(readAt(data, pointer));
        const isFieldType = pointer.endsWith('/type') && listed.includes('enum') && listed.includes('citySelect');
        const allowed = isFieldType ? [...listed, ...(own.field ?? [])] : listed;
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
