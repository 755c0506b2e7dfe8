// The property panel's table of named values (params.ts): sent with a call, put in an address or in
// a page's placeholders. Each row: its name, where its value comes from (a value the screen knows,
// picked in words, or a fixed text) and Remove; an empty row at the end adds one. What is typed stays
// as typed (a row without a name yet); an undo or another edit shows the property's rows.
import type { ParamRow, ParamValue } from './params.ts';
import { writeParams } from './params.ts';
import { useTyped } from './use-typed.ts';
import { type KnownValueProps, ValuePicker } from './value-picker.tsx';

const BLANK_REF = { path: '', fallback: undefined };
const BLANK: ParamRow = { name: '', value: { kind: 'value', ref: BLANK_REF } };
const FIXED: ParamValue = { kind: 'fixed', text: '' };
const ref = (value: ParamValue) => (value.kind === 'value' ? value.ref : BLANK_REF);
const isBlank = (row: ParamRow) => !row.name.trim() && (row.value.kind === 'value' ? !row.value.ref.path : String(row.value.text) === '');

export function ParamsTable({ label, describedBy, value: rows, known, onSet }: KnownValueProps<ParamRow[]>) {
  const [shown, setTyped] = useTyped(rows, writeParams, []);
  const lines = [...shown.filter((row) => !isBlank(row)), BLANK];
  const change = (next: ParamRow[], typing: boolean) => {
    setTyped(next);
    onSet(writeParams(next), typing);
  };
  const update = (index: number, row: ParamRow, typing: boolean) =>
    change(
      lines.map((line, at) => (at === index ? row : line)),
      typing,
    );
  return (
    <table className="studio-row-labels studio-params" aria-describedby={describedBy}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
          <th scope="col">
            <span className="studio-sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((row, index) => {
          const name = row.name.trim() || `new value ${index + 1}`;
          const last = index === lines.length - 1;
          return (
            <tr key={index}>
              <td>
                <input
                  aria-label={`${label}: name of ${last ? 'a new value' : name}`}
                  title="The name the lender's server or the page reads it by"
                  placeholder={last ? 'Add a value…' : undefined}
                  value={row.name}
                  onChange={(event) => update(index, { ...row, name: event.target.value }, true)}
                />
              </td>
              <td className="studio-param-value">
                <select
                  aria-label={`${label}: ${name} comes from`}
                  value={row.value.kind}
                  onChange={(event) => update(index, { ...row, value: event.target.value === 'fixed' ? FIXED : BLANK.value }, false)}
                >
                  <option value="value">From the screen</option>
                  <option value="fixed">Fixed text</option>
                </select>
                {row.value.kind === 'value' ? (
                  <ValuePicker
                    label={`${label}: ${name}`}
                    path={row.value.ref.path}
                    known={known}
                    prompt="Choose the value…"
                    onPick={(path, typing) => update(index, { ...row, value: { kind: 'value', ref: { ...ref(row.value), path } } }, typing)}
                  />
                ) : (
                  <input
                    aria-label={`${label}: ${name}, fixed text`}
                    value={row.value.text}
                    onChange={(event) => update(index, { ...row, value: { kind: 'fixed', text: event.target.value } }, true)}
                  />
                )}
              </td>
              <td>
                {last ? null : (
                  <button
                    type="button"
                    aria-label={`Remove ${name}`}
                    onClick={() =>
                      change(
                        lines.filter((_, at) => at !== index),
                        false,
                      )
                    }
                  >
                    Remove
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
