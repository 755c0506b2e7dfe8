// The baseline: the same fields as a developer would write them by hand with react-hook-form
// (uncontrolled inputs, native selects for the choices), on the engine's CSS so layout matches.
import '../engine/react/styles.css';

import { useForm } from 'react-hook-form';

import { type BenchField, DAY_OPTIONS, FORM_TITLE, generateBenchFields, readFieldCount, REQUIRED_MESSAGE, SUBMIT_LABEL } from './fields.ts';
import { mountBenchPage } from './mount.tsx';

type Values = Record<string, string>;

function HandForm({ fields }: { fields: readonly BenchField[] }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ mode: 'onSubmit' });
  const onValid = async (values: Values) => {
    // Stands in for the request the engine's onSubmit makes; nothing listens.
    await Promise.resolve(values);
  };
  return (
    <div className="eng-screen">
      <header className="eng-appbar">
        <h1 className="eng-appbar-title">{FORM_TITLE}</h1>
      </header>
      <main className="eng-content">
        <form className="eng-form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
          {fields.map((field) => {
            const inputId = `field-${field.name}`;
            const error = errors[field.name]?.message;
            const errorId = error ? `${inputId}-error` : undefined;
            const inputProps = {
              ...register(field.name, { required: REQUIRED_MESSAGE }),
              id: inputId,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': errorId,
            };
            return (
              <div key={field.name} className="eng-field" data-field={field.name}>
                <label className="eng-label" htmlFor={inputId}>
                  {field.label}
                </label>
                {field.kind === 'text' ? (
                  <input {...inputProps} className="eng-input" type="text" autoComplete="off" />
                ) : (
                  <select {...inputProps} className="eng-input" defaultValue="">
                    <option value="" disabled>
                      Select
                    </option>
                    {(field.kind === 'day' ? DAY_OPTIONS : (field.options ?? [])).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
                {error ? (
                  <p id={errorId} className="eng-error" role="alert">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className="eng-btn eng-btn--primary eng-submit">
            {SUBMIT_LABEL}
          </button>
        </form>
      </main>
    </div>
  );
}

const fields = generateBenchFields(readFieldCount(location.search));
mountBenchPage(<HandForm fields={fields} />, fields.length);
