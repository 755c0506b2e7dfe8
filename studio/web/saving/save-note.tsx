// The save dialog's "What changed and why" (team mode): optional, plain text, at most 500
// characters (the server checks again). It goes into the git commit of the save, the audit log,
// the Review section and the screen's history.
import '../team/team-panels.css';

import { useId } from 'react';

import { MAX_NOTE_LENGTH } from '../shell/api.ts';

export function SaveNoteField({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const hintId = useId();
  return (
    <label className="studio-field studio-save-note">
      What changed and why (optional)
      <textarea
        value={value}
        maxLength={MAX_NOTE_LENGTH}
        rows={2}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={hintId} className="studio-muted">
        Reviewers read it in Review, and it stays in the screen&apos;s history. {value.length}/{MAX_NOTE_LENGTH}
      </span>
    </label>
  );
}
