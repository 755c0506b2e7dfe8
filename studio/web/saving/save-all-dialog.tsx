// Save every file changed and not saved, after one look at every change: the files beside the
// screens (shared texts, parts, pages) and each screen's draft with its readable diff, as the save
// dialog shows one. Used after a replace through many files. The saves go one by one through the
// same checks as a single save; the first conflict or checker problem stops there and says so.
// Each file beside the screens shows its change in words: a shared text old → new per language, a
// part's changed blocks, a page's changed paragraphs.
import { useId, useState } from 'react';

import { nameScreen } from '../../shared/page-users.ts';
import { ChangeList } from '../publishing/change-list.tsx';
import { describeTexts } from '../publishing/describe-change.ts';
import { type Change, diffScreen } from '../publishing/diff.ts';
import { PageChanges } from '../publishing/page-changes.tsx';
import { DialogForm, useDialogTask } from '../shell/dialog-form.tsx';
import { SHARED_FILE } from '../texts/text-index.ts';
import { SaveNoteField } from './save-note.tsx';
import { filesInWords, fileTitle, screenTitle } from './save-together.ts';

/** A file beside the screens with its saved text (null: new) and the text to save. */
export interface FileToSave {
  path: string;
  before: string | null;
  after: string;
}

const PAGE = /^content\/(.+)\.md$/;

/** A JSON file's change as staff read it; none when either side does not parse (the checker says why). */
export function fileChanges(file: FileToSave): Change[] {
  try {
    // Both sides must read as JSON: a half-typed file has no change to show yet.
    JSON.parse(file.before ?? 'null');
    JSON.parse(file.after);
    if (file.path === SHARED_FILE) return describeTexts(file.before, file.after, 'in the shared texts');
    return diffScreen(file.before ?? '', file.after, { what: 'the part' });
  } catch {
    return [];
  }
}

function FileChanges({ file }: { file: FileToSave }) {
  const page = PAGE.exec(file.path);
  if (page)
    return (
      <PageChanges
        page={{ name: page[1], kind: file.before === null ? 'added' : 'changed', before: file.before ?? undefined, after: file.after }}
      />
    );
  const changes = fileChanges(file);
  return (
    <section aria-label={`Changes of ${fileTitle(file.path)}`}>
      <h3>{fileTitle(file.path)}</h3>
      {changes.length > 0 ? (
        <ChangeList level={4} title={file.path === SHARED_FILE ? 'Texts' : 'In the part'} changes={changes} />
      ) : (
        <p className="studio-note">Its change cannot be shown until the file reads correctly again.</p>
      )}
    </section>
  );
}

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
  together = [],
  sharedTexts,
}: {
  /** The files beside the screens (shared texts, parts, pages) with their change. */
  files: FileToSave[];
  screens: ScreenToSave[];
  /** Why nothing can be saved now (the checker's problems), if so. */
  blocked: string | undefined;
  onClose: () => void;
  /** Saves them all, each with the note typed (empty without one); rejects with what stopped it. */
  onSave: (note: string) => Promise<void>;
  /** Team mode: ask "What changed and why", one note for every file saved. */
  withNote?: boolean;
  /** Files saved together in one save, all or none (a shared part and the shared texts its row titles name). */
  together?: string[][];
  /** The saved shared texts, for a screen whose title is a shared text. */
  sharedTexts?: string | null;
}) {
  const titleId = useId();
  const [note, setNote] = useState('');
  const { busy, error, run } = useDialogTask(() => onSave(note));
  const count = files.length + screens.length;
  const sharedAfter = files.find((file) => file.path === SHARED_FILE)?.after ?? sharedTexts;
  return (
    <DialogForm
      titleId={titleId}
      className="studio-dialog"
      onClose={onClose}
      submit={{ label: `Save all (${count})`, ready: !busy && !blocked, error }}
      onSubmit={run}
    >
      <h2 id={titleId}>Save every changed file?</h2>
      {files.map((file) => (
        <FileChanges key={file.path} file={file} />
      ))}
      {screens.map((screen) => {
        // Named as staff know it, by its title and address as it will be saved (the shared texts too).
        const heading = screenTitle({ name: screen.name, isNew: !screen.before, after: screen.after }, sharedAfter);
        const { title } = nameScreen({ name: screen.name, ...screen.after }, sharedAfter);
        return (
          <section key={screen.name} aria-label={`Changes of ${heading}`}>
            <h3>{heading}</h3>
            <ChangeList
              level={4}
              title="On the screen"
              changes={diffScreen(screen.before?.screen ?? '', screen.after.screen, {
                before: screen.before?.messages,
                after: screen.after.messages,
              })}
            />
            <ChangeList
              level={4}
              title="Texts"
              changes={describeTexts(screen.before?.messages ?? null, screen.after.messages, `on screen '${title}'`)}
            />
          </section>
        );
      })}
      {together.map((group) => (
        <p key={group.join(' ')} className="studio-note" role="note">
          Saved together, both or neither: {filesInWords(group)} (the part's new row titles are new shared texts).
        </p>
      ))}
      {withNote ? <SaveNoteField value={note} onChange={setNote} /> : null}
      {blocked ? <p role="alert">{blocked}</p> : null}
    </DialogForm>
  );
}
