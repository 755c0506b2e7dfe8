// Read-only for people whose roles cannot save (team mode: a reviewer, a publisher, an admin without
// the editor role): every box that changes a file is disabled, and one line says why in words. A
// local studio, and an editor, may change everything.
import { createContext, useContext } from 'react';

/** Why nothing may be changed here (the person's roles), or undefined when it may. */
export const ReadOnlyContext = createContext<string | undefined>(undefined);

export const useReadOnly = (): string | undefined => useContext(ReadOnlyContext);

/** The line above the editor: look, do not change, and why. */
export function ReadOnlyNote() {
  const reason = useReadOnly();
  if (!reason) return null;
  return (
    <p role="note" aria-label="You can look, not change" className="studio-readonly-note">
      <strong>You can look, not change.</strong> {reason} The boxes below are locked so that nothing you type is lost.
    </p>
  );
}
