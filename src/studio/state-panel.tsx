// The state panel: the variables of the screen shown in a preview frame and each form's values,
// errors, dirty and touched fields, live as staff tap and type in the frame (posted by the
// preview, read through the runtime API; session values and personal numbers arrive masked).
import { useState } from 'react';
import type { InspectedState } from './protocol.ts';

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value));

export function StatePanel({ states, frames }: { states: (InspectedState | undefined)[]; frames: string[] }) {
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, frames.length - 1);
  const state = states[index];
  return (
    <section className="studio-state" aria-label="State">
      <div className="studio-row">
        <h2>State</h2>
        <select aria-label="State of frame" value={index} onChange={(event) => setChosen(Number(event.target.value))}>
          {frames.map((label, at) => (
            <option key={at} value={at}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {!state ? (
        <p className="studio-muted">Waiting for the preview…</p>
      ) : (
        <>
          <p className="studio-muted">
            <code>{state.screen}</code> {state.status}
          </p>
          <h3>Variables</h3>
          {Object.keys(state.vars).length === 0 ? (
            <p className="studio-muted">none</p>
          ) : (
            <table className="studio-values" aria-label="Variables">
              <tbody>
                {Object.entries(state.vars).map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>
                      <code>{show(value)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {Object.entries(state.forms).map(([id, form]) => (
            <div key={id}>
              <h3>
                Form <code>{id}</code> {form.dirty ? <span className="studio-tag">dirty</span> : <span className="studio-tag is-quiet">pristine</span>}
              </h3>
              <table className="studio-values" aria-label={`Form ${id}`}>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Value</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(form.values).map(([name, value]) => {
                    const error = form.errors[name];
                    const marks = [form.dirtyFields.includes(name) ? 'dirty' : '', form.touchedFields.includes(name) ? 'touched' : ''].filter(Boolean).join(', ');
                    return (
                      <tr key={name} className={error ? 'is-invalid' : undefined}>
                        <th scope="row">{name}</th>
                        <td>
                          <code>{show(value)}</code>
                          {error ? <span className="studio-flag">{error}</span> : null}
                        </td>
                        <td>{marks}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
