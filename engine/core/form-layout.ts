// A form's layout: the fields it shows, in order (its own, then those built from server data),
// and what changes when the layout or the screen's state changes. Pure: forms.ts applies the
// changes to the form store.
import type { Field, FormBlock } from '../generated/schema-types.ts';
import type { BuiltFieldResult } from './build-fields.ts';

/** What the core needs of a field type: its start value and its request value. */
export interface FieldValueCodec {
  type: string;
  /** The form value the field starts with. */
  toFormValue: (field: Field) => unknown;
  /** The value sent; undefined leaves the parameter out. */
  toRequestValue: (field: Field, value: unknown) => unknown;
  /**
   * Whether a value of this type may be written to a form's saved draft. Absent means never: a
   * type's values are taken as sensitive (a number, a code) until its definition says otherwise.
   * A field's `keepInDraft: false` still keeps one out.
   */
  inDraft?: boolean;
  /**
   * Whether an empty value ('', null, undefined) is sent: 'always' (the default: as
   * toRequestValue gives it) or 'whenAsked' (left out unless the field says `sendEmpty`, then sent
   * as ''), e.g. an unchosen choice.
   */
  sendsEmpty?: 'always' | 'whenAsked';
}

export interface FieldCodecs {
  get: (type: string) => FieldValueCodec | undefined;
  has: (type: string) => boolean;
}

export interface PlacedField {
  field: Field;
  /** The server item a built field came from ('item' in its expressions). */
  item?: unknown;
  pointer: string;
}

export interface FormLayout {
  fields: readonly PlacedField[];
  problems: BuiltFieldResult['problems'];
  unknownTypes: BuiltFieldResult['unknownTypes'];
}

/** The fields the form block lists itself, with their pointers. */
export const placeOwnFields = (block: FormBlock, pointer: string): PlacedField[] =>
  (block.fields ?? []).map((field, index) => ({ field, pointer: `${pointer}/fields/${index}` }));

/**
 * The layout of the form's own fields and those built from data; a built field that is required
 * says the form's `requiredMessage` when it has one.
 */
export function toLayout(ownFields: readonly PlacedField[], built: BuiltFieldResult, requiredMessage: string, pointer: string): FormLayout {
  return {
    fields: [
      ...ownFields,
      ...built.fields.map(({ field, item }, index) => ({
        field:
          field.rules?.required && requiredMessage
            ? { ...field, rules: { ...field.rules, required: { message: requiredMessage } } }
            : field,
        item,
        pointer: `${pointer}/fieldsFrom/${index}`,
      })),
    ],
    problems: built.problems,
    unknownTypes: built.unknownTypes,
  };
}

/** The fields of a new layout by name, the names it no longer has and the fields it adds. */
export function diffLayout(
  before: ReadonlyMap<string, PlacedField>,
  next: FormLayout,
): { byName: Map<string, PlacedField>; removed: string[]; added: PlacedField[] } {
  const byName = new Map(next.fields.map((placed) => [placed.field.name, placed]));
  return {
    byName,
    removed: [...before.keys()].filter((name) => !byName.has(name)),
    added: next.fields.filter((placed) => !before.has(placed.field.name)),
  };
}

/**
 * The fields with a `visibleWhen` whose visibility differs from what was last seen, with their
 * new one; one at a time, so each is read after the change before it was applied.
 */
export function* findVisibilityChanges(
  fields: readonly PlacedField[],
  wasActive: ReadonlyMap<string, boolean>,
  isActiveNow: (placed: PlacedField) => boolean,
): Generator<[name: string, isActive: boolean]> {
  for (const placed of fields) {
    if (placed.field.visibleWhen === undefined) continue;
    const isNow = isActiveNow(placed);
    if (wasActive.get(placed.field.name) !== isNow) yield [placed.field.name, isNow];
  }
}

/** Every field's start value, by name (what its type makes of the field's `default`). */
export function toStartValues(fields: readonly PlacedField[], codecs: FieldCodecs): Record<string, unknown> {
  return Object.fromEntries(fields.map(({ field }) => [field.name, codecs.get(field.type)?.toFormValue(field)]));
}

/** The request the fields `isSent` names make, each value as its type sends it (undefined: left out). */
export function toRequestValues(
  fields: readonly PlacedField[],
  values: Record<string, unknown>,
  codecs: FieldCodecs,
  isSent: (name: string) => boolean,
): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const { field } of fields) {
    if (!isSent(field.name)) continue;
    const codec = codecs.get(field.type);
    const given = values[field.name];
    const isEmpty = given === undefined || given === null || given === '';
    const value = isEmpty && codec?.sendsEmpty === 'whenAsked' ? (field.sendEmpty ? '' : undefined) : codec?.toRequestValue(field, given);
    if (value !== undefined) request[field.name] = value;
  }
  return request;
}
