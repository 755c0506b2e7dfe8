// The new-screen dialog: a folder name, checked as typed (its form, not taken, its route free).
import { useState } from 'react';

export function NewScreenDialog({
  taken,
  routes,
  onClose,
  onCreate,
}: {
  taken: string[];
  routes: string[];
  onClose: () => void;
  onCreate: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const valid = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) && name.length <= 64;
  const problem = !name
    ? undefined
    : !valid
      ? "Use lower-case words joined by '-', e.g. promo-notes."
      : taken.includes(name)
        ? `There is a screen '${name}' already.`
        : routes.includes(`/${name}`)
          ? `The route /${name} is taken.`
          : undefined;
  return (
    <div className="studio-backdrop">
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby="new-title"
        className="studio-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (name && !problem) onCreate(name);
        }}
      >
        <h2 id="new-title">New screen</h2>
        <label>
          Folder name <input autoFocus value={name} onChange={(event) => setName(event.target.value)} aria-describedby="new-hint" />
        </label>
        <p id="new-hint">{problem ?? 'It starts from a template with a title, a text and a button, in English and Filipino.'}</p>
        <div className="studio-row">
          <button type="submit" className="is-primary" disabled={!name || Boolean(problem)}>
            Create
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
