// One form of a screen: react-hook-form's store (createFormControl) wired to the screen file's
// form block. The parts that need no store are modules of their own: the draft (form-draft.ts),
// the layout (form-layout.ts) and the errors fanned out per field (error-fan-out.ts).
import { createFormControl } from 'react-hook-form';

import type { Action, FormBlock } from '../generated/schema-types.ts';
import type { BuiltFieldResult } from './build-fields.ts';
import { createErrorFanOut, messageOf } from './error-fan-out.ts';
import { evaluate, isTruthy, type Scope } from './expression.ts';
import { createDraftSaver, type DraftSaver, isDrafted } from './form-draft.ts';
import {
  diffLayout,
  type FieldCodecs,
  findVisibilityChanges,
  type FormLayout,
  type PlacedField,
  placeOwnFields,
  toLayout,
  toRequestValues,
  toStartValues,
} from './form-layout.ts';
import { formParts } from './form-parts.ts';
import type { EngineServices } from './services.ts';
import { createSubject } from './subject.ts';
import { resolveText } from './text.ts';
import { getRuleMessage } from './validate.ts';

type FormValues = Record<string, unknown>;

export { DRAFT_MAX_AGE_MS } from './form-draft.ts';
export type { FieldCodecs, FieldValueCodec } from './form-layout.ts';
export type { PlacedField } from './form-layout.ts';

/** A field's own check, for a field whose validity depends on more than its value (a photo still uploading). */
type FieldCheck = (value: unknown) => string | true;

/** The part of the screen runtime a form uses. */
interface FormHost {
  readonly screenId: string;
  getScope: () => Scope;
  subscribe: (listener: () => void) => () => void;
  run: (actions: readonly Action[] | undefined, scope?: Scope, pointer?: string) => Promise<boolean>;
}

/**
 * One form of a screen: react-hook-form's React-free store plus what the screen file says about
 * it. The React layer subscribes to it; the runtime (and tests) can read and drive it without React.
 * @example const form = runtime.getForm('complaint')!; form.setValue('problemDetail', 'Late refund'); await form.submit();
 */
export interface EngineForm {
  readonly id: string;
  readonly block: FormBlock;
  getLayout: () => FormLayout;
  subscribeLayout: (listener: () => void) => () => void;
  /** Every field's form value, hidden ones included. */
  getValues: () => FormValues;
  getValue: (name: string) => unknown;
  /** Sets a value as the borrower would: marks it dirty, and checks it again once the form was checked or it shows an error. */
  setValue: (name: string, value: unknown) => void;
  /** Marks a field touched (it lost focus). */
  touch: (name: string) => void;
  /** The message of every invalid field, by name. */
  getErrors: () => Record<string, string>;
  getError: (name: string) => string | undefined;
  subscribeError: (name: string, listener: () => void) => () => void;
  isDirty: () => boolean;
  getDirtyFields: () => string[];
  getTouchedFields: () => string[];
  /** A hidden field (visibleWhen false) is neither checked nor sent. */
  isActive: (name: string) => boolean;
  /** The field's rules from the schema: its message, or true when valid. */
  checkRules: (name: string, value: unknown) => string | true;
  /** Replaces a field's check while it is on screen; call the returned function to restore the rules. */
  setFieldCheck: (name: string, check: FieldCheck) => () => void;
  /**
   * Checks some fields (all when none are named), unmounted ones included; their request values
   * when valid, else runs onInvalid, asks the view to show the first invalid field and returns undefined.
   */
  validate: (names?: readonly string[]) => Promise<FormValues | undefined>;
  /** Checks every field and runs onSubmit with the request values; true when onSubmit ran to the end. */
  submit: () => Promise<boolean>;
  /** Back to the start values (or the given ones), errors, dirty and touched cleared. */
  reset: (values?: FormValues) => void;
  /** The request the visible fields make (hidden fields and unchosen choices left out). */
  toRequest: (names?: readonly string[]) => FormValues;
  /** The view shows a field (mounting it when windowed) and moves focus to it. */
  setFocusHandler: (focus: ((name: string) => void) | undefined) => void;
  /** Writes the draft now (e.g. when the page is hidden); no-op for a form without a draft. */
  saveDraft: () => void;
  /** The view shows the form; when the last view leaves, the form starts afresh next time (a dialog reopened). */
  attach: () => () => void;
  dispose: () => void;
}

const NO_BUILT_FIELDS: BuiltFieldResult = { fields: [], problems: [], unknownTypes: [] };

export interface CreateFormOptions {
  block: FormBlock;
  pointer: string;
  host: FormHost;
  services: EngineServices;
  codecs: FieldCodecs;
}

export function createEngineForm({ block, pointer, host, services, codecs }: CreateFormOptions): EngineForm {
  const staticFields = placeOwnFields(block, pointer);
  const defaultValues = toStartValues(staticFields, codecs);
  const control = createFormControl<FormValues>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });

  let layout: FormLayout = { fields: staticFields, problems: [], unknownTypes: [] };
  let byName = new Map<string, PlacedField>();
  const layoutChanges = createSubject();
  const checks = new Map<string, FieldCheck>();
  const activeByName = new Map<string, boolean>();
  let builtFrom: unknown;
  let hasChecked = false;
  let isSubmitting = false;
  let focusHandler: ((name: string) => void) | undefined;
  let attachCount = 0;
  let isDisposed = false;

  const logProblem = (message: string) => services.log({ level: 'error', screen: host.screenId, pointer, message });
  const scopeOf = (placed: PlacedField): Scope => (placed.item === undefined ? host.getScope() : { ...host.getScope(), item: placed.item });
  const computeActive = (placed: PlacedField) =>
    placed.field.visibleWhen === undefined || isTruthy(evaluate(placed.field.visibleWhen, scopeOf(placed)));

  const checkRules = (name: string, value: unknown): string | true => {
    const placed = byName.get(name);
    if (!placed) return true;
    const request = codecs.get(placed.field.type)?.toRequestValue(placed.field, value);
    return getRuleMessage(placed.field, request, scopeOf(placed), services) ?? true;
  };

  const registerField = (name: string) =>
    control.register(name, {
      validate: (value: unknown) => {
        if (!isActive(name)) return true; // hidden: not checked
        return (checks.get(name) ?? ((v: unknown) => checkRules(name, v)))(value);
      },
    });

  const isActive = (name: string) => {
    const placed = byName.get(name);
    if (!placed) return false;
    if (placed.field.visibleWhen === undefined) return true;
    return activeByName.get(name) ?? computeActive(placed);
  };

  // Drafts (form.draft in the schema). The hash's code loads with a form that has a draft
  // (formParts); should it have failed to load, the form works without a draft.
  const draft = block.draft;
  const draftKeys = draft ? formParts.get('draftKey') : undefined;
  if (draft && !draftKeys) logProblem('The draft code could not be loaded; this form keeps no draft.');
  const collectDraft = () => {
    const values: FormValues = {};
    for (const placed of layout.fields) {
      const name = placed.field.name;
      if (isDrafted(placed.field, codecs.get(placed.field.type)) && isActive(name) && control.getFieldState(name).isDirty)
        values[name] = control.getValues(name);
    }
    return values;
  };
  const drafts: DraftSaver | undefined =
    draft && draftKeys
      ? createDraftSaver(
          draftKeys.toDraftKey(
            host.screenId,
            block.id,
            (draft.keyFrom ?? []).map((name) => services.query[name] ?? null),
          ),
          services,
          collectDraft,
        )
      : undefined;
  const applyDraft = (fields: readonly PlacedField[]) => {
    if (!drafts) return;
    for (const placed of fields) {
      const name = placed.field.name;
      if (!drafts.restored.has(name) || !isDrafted(placed.field, codecs.get(placed.field.type))) continue;
      control.setValue(name, drafts.restored.get(name), { shouldDirty: true });
      drafts.restored.delete(name);
    }
  };

  const setLayout = (next: FormLayout) => {
    const { byName: nextByName, removed, added } = diffLayout(byName, next);
    byName = nextByName;
    layout = next;
    for (const name of removed) {
      control.unregister(name);
      activeByName.delete(name);
    }
    for (const placed of added) {
      const name = placed.field.name;
      registerField(name);
      if (!(name in defaultValues)) control.resetField(name, { defaultValue: codecs.get(placed.field.type)?.toFormValue(placed.field) });
      if (placed.field.visibleWhen !== undefined) activeByName.set(name, computeActive(placed));
    }
    applyDraft(added);
    layoutChanges.next();
  };

  const buildLayout = (): FormLayout => {
    const scope = { ...host.getScope(), item: undefined };
    const builder = block.fieldsFrom ? formParts.get('builtFields') : undefined;
    const built = builder ? builder.buildFieldsFromData(block.fieldsFrom, scope, (type) => codecs.has(type)) : NO_BUILT_FIELDS;
    const requiredMessage = block.requiredMessage === undefined ? '' : resolveText(block.requiredMessage, host.getScope(), services);
    return toLayout(staticFields, built, requiredMessage, pointer);
  };

  const syncWithScreen = () => {
    if (block.fieldsFrom) {
      const items = evaluate(block.fieldsFrom.each, host.getScope());
      if (items !== builtFrom) {
        builtFrom = items;
        setLayout(buildLayout());
      }
    }
    // A field that is hidden starts afresh when shown again, as a field that was never filled.
    for (const [name, isNow] of findVisibilityChanges(layout.fields, activeByName, computeActive)) {
      activeByName.set(name, isNow);
      if (!isNow) control.resetField(name);
    }
  };

  byName = new Map();
  setLayout({ fields: staticFields, problems: [], unknownTypes: [] });
  if (block.fieldsFrom) {
    builtFrom = evaluate(block.fieldsFrom.each, host.getScope());
    setLayout(buildLayout());
    // Its code loads with the form when the screen names fieldsFrom (formParts); else the fields come once it is there.
    if (!formParts.get('builtFields')) {
      formParts.load('builtFields').then(
        () => !isDisposed && setLayout(buildLayout()),
        () => logProblem('The code of the fields built from data could not be loaded.'),
      );
    }
  }
  const unsubscribeHost = host.subscribe(syncWithScreen);

  // One subscription to the errors, fanned out per field name: a field re-renders on its own error only.
  const errors = createErrorFanOut();
  const unsubscribeErrors = control.subscribe({
    formState: { errors: true },
    callback: (state) =>
      errors.publish(state.errors ?? {}, typeof state.name === 'string' && byName.has(state.name) ? state.name : undefined),
  });

  const namesInOrder = () => layout.fields.map(({ field }) => field.name);

  // A hidden field is not sent.
  const toRequest = (names?: readonly string[]) =>
    toRequestValues(layout.fields, control.getValues(), codecs, (name) => isActive(name) && (!names || names.includes(name)));

  // The invalid fields in the order they show, and the first one's message (SPEC §5: "in that order").
  const onInvalid = async (names: readonly string[]) => {
    const fields = names.filter((name) => control.getFieldState(name).invalid);
    if (fields.length > 0) focusHandler?.(fields[0]);
    if (!block.onInvalid?.length) return;
    const message = fields.length ? (errors.get(fields[0]) ?? messageOf(control.getFieldState(fields[0]).error) ?? '') : '';
    await host.run(block.onInvalid, { invalid: { fields, message } }, `${pointer}/onInvalid`);
  };

  const form: EngineForm = {
    id: block.id,
    block,
    getLayout: () => layout,
    subscribeLayout: layoutChanges.subscribe,
    getValues: () => control.getValues(),
    getValue: (name) => control.getValues(name),
    setValue(name, value) {
      const shouldValidate = hasChecked || control.getFieldState(name).invalid;
      control.setValue(name, value, { shouldDirty: true, shouldValidate });
      drafts?.schedule();
    },
    touch(name) {
      if (!control.getFieldState(name).isTouched) control.setValue(name, control.getValues(name), { shouldTouch: true });
    },
    getErrors: () => errors.getAll(),
    getError: (name) => errors.get(name),
    subscribeError: (name, listener) => errors.subscribe(name, listener),
    isDirty: () => namesInOrder().some((name) => control.getFieldState(name).isDirty),
    getDirtyFields: () => namesInOrder().filter((name) => control.getFieldState(name).isDirty),
    getTouchedFields: () => namesInOrder().filter((name) => control.getFieldState(name).isTouched),
    isActive,
    checkRules,
    setFieldCheck(name, check) {
      checks.set(name, check);
      return () => {
        if (checks.get(name) === check) checks.delete(name);
      };
    },
    async validate(names) {
      hasChecked = true;
      const present = (names ?? namesInOrder()).filter((name) => byName.has(name) && isActive(name));
      const isValid = present.length === 0 ? true : await control.trigger(present);
      if (isValid) return toRequest(present);
      await onInvalid(present);
      return undefined;
    },
    async submit() {
      if (isSubmitting) return false;
      isSubmitting = true;
      hasChecked = true;
      let isDone = false;
      try {
        await control.handleSubmit(
          async () => {
            isDone = await host.run(block.onSubmit, { form: toRequest() }, `${pointer}/onSubmit`);
            if (isDone) drafts?.clear();
          },
          async () => onInvalid(namesInOrder()),
        )();
      } finally {
        isSubmitting = false;
      }
      return isDone;
    },
    reset(values) {
      hasChecked = false;
      control.reset({ ...toStartValues(layout.fields, codecs), ...values });
      errors.publish({});
    },
    toRequest,
    setFocusHandler(focus) {
      focusHandler = focus;
    },
    saveDraft: () => drafts?.flush(),
    attach() {
      attachCount += 1;
      let isAttached = true;
      return () => {
        if (!isAttached) return;
        isAttached = false;
        attachCount -= 1;
        // Checked a turn later: a view that leaves and comes straight back (React's strict mode) keeps the values.
        queueMicrotask(() => {
          if (attachCount > 0 || isDisposed) return;
          form.saveDraft();
          form.reset();
        });
      };
    },
    dispose() {
      drafts?.close();
      isDisposed = true;
      unsubscribeHost();
      unsubscribeErrors();
      layoutChanges.unsubscribe();
      errors.clear();
    },
  };
  return form;
}
