// One block of a shared part in the property panel, opened from the preview ("Arrange these rows"
// on the loan-details rows): its properties without the part's JSON. A change is a draft of the
// part's file, saved like any file beside the screens, and shows on every screen using the part.
import { useReadOnly } from '../shell/read-only.tsx';
import { useStudio } from '../store/context.ts';
import { parseOr } from '../store/files.ts';
import { partFileOf } from '../texts/text-index.ts';
import { setProperty } from './node-edits.ts';
import { nodeForm } from './property-form.ts';
import { PropertyPanel } from './property-panel.tsx';

export function PartBlockPanel({ part, pointer }: { part: string; pointer: string }) {
  const studio = useStudio();
  const { project, textIndex, makeTextIndex, usersOfPart, sharedText } = studio;
  const readOnly = useReadOnly();
  const path = partFileOf(part);
  const text = project.textOf(path);
  const users = usersOfPart(path, textIndex ?? makeTextIndex());
  const doc = parseOr<unknown>(text, undefined);
  const shared = parseOr<{ en?: Record<string, string>; fil?: Record<string, string> }>(sharedText, {});
  const form = doc ? nodeForm(doc, pointer, { own: {}, shared }) : undefined;
  return (
    <section className="studio-part-block" aria-label={`Shared part ${part}`}>
      <h2>Shared part “{part}”</h2>
      <p className="studio-muted">
        Used on {users.length} screen{users.length === 1 ? '' : 's'}
        {users.length ? ` (${users.join(', ')})` : ''}: a change here shows on each of them once saved. Its texts are shared texts: change
        them in All texts.
      </p>
      {form?.properties.some((property) => property.kind === 'rowLabels') ? (
        <p className="studio-note" role="note">
          New titles for a shared part's rows cannot be given here yet: each title is a new shared text, and the studio saves a part and the
          shared texts one at a time. Order and hide the rows here; for new titles, ask a developer.
        </p>
      ) : null}
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
            onEditJson={() => studio.openFile(path)}
            onMove={() => undefined}
            onDuplicate={() => undefined}
            onDelete={() => undefined}
          />
        </fieldset>
      )}
    </section>
  );
}
