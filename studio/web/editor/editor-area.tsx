// The main area: the unsaved files bar, then what is shown (a file beside the screens, all texts,
// search and replace, or the selected screen in tabs), the problems list and the kept copies. Each
// part reads only what it shows of the studio (useStudioSelector), and re-renders only for that.
import { memo } from 'react';

import { PresenceBanner } from '../presence/presence-banner.tsx';
import { KeptCopies } from '../saving/conflict-view.tsx';
import { filesSavedWith, screenTitle } from '../saving/save-together.ts';
import { SearchPanel } from '../search/search-panel.tsx';
import { ReadOnlyNote } from '../shell/read-only.tsx';
import { UnsavedFiles } from '../shell/unsaved-files.tsx';
import { type Studio, useStudioSelector } from '../store/context.ts';
import { fileOf } from '../store/files.ts';
import { screenInWords, useScreenNames } from '../store/screen-names.ts';
import { SHARED_FILE } from '../texts/text-index.ts';
import { TextsView } from '../texts/texts-view.tsx';
import { FileEditor } from './file-editor.tsx';
import { PartBlockPanel } from './part-block-panel.tsx';
import { ScreenFiles } from './screen-files.tsx';

/** What the main area itself reads of the studio: the view bar's and the shortcut's. */
const areaOf = (studio: Studio) => ({
  mainView: studio.state.mainView,
  selected: studio.state.selected,
  drafts: studio.state.drafts,
  copiesRevision: studio.state.copiesRevision,
  dispatch: studio.dispatch,
  project: studio.project,
  savedSharedText: studio.folder.shared?.text,
  saved: studio.saved,
  cannotSave: studio.cannotSave,
  startMakeMessage: studio.startMakeMessage,
  openFile: studio.openFile,
  saveProjectFile: studio.saveProjectFile,
  openKeptCopy: studio.openKeptCopy,
});

export function EditorArea() {
  const {
    mainView,
    selected,
    drafts,
    copiesRevision,
    dispatch,
    project,
    savedSharedText,
    saved,
    cannotSave,
    startMakeMessage,
    openFile,
    saveProjectFile,
    openKeptCopy,
  } = useStudioSelector(areaOf);
  const nameOf = useScreenNames();
  return (
    <main
      className="studio-main"
      onKeyDownCapture={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'e' && !cannotSave) {
          event.preventDefault();
          event.stopPropagation();
          startMakeMessage();
        }
      }}
    >
      {mainView.kind !== 'screen' || project.drafts.size > 0 || [...drafts.keys()].some((name) => name !== selected) ? (
        <div className="studio-row studio-view-bar">
          {mainView.kind !== 'screen' ? (
            <button type="button" onClick={() => dispatch({ type: 'main view', view: { kind: 'screen' } })}>
              ← Screen {screenInWords(nameOf(selected))}
            </button>
          ) : null}
          <UnsavedFiles
            project={project}
            screens={[...drafts]
              .filter(([name]) => mainView.kind !== 'screen' || name !== selected)
              .map(([name, draft]) => ({
                name,
                title: screenTitle({ name, isNew: !saved(name), after: draft }, project.textOf(SHARED_FILE) ?? savedSharedText),
              }))}
            onOpen={(path) => openFile(path)}
            onSave={saveProjectFile}
            onSaveAll={() => dispatch({ type: 'dialog', dialog: 'save-all' })}
            cannotSave={cannotSave}
          />
        </div>
      ) : null}
      <ReadOnlyNote />
      {mainView.kind === 'file' ? <FileView path={mainView.path} /> : null}
      {mainView.kind === 'part block' ? <PartBlockPanel part={mainView.part} pointer={mainView.pointer} /> : null}
      {mainView.kind === 'texts' ? <AllTexts /> : null}
      {mainView.kind === 'search' ? <Search query={mainView.query} /> : null}
      <ScreenFiles />
      <ProblemList />
      <KeptCopies name={selected} refresh={copiesRevision} onOpen={openKeptCopy} />
    </main>
  );
}

const fileViewOf = (studio: Studio) => ({
  problems: studio.state.problems,
  project: studio.project,
  textIndex: studio.textIndex,
  names: studio.names,
  person: studio.person,
  presence: studio.person ? studio.presence : undefined,
  cannotSave: studio.cannotSave,
  usersOfPart: studio.usersOfPart,
  completionNames: studio.completionNames,
  setEditorView: studio.setEditorView,
  saveProjectFile: studio.saveProjectFile,
});

/** A file beside the screens in the file editor, and in team mode who else is editing it. */
function FileView({ path }: { path: string }) {
  const {
    problems,
    project,
    textIndex,
    names,
    person,
    presence,
    cannotSave,
    usersOfPart,
    completionNames,
    setEditorView,
    saveProjectFile,
  } = useStudioSelector(fileViewOf);
  const nameOf = useScreenNames();
  return (
    <>
      {person && presence ? <PresenceBanner presence={presence} path={path} what="file" /> : null}
      <FileEditor
        path={path}
        text={project.textOf(path) ?? ''}
        isDraft={project.drafts.has(path)}
        isNew={!project.saved?.has(path)}
        problems={problems.filter((problem) => problem.file === path)}
        blocking={problems.length}
        usedBy={(
          textIndex?.pages.find((page) => page.file === path || page.filFile === path)?.usedBy ??
          (path === SHARED_FILE ? names : usersOfPart(path))
        ).map((name) => screenInWords(nameOf(name)))}
        getNames={completionNames}
        onChange={(text) => project.edit(path, text)}
        onView={(view) => setEditorView(view, path)}
        onSave={() => saveProjectFile(path)}
        onRevert={() => project.discard(path)}
        cannotSave={cannotSave}
        savedHash={project.saved?.get(path)?.hash}
        saves={filesSavedWith(path, project)}
      />
    </>
  );
}

const allTextsOf = (studio: Studio) => ({
  selected: studio.state.selected,
  textPick: studio.state.textPick,
  textIndex: studio.textIndex,
  names: studio.names,
  editText: studio.projectEdits.editText,
  pickText: studio.pickText,
  openFile: studio.openFile,
});

/** Every text of the project, in one table. */
function AllTexts() {
  const { selected, textPick, textIndex, names, editText, pickText, openFile } = useStudioSelector(allTextsOf);
  if (!textIndex) return null;
  return (
    <TextsView
      rows={textIndex.rows}
      pages={textIndex.pages}
      screens={names}
      current={selected}
      selectedKey={textPick && 'key' in textPick ? textPick.key : undefined}
      onEdit={editText}
      onSelect={(selection, screen) => pickText(selection, screen)}
      onOpenFile={(path) => openFile(path)}
    />
  );
}

const searchOf = (studio: Studio) => ({
  searchFiles: studio.searchFiles,
  replace: studio.projectEdits.replace,
  lastReplace: studio.projectEdits.lastReplace,
  undoReplace: studio.projectEdits.undoReplace,
  openFile: studio.openFile,
});

/** Search and replace in every file. */
function Search({ query }: { query?: string }) {
  const { searchFiles, replace, lastReplace, undoReplace, openFile } = useStudioSelector(searchOf);
  return (
    <SearchPanel
      key={query}
      initialQuery={query}
      files={searchFiles}
      onReplace={replace}
      onOpen={(match) => openFile(match.path, { file: match.path, pointer: '', message: '', line: match.line, column: match.column + 1 })}
      undo={lastReplace && { summary: lastReplace.summary, run: undoReplace }}
    />
  );
}

/** Every problem the checker found, the selected screen's first; each opens its file at its place. */
const problemsOf = (studio: Studio) => ({ problems: studio.state.problems, selected: studio.state.selected, jumpTo: studio.jumpTo });

// Re-rendered when the problems change, not with the editor beside it.
const ProblemList = memo(function ProblemList() {
  const { problems, selected, jumpTo } = useStudioSelector(problemsOf);
  const own = [fileOf(selected, 'screen'), fileOf(selected, 'messages')];
  const ownProblems = problems.filter((problem) => own.includes(problem.file));
  const otherProblems = problems.filter((problem) => !ownProblems.includes(problem));
  return (
    <section aria-label="Problems" className="studio-problems">
      <h2>{problems.length === 0 ? 'No problems: the checker passes' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`}</h2>
      <ul>
        {[...ownProblems, ...otherProblems].map((problem, index) => (
          <li key={`${problem.file}${problem.pointer}${index}`}>
            <button type="button" onClick={() => jumpTo(problem)}>
              <code>{`${problem.file}${problem.line ? `:${problem.line}:${problem.column ?? 1}` : ''}`}</code> {problem.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
