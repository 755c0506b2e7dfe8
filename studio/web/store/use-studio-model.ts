// The studio's store as the page uses it: reads the folder and the drafts, checks the folder after
// every edit, and derives from the state what the panels show (a screen's files, the preview's
// screens, the texts index). Each concern is a hook of its own beside this file (the editor's view,
// the project's files as edited, the check, the drafts and their undo history, the preview, the
// texts views, reading the folder again); this one composes them, so every panel reaches
// everything through one context (context.ts).
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

import { useStructure } from '../editor/use-structure.ts';
import { screenPath, usePresence } from '../presence/presence-api.ts';
import { drafts as draftStore } from '../saving/drafts.ts';
import { studioApi, type StudioHistory } from '../shell/api.ts';
import { usePanels } from '../shell/layout.ts';
import { lacksRole, useTeamPerson } from '../team/team.ts';
import { useProjectEdits } from '../texts/project-edits.ts';
import { useProjectFiles } from '../texts/project-files.ts';
import { currentFiles, fileOf, savedFiles, screenNames } from './files.ts';
import type { Notice } from './state.ts';
import type { StudioStore } from './store.ts';
import { completionNamesOf, searchFilesOf } from './studio-lists.ts';
import { useDraftEditing } from './use-draft-editing.ts';
import { useEditorView } from './use-editor-view.ts';
import { useFolderCheck } from './use-folder-check.ts';
import { useFolderReload } from './use-folder-reload.ts';
import { usePreviewModel } from './use-preview-model.ts';
import { useProjectContent } from './use-project-content.ts';
import { useTextViews } from './use-text-views.ts';

export function useStudioModel(store: StudioStore) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { dispatch } = store;
  const { folder, drafts, selected, tab, mainView, lastGood, textPick, checkedInput } = state;
  const project = useProjectFiles();
  const [panels, setPanels] = usePanels();
  const person = useTeamPerson();
  const { getEditorView, setEditorView, jumpLater, viewCount } = useEditorView();

  // Load the folder and the drafts kept in this browser.
  useEffect(() => {
    Promise.all([studioApi.readFolder(), draftStore.all()]).then(
      ([loaded, kept]) => dispatch({ type: 'loaded', folder: loaded, drafts: kept }),
      (error: unknown) => dispatch({ type: 'load failed', message: (error as Error).message }),
    );
    studioApi.history().then(
      (history) => dispatch({ type: 'history', history }),
      () => undefined,
    );
  }, [dispatch]);

  useFolderReload(dispatch, project);

  useEffect(() => {
    if (selected && location.hash.slice(1) !== selected) history.replaceState(null, '', `#${encodeURIComponent(selected)}`);
  }, [selected]);

  const saved = useCallback((name: string) => savedFiles(folder, name), [folder]);
  const current = useCallback((name: string) => currentFiles(folder, drafts, name), [folder, drafts]);
  const names = useMemo(() => screenNames(folder, drafts), [folder, drafts]);

  const { textOf: projectText, paths: projectPaths, drafts: projectDrafts } = project;
  const { sharedText, parts, pages } = useProjectContent(folder, project);
  const { files, checking } = useFolderCheck({ folder, drafts, selected, current, names, sharedText, parts, checkedInput, dispatch });
  const { edits, updateDraft } = useDraftEditing(store, selected, current);
  const preview = usePreviewModel({
    folder,
    lastGood,
    parts,
    sharedText,
    pages,
    selected,
    saved,
    scenarioByScreen: state.scenarioByScreen,
  });
  const { previewContent, screenId } = preview;

  const completionNames = useCallback(
    () => completionNamesOf(files, sharedText, folder, previewContent),
    [files, folder, previewContent, sharedText],
  );

  const structure = useStructure({
    text: files?.screen,
    previewScreen: lastGood.get(selected)?.screen,
    parts,
    view: useCallback(() => getEditorView(fileOf(selected, 'screen')), [getEditorView, selected]),
    viewCount,
    isEditorShown: tab === 'screen' && mainView.kind === 'screen',
    isPanelShown: tab === 'blocks' && mainView.kind === 'screen',
    showEditor: useCallback(() => dispatch({ type: 'show screen', main: true, tab: 'screen' }), [dispatch]),
  });

  // Every text of the project, for the texts views (made only while one is shown).
  const texts = useTextViews({
    mainView,
    tab,
    textPick,
    folder,
    names,
    current,
    sharedText,
    parts,
    pages,
    previewRun: previewContent?.screens[screenId]?.screen,
  });
  const projectEdits = useProjectEdits({
    project,
    current,
    updateScreen: useCallback((name, change, kind) => updateDraft(name, change, { kind }), [updateDraft]),
    notify: useCallback((tone, text) => dispatch({ type: 'notice', notice: { tone, text } }), [dispatch]),
  });
  const searchFiles = useMemo(
    () => (mainView.kind === 'search' ? searchFilesOf(names, current, projectPaths, projectDrafts.keys(), projectText) : []),
    [mainView.kind, names, current, projectPaths, projectDrafts, projectText],
  );

  // Team mode: tell the others what has unsaved changes here, and hear what they edit (presence-api.ts).
  const presencePaths = useMemo(() => [...[...drafts.keys()].map(screenPath), ...projectDrafts.keys()], [drafts, projectDrafts]);
  const draftEdits = useMemo(() => [drafts, projectDrafts], [drafts, projectDrafts]);
  const presence = usePresence(person, presencePaths, draftEdits);

  // Stable, for the publish panel's effects.
  const setHistory = useCallback((history: StudioHistory) => dispatch({ type: 'history', history }), [dispatch]);
  const setNotice = useCallback((notice: Notice | undefined) => dispatch({ type: 'notice', notice }), [dispatch]);

  return {
    store,
    state,
    dispatch,
    setHistory,
    setNotice,
    project,
    panels,
    setPanels,
    person,
    /** Who else has unsaved changes where (team mode). */
    presence,
    /** Why saving is off for the person signed in (team mode), or undefined. */
    cannotSave: lacksRole(person, 'editor'),
    getEditorView,
    setEditorView,
    /** Shows the problem in the editor once its file's editor is open. */
    jumpLater,
    saved,
    current,
    names,
    /** The selected screen's files as edited. */
    files,
    /** The folder's check is under way: the preview may be about to follow an edit. */
    checking,
    sharedText,
    parts,
    pages,
    updateDraft,
    edits,
    ...preview,
    completionNames,
    structure,
    ...texts,
    projectEdits,
    searchFiles,
  };
}

export type StudioModel = ReturnType<typeof useStudioModel>;
