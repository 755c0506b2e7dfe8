// The header's "signed in as" in team mode: the person's name and roles, and Sign out.
import { useState } from 'react';

import { goSignIn, type TeamPerson } from './team.ts';

export function TeamBar({ person }: { person: TeamPerson }) {
  const [error, setError] = useState<string>();
  const signOut = async () => {
    try {
      const response = await fetch('/__studio/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!response.ok && response.status !== 401) throw new Error(`The studio server answered ${response.status}.`);
      goSignIn();
    } catch (caught) {
      setError(`Not signed out: ${(caught as Error).message}`);
    }
  };
  return (
    <div className="studio-row studio-person" role="group" aria-label="Signed in">
      <span>
        Signed in as <strong>{person.displayName}</strong> <span className="studio-roles">({person.roles.join(', ')})</span>
      </span>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}
