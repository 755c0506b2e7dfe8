// One of the files beside the screens in the editor: the shared texts and a shared part as JSON
// (with the checker's problems marked), a Markdown page as text; Save writes it over the version
// it started from.
import type { EditorView } from '@codemirror/view';

import { SaveFilesButton } from '../saving/save-files-button.tsx';
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
  /** The screens that show it, in words ("'About us' (/workIs)"). */
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
        <SaveFilesButton saves={saves} isDraft={isDraft} onSave={onSave} blocking={mustPass ? blocking : 0} cannotSave={cannotSave} />
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
