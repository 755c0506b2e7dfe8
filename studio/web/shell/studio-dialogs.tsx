// The studio's dialogs, one at a time as the store says: save a screen, save everything, make it a
// message, a save conflict, and a new screen.
import { NewScreenDialog } from '../editor/new-screen-dialog.tsx';
import { ConflictDialog } from '../saving/conflict-view.tsx';
import { SaveAllDialog } from '../saving/save-all-dialog.tsx';
import { SaveDialog } from '../saving/save-dialog.tsx';
import { saveGroups } from '../saving/save-together.ts';
import { useStudio } from '../store/context.ts';
import { keepMine, mergeByHand, saveEverything, saveMerged, saveScreen, takeTheirs } from '../store/saving.ts';
import { MakeMessageDialog } from '../texts/make-message-dialog.tsx';

export function StudioDialogs() {
  const studio = useStudio();
  const { store, state, dispatch, files, saved, project } = studio;
  const { dialog, selected, drafts, problems, makeMessage, conflict } = state;
  const draft = drafts.get(selected);
  const close = () => dispatch({ type: 'dialog', dialog: undefined });
  return (
    <>
      {dialog === 'save' && files && draft ? (
        <SaveDialog
          name={selected}
          before={saved(selected)}
          after={files}
          onClose={close}
          onSave={(note) => saveScreen(store, selected, files, draft, note)}
          withNote={Boolean(studio.person)}
        />
      ) : null}
      {dialog === 'save-all' ? (
        <SaveAllDialog
          files={[...project.drafts].map(([path, draft]) => ({ path, before: project.saved?.get(path)?.text ?? null, after: draft.text }))}
          screens={[...drafts].map(([name, draft]) => ({ name, before: saved(name), after: draft }))}
          blocked={
            problems.length > 0 ? `Fix the ${problems.length} problem(s) first: files are saved only when the checker passes.` : undefined
          }
          onClose={close}
          together={saveGroups(project).filter((group) => group.length > 1)}
          sharedTexts={studio.folder.shared?.text}
          onSave={(note) => saveEverything(store, project, note)}
          withNote={Boolean(studio.person)}
        />
      ) : null}
      {makeMessage ? (
        <MakeMessageDialog
          request={makeMessage}
          onClose={() => {
            dispatch({ type: 'make message', plan: undefined });
            studio.getEditorView()?.focus();
          }}
          onCreate={studio.makeMessage}
        />
      ) : null}
      {conflict ? (
        <ConflictDialog
          conflict={conflict}
          onClose={() => dispatch({ type: 'close conflict' })}
          onSaveMerged={(merged) => saveMerged(store, conflict, merged)}
          onKeepMine={() => keepMine(store, conflict)}
          onTakeTheirs={() => takeTheirs(store, conflict)}
          onMerge={() => mergeByHand(store, conflict)}
        />
      ) : null}
      {dialog === 'new' ? (
        <NewScreenDialog
          taken={studio.names}
          routes={Object.values(studio.previewContent?.screens ?? {}).map((entry) => entry.screen.route?.path ?? '')}
          onClose={close}
          onCreate={studio.createScreen}
        />
      ) : null}
    </>
  );
}
