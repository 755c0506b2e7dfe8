// The save dialog: what saving the screen's draft writes to its folder, as a readable diff of its
// screen and its texts, and the button that saves (the studio's store does the saving: saving.ts).
import { useState } from 'react';

import { nameScreen } from '../../shared/page-users.ts';
import { ChangeList } from '../publishing/change-list.tsx';
import { describeTexts } from '../publishing/describe-change.ts';
import { diffScreen } from '../publishing/diff.ts';
import { ApiError } from '../shell/api.ts';
import type { Files } from '../store/state.ts';
import { SaveNoteField } from './save-note.tsx';
import { screenTitle } from './save-together.ts';

export function SaveDialog({
  name,
  before,
  after,
  onClose,
  onSave,
  withNote = false,
  sharedTexts,
}: {
  name: string;
  before: Files | undefined;
  after: Files;
  onClose: () => void;
  /** With the note typed (empty without one). */
  onSave: (note: string) => Promise<void>;
  /** Team mode: ask "What changed and why". */
  withNote?: boolean;
  /** The shared texts, for a screen whose title is a shared text. */
  sharedTexts?: string | null;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const screenChanges = diffScreen(before?.screen ?? '', after.screen, { before: before?.messages, after: after.messages });
  // Named as the screen list names it: "Screen 'About us' (/workIs)", "New screen 'Holiday notice' at /holidayNotice".
  const { title: heading } = nameScreen({ name, ...after }, sharedTexts);
  const title = screenTitle({ name, isNew: !before, after }, sharedTexts);
  const textChanges = describeTexts(before?.messages ?? null, after.messages, `on screen '${heading}'`);
  return (
    <div className="studio-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="save-title" className="studio-dialog">
        <h2 id="save-title">
          {before ? `Save ${title[0].toLowerCase()}${title.slice(1)}?` : `Create the ${title[0].toLowerCase()}${title.slice(1)}?`}
        </h2>
        <p>Saving keeps these changes for everyone in the studio; borrowers read them once they are published:</p>
        <ChangeList title="On the screen" changes={screenChanges} />
        <ChangeList title="Texts" changes={textChanges} />
        {screenChanges.length + textChanges.length === 0 ? <p>Only the layout of the files changed (spaces, line breaks).</p> : null}
        {withNote ? <SaveNoteField value={note} onChange={setNote} /> : null}
        {error ? <p role="alert">{error}</p> : null}
        <div className="studio-row">
          <button
            type="button"
            className="is-primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              onSave(note).catch((caught: unknown) => {
                setError(caught instanceof ApiError ? caught.message : `Not saved: ${(caught as Error).message}`);
                setBusy(false);
              });
            }}
          >
            Save to the screens folder
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
