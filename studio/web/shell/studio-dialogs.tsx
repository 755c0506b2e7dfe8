// The studio's dialogs, one at a time as the store says: save a screen, save everything, make it a
// message, a save conflict, and a new screen. Each reads its part of the studio by a selector
// (store/context.ts): while no dialog is open, only the store's dialog, conflict and make-message
// request are watched.
import { NewScreenDialog } from '../editor/new-screen-dialog.tsx';
import { ConflictDialog } from '../saving/conflict-view.tsx';
import { SaveAllDialog } from '../saving/save-all-dialog.tsx';
import { SaveDialog } from '../saving/save-dialog.tsx';
import { saveGroups } from '../saving/save-together.ts';
import type { Conflict } from '../store/conflict.ts';
import { type Studio, useStudioSelector } from '../store/context.ts';
import { keepMine, mergeByHand, saveEverything, saveMerged, saveScreen, takeTheirs } from '../store/saving.ts';
import { MakeMessageDialog } from '../texts/make-message-dialog.tsx';

const openDialogOf = (studio: Studio) => ({
  dialog: studio.state.dialog,
  makeMessage: studio.state.makeMessage,
  conflict: studio.state.conflict,
  dispatch: studio.dispatch,
});

export function StudioDialogs() {
  const { dialog, makeMessage, conflict, dispatch } = useStudioSelector(openDialogOf);
  const close = () => dispatch({ type: 'dialog', dialog: undefined });
  return (
    <>
      {dialog === 'save' ? <SaveScreenDialog onClose={close} /> : null}
      {dialog === 'save-all' ? <SaveEverythingDialog onClose={close} /> : null}
      {makeMessage ? <MakeMessage request={makeMessage} /> : null}
      {conflict ? <SaveConflict conflict={conflict} /> : null}
      {dialog === 'new' ? <NewScreen onClose={close} /> : null}
    </>
  );
}

const saveScreenOf = (studio: Studio) => ({
  store: studio.store,
  selected: studio.state.selected,
  draft: studio.state.drafts.get(studio.state.selected),
  files: studio.files,
  saved: studio.saved,
  sharedTexts: studio.sharedText,
  withNote: Boolean(studio.person),
});

function SaveScreenDialog({ onClose }: { onClose: () => void }) {
  const { store, selected, draft, files, saved, sharedTexts, withNote } = useStudioSelector(saveScreenOf);
  if (!files || !draft) return null;
  return (
    <SaveDialog
      name={selected}
      before={saved(selected)}
      after={files}
      onClose={onClose}
      onSave={(note) => saveScreen(store, selected, files, draft, note)}
      withNote={withNote}
      sharedTexts={sharedTexts}
    />
  );
}

const saveEverythingOf = (studio: Studio) => ({
  store: studio.store,
  project: studio.project,
  drafts: studio.state.drafts,
  problemCount: studio.state.problems.length,
  saved: studio.saved,
  sharedTexts: studio.folder.shared?.text,
  withNote: Boolean(studio.person),
});

function SaveEverythingDialog({ onClose }: { onClose: () => void }) {
  const { store, project, drafts, problemCount, saved, sharedTexts, withNote } = useStudioSelector(saveEverythingOf);
  return (
    <SaveAllDialog
      files={[...project.drafts].map(([path, draft]) => ({ path, before: project.saved?.get(path)?.text ?? null, after: draft.text }))}
      screens={[...drafts].map(([name, draft]) => ({ name, before: saved(name), after: draft }))}
      blocked={problemCount > 0 ? `Fix the ${problemCount} problem(s) first: files are saved only when the checker passes.` : undefined}
      onClose={onClose}
      together={saveGroups(project).filter((group) => group.length > 1)}
      sharedTexts={sharedTexts}
      onSave={(note) => saveEverything(store, project, note)}
      withNote={withNote}
    />
  );
}

const makeMessageOf = (studio: Studio) => ({
  dispatch: studio.dispatch,
  getEditorView: studio.getEditorView,
  makeMessage: studio.makeMessage,
});

function MakeMessage({ request }: { request: NonNullable<Studio['state']['makeMessage']> }) {
  const { dispatch, getEditorView, makeMessage } = useStudioSelector(makeMessageOf);
  return (
    <MakeMessageDialog
      request={request}
      onClose={() => {
        dispatch({ type: 'make message', plan: undefined });
        getEditorView()?.focus();
      }}
      onCreate={makeMessage}
    />
  );
}

const conflictOf = (studio: Studio) => ({ store: studio.store, dispatch: studio.dispatch });

function SaveConflict({ conflict }: { conflict: Conflict }) {
  const { store, dispatch } = useStudioSelector(conflictOf);
  return (
    <ConflictDialog
      conflict={conflict}
      onClose={() => dispatch({ type: 'close conflict' })}
      onSaveMerged={(merged) => saveMerged(store, conflict, merged)}
      onKeepMine={() => keepMine(store, conflict)}
      onTakeTheirs={() => takeTheirs(store, conflict)}
      onMerge={() => mergeByHand(store, conflict)}
    />
  );
}

const newScreenOf = (studio: Studio) => ({
  names: studio.names,
  previewContent: studio.previewContent,
  createScreen: studio.createScreen,
});

function NewScreen({ onClose }: { onClose: () => void }) {
  const { names, previewContent, createScreen } = useStudioSelector(newScreenOf);
  return (
    <NewScreenDialog
      taken={names}
      routes={Object.values(previewContent?.screens ?? {}).map((entry) => entry.screen.route?.path ?? '')}
      onClose={onClose}
      onCreate={createScreen}
    />
  );
}
