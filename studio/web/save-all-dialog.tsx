// Save every file changed and not saved, after one look at every change: the files beside the
// screens (shared texts, parts, pages) and each screen's draft with its readable diff, as the save
// dialog shows one. Used after a replace through many files. The saves go one by one through the
// same checks as a single save; the first conflict or checker problem stops there and says so.
import { useId, useState } from 'react';

import { ChangeList } from './change-list.tsx';
import { DialogForm, useDialogTask } from './dialog-form.tsx';
import { diffScreen, diffTexts } from './diff.ts';
import { SaveNoteField } from './save-note.tsx';

export interface ScreenToSave {
  name: string;
  before: { screen: string; messages: string | null } | undefined;
  after: { screen: string; messages: string | null };
}

export function SaveAllDialog({
  files,
  screens,
  blocked,
  onClose,
  onSave,
  withNote = false,
}: {
  /** Paths of the files beside the screens. */
  files: string[];
  screens: ScreenToSave[];
  /** Why nothing can be saved now (the checker's problems), if so. */
  blocked: string | undefined;
  onClose: () => void;
  /** Saves them all, each with the note typed (empty without one); rejects with what stopped it. */
  onSave: (note: string) => Promise<void>;
  /** Team mode: ask "What changed and why", one note for every file saved. */
  withNote?: boolean;
}) {
  const titleId = useId();
  const [note, setNote] = useState('');
  const { busy, error, run } = useDialogTask(() => onSave(note));
  const count = files.length + screens.length;
  return (
    <DialogForm
      titleId={titleId}
      className="studio-dialog"
      onClose={onClose}
      submit={{ label: `Save all (${count})`, ready: !busy && !blocked, error }}
      onSubmit={run}
    >
      <h2 id={titleId}>Save every changed file?</h2>
      {files.length > 0 ? (
        <section>
          <h3>Beside the screens</h3>
          <ul>
            {files.map((path) => (
              <li key={path}>
                <code>{path}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {screens.map((screen) => (
        <section key={screen.name} aria-label={`Changes of ${screen.name}`}>
          <h3>
            {screen.before ? 'Screen' : 'New screen'} {screen.name}
          </h3>
          <ChangeList level={4} title="Screen" changes={diffScreen(screen.before?.screen ?? '', screen.after.screen)} />
          <ChangeList level={4} title="Texts" changes={diffTexts(screen.before?.messages ?? null, screen.after.messages)} />
        </section>
      ))}
      {withNote ? <SaveNoteField value={note} onChange={setNote} /> : null}
      {blocked ? <p role="alert">{blocked}</p> : null}
    </DialogForm>
  );
}
