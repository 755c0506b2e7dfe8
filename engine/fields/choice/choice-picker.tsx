import { Suspense, useMemo, useState } from 'react';
import type { Option } from '../../generated/schema-types.ts';
import { isSameValue } from '../../core/expression.ts';
import { resolveText } from '../../core/text.ts';
import { DialogAnnouncer } from '../../react/announcer.tsx';
import { useEngine } from '../../react/context.tsx';
import { Dialog, DialogPanel, DialogTitle, Radio, RadioGroup } from '../../react/headless.tsx';
import type { FieldProps } from '../field-definition.ts';

export interface ChoiceLayout {
  isSearchable?: boolean;
  isGrid?: boolean;
}

export interface ResolvedOption {
  label: string;
  value: string | number;
  group?: string;
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
  options,
}: FieldProps & { layout: ChoiceLayout; options: ResolvedOption[] }) {
  const { services } = useEngine();
  // The button is the registered element: react-hook-form focuses it on a failed submit.
  const registered = useMemo(() => register(field.name, rules), [register, field.name, rules]);
  const [value, setValue] = useState<unknown>(() => form.getValue(field.name));
  const [isOpen, setOpen] = useState(false);
  const [pending, setPending] = useState<string | number | null>(null);
  const [search, setSearch] = useState('');
  const selected = options.find((option) => isSameValue(option.value, value));
  const t = services.messages.t;

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? options.filter((option) => `${option.label} ${option.group ?? ''}`.toLowerCase().includes(needle)) : options;
  }, [options, search]);

  const open = () => {
    setPending(selected ? selected.value : null);
    setSearch('');
    setOpen(true);
  };
  const confirm = () => {
    setOpen(false);
    if (pending === null || isSameValue(pending, value)) return;
    setValue(pending);
    form.setValue(field.name, pending);
    if (field.onChange) onValueChange(pending);
  };

  let lastGroup: string | undefined;
  return (
    <>
      <button
        type="button"
        id={inputId}
        ref={registered.ref}
        name={field.name}
        className={`eng-input eng-select${selected ? '' : ' is-empty'}`}
        onClick={open}
        onBlur={registered.onBlur}
        aria-haspopup="dialog"
        aria-invalid={isInvalid || undefined}
        aria-describedby={errorId}
      >
        <span>{selected ? selected.label : placeholder || t('engine.select')}</span>
        <span className="eng-chevron" aria-hidden="true" />
      </button>
      {isOpen ? (
        <Suspense
          fallback={
            <div className="eng-layer">
              <div className="eng-backdrop" aria-hidden="true" />
            </div>
          }
        >
          <Dialog open onClose={() => setOpen(false)} className="eng-layer">
            <div className="eng-backdrop" aria-hidden="true" />
            <div className="eng-sheet-wrap">
              <DialogPanel className="eng-sheet">
                <div className="eng-sheet-bar">
                  <button type="button" className="eng-btn eng-btn--ghost eng-btn--small" onClick={() => setOpen(false)}>
                    {t('engine.cancel')}
                  </button>
                  <DialogTitle className="eng-sheet-title">{label || t('engine.select')}</DialogTitle>
                  <button type="button" className="eng-btn eng-btn--ghost eng-btn--small eng-btn--accent" onClick={confirm}>
                    {t('engine.confirm')}
                  </button>
                </div>
                {layout.isSearchable ? (
                  <input
                    className="eng-input eng-search"
                    type="search"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                    placeholder={t('engine.search')}
                    aria-label={t('engine.search')}
                  />
                ) : null}
                <RadioGroup
                  value={pending}
                  onChange={(value: string | number) => setPending(value)}
                  by={(a: unknown, b: unknown) => isSameValue(a, b)}
                  aria-label={label}
                  className={layout.isGrid ? 'eng-options eng-options--grid' : 'eng-options'}
                >
                  {visible.length === 0 ? <p className="eng-muted eng-pad">{t('engine.noOptions')}</p> : null}
                  {visible.map((option) => {
                    const heading = option.group && option.group !== lastGroup ? option.group : undefined;
                    lastGroup = option.group;
                    return (
                      <div key={String(option.value)} className="eng-option-slot">
                        {heading && !layout.isGrid ? <div className="eng-option-group">{heading}</div> : null}
                        <Radio value={option.value} className="eng-option">
                          <span>{option.label}</span>
                          <span className="eng-check-mark" aria-hidden="true" />
                        </Radio>
                      </div>
                    );
                  })}
                </RadioGroup>
                <DialogAnnouncer />
              </DialogPanel>
            </div>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
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
