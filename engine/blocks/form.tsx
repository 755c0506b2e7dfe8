import { memo, useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { EngineForm, PlacedField } from '../core/forms.ts';
import { evaluate, isTruthy } from '../core/expression.ts';
import type { FormBlock } from '../generated/schema-types.ts';
import type { FieldFormApi, FieldRegister } from '../react/registries.ts';
import { BlockList, UnknownNode } from '../react/block-list.tsx';
import { LocalScopeContext, useEngine, useInspectAttributes, useRuntimeSelector, useText } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';
import { useFieldError } from './form-errors.ts';

/** Fields per group: a long form mounts and unmounts its fields a group at a time. */
const FIELD_GROUP_SIZE = 20;
/** From this many fields on, only the groups near the viewport are rendered (windowing). */
const WINDOW_MIN_FIELDS = 60;
/** The height of a field until its group has been measured. */
const ESTIMATED_FIELD_PX = 84;

/** How the React layer reaches one form of the core: register for inputs, focus and values for pickers. */
interface FormView {
  form: EngineForm;
  register: FieldRegister;
  api: FieldFormApi;
  elements: Map<string, HTMLElement>;
}

export const formBlock = defineBlock<FormBlock>({
  type: 'form',
  Component({ block, pointer }) {
    const { runtime, registries } = useEngine();
    const form = runtime.getForm(block.id);
    if (!form) return <UnknownNode kind="block" type={`form "${block.id}"`} pointer={pointer} known={[]} />;
    return <FormView form={form} pointer={pointer} known={registries.fields.keys()} />;
  },
});

function FormView({ form, pointer, known }: { form: EngineForm; pointer: string; known: string[] }) {
  const { services } = useEngine();
  const inspect = useInspectAttributes(pointer);
  const block = form.block;
  const submitLabel = useText(block.submitLabel);
  const layout = useSyncExternalStore(form.subscribeLayout, form.getLayout, form.getLayout);
  const formId = useId();
  const view = useMemo(() => createFormView(form, formId), [form, formId]);
  // The form's values live in the core; when the last view leaves (a dialog closed) it starts afresh.
  useEffect(() => form.attach(), [form]);
  // A webview is killed without warning once hidden: the draft is written when the page hides.
  useEffect(() => {
    const save = () => {
      if (document.visibilityState === 'hidden') form.saveDraft();
    };
    document.addEventListener('visibilitychange', save);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', save);
      window.removeEventListener('pagehide', save);
    };
  }, [form]);

  const isWindowed = layout.fields.length >= WINDOW_MIN_FIELDS && typeof IntersectionObserver === 'function';
  // A short form shows every field: a failed submit focuses the first invalid one (a windowed
  // form mounts its group first, see WindowedFields).
  useEffect(() => {
    if (isWindowed) return undefined;
    form.setFocusHandler((name) => {
      const element = view.elements.get(name);
      if (!element) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'center' });
    });
    return () => form.setFocusHandler(undefined);
  }, [form, view, isWindowed]);

  // The fields sit outside the <form> element, which holds only the submit button; their `form`
  // attribute (from register) makes it their owner, so Enter and the keyboard's Go still submit.
  // Why: on every input event React reads a property of each ancestor element, and in Chromium a
  // property read on a <form> searches all its controls by name once the DOM has changed, so a
  // <form> around 1000 fields made each keystroke scan 1000 controls.
  return (
    <div className="eng-form" {...inspect}>
      {layout.problems.map((problem) => (
        <div key={`problem-${problem.index}`} className="eng-block-error" role="note">
          {services.messages.t('engine.blockFailed')}
          {services.isDevelopment ? ` (${pointer}/fieldsFrom item ${problem.index}: ${problem.message})` : null}
          <LogProblem pointer={`${pointer}/fieldsFrom/${problem.index}`} message={problem.message} />
        </div>
      ))}
      {layout.unknownTypes.map((unknown) => (
        <UnknownNode
          key={`unknown-${unknown.index}`}
          kind="field"
          type={unknown.type}
          pointer={`${pointer}/fieldsFrom/${unknown.index}`}
          known={known}
        />
      ))}
      {isWindowed ? (
        <WindowedFields fields={layout.fields} view={view} />
      ) : (
        layout.fields.map((entry) => <FieldSlot key={entry.field.name} entry={entry} view={view} />)
      )}
      <form
        id={formId}
        className="eng-form-owner"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
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
}

function createFormView(form: EngineForm, formId: string): FormView {
  const elements = new Map<string, HTMLElement>();
  const register: FieldRegister = (name, options) => {
    let current: HTMLElement | null = null;
    let restoreRules: (() => void) | undefined;
    return {
      name,
      form: formId,
      ref(element) {
        restoreRules?.();
        restoreRules = undefined;
        if (current && elements.get(name) === current) elements.delete(name);
        current = element;
        if (!element) return;
        elements.set(name, element);
        if (options?.validate) restoreRules = form.setFieldCheck(name, options.validate);
        // Uncontrolled: a (re)mounted input shows the stored value, e.g. after windowing or a restored draft.
        showValue(element, form.getValue(name));
      },
      onChange(event) {
        const target = event.target as HTMLInputElement | null;
        if (!target) return;
        form.setValue(name, target.type === 'checkbox' ? target.checked : target.value);
      },
      onBlur: () => form.touch(name),
    };
  };
  return {
    form,
    register,
    elements,
    api: { getValue: (name) => form.getValue(name), setValue: (name, value) => form.setValue(name, value) },
  };
}

function showValue(element: HTMLElement, value: unknown) {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') element.checked = Boolean(value);
    else if (element.type !== 'file' && element.type !== 'hidden')
      element.value = value === undefined || value === null ? '' : String(value);
  } else if (element instanceof HTMLTextAreaElement) {
    element.value = value === undefined || value === null ? '' : String(value);
  }
}

/**
 * A long form renders only the groups of fields near the viewport (one screen above and below),
 * the group of the field holding focus and those of the fields before and after it (so Tab and
 * Shift+Tab reach the next field), and the group of a field asked for (the first invalid one
 * after a submit). The others are empty boxes of their last measured height, hidden from screen
 * readers; their fields stay in the core's form, so they are still checked and sent.
 *
 * Every field in the DOM costs on each keystroke: Chromium's autofill re-reads every field of the
 * form after each change (a forced layout or two per field). So focus adds the neighbouring
 * group only when the focused field is at its edge, not both neighbours whole.
 */
function WindowedFields({ fields, view }: { fields: readonly PlacedField[]; view: FormView }) {
  const groups = useMemo(() => toGroups(fields), [fields]);
  const indexByName = useMemo(() => new Map(fields.map((entry, index) => [entry.field.name, index])), [fields]);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const [focused, setFocused] = useState<readonly number[]>([]);
  const [asked, setAsked] = useState<number | undefined>(undefined);
  const [heights] = useState(() => new Map<number, number>());
  const [observer, setObserver] = useState<IntersectionObserver | undefined>(undefined);

  useEffect(() => {
    const next = new IntersectionObserver(
      (entries) => {
        setNear((before) => {
          const after = new Set(before);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.group);
            if (entry.isIntersecting) after.add(index);
            else {
              // Keep its height, so the page does not jump when it empties.
              if (entry.boundingClientRect.height > 0 && entry.target.childElementCount > 0)
                heights.set(index, entry.boundingClientRect.height);
              after.delete(index);
            }
          }
          return after.size === before.size && [...after].every((index) => before.has(index)) ? before : after;
        });
      },
      { rootMargin: '100% 0px' },
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the observer needs the mounted list; rows observe it once it exists.
    setObserver(next);
    return () => next.disconnect();
  }, [heights]);

  useEffect(() => {
    const groupOf = (name: string) => groups.findIndex((group) => group.some((entry) => entry.field.name === name));
    view.form.setFocusHandler((name) => {
      const index = groupOf(name);
      if (index >= 0) flushSync(() => setAsked(index));
      const element = view.elements.get(name);
      if (!element) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'center' });
    });
    return () => view.form.setFocusHandler(undefined);
  }, [groups, view]);

  const isRendered = (index: number) => near.has(index) || index === asked || focused.includes(index);

  // The groups of the focused field and of the shown fields just before and after it.
  const onFocusIn = (group: number, target: EventTarget) => {
    const name = target instanceof Element ? target.closest<HTMLElement>('[data-field]')?.dataset.field : undefined;
    const at = name === undefined ? undefined : indexByName.get(name);
    const next =
      at === undefined
        ? [group - 1, group, group + 1]
        : [nearestShown(fields, at, -1, view.form), at, nearestShown(fields, at, 1, view.form)].map((index) =>
            Math.floor(index / FIELD_GROUP_SIZE),
          );
    const kept = [...new Set(next)].filter((index) => index >= 0 && index < groups.length);
    setFocused((before) => (before.length === kept.length && kept.every((index, position) => before[position] === index) ? before : kept));
  };

  return groups.map((group, index) => {
    const rendered = isRendered(index);
    return (
      <div
        key={group[0].field.name}
        ref={(element) => {
          if (!element || !observer) return;
          observer.observe(element);
          return () => observer.unobserve(element);
        }}
        className={rendered ? 'eng-field-group' : 'eng-field-group eng-field-group--empty'}
        data-group={index}
        data-placeholder-fields={rendered ? undefined : group.length}
        aria-hidden={rendered ? undefined : true}
        onFocus={(event) => onFocusIn(index, event.target)}
        style={
          rendered
            ? { containIntrinsicSize: `auto ${group.length * ESTIMATED_FIELD_PX}px` }
            : { height: heights.get(index) ?? group.length * ESTIMATED_FIELD_PX }
        }
      >
        {rendered ? group.map((entry) => <FieldSlot key={entry.field.name} entry={entry} view={view} />) : null}
      </div>
    );
  });
}

/** The index of the nearest field before (step -1) or after (step 1) `from` that is shown (visibleWhen), else `from`. */
function nearestShown(fields: readonly PlacedField[], from: number, step: 1 | -1, form: EngineForm): number {
  for (let index = from + step; index >= 0 && index < fields.length; index += step) {
    if (form.isActive(fields[index].field.name)) return index;
  }
  return from;
}

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

interface SlotProps {
  entry: PlacedField;
  view: FormView;
}

/** One field: decides visibility, then renders its registered component. Memoised so typing elsewhere never re-renders it. */
const FieldSlot = memo(function FieldSlot({ entry, view }: SlotProps) {
  const scope = useMemo(() => (entry.item === undefined ? {} : { item: entry.item }), [entry.item]);
  return (
    <LocalScopeContext.Provider value={scope}>
      <VisibleField entry={entry} view={view} />
    </LocalScopeContext.Provider>
  );
});

function VisibleField(props: SlotProps) {
  const { field } = props.entry;
  const isVisible = useRuntimeSelector((_, scope) => field.visibleWhen === undefined || isTruthy(evaluate(field.visibleWhen, scope)));
  return isVisible ? <FieldView {...props} /> : null;
}

function FieldView({ entry, view }: SlotProps) {
  const { runtime, registries } = useEngine();
  const { field, pointer } = entry;
  const inspect = useInspectAttributes(pointer);
  const definition = registries.fields.get(field.type);
  const label = useText(field.label);
  const placeholder = useText(field.placeholder);
  const hint = useText(field.hint);
  const error = useFieldError(view.form, field.name);
  const inputId = `field-${field.name}`;
  const errorId = error ? `${inputId}-error` : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const scopeItem = entry.item;
  const rules = useMemo(() => ({ validate: (value: unknown) => view.form.checkRules(field.name, value) }), [view, field.name]);
  const onValueChange = useCallback(
    (value: unknown) => void runtime.run(field.onChange, { ...runtime.getScope(), item: scopeItem, value }, `${pointer}/onChange`),
    [runtime, field.onChange, scopeItem, pointer],
  );
  if (!definition) return <UnknownNode kind="field" type={field.type} pointer={pointer} known={registries.fields.keys()} />;
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
      register={view.register}
      form={view.api}
      rules={rules}
      onValueChange={onValueChange}
    />
  );
  return (
    <div className="eng-field" data-field={field.name} {...inspect}>
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
          {error}
        </p>
      ) : null}
    </div>
  );
}
