import { validateBuiltField } from '../generated/meta-validators.js';
import type { Field, FieldsFromData, FieldType } from '../generated/schema-types.ts';
import { evaluate, type Scope } from './expression.ts';

export interface BuiltFieldResult {
  fields: { field: Field; item: unknown }[];
  /** Items that did not make a valid field: shown as a contained error, the rest still works. */
  problems: { index: number; message: string }[];
  unknownTypes: { index: number; type: string }[];
}

/**
 * Builds fields from a list the server sent (e.g. bank form items), one per item.
 * Template values are read with `item`, `query` and `config` in scope; visibleWhen and onChange
 * are kept as expressions and read later with the item in scope.
 * @example buildFieldsFromData({ each: { var: 'data.form.items' }, field: { type: { var: 'item.kind' }, name: { var: 'item.code' } } }, scope, isKnownType)
 */
export function buildFieldsFromData(
  source: FieldsFromData | undefined,
  scope: Scope,
  isKnownType: (type: string) => boolean,
): BuiltFieldResult {
  const result: BuiltFieldResult = { fields: [], problems: [], unknownTypes: [] };
  if (!source) return result;
  const items = evaluate(source.each, scope);
  if (!Array.isArray(items)) return result;
  const template = source.field;
  (items as unknown[]).forEach((item, index) => {
    const itemScope = { ...scope, item };
    const read = (expr: (typeof template)[keyof typeof template]) =>
      expr === undefined ? undefined : (evaluate(expr, itemScope) ?? undefined);
    const readValues: Record<string, unknown> = {
      type: read(template.type),
      name: read(template.name),
      label: read(template.label),
      placeholder: read(template.placeholder),
      hint: read(template.hint),
      default: read(template.default),
      options: read(template.options),
      optionsFrom: read(template.optionsFrom),
      maxLength: read(template.maxLength),
      required: read(template.required),
    };
    const built = Object.fromEntries(Object.entries(readValues).filter(([, value]) => value !== undefined && value !== ''));
    if (typeof built.type === 'string' && !isKnownType(built.type)) {
      result.unknownTypes.push({ index, type: built.type });
      return;
    }
    if (!validateBuiltField(built)) {
      const error = validateBuiltField.errors?.[0];
      result.problems.push({ index, message: `${error?.instancePath || '/'} ${error?.message ?? 'is invalid'}` });
      return;
    }
    const field: Field = {
      type: built.type as FieldType,
      name: built.name as string,
      label: built.label as string | undefined,
      placeholder: built.placeholder as string | undefined,
      hint: built.hint as string | undefined,
      default: built.default as Field['default'],
      options: built.options as Field['options'],
      optionsFrom: built.optionsFrom as string | undefined,
      maxLength: built.maxLength as number | undefined,
      rules: built.required ? { required: {} } : undefined,
      visibleWhen: template.visibleWhen,
      onChange: template.onChange,
    };
    result.fields.push({ field, item });
  });
  return result;
}
