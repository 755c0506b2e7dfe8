// One block of a shared part in the property panel, opened from the preview ("Arrange these rows"
// on the loan-details rows): its properties without the part's JSON. A change is a draft of the
// part's file, saved like any file beside the screens, and shows on every screen using the part. New
// titles for the part's rows are new shared texts, edited in the same table as a screen's own list's:
// the part and the shared texts are then saved together (saving/save-together.ts), and its Save
// says so in words.
import { SaveFilesButton } from '../saving/save-files-button.tsx';
import { filesSavedWith } from '../saving/save-together.ts';
import { useReadOnly } from '../shell/read-only.tsx';
import { type Studio, useStudioSelector } from '../store/context.ts';
import { parseOr } from '../store/files.ts';
import { screenInWords, useScreenNames } from '../store/screen-names.ts';
import { partFileOf, SHARED_FILE } from '../texts/text-index.ts';
import { setProperty } from './node-edits.ts';
import { nodeForm } from './property-form.ts';
import { PropertyPanel } from './property-panel.tsx';
import { applyPartRowLabels } from './row-labels.ts';

/** What the panel reads of the studio: it re-renders only when one of these changes. */
const partPanelOf = (studio: Studio) => ({
  project: studio.project,
  textIndex: studio.textIndex,
  makeTextIndex: studio.makeTextIndex,
  usersOfPart: studio.usersOfPart,
  sharedText: studio.sharedText,
  saveProjectFile: studio.saveProjectFile,
  problemCount: studio.state.problems.length,
  cannotSave: studio.cannotSave,
  openFile: studio.openFile,
});

export function PartBlockPanel({ part, pointer }: { part: string; pointer: string }) {
  const { project, textIndex, makeTextIndex, usersOfPart, sharedText, saveProjectFile, problemCount, cannotSave, openFile } =
    useStudioSelector(partPanelOf);
  const readOnly = useReadOnly();
  const nameOf = useScreenNames();
  const path = partFileOf(part);
  const text = project.textOf(path);
  const users = usersOfPart(path, textIndex ?? makeTextIndex());
  const doc = parseOr<unknown>(text, undefined);
  const shared = parseOr<{ en?: Record<string, string>; fil?: Record<string, string> }>(sharedText, {});
  const form = doc ? nodeForm(doc, pointer, { own: {}, shared }) : undefined;
  const saves = filesSavedWith(path, project);
  return (
    <section className="studio-part-block" aria-label={`Shared part ${part}`}>
      <div className="studio-row">
        <h2>Shared part “{part}”</h2>
        <SaveFilesButton
          saves={saves}
          isDraft={project.drafts.has(path)}
          onSave={() => saveProjectFile(path)}
          blocking={problemCount}
          cannotSave={cannotSave}
        />
      </div>
      <p className="studio-muted">
        Used on {users.length} screen{users.length === 1 ? '' : 's'}
        {users.length ? ` (${users.map((name) => screenInWords(nameOf(name))).join(', ')})` : ''}: a change here shows on each of them once
        saved. Its texts are shared texts: change them in All texts.
        {form?.properties.some((property) => property.kind === 'rowLabels')
          ? ' A new title for a row is a new shared text, in English and Filipino: Save saves the part and the shared texts together.'
          : ''}
      </p>
      {!form || !text ? (
        <p role="alert" className="studio-note">
          This block is no longer in the part (it was changed meanwhile): pick it in the preview again.
        </p>
      ) : (
        <fieldset disabled={readOnly !== undefined} className="studio-plain-fieldset">
          <PropertyPanel
            key={`${part}${pointer}`}
            form={{ ...form, inList: false }}
            problems={new Map()}
            onText={() => undefined}
            onMakeMessage={() => undefined}
            onSet={(name, value) => project.edit(path, setProperty(project.textOf(path) ?? text, pointer, name, value))}
            onEditJson={() => openFile(path)}
            onRowLabels={(lines) => {
              const now = project.textOf(path) ?? text;
              const next = applyPartRowLabels(now, project.textOf(SHARED_FILE) ?? sharedText ?? null, part, pointer, lines);
              project.edit(path, next.part);
              project.edit(SHARED_FILE, next.shared);
            }}
            onMove={() => undefined}
            onDuplicate={() => undefined}
            onDelete={() => undefined}
          />
        </fieldset>
      )}
    </section>
  );
}
