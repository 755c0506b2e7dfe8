// The header's "signed in as" in team mode: the person's name and roles, Change password, the
// admin page for an admin, and Sign out. The two dialogs load when first opened. Signed in with a
// temporary password, the person chooses their own first (the password dialog, which cannot be
// closed); then the page opens again where it was.
import { lazy, Suspense, useState } from 'react';

import { WaitingForMe } from '../review/waiting-for-me.tsx';
import { goSignIn, goSignInAfter, type TeamPerson } from './team.ts';

/**
 * A dialog's code is loaded when first opened, and the server serves the studio's code only to a live
 * session: when the load fails, a session that ended (disabled, signed out elsewhere) goes to the
 * sign-in page with its reason; otherwise the dialog's place says what failed. Never a broken page.
 */
async function dialogFailed(what: string) {
  const response = await fetch('/__studio/api/team/me').catch(() => undefined);
  if (response?.status === 401) await goSignInAfter(response);
  return function DialogFailed() {
    return (
      <p role="alert" className="studio-notice is-error">
        The {what} could not be loaded: check the connection, then reload the page.
      </p>
    );
  };
}

const AdminDialog = lazy(() =>
  import('../admin/admin-view.tsx').then(
    (module) => ({ default: module.AdminDialog }),
    async () => ({ default: await dialogFailed('admin page') }),
  ),
);
const PasswordDialog = lazy(() =>
  import('./password-dialog.tsx').then(
    (module) => ({ default: module.PasswordDialog }),
    async () => ({ default: await dialogFailed('password form') }),
  ),
);

export function TeamBar({ person }: { person: TeamPerson }) {
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState<'admin' | 'password'>();
  const signOut = async () => {
    try {
      const response = await fetch('/__studio/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!response.ok && response.status !== 401) throw new Error(`The studio server answered ${response.status}.`);
      goSignIn();
    } catch (caught) {
      setError(`Not signed out: ${(caught as Error).message}`);
    }
  };
  const close = () => setOpen(undefined);
  return (
    <div className="studio-row studio-person" role="group" aria-label="Signed in">
      <span>
        Signed in as <strong>{person.displayName}</strong> <span className="studio-roles">({person.roles.join(', ')})</span>
      </span>
      <WaitingForMe person={person} />
      {person.roles.includes('admin') ? (
        <button type="button" aria-haspopup="dialog" onClick={() => setOpen('admin')}>
          Admin
        </button>
      ) : null}
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen('password')}>
        Change password
      </button>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      {error ? <span role="alert">{error}</span> : null}
      <Suspense fallback={<span role="status">Opening…</span>}>
        {open === 'admin' ? <AdminDialog person={person} onClose={close} /> : null}
        {open === 'password' ? <PasswordDialog onClose={close} /> : null}
        {person.temporaryPassword ? (
          <PasswordDialog onClose={close} choose={{ onSignOut: () => void signOut(), onChosen: () => window.location.reload() }} />
        ) : null}
      </Suspense>
    </div>
  );
}
