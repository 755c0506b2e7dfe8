import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { Field, FormBlock } from '../generated/schema-types.ts';
import { buildFieldsFromData } from '../core/build-fields.ts';
import { evaluate, isTruthy } from '../core/expression.ts';
import { getRuleMessage } from '../core/validate.ts';
import { BlockList, UnknownNode } from '../react/block-list.tsx';
import { LocalScopeContext, useEngine, useRuntimeSelector, useText } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';
import type { FieldFormApi, FieldRegister } from '../fields/field-definition.ts';
import { createFieldErrorStore, useFieldError, type FieldErrorStore } from './form-errors.ts';

type FormValues = Record<string, unknown>;

interface PlacedField {
  field: Field;
  /** The server item a built field came from ('item' in its expressions). */
  item?: unknown;
  pointer: string;
}

export const formBlock = defineBlock<FormBlock>({
  type: 'form',
  Component({ block, pointer }) {
    const { runtime, services, registries } = useEngine();
    const requiredMessage = useText(block.requiredMessage);
    const submitLabel = useText(block.submitLabel);
    // Built fields depend on the server list only; the same list keeps the same fields.
    const items = useRuntimeSelector((_, scope) => (block.fieldsFrom ? evaluate(block.fieldsFrom.each, scope) : undefined));
    const built = useMemo(
      () => buildFieldsFromData(block.fieldsFrom, { ...runtime.getScope(), item: undefined }, (type) => registries.fields.has(type)),
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [items, block.fieldsFrom],
    );
    const placed = useMemo<PlacedField[]>(
      () => [
        ...(block.fields ?? []).map((field, index) => ({ field, pointer: `${pointer}/fields/${index}` })),
        ...built.fields.map(({ field, item }, index) => ({
          field: field.rules?.required && requiredMessage ? { ...field, rules: { ...field.rules, required: { message: requiredMessage } } } : field,
          item,
          pointer: `${pointer}/fieldsFrom/${index}`,
        })),
      ],
      [block.fields, built, pointer, requiredMessage],
    );
    const defaultValues = useMemo(() => {
      const values: FormValues = {};
      for (const { field } of placed) values[field.name] = registries.fields.get(field.type)?.toFormValue(field);
      return values;
    }, [placed, registries]);

    const form = useForm<FormValues>({ defaultValues, shouldUnregister: true, mode: 'onSubmit', reValidateMode: 'onChange' });
    // One subscription to the errors for the whole form (see form-errors.ts), and a stable API
    // for the fields, so no field subscribes to react-hook-form's form-wide state.
    const errorStore = useMemo(createFieldErrorStore, []);
    // The fields on screen now: a hidden field is neither validated nor sent.
    const mounted = useMemo(() => new Set<string>(), []);
    const formId = useId();
    useEffect(() => form.subscribe({ formState: { errors: true }, callback: (state) => errorStore.publish(state.errors ?? {}) }), [form, errorStore]);
    const fieldForm = useMemo<SlotForm>(
      () => ({
        register: (name, options) => ({ ...form.register(name, options), form: formId }),
        errors: errorStore,
        mounted,
        api: {
          getValue: (name) => form.getValues(name),
          setValue: (name, value) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.control._formState.isSubmitted }),
        },
      }),
      [form, errorStore, mounted, formId],
    );
    const isSubmitting = useRef(false);
    const placedRef = useRef(placed);
    placedRef.current = placed;

    const toRequest = (values: FormValues, names?: readonly string[]) => {
      const request: Record<string, unknown> = {};
      for (const { field } of placedRef.current) {
        if (!mounted.has(field.name) || !(field.name in values)) continue; // hidden: not sent
        if (names && !names.includes(field.name)) continue;
        const value = registries.fields.get(field.type)?.toRequestValue(field, values[field.name]);
        if (value !== undefined) request[field.name] = value;
      }
      return request;
    };

    // The invalid fields in the order they show, and the first one's message (SPEC §5: "in that order").
    const runOnInvalid = async (errors: Record<string, { message?: unknown } | undefined>) => {
      if (!block.onInvalid?.length) return;
      const fields = placedRef.current.map(({ field }) => field.name).filter((name) => errors[name]);
      const message = fields.length ? String(errors[fields[0]]?.message ?? '') : '';
      await runtime.run(block.onInvalid, { invalid: { fields, message } }, `${pointer}/onInvalid`);
    };

    const submit = async (): Promise<boolean> => {
      if (isSubmitting.current) return false;
      isSubmitting.current = true;
      let isDone = false;
      try {
        await form.handleSubmit(
          async (values) => {
            isDone = await runtime.run(block.onSubmit, { form: toRequest(values) }, `${pointer}/onSubmit`);
          },
          (errors) => runOnInvalid(errors),
        )();
      } finally {
        isSubmitting.current = false;
      }
      return isDone;
    };

    const validate = async (names?: readonly string[]): Promise<Record<string, unknown> | undefined> => {
      const values = form.getValues();
      // Hidden fields are unregistered: they are neither checked nor returned.
      const present = (names ?? placedRef.current.map(({ field }) => field.name)).filter((name) => mounted.has(name) && name in values);
      const isValid = await form.trigger(present, { shouldFocus: true });
      if (isValid) return toRequest(form.getValues(), present);
      const errors: Record<string, { message?: unknown } | undefined> = {};
      for (const name of present) errors[name] = form.getFieldState(name).error;
      await runOnInvalid(errors);
      return undefined;
    };

    const submitRef = useRef(submit);
    submitRef.current = submit;
    const validateRef = useRef(validate);
    validateRef.current = validate;
    useEffect(
      () => runtime.registerForm(block.id, () => submitRef.current(), (names) => validateRef.current(names)),
      [runtime, block.id],
    );

    // The fields sit outside the <form> element, which holds only the submit button; their `form`
    // attribute (from register) makes it their owner, so Enter and the keyboard's Go still submit.
    // Why: on every input event React reads a property of each ancestor element, and in Chromium a
    // property read on a <form> searches all its controls by name once the DOM has changed, so a
    // <form> around 1000 fields made each keystroke scan 1000 controls.
    return (
      <div className="eng-form">
        {built.problems.map((problem) => (
          <div key={`problem-${problem.index}`} className="eng-block-error" role="note">
            {services.messages.t('engine.blockFailed')}
            {services.isDevelopment ? ` (${pointer}/fieldsFrom item ${problem.index}: ${problem.message})` : null}
            <LogProblem pointer={`${pointer}/fieldsFrom/${problem.index}`} message={problem.message} />
          </div>
        ))}
        {built.unknownTypes.map((unknown) => (
          <UnknownNode key={`unknown-${unknown.index}`} kind="field" type={unknown.type} pointer={`${pointer}/fieldsFrom/${unknown.index}`} known={registries.fields.keys()} />
        ))}
        {placed.length <= FIELD_GROUP_SIZE
          ? placed.map((entry) => <FieldSlot key={entry.field.name} entry={entry} form={fieldForm} />)
          : toGroups(placed).map((group) => (
              // Off-screen groups skip style, layout and paint: a long form types as fast as a short one.
              <div key={group[0].field.name} className="eng-field-group" style={{ containIntrinsicSize: `auto ${group.length * 84}px` }}>
                {group.map((entry) => (
                  <FieldSlot key={entry.field.name} entry={entry} form={fieldForm} />
                ))}
              </div>
            ))}
        <form
          id={formId}
          className="eng-form-owner"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {submitLabel ? (
            <button type="submit" className="eng-btn eng-btn--primary eng-submit">
              {submitLabel}
            </button>
          ) : null}
        </form>
      </div>
    );
  },
});

/** Fields per content-visibility group: few enough to paint at once, enough to keep the groups few. */
const FIELD_GROUP_SIZE = 20;

function toGroups<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += FIELD_GROUP_SIZE) groups.push(items.slice(index, index + FIELD_GROUP_SIZE));
  return groups;
}

function LogProblem({ pointer, message }: { pointer: string; message: string }) {
  const { services, runtime } = useEngine();
  useEffect(() => services.log({ level: 'error', screen: runtime.screenId, pointer, message }), [services, runtime, pointer, message]);
  return null;
}

interface SlotForm {
  register: FieldRegister;
  errors: FieldErrorStore;
  mounted: Set<string>;
  api: FieldFormApi;
}

interface SlotProps {
  entry: PlacedField;
  form: SlotForm;
}

/** One field: decides visibility, then renders its registered component. Memoised so typing elsewhere never re-renders it. */
const FieldSlot = memo(function FieldSlot({ entry, form }: SlotProps) {
  const scope = useMemo(() => (entry.item === undefined ? {} : { item: entry.item }), [entry.item]);
  return (
    <LocalScopeContext.Provider value={scope}>
      <VisibleField entry={entry} form={form} />
    </LocalScopeContext.Provider>
  );
});

function VisibleField(props: SlotProps) {
  const { field } = props.entry;
  const isVisible = useRuntimeSelector((_, scope) => field.visibleWhen === undefined || isTruthy(evaluate(field.visibleWhen, scope)));
  return isVisible ? <FieldView {...props} /> : null;
}

function FieldView({ entry, form }: SlotProps) {
  const { runtime, services, registries } = useEngine();
  const { field, pointer } = entry;
  const definition = registries.fields.get(field.type);
  const label = useText(field.label);
  const placeholder = useText(field.placeholder);
  const hint = useText(field.hint);
  const error = useFieldError(form.errors, field.name);
  useEffect(() => {
    form.mounted.add(field.name);
    return () => void form.mounted.delete(field.name);
  }, [form, field.name]);
  const inputId = `field-${field.name}`;
  const errorId = error ? `${inputId}-error` : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const scopeItem = entry.item;
  const rules = useMemo(
    () => ({
      validate: (value: unknown) => {
        const request = definition?.toRequestValue(field, value);
        return getRuleMessage(field, request, { ...runtime.getScope(), item: scopeItem }, services) ?? true;
      },
    }),
    [definition, field, runtime, services, scopeItem],
  );
  const onValueChange = useCallback(
    (value: unknown) => void runtime.run(field.onChange, { ...runtime.getScope(), item: scopeItem, value }, `${pointer}/onChange`),
    [runtime, field.onChange, scopeItem, pointer],
  );
  if (!definition) return <UnknownNode kind="field" type={String(field.type)} pointer={pointer} known={registries.fields.keys()} />;
  const Input = definition.Component;
  const isInlineLabel = field.type === 'checkbox';
  const input = (
    <Input
      field={field}
      inputId={inputId}
      label={label}
      placeholder={placeholder}
      errorId={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      isInvalid={Boolean(error)}
      register={form.register}
      form={form.api}
      rules={rules}
      onValueChange={onValueChange}
    />
  );
  return (
    <div className="eng-field" data-field={field.name}>
      {!isInlineLabel && label ? (
        <label className="eng-label" htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      {field.addon ? (
        <div className="eng-field-row">
          <div className="eng-grow">{input}</div>
          <BlockList blocks={[field.addon]} pointer={`${pointer}/addon`} />
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintId} className="eng-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="eng-error" role="alert">
          {String(error)}
        </p>
      ) : null}
    </div>
  );
}

