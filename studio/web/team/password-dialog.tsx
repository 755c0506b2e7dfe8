// "Change password" for everyone signed in: the current password, the new one twice. The server
// ends the person's other sessions; this one goes on. After a sign-in with a temporary password (one
// an admin gave) the same form is "Choose your own password": it cannot be closed, since the server
// refuses everything else until then; Sign out is the way out, and once chosen the studio opens
// again where the person was.
import { useId, useState } from 'react';

import { adminApi } from '../admin/admin-api.ts';
import { AdminModal, FailureNote, useRequest } from '../admin/admin-parts.tsx';

const MIN = 12;
const MAX = 256;

export function PasswordDialog({
  onClose,
  choose,
}: {
  onClose: () => void;
  /** After a sign-in with a temporary password: the person must choose their own before anything else. */
  choose?: { onSignOut: () => void; onChosen: () => void };
}) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [done, setDone] = useState(false);
  const { busy, failure, run } = useRequest();
  const problem =
    password.length > 0 && password.length < MIN
      ? `At least ${MIN} characters (${password.length} so far).`
      : password.length > MAX
        ? `At most ${MAX} characters.`
        : again && again !== password
          ? 'The two new passwords differ.'
          : undefined;
  const ready = current.length > 0 && password.length >= MIN && password.length <= MAX && again === password;
  const rule = `${MIN} to ${MAX} characters, not one attackers try first (such as a common password or qwerty123456).`;

  return (
    <AdminModal
      title={choose ? 'Choose your own password' : 'Change your password'}
      className="is-narrow"
      onClose={choose ? undefined : onClose}
    >
      {done ? (
        <div className="studio-admin-done">
          <p role="status">
            {choose
              ? 'Your own password is set. Opening the studio where you were…'
              : 'Your password is changed. Your other sessions have ended; this one goes on.'}
          </p>
          {choose ? null : (
            <button type="button" className="is-primary studio-admin-primary" onClick={onClose}>
              Close
            </button>
          )}
        </div>
      ) : (
        <form
          className="studio-admin-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!ready) return;
            void run('Password not changed', async () => {
              await adminApi.changePassword(current, password);
              setDone(true);
              choose?.onChosen();
            });
          }}
        >
          {choose ? (
            <p className="studio-admin-hint">
              You signed in with a temporary password from the studio admin. Choose a password of your own to carry on: only you will know
              it.
            </p>
          ) : null}
          <label htmlFor={`${id}-current`}>{choose ? 'Temporary password' : 'Current password'}</label>
          <input
            id={`${id}-current`}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            required
          />
          <label htmlFor={`${id}-new`}>New password</label>
          <input
            id={`${id}-new`}
            type="password"
            autoComplete="new-password"
            aria-describedby={`${id}-rule`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <label htmlFor={`${id}-again`}>New password again</label>
          <input
            id={`${id}-again`}
            type="password"
            autoComplete="new-password"
            aria-describedby={`${id}-rule`}
            value={again}
            onChange={(event) => setAgain(event.target.value)}
            required
          />
          <p id={`${id}-rule`} className="studio-admin-hint" aria-live="polite">
            {problem ?? (choose ? rule : `${rule} Your other sessions end when it changes.`)}
          </p>
          <FailureNote failure={failure} busy={busy} />
          <div className="studio-row">
            <button type="submit" className="is-primary studio-admin-primary" disabled={busy || !ready}>
              {busy ? 'Changing…' : choose ? 'Set my password' : 'Change password'}
            </button>
            <button type="button" onClick={choose ? choose.onSignOut : onClose} disabled={busy}>
              {choose ? 'Sign out' : 'Cancel'}
            </button>
          </div>
        </form>
      )}
    </AdminModal>
  );
}
