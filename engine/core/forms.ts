// One form of a screen: react-hook-form's store (createFormControl) wired to the screen file's
// form block. The parts that need no store are modules of their own: the draft (form-draft.ts),
// the layout (form-layout.ts) and the errors fanned out per field (error-fan-out.ts); the fields
// as the store knows them (form-fields.ts) and the draft wired to the store (form-draft-store.ts)
// and the form following its screen (form-screen-sync.ts) share its store.
import { createFormControl } from 'react-hook-form';

import type { Action, FormBlock } from '../generated/schema-types.ts';
import { createErrorFanOut, messageOf } from './error-fan-out.ts';
import type { Scope } from './expression.ts';
import { connectFormDraft } from './form-draft-store.ts';
import { createFormFields, type FieldCheck } from './form-fields.ts';
import { type FieldCodecs, type FormLayout, placeOwnFields, toRequestValues, toStartValues } from './form-layout.ts';
import { followScreen } from './form-screen-sync.ts';
import type { EngineServices } from './services.ts';

type FormValues = Record<string, unknown>;

export { DRAFT_MAX_AGE_MS } from './form-draft.ts';
export type { FieldCodecs, FieldValueCodec } from './form-layout.ts';
export type { PlacedField } from './form-layout.ts';

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

  let hasChecked = false;
  let isSubmitting = false;
  let focusHandler: ((name: string) => void) | undefined;
  let attachCount = 0;
  let isDisposed = false;

  const logProblem = (message: string) => services.log({ level: 'error', screen: host.screenId, pointer, message });
  const fields = createFormFields({
    store: control,
    codecs,
    services,
    getScope: () => host.getScope(),
    defaultValues,
    onAdded: (added) => draft?.restoreInto(added),
  });
  const { isActive } = fields;
  // Drafts (form.draft in the schema). The hash's code loads with a form that has a draft
  // (formParts); should it have failed to load, the form works without a draft.
  const draft = connectFormDraft({ block, screenId: host.screenId, services, codecs, store: control, fields, logProblem });
  const drafts = draft?.saver;

  const stopFollowing = followScreen({ block, pointer, host, services, codecs, staticFields, fields, logProblem });

  // One subscription to the errors, fanned out per field name: a field re-renders on its own error only.
  const errors = createErrorFanOut();
  const unsubscribeErrors = control.subscribe({
    formState: { errors: true },
    callback: (state) =>
      errors.publish(state.errors ?? {}, typeof state.name === 'string' && fields.has(state.name) ? state.name : undefined),
  });

  const { namesInOrder } = fields;

  // A hidden field is not sent.
  const toRequest = (names?: readonly string[]) =>
    toRequestValues(fields.getLayout().fields, control.getValues(), codecs, (name) => isActive(name) && (!names || names.includes(name)));

  // The invalid fields in the order they show, and the first one's message (SPEC §5: "in that order").
  const onInvalid = async (names: readonly string[]) => {
    const invalid = names.filter((name) => control.getFieldState(name).invalid);
    if (invalid.length > 0) focusHandler?.(invalid[0]);
    if (!block.onInvalid?.length) return;
    const message = invalid.length ? (errors.get(invalid[0]) ?? messageOf(control.getFieldState(invalid[0]).error) ?? '') : '';
    await host.run(block.onInvalid, { invalid: { fields: invalid, message } }, `${pointer}/onInvalid`);
  };

  const form: EngineForm = {
    id: block.id,
    block,
    getLayout: fields.getLayout,
    subscribeLayout: fields.subscribeLayout,
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
    checkRules: fields.checkRules,
    setFieldCheck: fields.setFieldCheck,
    async validate(names) {
      hasChecked = true;
      const present = (names ?? namesInOrder()).filter((name) => fields.has(name) && isActive(name));
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
      control.reset({ ...toStartValues(fields.getLayout().fields, codecs), ...values });
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
      stopFollowing();
      unsubscribeErrors();
      fields.dispose();
      errors.clear();
    },
  };
  return form;
}
