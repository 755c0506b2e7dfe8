// The Unsaved bar above the editor: every file changed and not saved yet, each named as staff know
// it (a screen by its title and address, the shared texts, a shared part by its name, a page by its
// own title), with its Save, and "Save all…" when there are several.
import { filesInWords, filesSavedWith, fileTitle } from '../saving/save-together.ts';
import type { ProjectFiles } from '../texts/project-files.ts';

/** The files changed and not saved yet: the ones beside the screens saved from here, a screen opened (its Save shows the change). */
export function UnsavedFiles({
  project,
  screens,
  onOpen,
  onSave,
  onSaveAll,
  cannotSave,
}: {
  project: ProjectFiles;
  /** The screens with a draft, each with its name in staff words (screenTitle). */
  screens: readonly { name: string; title: string }[];
  onOpen: (path: string) => void;
  onSave: (path: string) => Promise<void>;
  /** Team mode: why this person may not save (no editor role); the server refuses it too. */
  cannotSave?: string;
  /** Saves every changed file after one look at all the changes; offered when more than one is listed. */
  onSaveAll?: () => void;
}) {
  const files = [...project.drafts.keys()];
  if (files.length === 0 && screens.length === 0) return <span className="studio-route">No unsaved changes</span>;
  return (
    <div className="studio-row studio-unsaved" role="group" aria-label="Unsaved changes">
      <span>Unsaved:</span>
      {onSaveAll && files.length + screens.length > 1 ? (
        <button type="button" onClick={onSaveAll} disabled={Boolean(cannotSave)} title={cannotSave}>
          Save all…
        </button>
      ) : null}
      {files.map((path) => {
        // Named as staff know it (a page by its own title); a shared part and the shared texts its new
        // row titles name are saved together.
        const title = fileTitle(path, project.textOf(path));
        const others = filesSavedWith(path, project).filter((other) => other !== path);
        const together = others.length > 0 ? ` with ${filesInWords(others)}` : '';
        return (
          <span key={path} className="studio-unsaved-file">
            <button type="button" className="studio-link" onClick={() => onOpen(path)}>
              {title}
            </button>
            <button
              type="button"
              onClick={() => void onSave(path)}
              aria-label={`Save ${title}${together}`}
              disabled={Boolean(cannotSave)}
              title={cannotSave ?? (together ? `Saved together${together}: neither is right without the other` : undefined)}
            >
              {together ? `Save${together}` : 'Save'}
            </button>
          </span>
        );
      })}
      {screens.map(({ name, title }) => (
        <button
          key={name}
          type="button"
          className="studio-link"
          onClick={() => onOpen(`screens/${name}/screen.json`)}
          aria-label={`Open ${title} to save it`}
          title="Open it to save it"
        >
          {title}
        </button>
      ))}
    </div>
  );
}
