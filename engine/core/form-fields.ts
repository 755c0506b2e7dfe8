// A form's fields as its store knows them: the layout shown, which fields are on screen
// (visibleWhen), each field's rules and a field's own check. forms.ts owns the store and the rest.
import type { createFormControl } from 'react-hook-form';

import { evaluate, isTruthy, type Scope } from './expression.ts';
import { diffLayout, type FieldCodecs, findVisibilityChanges, type FormLayout, type PlacedField } from './form-layout.ts';
import type { EngineServices } from './services.ts';
import { createSubject } from './subject.ts';
import { getRuleMessage } from './validate.ts';

type FormValues = Record<string, unknown>;

/** react-hook-form's React-free store of one form. */
export type FormStore = ReturnType<typeof createFormControl<FormValues>>;

/** A field's own check, for a field whose validity depends on more than its value (a photo still uploading). */
export type FieldCheck = (value: unknown) => string | true;

export interface FormFieldsOptions {
  store: FormStore;
  codecs: FieldCodecs;
  services: EngineServices;
  getScope: () => Scope;
  /** The start values the form was made with: a field added later without one starts at its type's value. */
  defaultValues: FormValues;
  /** Told the fields a new layout adds, once they are registered (the draft puts its values back). */
  onAdded: (added: readonly PlacedField[]) => void;
}

export interface FormFields {
  getLayout: () => FormLayout;
  has: (name: string) => boolean;
  /** The names of the fields in the order they show. */
  namesInOrder: () => string[];
  /** A hidden field (visibleWhen false) is neither checked nor sent. */
  isActive: (name: string) => boolean;
  /** The field's rules from the schema: its message, or true when valid. */
  checkRules: (name: string, value: unknown) => string | true;
  /** Replaces a field's check; the returned function restores the rules. */
  setFieldCheck: (name: string, check: FieldCheck) => () => void;
  /** Shows a new layout: removed fields leave the store, added ones are registered. */
  setLayout: (next: FormLayout) => void;
  /** Follows the screen's state: a field hidden since the last call starts afresh, as one never filled. */
  syncVisibility: () => void;
  subscribeLayout: (listener: () => void) => () => void;
  dispose: () => void;
}

export function createFormFields({ store, codecs, services, getScope, defaultValues, onAdded }: FormFieldsOptions): FormFields {
  let layout: FormLayout = { fields: [], problems: [], unknownTypes: [] };
  let byName = new Map<string, PlacedField>();
  const layoutChanges = createSubject();
  const checks = new Map<string, FieldCheck>();
  const activeByName = new Map<string, boolean>();

  const scopeOf = (placed: PlacedField): Scope => (placed.item === undefined ? getScope() : { ...getScope(), item: placed.item });
  const computeActive = (placed: PlacedField) =>
    placed.field.visibleWhen === undefined || isTruthy(evaluate(placed.field.visibleWhen, scopeOf(placed)));

  const checkRules = (name: string, value: unknown): string | true => {
    const placed = byName.get(name);
    if (!placed) return true;
    const request = codecs.get(placed.field.type)?.toRequestValue(placed.field, value);
    return getRuleMessage(placed.field, request, scopeOf(placed), services) ?? true;
  };

  const isActive = (name: string) => {
    const placed = byName.get(name);
    if (!placed) return false;
    if (placed.field.visibleWhen === undefined) return true;
    return activeByName.get(name) ?? computeActive(placed);
  };

  const registerField = (name: string) =>
    store.register(name, {
      validate: (value: unknown) => {
        if (!isActive(name)) return true; // hidden: not checked
        return (checks.get(name) ?? ((v: unknown) => checkRules(name, v)))(value);
      },
    });

  const setLayout = (next: FormLayout) => {
    const { byName: nextByName, removed, added } = diffLayout(byName, next);
    byName = nextByName;
    layout = next;
    for (const name of removed) {
      store.unregister(name);
      activeByName.delete(name);
    }
    for (const placed of added) {
      const name = placed.field.name;
      registerField(name);
      if (!(name in defaultValues)) store.resetField(name, { defaultValue: codecs.get(placed.field.type)?.toFormValue(placed.field) });
      if (placed.field.visibleWhen !== undefined) activeByName.set(name, computeActive(placed));
    }
    onAdded(added);
    layoutChanges.next();
  };

  return {
    getLayout: () => layout,
    has: (name) => byName.has(name),
    namesInOrder: () => layout.fields.map(({ field }) => field.name),
    isActive,
    checkRules,
    setFieldCheck(name, check) {
      checks.set(name, check);
      return () => {
        if (checks.get(name) === check) checks.delete(name);
      };
    },
    setLayout,
    syncVisibility() {
      for (const [name, isNow] of findVisibilityChanges(layout.fields, activeByName, computeActive)) {
        activeByName.set(name, isNow);
        if (!isNow) store.resetField(name);
      }
    },
    subscribeLayout: layoutChanges.subscribe,
    dispose: () => layoutChanges.unsubscribe(),
  };
}
