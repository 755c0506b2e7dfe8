// The main area: the unsaved files bar, then what is shown (a file beside the screens, all texts,
// search and replace, or the selected screen's files in tabs), the problems list and the kept copies.
import { memo } from 'react';

import { PresenceBanner } from '../presence/presence-banner.tsx';
import { KeptCopies } from '../saving/conflict-view.tsx';
import { filesSavedWith, screenTitle } from '../saving/save-together.ts';
import { SearchPanel } from '../search/search-panel.tsx';
import { ReadOnlyNote } from '../shell/read-only.tsx';
import { UnsavedFiles } from '../shell/unsaved-files.tsx';
import { type Studio, useStudio, useStudioSelector } from '../store/context.ts';
import { fileOf } from '../store/files.ts';
import { SHARED_FILE } from '../texts/text-index.ts';
import { TextsView } from '../texts/texts-view.tsx';
import { FileEditor } from './file-editor.tsx';
import { PartBlockPanel } from './part-block-panel.tsx';
import { ScreenFiles } from './screen-files.tsx';

export function EditorArea() {
  const studio = useStudio();
  const { state, dispatch, project, textIndex } = studio;
  const { mainView, selected, drafts, problems, textPick } = state;
  return (
    <main
      className="studio-main"
      onKeyDownCapture={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'e' && !studio.cannotSave) {
          event.preventDefault();
          event.stopPropagation();
          studio.startMakeMessage();
        }
      }}
    >
      {mainView.kind !== 'screen' || project.drafts.size > 0 || [...drafts.keys()].some((name) => name !== selected) ? (
        <div className="studio-row studio-view-bar">
          {mainView.kind !== 'screen' ? (
            <button type="button" onClick={() => dispatch({ type: 'main view', view: { kind: 'screen' } })}>
              ← {selected}
            </button>
          ) : null}
          <UnsavedFiles
            project={project}
            screens={[...drafts]
              .filter(([name]) => mainView.kind !== 'screen' || name !== selected)
              .map(([name, draft]) => ({
                name,
                title: screenTitle(
                  { name, isNew: !studio.saved(name), after: draft },
                  project.textOf(SHARED_FILE) ?? studio.folder.shared?.text,
                ),
              }))}
            onOpen={(path) => studio.openFile(path)}
            onSave={studio.saveProjectFile}
            onSaveAll={() => dispatch({ type: 'dialog', dialog: 'save-all' })}
            cannotSave={studio.cannotSave}
          />
        </div>
      ) : null}
      <ReadOnlyNote />
      {mainView.kind === 'file' && studio.person ? <PresenceBanner presence={studio.presence} path={mainView.path} what="file" /> : null}
      {mainView.kind === 'file' ? (
        <FileEditor
          path={mainView.path}
          text={project.textOf(mainView.path) ?? ''}
          isDraft={project.drafts.has(mainView.path)}
          isNew={!project.saved?.has(mainView.path)}
          problems={problems.filter((problem) => problem.file === mainView.path)}
          blocking={problems.length}
          usedBy={
            textIndex?.pages.find((page) => page.file === mainView.path || page.filFile === mainView.path)?.usedBy ??
            (mainView.path === SHARED_FILE ? studio.names : studio.usersOfPart(mainView.path))
          }
          getNames={studio.completionNames}
          onChange={(text) => project.edit(mainView.path, text)}
          onView={studio.setEditorView}
          onSave={() => studio.saveProjectFile(mainView.path)}
          onRevert={() => project.discard(mainView.path)}
          cannotSave={studio.cannotSave}
          savedHash={project.saved?.get(mainView.path)?.hash}
          saves={filesSavedWith(mainView.path, project)}
        />
      ) : null}
      {mainView.kind === 'part block' ? <PartBlockPanel part={mainView.part} pointer={mainView.pointer} /> : null}
      {mainView.kind === 'texts' && textIndex ? (
        <TextsView
          rows={textIndex.rows}
          pages={textIndex.pages}
          screens={studio.names}
          current={selected}
          selectedKey={textPick && 'key' in textPick ? textPick.key : undefined}
          onEdit={studio.projectEdits.editText}
          onSelect={(selection, screen) => studio.pickText(selection, screen)}
          onOpenFile={(path) => studio.openFile(path)}
        />
      ) : null}
      {mainView.kind === 'search' ? (
        <SearchPanel
          key={mainView.query}
          initialQuery={mainView.query}
          files={studio.searchFiles}
          onReplace={studio.projectEdits.replace}
          onOpen={(match) =>
            studio.openFile(match.path, { file: match.path, pointer: '', message: '', line: match.line, column: match.column + 1 })
          }
          undo={
            studio.projectEdits.lastReplace && { summary: studio.projectEdits.lastReplace.summary, run: studio.projectEdits.undoReplace }
          }
        />
      ) : null}
      <ScreenFiles />
      <ProblemList />
      <KeptCopies name={selected} refresh={state.copiesRevision} onOpen={studio.openKeptCopy} />
    </main>
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
