import { Suspense, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';

import { isSameValue, toScalarText } from '../../core/expression.ts';
import { resolveText } from '../../core/text.ts';
import type { Option } from '../../generated/schema-types.ts';
import { useEngine } from '../../react/context.tsx';
import { DialogAnnouncer } from '../../react/dialog-announcer.tsx';
import { preloadRadios, Radio, RadioGroup } from '../../react/headless.tsx';
import { whenIdle } from '../../react/idle.ts';
import { Modal } from '../../react/modal.tsx';
import type { FieldProps } from '../../react/registries.ts';
import { findMatches, LONG_LIST, MAX_MATCHES, type ResolvedOption, toSheetStatus } from './option-search.ts';
import { useOptionSource } from './use-option-source.ts';

export type { ResolvedOption } from './option-search.ts';

export interface ChoiceLayout {
  isSearchable?: boolean;
  isGrid?: boolean;
}

/** A single choice picked in a bottom sheet: Confirm applies it, Cancel leaves the value as it was. */
export function ChoicePicker({
  field,
  inputId,
  label,
  placeholder,
  errorId,
  isInvalid,
  form,
  register,
  rules,
  onValueChange,
  layout,
  options: givenOptions,
}: FieldProps & { layout: ChoiceLayout; options: ResolvedOption[] }) {
  const { services } = useEngine();
  // The button is the registered element: react-hook-form focuses it on a failed submit.
  const registered = useMemo(() => register(field.name, rules), [register, field.name, rules]);
  const [value, setValue] = useState<unknown>(() => form.getValue(field.name));
  const [isOpen, setOpen] = useState(false);
  const [pending, setPending] = useState<string | number | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const t = services.messages.t;
  const statusId = useId();
  const titleId = useId();
  // The options' radio group is a chunk of its own: fetched when the page is idle after a screen
  // with a picker shows, so the sheet rarely waits for it (it shows "loading" if it does).
  useEffect(() => whenIdle(preloadRadios), []);

  // Options given (by the screen or the server) win; a named source fills an empty list, fetched
  // when the picker first opens (never with the page).
  const { source, sourced, options, load: loadSource } = useOptionSource(field, givenOptions, services);
  const isLong = options.length > LONG_LIST;
  const isSearchable = layout.isSearchable || isLong || Boolean(source);

  const found = options.find((option) => isSameValue(option.value, value));
  // A source's saved value is shown as its own text until the list has loaded (its values are readable text).
  const shownLabel = found?.label ?? (source && toScalarText(value) !== '' ? toScalarText(value) : undefined);

  const matches = useMemo(() => findMatches(options, deferredSearch), [options, deferredSearch]);
  const hasSearch = deferredSearch.trim() !== '';
  // A long list shows nothing before the borrower types, except the option already chosen.
  const chosen = options.find((option) => isSameValue(option.value, pending));
  const visible = isLong && !hasSearch ? (chosen ? [chosen] : []) : matches.slice(0, MAX_MATCHES);

  const open = () => {
    // A source's saved value stays chosen while the list loads.
    const saved = source && shownLabel !== undefined && (typeof value === 'string' || typeof value === 'number') ? value : null;
    setPending(found ? found.value : saved);
    setSearch('');
    setOpen(true);
    if (source && (sourced.status === 'idle' || sourced.status === 'failed')) loadSource();
  };
  const confirm = () => {
    setOpen(false);
    if (pending === null || isSameValue(pending, value)) return;
    setValue(pending);
    form.setValue(field.name, pending);
    if (field.onChange) onValueChange(pending);
  };

  // What the list area says besides the options; read by screen readers as it changes.
  const status = toSheetStatus(t, {
    source: source ? sourced : undefined,
    search: deferredSearch.trim(),
    matchCount: matches.length,
    optionCount: options.length,
    isLong,
  });

  return (
    <>
      <button
        type="button"
        id={inputId}
        // eslint-disable-next-line react-hooks/refs -- react-hook-form's ref callback, attached by React after render.
        ref={registered.ref}
        name={field.name}
        className={`eng-input eng-select${shownLabel !== undefined ? '' : ' is-empty'}`}
        onClick={open}
        // eslint-disable-next-line react-hooks/refs -- an event handler: it runs on blur, not during render.
        onBlur={registered.onBlur}
        aria-haspopup="dialog"
        aria-invalid={isInvalid || undefined}
        aria-describedby={errorId}
      >
        <span>{shownLabel ?? (placeholder || t('engine.select'))}</span>
        <span className="eng-chevron" aria-hidden="true" />
      </button>
      {isOpen ? (
        <Modal onClose={() => setOpen(false)} labelledBy={titleId} wrapClassName="eng-sheet-wrap" panelClassName="eng-sheet">
          <div className="eng-sheet-bar">
            <button type="button" className="eng-btn eng-btn--ghost eng-btn--small" onClick={() => setOpen(false)}>
              {t('engine.cancel')}
            </button>
            <h2 id={titleId} className="eng-sheet-title">
              {label || t('engine.select')}
            </h2>
            <button type="button" className="eng-btn eng-btn--ghost eng-btn--small eng-btn--accent" onClick={confirm}>
              {t('engine.confirm')}
            </button>
          </div>
          {isSearchable ? (
            <input
              className="eng-input eng-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('engine.search')}
              aria-label={t('engine.search')}
              aria-describedby={status ? statusId : undefined}
              autoComplete="off"
              enterKeyHint="search"
              // A long list, or one from a source, opens on its search field; any other on the sheet.
              data-autofocus={isLong || source ? '' : undefined}
            />
          ) : null}
          <div
            id={statusId}
            className="eng-muted eng-pad eng-options-status"
            role="status"
            aria-live="polite"
            aria-atomic="true"
            hidden={!status}
          >
            {source && sourced.status === 'loading' ? <span className="eng-spinner" aria-hidden="true" /> : null}
            {status}
          </div>
          {source && sourced.status === 'failed' ? (
            <button type="button" className="eng-btn eng-btn--secondary eng-btn--small eng-options-retry" onClick={loadSource}>
              {t('engine.retry')}
            </button>
          ) : null}
          <Suspense
            fallback={
              <div className="eng-muted eng-pad eng-options-status" role="status">
                <span className="eng-spinner" aria-hidden="true" />
                {t('engine.loading')}
              </div>
            }
          >
            <RadioGroup
              value={pending}
              onChange={(value: string | number) => setPending(value)}
              by={(a: unknown, b: unknown) => isSameValue(a, b)}
              aria-label={label}
              className={layout.isGrid ? 'eng-options eng-options--grid' : 'eng-options'}
            >
              {toOptionRows(visible, layout.isGrid)}
            </RadioGroup>
          </Suspense>
          <DialogAnnouncer />
        </Modal>
      ) : null}
    </>
  );
}

/** The sheet's options, each under its group's heading where a new group starts (not in a grid). */
function toOptionRows(visible: readonly ResolvedOption[], isGrid: boolean | undefined) {
  return visible.map((option, index) => {
    const heading = option.group && option.group !== (index > 0 ? visible[index - 1].group : undefined) ? option.group : undefined;
    return (
      <div key={String(option.value)} className="eng-option-slot">
        {heading && !isGrid ? <div className="eng-option-group">{heading}</div> : null}
        <Radio value={option.value} className="eng-option">
          <span>{option.label}</span>
          <span className="eng-check-mark" aria-hidden="true" />
        </Radio>
      </div>
    );
  });
}

export function useResolvedOptions(options: readonly Option[] | undefined | null): ResolvedOption[] {
  const { services, runtime } = useEngine();
  return useMemo(
    () =>
      (options ?? []).map((option) => ({
        label: resolveText(option.label, runtime.getScope(), services),
        value: option.value,
        group: option.group,
      })),
    [options, runtime, services],
  );
}

export function EnumPicker(props: FieldProps) {
  return <ChoicePicker {...props} layout={{}} options={useResolvedOptions(props.field.options)} />;
}

export function CitySelect(props: FieldProps) {
  return <ChoicePicker {...props} layout={{ isSearchable: true }} options={useResolvedOptions(props.field.options)} />;
}

/** SPEC §3: a day of the month. */
export const DAYS_IN_LONGEST_MONTH = 31;
const DAY_OPTIONS = Array.from({ length: DAYS_IN_LONGEST_MONTH }, (_, index) => ({ label: String(index + 1), value: String(index + 1) }));

export function DayPicker(props: FieldProps) {
  const options = useResolvedOptions(props.field.options?.length ? props.field.options : DAY_OPTIONS);
  return <ChoicePicker {...props} layout={{ isGrid: true }} options={options} />;
}
