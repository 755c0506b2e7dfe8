// The studio's header: its title, the panels' toggles, who is signed in (team mode), and the screen
// actions (all texts, search, new screen, format, make it a message, undo and redo, save, publish).
import { HistoryButtons } from '../editor/history-controls.tsx';
import { PublishControls } from '../publishing/publish-view.tsx';
import { type Studio, useStudioSelector } from '../store/context.ts';
import { TeamBar } from '../team/team-bar.tsx';
import { PanelToggles } from './panel-controls.tsx';

/**
 * What the header shows, picked from the studio (store/context.ts): plain values and stable
 * functions, so the header re-renders only when one of them changes, not on every keystroke.
 */
const headerOf = (studio: Studio) => {
  const { state } = studio;
  const hasDraft = state.drafts.has(state.selected);
  // Every unsaved file but this screen's: the Save button speaks of this screen only.
  const otherUnsaved = [...state.drafts.keys()].filter((name) => name !== state.selected).length + studio.project.drafts.size;
  return {
    mainView: state.mainView.kind,
    problemCount: state.problems.length,
    hasDraft,
    // The top bar counts every unsaved file, this screen's too: it never says Saved while one is unsaved.
    unsaved: otherUnsaved + (hasDraft ? 1 : 0),
    history: state.history,
    hasDrafts: state.drafts.size > 0,
    dispatch: studio.dispatch,
    cannotSave: studio.cannotSave,
    person: studio.person,
    panels: studio.panels,
    setPanels: studio.setPanels,
    format: studio.format,
    startMakeMessage: studio.startMakeMessage,
    edits: studio.edits,
    setHistory: studio.setHistory,
    setNotice: studio.setNotice,
    folder: studio.folder,
    openTarget: studio.openTarget,
  };
};

export function StudioHeader() {
  const studio = useStudioSelector(headerOf);
  const { mainView, problemCount, hasDraft, unsaved, dispatch, cannotSave, person } = studio;
  const toggle = (kind: 'texts' | 'search') => dispatch({ type: 'main view', view: mainView === kind ? { kind: 'screen' } : { kind } });
  return (
    <header className="studio-bar">
      <div className="studio-row">
        <h1>Screen studio</h1>
        <PanelToggles panels={studio.panels} onChange={studio.setPanels} />
        {person ? <TeamBar person={person} /> : null}
      </div>
      <nav aria-label="Screen actions" className="studio-row">
        <button
          type="button"
          aria-pressed={mainView === 'texts'}
          onClick={() => toggle('texts')}
          title="Every text and page of the project, English and Filipino side by side"
        >
          All texts
        </button>
        <button
          type="button"
          aria-pressed={mainView === 'search'}
          onClick={() => toggle('search')}
          title="Find and replace in screens, texts, parts and pages"
        >
          Search and replace
        </button>
        {/* What only changes files is not offered to a role that cannot save (the note above the editor says why). */}
        {cannotSave ? null : (
          <>
            <button type="button" onClick={() => dispatch({ type: 'dialog', dialog: 'new' })}>
              New screen
            </button>
            <button type="button" onClick={studio.format}>
              Format document
            </button>
            <button
              type="button"
              onClick={studio.startMakeMessage}
              aria-keyshortcuts="Control+Shift+E"
              title="Put the cursor in a text of screen.json (Ctrl+Shift+E)"
            >
              Make it a message
            </button>
          </>
        )}
        <HistoryButtons controls={studio.edits} />
        <button
          type="button"
          className="is-primary"
          disabled={!hasDraft || problemCount > 0 || Boolean(cannotSave)}
          onClick={() => dispatch({ type: 'dialog', dialog: 'save' })}
          title={cannotSave ?? (problemCount > 0 ? 'Fix the problems to save' : undefined)}
        >
          {problemCount > 0
            ? `Save (fix ${problemCount} problem${problemCount === 1 ? '' : 's'} first)`
            : hasDraft
              ? 'Save…'
              : unsaved > 0
                ? 'This screen is saved'
                : 'Saved'}
        </button>
        {unsaved > 0 ? (
          <span
            role="note"
            className="studio-unsaved-count"
            aria-label={`${unsaved} unsaved file${unsaved === 1 ? '' : 's'}`}
            title="Each unsaved file is listed above the editor, with its Save button (Save all saves them together)"
          >
            {unsaved} unsaved
          </span>
        ) : null}
        <PublishControls
          history={studio.history}
          setHistory={studio.setHistory}
          setNotice={studio.setNotice}
          hasDrafts={studio.hasDrafts}
          folder={studio.folder}
          person={person}
          onOpen={studio.openTarget}
        />
      </nav>
      {/* In the header, so the publish panel, which hangs from the header's foot, opens below it and never covers it. */}
      <StudioNotice />
    </header>
  );
}

/** The last thing the studio has to say (saved, not saved and why), until dismissed or replaced. */
const noticeOf = (studio: Studio) => ({ notice: studio.state.notice, dispatch: studio.dispatch });

function StudioNotice() {
  const { notice, dispatch } = useStudioSelector(noticeOf);
  if (!notice) return null;
  return (
    <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`studio-notice is-${notice.tone}`}>
      {notice.text}{' '}
      <button type="button" onClick={() => dispatch({ type: 'notice', notice: undefined })} aria-label="Dismiss">
        ×
      </button>
    </p>
  );
}
