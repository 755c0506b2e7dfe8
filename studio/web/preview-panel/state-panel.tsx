// The state panel: the variables of the screen shown in a preview frame and each form's values,
// errors, dirty and touched fields, live as staff tap and type in the frame (posted by the
// preview, read through the runtime API; session values and personal numbers arrive masked).
import { memo, useEffect, useState } from 'react';

import { type FromPreview, type InspectedState, isStudioMessage } from './protocol.ts';

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** The state each preview frame posts, by frame (its place among the page's preview iframes); only this panel re-renders on it. */
function useFrameStates(): (InspectedState | undefined)[] {
  const [states, setStates] = useState<(InspectedState | undefined)[]>([]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isStudioMessage(event.data) || (event.data as FromPreview).type !== 'studio:state') return;
      const frames = [...document.querySelectorAll<HTMLIFrameElement>('.studio-frames iframe')];
      const index = frames.findIndex((frame) => frame.contentWindow === event.source);
      if (index < 0) return;
      const { state } = event.data as Extract<FromPreview, { type: 'studio:state' }>;
      setStates((before) => {
        const next = [...before];
        next[index] = state;
        return next;
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return states;
}

/** Renders on its own state only (and when the frames change), not on every render of the page. */
export const StatePanel = memo(
  function StatePanel({ frames }: { frames: string[] }) {
    const states = useFrameStates();
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
                  Form <code>{id}</code>{' '}
                  {form.dirty ? <span className="studio-tag">dirty</span> : <span className="studio-tag is-quiet">pristine</span>}
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
                      const marks = [form.dirtyFields.includes(name) ? 'dirty' : '', form.touchedFields.includes(name) ? 'touched' : '']
                        .filter(Boolean)
                        .join(', ');
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
  },
  (before, after) => before.frames.join('\n') === after.frames.join('\n'),
);
