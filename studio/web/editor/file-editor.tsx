// One of the files beside the screens in the editor: the shared texts and a shared part as JSON
// (with the checker's problems marked), a Markdown page as text; Save writes it over the version
// it started from.
import type { EditorView } from '@codemirror/view';
import { useState } from 'react';

import { filesInWords, filesSavedWith } from '../saving/save-together.ts';
import type { ProjectFiles } from '../texts/project-files.ts';
import { SHARED_FILE } from '../texts/text-index.ts';
import type { Problem } from './checker.ts';
import type { CompletionNames } from './completion-names.ts';
import { JsonEditor } from './editor.tsx';
import { PageLiveNote } from './page-live-note.tsx';
import { messagesEditorSchema, screenEditorSchema } from './schema.ts';

export interface FileEditorProps {
  path: string;
  text: string;
  isDraft: boolean;
  isNew: boolean;
  problems: Problem[];
  /** Problems anywhere (a save of a JSON file needs none). */
  blocking: number;
  usedBy: string[];
  getNames: () => CompletionNames;
  onChange: (text: string) => void;
  onView: (view: EditorView | undefined) => void;
  onSave: () => Promise<void>;
  onRevert: () => void;
  /** Team mode: why this person may not save (no editor role); the server refuses it too. */
  cannotSave?: string;
  /** The saved version's hash (none for a new file): a saved page says whether borrowers read it. */
  savedHash?: string;
  /** Every file its Save writes (a shared part and the shared texts its new row titles name go together); the file alone by default. */
  saves?: readonly string[];
}

export function FileEditor({
  path,
  text,
  isDraft,
  isNew,
  problems,
  blocking,
  usedBy,
  getNames,
  onChange,
  onView,
  onSave,
  onRevert,
  cannotSave,
  savedHash,
  saves = [path],
}: FileEditorProps) {
  const [busy, setBusy] = useState(false);
  const isPage = path.endsWith('.md');
  const what = path === SHARED_FILE ? 'Shared texts' : isPage ? 'Page' : 'Shared part';
  const mustPass = !isPage && blocking > 0;
  return (
    <section className="studio-file" aria-label={`${what} ${path}`}>
      <div className="studio-row studio-file-bar">
        <h2>
          {what} <code>{path}</code>
        </h2>
        <span className="studio-route" title={usedBy.join(', ')}>
          {usedBy.length > 0 ? `shown on ${usedBy.length} screen${usedBy.length === 1 ? '' : 's'}` : 'shown on no screen'}
        </span>
        <button
          type="button"
          className="is-primary"
          disabled={!isDraft || busy || mustPass || Boolean(cannotSave)}
          title={
            cannotSave ??
            (mustPass
              ? 'Fix the problems to save'
              : saves.length > 1
                ? `Saved together, both or neither: ${filesInWords(saves)} (the part's new row titles are new shared texts)`
                : undefined)
          }
          onClick={() => {
            setBusy(true);
            void onSave().finally(() => setBusy(false));
          }}
        >
          {!isDraft
            ? 'Saved'
            : mustPass
              ? `Save (fix ${blocking} problem${blocking === 1 ? '' : 's'} first)`
              : `Save ${filesInWords(saves)}`}
        </button>
        {isDraft ? (
          <button type="button" onClick={onRevert}>
            Discard changes
          </button>
        ) : null}
      </div>
      {isPage ? <PageLiveNote path={path} savedHash={savedHash} /> : null}
      {isNew ? (
        <p className="studio-note">
          There is no {path} yet: until it is saved, Filipino readers see the English page. It starts as a copy of the English page.
        </p>
      ) : null}
      {isPage ? (
        <p className="studio-note">
          Markdown: <code># Title</code>, a blank line for a new paragraph, <code>**bold**</code>, <code>- item</code>; placeholders such as{' '}
          <code>{'{companyName}'}</code> are filled from public/config.js (see content/README.md).
        </p>
      ) : null}
      <JsonEditor
        docKey={`file:${path}`}
        label={path}
        text={text}
        schema={path === SHARED_FILE ? messagesEditorSchema : screenEditorSchema}
        schemaRoot={path === SHARED_FILE || isPage ? undefined : 'Part'}
        plain={isPage}
        problems={problems}
        getNames={getNames}
        onChange={onChange}
        onView={onView}
      />
    </section>
  );
}

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
  screens: string[];
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
        // A shared part and the shared texts its new row titles name are saved together.
        const others = filesSavedWith(path, project).filter((other) => other !== path);
        const together = others.length > 0 ? ` with ${filesInWords(others)}` : '';
        return (
          <span key={path} className="studio-unsaved-file">
            <button type="button" className="studio-link" onClick={() => onOpen(path)}>
              {path}
            </button>
            <button
              type="button"
              onClick={() => void onSave(path)}
              aria-label={`Save ${path}${together}`}
              disabled={Boolean(cannotSave)}
              title={cannotSave ?? (together ? `Saved together${together}: neither is right without the other` : undefined)}
            >
              {together ? `Save${together}` : 'Save'}
            </button>
          </span>
        );
      })}
      {screens.map((name) => (
        <button
          key={name}
          type="button"
          className="studio-link"
          onClick={() => onOpen(`screens/${name}/screen.json`)}
          aria-label={`Open ${name} to save it`}
          title="Open it to save it"
        >
          {name}
        </button>
      ))}
    </div>
  );
}
