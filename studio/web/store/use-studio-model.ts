// The studio's store as the page uses it: reads the folder and the drafts, checks the folder after
// every edit, and derives from the state what the panels show (a screen's files, the preview's
// screens, the texts index). The hooks with state of their own (the files beside the screens, the
// undo history, the structure selection, the panels' layout) are here too, so every panel reaches
// everything through one context (context.ts).
import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import type { ScreensInput } from '@borrower/engine/checker/screen-rules.ts';
import type { Messages as MessagesFile, Screen } from '@borrower/engine/schema-types';

import { createChecker, type Problem } from '../editor/checker.ts';
import type { CompletionNames } from '../editor/completion-names.ts';
import { useEditHistory } from '../editor/edit-history.ts';
import type { EditSource } from '../editor/history.ts';
import { useStructure } from '../editor/use-structure.ts';
import { screenPath, usePresence } from '../presence/presence-api.ts';
import { scenariosOf, toPreviewQuery } from '../preview-panel/scenarios.ts';
import { drafts as draftStore } from '../saving/drafts.ts';
import { studioApi, type StudioHistory } from '../shell/api.ts';
import { usePanels } from '../shell/layout.ts';
import { lacksRole, useTeamPerson } from '../team/team.ts';
import { useProjectEdits } from '../texts/project-edits.ts';
import { useProjectFiles } from '../texts/project-files.ts';
import { buildTextIndex, partFileOf, pointersShowing, SHARED_FILE } from '../texts/text-index.ts';
import { parseCatalogs } from './catalogs.ts';
import { currentFiles, draftAfter, fileOf, parseOr, savedFiles, screenNames, withoutHint } from './files.ts';
import { previewContentOf } from './preview-content.ts';
import type { Files, Notice } from './state.ts';
import type { StudioStore } from './store.ts';
import { useFolderReload } from './use-folder-reload.ts';

const checker = createChecker();

export function useStudioModel(store: StudioStore) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { dispatch } = store;
  const { folder, drafts, selected, tab, mainView, lastGood, textPick } = state;
  const project = useProjectFiles();
  const [panels, setPanels] = usePanels();
  const person = useTeamPerson();
  const editorView = useRef<EditorView>(undefined);
  const getEditorView = useCallback(() => editorView.current, []);
  const setEditorView = useCallback((view: EditorView | undefined) => {
    editorView.current = view;
  }, []);
  const checkSeq = useRef(0);
  // A problem to show once its screen's editor is open (a link from the pre-publish checks).
  const pendingJump = useRef<Problem>(undefined);
  const jumpLater = useCallback((problem: Problem | undefined) => {
    pendingJump.current = problem;
  }, []);
  useEffect(() => {
    const problem = pendingJump.current;
    const view = editorView.current;
    if (!problem || !view || !problem.line) return;
    pendingJump.current = undefined;
    const line = view.state.doc.line(Math.min(problem.line, view.state.doc.lines));
    view.dispatch({ selection: { anchor: Math.min(line.from + (problem.column ?? 1) - 1, line.to) }, scrollIntoView: true });
    view.focus();
  });

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

  // The shared texts and parts as edited (drafts in), else as the folder was read.
  const { textOf: projectText, paths: projectPaths, drafts: projectDrafts } = project;
  const sharedText = projectText(SHARED_FILE) ?? folder?.shared?.text;
  const parts = useMemo(
    () => (folder?.parts ?? []).map((part) => ({ name: part.name, text: projectText(partFileOf(part.name)) ?? part.text })),
    [folder, projectText],
  );
  const pages = useMemo(() => {
    const found = new Map<string, string>();
    for (const path of projectPaths) if (path.endsWith('.md')) found.set(path, projectText(path) ?? '');
    for (const [path, draft] of projectDrafts) if (path.endsWith('.md')) found.set(path, draft.text);
    return found;
  }, [projectPaths, projectDrafts, projectText]);

  // Check the folder as it would be saved (every draft of this browser in it) after every edit.
  const screenText = selected ? current(selected)?.screen : undefined;
  const messagesText = selected ? current(selected)?.messages : undefined;
  const files = useMemo<Files | undefined>(
    () => (screenText === undefined ? undefined : { screen: screenText, messages: messagesText ?? null }),
    [screenText, messagesText],
  );
  useEffect(() => {
    if (!folder || !selected || !files) return;
    const seq = ++checkSeq.current;
    const input: ScreensInput = {
      shared: sharedText !== undefined ? { name: SHARED_FILE, text: sharedText } : undefined,
      parts: parts.map((part) => ({ name: part.name, file: { name: partFileOf(part.name), text: part.text } })),
      screens: names.map((name) => {
        const { screen, messages } = currentFiles(folder, drafts, name) ?? { screen: '', messages: null };
        return {
          folder: name,
          screen: { name: fileOf(name, 'screen'), text: screen },
          messages: messages === null ? undefined : { name: fileOf(name, 'messages'), text: messages },
        };
      }),
    };
    void checker.check(input, folder.known).then((found) => {
      if (seq !== checkSeq.current) return;
      // The preview follows every version whose screen passes and whose texts parse (a missing
      // translation or an unused text shows as it is); otherwise it keeps the last good one.
      const passes = !found.some((problem) => problem.file === fileOf(selected, 'screen')) && parseCatalogs(files.messages);
      dispatch({
        type: 'checked',
        problems: found,
        good: passes
          ? {
              name: selected,
              screen: withoutHint(JSON.parse(files.screen) as Screen),
              messages: withoutHint(parseOr<MessagesFile>(files.messages, { en: {} })),
            }
          : undefined,
      });
    });
  }, [folder, selected, files, drafts, names, sharedText, parts, dispatch]);

  // An undo or redo applies its files through updateDraft (below), which records every other change here.
  const applyFiles = useRef<(name: string, files: Partial<Files>) => void>(undefined);
  const edits = useEditHistory({
    selected,
    currentOf: current,
    apply: (name, files) => applyFiles.current?.(name, files),
    notify: (text) => dispatch({ type: 'notice', notice: { tone: 'error', text } }),
  });
  const { record } = edits;
  const updateDraft = useCallback(
    /** Every change of a screen's files; `source` null for an undo or redo, which is not recorded again. */
    (name: string, change: Partial<Files>, source: EditSource | null = { kind: 'edit' }) => {
      if (source) record(name, change, source);
      const now = store.getState();
      const draft = draftAfter(now.folder, now.drafts, name, change, Date.now());
      dispatch({ type: 'draft', name, draft });
      if (draft) void draftStore.put(name, draft);
      else void draftStore.remove(name);
    },
    [record, store, dispatch],
  );
  useLayoutEffect(() => {
    applyFiles.current = (name, files) => updateDraft(name, files, null);
  });

  const previewContent = useMemo(
    () => folder && previewContentOf(folder, lastGood, parts, sharedText, pages),
    [folder, lastGood, parts, sharedText, pages],
  );
  const selectedScreen = selected
    ? (lastGood.get(selected)?.screen ?? parseOr<Screen | undefined>(saved(selected)?.screen, undefined))
    : undefined;
  const screenId = selectedScreen?.id ?? '';
  const scenarios = scenariosOf(screenId, selectedScreen);
  const scenarioIndex = Math.min(state.scenarioByScreen[screenId] ?? 0, scenarios.length - 1);
  const query = toPreviewQuery(scenarios[scenarioIndex]);

  const completionNames = useCallback((): CompletionNames => {
    const own = parseCatalogs(files?.messages ?? null);
    const shared = parseCatalogs(sharedText ?? null);
    const screen = parseOr<{ dialogs?: Record<string, unknown> }>(files?.screen, {});
    const routes = Object.values(previewContent?.screens ?? {}).map((entry) => entry.screen.id);
    return {
      messageKeys: [...new Set([...Object.keys(own?.en ?? {}), ...Object.keys(shared?.en ?? {})])].sort(),
      endpoints: [...(folder?.known.endpoints ?? [])].sort(),
      routes: routes.sort(),
      bridgeActions: [...(folder?.known.bridgeActions ?? [])].sort(),
      dialogs: Object.keys(screen.dialogs ?? {}),
    };
  }, [files, folder, previewContent, sharedText]);

  const structure = useStructure({
    text: files?.screen,
    previewScreen: lastGood.get(selected)?.screen,
    parts,
    view: getEditorView,
    isEditorShown: tab === 'screen' && mainView.kind === 'screen',
    isPanelShown: tab === 'blocks' && mainView.kind === 'screen',
    showEditor: useCallback(() => dispatch({ type: 'show screen', main: true, tab: 'screen' }), [dispatch]),
  });

  // Every text of the project, for the texts views (made only while one is shown).
  const showsTexts = mainView.kind === 'texts' || (mainView.kind === 'screen' && tab === 'texts') || mainView.kind === 'file';
  const makeTextIndex = useCallback(
    () =>
      buildTextIndex(
        names.map((name) => ({ name, screen: '', messages: null, ...current(name) })),
        sharedText,
        new Map(parts.map((part) => [part.name, part.text])),
        pages,
      ),
    [names, current, sharedText, parts, pages],
  );
  const textIndex = useMemo(() => (showsTexts && folder ? makeTextIndex() : undefined), [showsTexts, folder, makeTextIndex]);
  const previewRun = previewContent?.screens[screenId]?.screen;
  const textInspect = useMemo(
    () => (textPick && previewRun && showsTexts ? { highlight: pointersShowing(previewRun, textPick), selecting: false } : undefined),
    [textPick, previewRun, showsTexts],
  );
  const projectEdits = useProjectEdits({
    project,
    current,
    updateScreen: useCallback((name, change, kind) => updateDraft(name, change, { kind }), [updateDraft]),
    notify: useCallback((tone, text) => dispatch({ type: 'notice', notice: { tone, text } }), [dispatch]),
  });
  const searchFiles = useMemo(
    () =>
      mainView.kind === 'search'
        ? [
            ...names.flatMap((name) => {
              const own = current(name);
              return [
                { path: fileOf(name, 'screen'), text: own?.screen ?? '' },
                ...(own?.messages ? [{ path: fileOf(name, 'messages'), text: own.messages }] : []),
              ];
            }),
            ...[...new Set([...projectPaths, ...projectDrafts.keys()])].map((path) => ({ path, text: projectText(path) ?? '' })),
          ]
        : [],
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
    sharedText,
    parts,
    pages,
    updateDraft,
    edits,
    previewContent,
    screenId,
    scenarios,
    scenarioIndex,
    query,
    completionNames,
    structure,
    textIndex,
    makeTextIndex,
    textInspect,
    projectEdits,
    searchFiles,
  };
}

export type StudioModel = ReturnType<typeof useStudioModel>;
