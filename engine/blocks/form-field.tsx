// One field of a form: its visibility (visibleWhen), then its label, input, hint and error.
import { memo, useCallback, useMemo } from 'react';

import { evaluate, isTruthy } from '../core/expression.ts';
import type { PlacedField } from '../core/forms.ts';
import { BlockList, UnknownNode } from '../react/block-list.tsx';
import { LocalScopeContext, useEngine, useInspectAttributes, useRuntimeSelector, useText } from '../react/context.tsx';
import { useFieldError } from './form-errors.ts';
import type { FormView } from './form-view.ts';

interface SlotProps {
  entry: PlacedField;
  view: FormView;
}

/** One field: decides visibility, then renders its registered component. Memoised so typing elsewhere never re-renders it. */
export const FieldSlot = memo(function FieldSlot({ entry, view }: SlotProps) {
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
