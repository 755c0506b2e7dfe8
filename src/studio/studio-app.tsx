// The screen studio: the screen list, the editor (screen.json, texts, messages.json), the live
// preview in phone frames, save with a readable diff, publish and rollback.
import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { expandIncludes } from '../../engine/checker/parts.ts';
import type { ScreensInput } from '../../engine/checker/screen-rules.ts';
import type { Messages as MessagesFile, Screen } from '../../engine/generated/schema-types.ts';
import { ApiError, type SaveResult, studioApi, type StudioFolder, type StudioHistory } from './api.ts';
import { BlocksView } from './blocks-view.tsx';
import { ChangeList } from './change-list.tsx';
import { createChecker, type Problem } from './checker.ts';
import { type Conflict, ConflictDialog, KeptCopies, MergePanel } from './conflict-view.tsx';
import { diffScreen, diffTexts } from './diff.ts';
import { draftCopies } from './draft-copies.ts';
import { type Draft, drafts as draftStore } from './drafts.ts';
import { type CompletionNames, JsonEditor } from './editor.tsx';
import { FileEditor, UnsavedFiles } from './file-editor.tsx';
import type { EditSource } from './history.ts';
import { HistoryButtons, useEditHistory } from './history-controls.tsx';
import { LIST_WIDTH, maxPreviewWidth, SIDE_WIDTH, useFitScale, usePanels } from './layout.ts';
import { addMessage, type MakeMessagePlan, messageReference, planMakeMessage } from './make-message.ts';
import { MakeMessageDialog } from './make-message-dialog.tsx';
import { PanelToggles, PreviewResizer } from './panel-controls.tsx';
import { PHONE_SIZES, type PhoneSize, PreviewFrame } from './preview-frame.tsx';
import { useProjectEdits } from './project-edits.ts';
import { useProjectFiles } from './project-files.ts';
import type { PreviewScreens } from './protocol.ts';
import { PublishControls } from './publish-view.tsx';
import { SaveAllDialog } from './save-all-dialog.tsx';
import { scenariosOf, toPreviewQuery } from './scenarios.ts';
import { messagesEditorSchema, screenEditorSchema } from './schema.ts';
import { SearchPanel } from './search-panel.tsx';
import { newScreenFiles } from './starter.ts';
import { StatePanel } from './state-panel.tsx';
import { StructurePanel } from './structure-tree.tsx';
import { lacksRole, type SavedBy, savedByWhom, useTeamPerson } from './team.ts';
import { TeamBar } from './team-bar.tsx';
import { buildTextIndex, type PageRow, partFileOf, pointersShowing, SHARED_FILE, type TextRow } from './text-index.ts';
import { parseCatalogs, TextsGrid } from './texts-grid.tsx';
import { ScreenTexts, TextsView } from './texts-view.tsx';
import { useStructure } from './use-structure.ts';

interface Files {
  screen: string;
  messages: string | null;
}

type Tab = 'screen' | 'blocks' | 'texts' | 'messages';
/** The main area: the selected screen's files, one of the files beside the screens, all texts, or search and replace. */
type MainView = { kind: 'screen' } | { kind: 'file'; path: string } | { kind: 'texts' } | { kind: 'search'; query?: string };
interface FrameSetting {
  locale: 'en' | 'fil';
  size: PhoneSize;
}

const checker = createChecker();
/** The gap between the frames and the height of a frame's caption (its language and size), in CSS px. */
const FRAME_GAP = 12;
const CAPTION_HEIGHT = 34;
const fileOf = (name: string, file: 'screen' | 'messages') => `screens/${name}/${file}.json`;
const parseOr = <T,>(text: string | null | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};
const withoutHint = <T extends object>(value: T): T => {
  const { $schema: _hint, ...rest } = value as T & { $schema?: string };
  return rest as T;
};

export function StudioApp() {
  const [folder, setFolder] = useState<StudioFolder>();
  const [loadError, setLoadError] = useState<string>();
  const [drafts, setDrafts] = useState<Map<string, Draft>>(new Map());
  const [selected, setSelected] = useState<string>(() => decodeURIComponent(location.hash.slice(1)));
  const [tab, setTab] = useState<Tab>('screen');
  const [mainView, setMainView] = useState<MainView>({ kind: 'screen' });
  /** A text or page picked in a texts table: highlighted in the preview. */
  const [textPick, setTextPick] = useState<{ key: string } | { page: string }>();
  const project = useProjectFiles();
  const [search, setSearch] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [statusByScreen, setStatusByScreen] = useState<Map<string, number>>(new Map());
  const [lastGood, setLastGood] = useState<Map<string, { screen: Screen; messages: MessagesFile }>>(new Map());
  const [revision, setRevision] = useState(0);
  const [scenarioByScreen, setScenarioByScreen] = useState<Record<string, number>>({});
  const [frames, setFrames] = useState<FrameSetting[]>([
    { locale: 'en', size: '375x812' },
    { locale: 'fil', size: '320x568' },
  ]);
  const [panels, setPanels] = usePanels();
  // Both phone frames wholly in the preview: scaled down to fit, each with its border (8 px a side) and its caption above.
  const { box: framesBox, scale: frameScale } = useFitScale(
    frames.map((frame) => ({ width: PHONE_SIZES[frame.size].width + 16, height: PHONE_SIZES[frame.size].height + 16 })),
    FRAME_GAP,
    CAPTION_HEIGHT,
  );
  const [dialog, setDialog] = useState<'save' | 'new' | 'save-all' | undefined>();
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string }>();
  const [history, setHistory] = useState<StudioHistory>();
  const [makeMessage, setMakeMessage] = useState<MakeMessagePlan>();
  const [conflict, setConflict] = useState<Conflict>();
  const person = useTeamPerson();
  const cannotSave = lacksRole(person, 'editor');
  const [merging, setMerging] = useState<Conflict>();
  const [copiesRevision, setCopiesRevision] = useState(0);
  const editorView = useRef<EditorView>(undefined);
  const checkSeq = useRef(0);
  // A problem to show once its screen's editor is open (a link from the pre-publish checks).
  const pendingJump = useRef<Problem>(undefined);
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
      ([loaded, kept]) => {
        setFolder(loaded);
        setDrafts(kept);
        setSelected((current) => current || 'loan-detail');
      },
      (error: unknown) => setLoadError((error as Error).message),
    );
    studioApi.history().then(setHistory, () => undefined);
  }, []);

  useEffect(() => {
    if (selected) history_replace(selected);
  }, [selected]);

  const saved = useCallback(
    (name: string): Files | undefined => {
      const entry = folder?.screens.find((screen) => screen.name === name);
      return entry && { screen: entry.screen.text, messages: entry.messages?.text ?? null };
    },
    [folder],
  );
  const current = useCallback((name: string): Files | undefined => drafts.get(name) ?? saved(name), [drafts, saved]);

  const names = useMemo(() => {
    const all = new Set(folder?.screens.map((screen) => screen.name) ?? []);
    for (const name of drafts.keys()) all.add(name);
    return [...all].sort();
  }, [folder, drafts]);

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
  const toInput = useCallback(
    (overrides: Map<string, Files>): ScreensInput => ({
      shared: sharedText !== undefined ? { name: SHARED_FILE, text: sharedText } : undefined,
      parts: parts.map((part) => ({ name: part.name, file: { name: partFileOf(part.name), text: part.text } })),
      screens: names.map((name) => {
        const files = overrides.get(name) ?? saved(name)!;
        return {
          folder: name,
          screen: { name: fileOf(name, 'screen'), text: files.screen },
          messages: files.messages === null ? undefined : { name: fileOf(name, 'messages'), text: files.messages },
        };
      }),
    }),
    [sharedText, parts, names, saved],
  );

  // Check the folder as it would be saved (every draft of this browser in it) after every edit.
  const currentFiles = selected ? current(selected) : undefined;
  const screenText = currentFiles?.screen;
  const messagesText = currentFiles?.messages;
  const files = useMemo<Files | undefined>(
    () => (screenText === undefined ? undefined : { screen: screenText, messages: messagesText ?? null }),
    [screenText, messagesText],
  );
  useEffect(() => {
    if (!folder || !selected || !files) return;
    const seq = ++checkSeq.current;
    const overrides = new Map<string, Files>(drafts);
    void checker.check(toInput(overrides), folder.known).then((found) => {
      if (seq !== checkSeq.current) return;
      const counts = new Map<string, number>();
      for (const problem of found) {
        const name = /^screens\/([^/]+)\//.exec(problem.file)?.[1] ?? '(shared)';
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      setStatusByScreen(counts);
      setProblems(found);
      // The preview follows every version whose screen passes and whose texts parse (a missing
      // translation or an unused text shows as it is); otherwise it keeps the last good one.
      const blocking = found.filter((problem) => problem.file === fileOf(selected, 'screen'));
      if (blocking.length === 0 && parseCatalogs(files.messages)) {
        const screen = withoutHint(JSON.parse(files.screen) as Screen);
        const messages = withoutHint(parseOr<MessagesFile>(files.messages, { en: {} }));
        setLastGood((before) => new Map(before).set(selected, { screen, messages }));
        setRevision((count) => count + 1);
      }
    });
  }, [folder, selected, files, drafts, toInput]);

  // An undo or redo applies its files through updateDraft (below), which records every other change here.
  const applyFiles = useRef<(name: string, files: Partial<Files>) => void>(undefined);
  const edits = useEditHistory({
    selected,
    currentOf: current,
    apply: (name, files) => applyFiles.current?.(name, files),
    notify: (text) => setNotice({ tone: 'error', text }),
  });

  const updateDraft = useCallback(
    /** Every change of a screen's files; `source` null for an undo or redo, which is not recorded again. */
    (name: string, change: Partial<Files>, source: EditSource | null = { kind: 'edit' }) => {
      if (source) edits.record(name, change, source);
      const base = saved(name);
      const before = drafts.get(name) ?? { ...(base ?? { screen: '', messages: null }), base: baseOf(folder, name) };
      const next: Draft = { ...before, ...change, updatedAt: Date.now() };
      const unchanged = base && next.screen === base.screen && next.messages === base.messages;
      setDrafts((all) => {
        const copy = new Map(all);
        if (unchanged) copy.delete(name);
        else copy.set(name, next);
        return copy;
      });
      if (unchanged) void draftStore.remove(name);
      else void draftStore.put(name, next);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [drafts, folder, saved],
  );
  useLayoutEffect(() => {
    applyFiles.current = (name, files) => updateDraft(name, files, null);
  });

  // The preview's screens: every saved screen, each edited one as last checked good.
  const previewContent = useMemo<PreviewScreens | undefined>(() => {
    if (!folder) return undefined;
    const screens: PreviewScreens['screens'] = {};
    for (const entry of folder.screens) {
      const good = lastGood.get(entry.name);
      if (good) {
        screens[good.screen.id] = good;
        continue;
      }
      const screen = parseOr<Screen | undefined>(entry.screen.text, undefined);
      if (screen)
        screens[screen.id] = {
          screen: withoutHint(screen),
          messages: withoutHint(parseOr<MessagesFile>(entry.messages?.text, { en: {} })),
        };
    }
    for (const [name, good] of lastGood) if (!folder.screens.some((entry) => entry.name === name)) screens[good.screen.id] = good;
    // The preview shows screens as borrowers get them: shared parts in place of their includes.
    const partBlocks = new Map(parts.map((part) => [part.name, parseOr<{ blocks?: unknown[] }>(part.text, {}).blocks ?? []]));
    for (const [id, entry] of Object.entries(screens)) {
      try {
        screens[id] = { ...entry, screen: expandIncludes(entry.screen, partBlocks) };
      } catch {
        // A missing part or a cycle: the checker lists it; the preview shows the screen without it.
      }
    }
    // A shared text that does not parse yet: the preview keeps the saved ones.
    const shared = parseOr<MessagesFile | undefined>(sharedText, undefined) ?? parseOr<MessagesFile>(folder.shared?.text, { en: {} });
    const pageTexts: Record<string, string> = {};
    for (const [path, text] of pages) pageTexts[path.slice('content/'.length, -'.md'.length)] = text;
    return { screens, shared: withoutHint(shared), pages: pageTexts };
  }, [folder, lastGood, parts, sharedText, pages]);

  const selectedScreen = selected
    ? (lastGood.get(selected)?.screen ?? parseOr<Screen | undefined>(saved(selected)?.screen, undefined))
    : undefined;
  const screenId = selectedScreen?.id ?? '';
  const scenarios = scenariosOf(screenId, selectedScreen);
  const scenarioIndex = Math.min(scenarioByScreen[screenId] ?? 0, scenarios.length - 1);
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
    view: useCallback(() => editorView.current, []),
    isEditorShown: tab === 'screen' && mainView.kind === 'screen',
    isPanelShown: tab === 'blocks' && mainView.kind === 'screen',
    showEditor: useCallback(() => {
      setMainView({ kind: 'screen' });
      setTab('screen');
    }, []),
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
    notify: useCallback((tone, text) => setNotice({ tone, text }), []),
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

  if (loadError)
    return (
      <p role="alert" className="studio-note">
        The studio could not read the screens folder: {loadError}
      </p>
    );
  if (!folder)
    return (
      <p className="studio-note" aria-busy="true">
        Reading the screens folder…
      </p>
    );

  const screenFile = fileOf(selected, 'screen');
  const messagesFile = fileOf(selected, 'messages');
  const ownProblems = problems.filter((problem) => problem.file === screenFile || problem.file === messagesFile);
  const blockingProblems = problems.filter((problem) => problem.file === screenFile);
  const otherProblems = problems.filter((problem) => !ownProblems.includes(problem));
  const draft = drafts.get(selected);
  const query_ = search.trim().toLowerCase();
  const listed = names.filter((name) => {
    if (!query_) return true;
    const text = current(name);
    const route = parseOr<{ route?: { path?: string } }>(text?.screen, {}).route?.path ?? '';
    return (
      name.includes(query_) ||
      route.toLowerCase().includes(query_) ||
      `${text?.screen ?? ''}${text?.messages ?? ''}`.toLowerCase().includes(query_)
    );
  });

  const format = () => {
    if (!files) return;
    const key = tab === 'messages' ? 'messages' : 'screen';
    const text = files[key];
    try {
      updateDraft(selected, { [key]: `${JSON.stringify(JSON.parse(text ?? ''), null, 2)}\n` }, { kind: 'format' });
    } catch {
      setNotice({ tone: 'error', text: `${key}.json is not valid JSON yet: fix the problems first.` });
    }
  };

  const startMakeMessage = () => {
    const view = editorView.current;
    if (tab !== 'screen' || !view) {
      setNotice({ tone: 'error', text: 'Make it a message works in screen.json: open its tab and put the cursor in a text in quotes.' });
      return;
    }
    const found = planMakeMessage(view.state, {
      screenId,
      messagesText: files?.messages ?? null,
      sharedText: sharedText ?? null,
      codeKeys: folder.known.codeKeys,
    });
    if (found.problem !== undefined) {
      setNotice({ tone: 'error', text: found.problem });
      return;
    }
    setNotice(undefined);
    setMakeMessage(found.plan);
  };

  const afterSaved = async (name: string, result: Extract<SaveResult, { status: 'saved' }>) => {
    setFolder((before) => before && replaceScreen(before, name, result));
    setDrafts((all) => {
      const copy = new Map(all);
      copy.delete(name);
      return copy;
    });
    await draftStore.remove(name);
    setMerging((current) => (current?.name === name ? undefined : current));
    setNotice({ tone: 'ok', text: `Saved ${name}.` });
  };
  const afterConflict = (name: string, mine: Files, result: Extract<SaveResult, { status: 'conflict' }>) => {
    if (result.current)
      setFolder((before) => before && replaceScreen(before, name, { screen: result.current!.screen, messages: result.current!.messages }));
    setConflict({
      name,
      mine,
      theirs: result.current && { screen: result.current.screen, messages: result.current.messages },
      savedBy: (result as { savedBy?: SavedBy | null }).savedBy,
    });
  };

  /** Opens a file where it is edited: a screen's in its tab, the others in the file editor; `at` is where the cursor goes. */
  const openFile = (path: string, at?: Problem) => {
    const screenPath = /^screens\/([^/]+)\/(screen|messages)\.json$/.exec(path);
    if (screenPath) {
      setSelected(screenPath[1]);
      setMainView({ kind: 'screen' });
      setTab(screenPath[2] === 'messages' ? 'messages' : 'screen');
    } else {
      if (path.endsWith('.md') && project.textOf(path) === undefined) {
        // A page's first Filipino text starts as a copy of the English page.
        project.edit(path, project.textOf(path.replace(/\.fil\.md$/, '.md')) ?? '');
      }
      setMainView({ kind: 'file', path });
      // The preview shows a screen that shows the file.
      const index = textIndex ?? makeTextIndex();
      const users = index.pages.find((page) => page.file === path || page.filFile === path)?.usedBy ?? usersOfPart(path, index);
      if (users.length > 0 && !users.includes(selected)) setSelected(users[0]);
      const page = /^content\/(.+?)(\.fil)?\.md$/.exec(path)?.[1];
      setTextPick(page ? { page } : undefined);
    }
    pendingJump.current = at;
  };
  const usersOfPart = (path: string, index = textIndex) => {
    const part = /^screens\/parts\/(.+)\.json$/.exec(path)?.[1];
    if (!part || !index) return [];
    return names.filter((name) => index.uses.get(name)?.parts.has(part));
  };

  /** A text or page picked in a table: the preview shows a screen that shows it, highlighted. */
  const pickText = (selection: { row: TextRow } | { page: PageRow }, screen: string | undefined) => {
    const usedBy = 'row' in selection ? selection.row.usedBy : selection.page.usedBy;
    const target = screen && usedBy.includes(screen) ? screen : usedBy.includes(selected) ? selected : usedBy[0];
    if (target && target !== selected) setSelected(target);
    setTextPick('row' in selection ? { key: selection.row.key } : { page: selection.page.name });
  };

  const saveProjectFile = async (path: string) => {
    try {
      const result = await project.save(path);
      if (result.status === 'saved') setNotice({ tone: 'ok', text: `Saved ${path}.` });
      else if (result.status === 'conflict')
        setNotice({
          tone: 'error',
          text: `Not saved: ${savedByWhom(result, path) ?? `${path} was changed since you opened it (another tab?)`}. Your changes are kept: Save again to replace that version with yours, or Discard changes to take it.`,
        });
      else {
        setProblems(result.problems);
        setNotice({ tone: 'error', text: `Not saved: the checker found ${result.problems.length} problem(s).` });
      }
    } catch (error) {
      setNotice({ tone: 'error', text: `Not saved: ${(error as Error).message}` });
    }
  };
  const statusByFile = new Map<string, number>();
  for (const problem of problems) statusByFile.set(problem.file, (statusByFile.get(problem.file) ?? 0) + 1);

  const jumpTo = (problem: Problem) => {
    const view = editorView.current;
    const shownFile =
      mainView.kind === 'file'
        ? mainView.path
        : mainView.kind === 'screen' && tab !== 'texts'
          ? tab === 'messages'
            ? messagesFile
            : screenFile
          : '';
    if (problem.file !== shownFile) {
      openFile(problem.file, problem.line ? problem : undefined);
      return;
    }
    if (!view || !problem.line) return;
    const line = view.state.doc.line(Math.min(problem.line, view.state.doc.lines));
    const at = Math.min(line.from + (problem.column ?? 1) - 1, line.to);
    view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
    view.focus();
  };

  return (
    <div
      className="studio"
      style={{
        gridTemplateColumns: [
          panels.screens ? `${LIST_WIDTH}px` : '',
          'minmax(0, 1fr)',
          panels.structure ? `${SIDE_WIDTH}px` : '',
          panels.preview ? `${Math.min(panels.previewWidth, maxPreviewWidth(panels, window.innerWidth))}px` : '',
        ].join(' '),
      }}
    >
      <header className="studio-bar">
        <div className="studio-row">
          <h1>Screen studio</h1>
          <PanelToggles panels={panels} onChange={setPanels} />
          {person ? <TeamBar person={person} /> : null}
        </div>
        <nav aria-label="Screen actions" className="studio-row">
          <button
            type="button"
            aria-pressed={mainView.kind === 'texts'}
            onClick={() => setMainView(mainView.kind === 'texts' ? { kind: 'screen' } : { kind: 'texts' })}
            title="Every text and page of the project, English and Filipino side by side"
          >
            All texts
          </button>
          <button
            type="button"
            aria-pressed={mainView.kind === 'search'}
            onClick={() => setMainView(mainView.kind === 'search' ? { kind: 'screen' } : { kind: 'search' })}
            title="Find and replace in screens, texts, parts and pages"
          >
            Search and replace
          </button>
          <button type="button" onClick={() => setDialog('new')}>
            New screen
          </button>
          <button type="button" onClick={format}>
            Format document
          </button>
          <button
            type="button"
            onClick={startMakeMessage}
            aria-keyshortcuts="Control+Shift+E"
            title="Put the cursor in a text of screen.json (Ctrl+Shift+E)"
          >
            Make it a message
          </button>
          <HistoryButtons controls={edits} />
          <button
            type="button"
            className="is-primary"
            disabled={!draft || problems.length > 0 || Boolean(cannotSave)}
            onClick={() => setDialog('save')}
            title={cannotSave ?? (problems.length > 0 ? 'Fix the problems to save' : undefined)}
          >
            {problems.length > 0
              ? `Save (fix ${problems.length} problem${problems.length === 1 ? '' : 's'} first)`
              : draft
                ? 'Save…'
                : 'Saved'}
          </button>
          <PublishControls
            history={history}
            setHistory={setHistory}
            setNotice={setNotice}
            hasDrafts={drafts.size > 0}
            folder={folder}
            person={person}
            onOpen={({ screen, problem }) => {
              setSelected(screen);
              setTab(problem?.file.endsWith('messages.json') ? 'messages' : 'screen');
              pendingJump.current = problem;
            }}
          />
        </nav>
      </header>
      {notice ? (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`studio-notice is-${notice.tone}`}>
          {notice.text}{' '}
          <button type="button" onClick={() => setNotice(undefined)} aria-label="Dismiss">
            ×
          </button>
        </p>
      ) : null}
      {panels.screens ? (
        <aside className="studio-list" aria-label="Screens">
          <input
            type="search"
            aria-label="Search screens"
            placeholder="Search name, route or text"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {search.trim() ? (
            <button type="button" className="studio-link" onClick={() => setMainView({ kind: 'search', query: search.trim() })}>
              Find “{search.trim()}” in every file, with where…
            </button>
          ) : null}
          <ul>
            {listed.map((name) => {
              const count = statusByScreen.get(name) ?? 0;
              const route = parseOr<{ route?: { path?: string } }>(current(name)?.screen, {}).route?.path ?? '';
              return (
                <li key={name}>
                  <button
                    type="button"
                    aria-current={name === selected && mainView.kind === 'screen' ? 'true' : undefined}
                    onClick={() => {
                      setSelected(name);
                      setMainView({ kind: 'screen' });
                    }}
                  >
                    <span className="studio-name">{name}</span>
                    <span className="studio-route">{route}</span>
                    <span className={`studio-status ${count ? 'is-bad' : 'is-ok'}`}>
                      {count ? `${count} problem${count === 1 ? '' : 's'}` : 'ok'}
                    </span>
                    {drafts.has(name) ? <span className="studio-draft">{saved(name) ? 'draft' : 'new'}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <h2 className="studio-list-heading">Beside the screens</h2>
          <ul aria-label="Shared texts, parts and pages">
            {[...new Set([...project.paths, ...project.drafts.keys()])].map((path) => (
              <li key={path}>
                <button
                  type="button"
                  aria-current={mainView.kind === 'file' && mainView.path === path ? 'true' : undefined}
                  onClick={() => openFile(path)}
                >
                  <span className="studio-name">
                    {path === SHARED_FILE
                      ? 'Shared texts'
                      : path.startsWith('content/')
                        ? `Page ${path.slice('content/'.length)}`
                        : `Part ${path.slice('screens/parts/'.length, -'.json'.length)}`}
                  </span>
                  <span className="studio-route">{path}</span>
                  {(statusByFile.get(path) ?? 0) > 0 ? (
                    <span className="studio-status is-bad">{statusByFile.get(path)} problems</span>
                  ) : null}
                  {project.drafts.has(path) ? <span className="studio-draft">draft</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <main
        className="studio-main"
        onKeyDownCapture={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'e') {
            event.preventDefault();
            event.stopPropagation();
            startMakeMessage();
          }
        }}
      >
        {mainView.kind !== 'screen' || project.drafts.size > 0 || [...drafts.keys()].some((name) => name !== selected) ? (
          <div className="studio-row studio-view-bar">
            {mainView.kind !== 'screen' ? (
              <button type="button" onClick={() => setMainView({ kind: 'screen' })}>
                ← {selected}
              </button>
            ) : null}
            <UnsavedFiles
              project={project}
              screens={[...drafts.keys()].filter((name) => mainView.kind !== 'screen' || name !== selected)}
              onOpen={(path) => openFile(path)}
              onSave={saveProjectFile}
              onSaveAll={() => setDialog('save-all')}
              cannotSave={cannotSave}
            />
          </div>
        ) : null}
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
              (mainView.path === SHARED_FILE ? names : usersOfPart(mainView.path))
            }
            getNames={completionNames}
            onChange={(text) => project.edit(mainView.path, text)}
            onView={(view) => (editorView.current = view)}
            onSave={() => saveProjectFile(mainView.path)}
            onRevert={() => project.discard(mainView.path)}
            cannotSave={cannotSave}
          />
        ) : null}
        {mainView.kind === 'texts' && textIndex ? (
          <TextsView
            rows={textIndex.rows}
            pages={textIndex.pages}
            screens={names}
            current={selected}
            selectedKey={textPick && 'key' in textPick ? textPick.key : undefined}
            onEdit={projectEdits.editText}
            onSelect={(selection, screen) => pickText(selection, screen)}
            onOpenFile={(path) => openFile(path)}
          />
        ) : null}
        {mainView.kind === 'search' ? (
          <SearchPanel
            key={mainView.query}
            initialQuery={mainView.query}
            files={searchFiles}
            onReplace={projectEdits.replace}
            onOpen={(match) =>
              openFile(match.path, { file: match.path, pointer: '', message: '', line: match.line, column: match.column + 1 })
            }
            undo={projectEdits.lastReplace && { summary: projectEdits.lastReplace.summary, run: projectEdits.undoReplace }}
          />
        ) : null}
        {mainView.kind === 'screen' ? (
          <div role="tablist" aria-label="Files" className="studio-tabs">
            {(['screen', 'blocks', 'texts', 'messages'] as const).map((name) => (
              <button key={name} role="tab" type="button" aria-selected={tab === name} onClick={() => setTab(name)}>
                {name === 'screen' ? 'screen.json' : name === 'blocks' ? 'Blocks' : name === 'texts' ? 'Texts' : 'messages.json'}
              </button>
            ))}
          </div>
        ) : null}
        {merging?.name === selected && files ? <MergePanel conflict={merging} mine={files} onDone={() => setMerging(undefined)} /> : null}
        {mainView.kind === 'screen' && files && tab === 'screen' ? (
          <JsonEditor
            docKey={`${selected}/screen`}
            label={`${selected} screen.json`}
            text={files.screen}
            schema={screenEditorSchema}
            schemaRoot="Screen"
            problems={problems.filter((problem) => problem.file === screenFile)}
            getNames={completionNames}
            onChange={(text) => updateDraft(selected, { screen: text }, { kind: 'type' })}
            onView={(view) => (editorView.current = view)}
            onUndo={edits.undo}
            onRedo={edits.redo}
            onCursor={structure.onCursor}
          />
        ) : null}
        {mainView.kind === 'screen' && files && tab === 'blocks' ? (
          <BlocksView
            files={files}
            sharedText={sharedText}
            screenId={screenId}
            known={folder.known}
            parts={parts}
            pages={[...pages.keys()]
              .filter((path) => !path.endsWith('.fil.md'))
              .map((path) => path.slice('content/'.length, -'.md'.length))}
            routes={Object.values(previewContent?.screens ?? {}).map((entry) => entry.screen.id)}
            selected={structure.selected}
            onSelect={(pointer) => structure.selectPointer(pointer)}
            onChange={(change, source, select) => {
              updateDraft(selected, change, source);
              if (select !== undefined) structure.selectPointer(select);
            }}
            onEditJson={(pointer) => {
              setTab('screen');
              structure.selectPointer(pointer, { reveal: true, focus: true });
            }}
            problems={problems.filter((problem) => problem.file === screenFile)}
            notify={(text) => setNotice({ tone: 'error', text })}
          />
        ) : null}
        {mainView.kind === 'screen' && files && tab === 'messages' ? (
          <JsonEditor
            docKey={`${selected}/messages`}
            label={`${selected} messages.json`}
            text={files.messages ?? ''}
            schema={messagesEditorSchema}
            problems={problems.filter((problem) => problem.file === messagesFile)}
            getNames={completionNames}
            onChange={(text) => updateDraft(selected, { messages: text }, { kind: 'type' })}
            onView={(view) => (editorView.current = view)}
            onUndo={edits.undo}
            onRedo={edits.redo}
          />
        ) : null}
        {mainView.kind === 'screen' && files && tab === 'texts' ? (
          <div className="studio-texts-scroll">
            <TextsGrid text={files.messages} onChange={(text) => updateDraft(selected, { messages: text }, { kind: 'cell' })} />
            {textIndex ? (
              <ScreenTexts
                screen={selected}
                rows={textIndex.rows}
                pages={textIndex.pages}
                selectedKey={textPick && 'key' in textPick ? textPick.key : undefined}
                onEdit={projectEdits.editText}
                onSelect={(selection) => pickText(selection, selected)}
                onOpenFile={(path) => openFile(path)}
              />
            ) : null}
          </div>
        ) : null}
        <section aria-label="Problems" className="studio-problems">
          <h2>
            {problems.length === 0 ? 'No problems: the checker passes' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`}
          </h2>
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
        <KeptCopies
          name={selected}
          refresh={copiesRevision}
          onOpen={(copy) => {
            updateDraft(selected, { screen: copy.screen, messages: copy.messages });
            setNotice({
              tone: 'ok',
              text: `The copy kept ${new Date(copy.keptAt).toLocaleString()} is now the draft of ${selected}; the copy stays until you delete it.`,
            });
          }}
        />
      </main>
      {panels.structure ? (
        <aside className="studio-side" aria-label="Structure and state">
          <StructurePanel text={files?.screen} selected={structure.selected} onSelect={structure.selectNode} />
          <StatePanel frames={frames.map((frame, index) => `Frame ${index + 1} (${frame.locale}, ${frame.size.replace('x', '×')})`)} />
        </aside>
      ) : null}
      {panels.preview ? (
        <section className="studio-preview" aria-label="Preview">
          <PreviewResizer panels={panels} onChange={setPanels} />
          <div className="studio-row">
            <label>
              Data{' '}
              <select
                aria-label="Data scenario"
                value={scenarioIndex}
                onChange={(event) => setScenarioByScreen((all) => ({ ...all, [screenId]: Number(event.target.value) }))}
              >
                {scenarios.map((scenario, index) => (
                  <option key={scenario.label} value={index}>
                    {scenario.label}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              aria-pressed={structure.selecting}
              onClick={() => structure.setSelecting(!structure.selecting)}
              title="Tap a block in a preview to select its JSON; turn it off to tap through the screen"
            >
              Select in preview
            </button>
          </div>
          {blockingProblems.length > 0 ? (
            <div role="alert" className="studio-stale">
              <strong>The preview shows the last good version:</strong> this draft has {blockingProblems.length} problem
              {blockingProblems.length === 1 ? '' : 's'}.
              <ul>
                {blockingProblems.slice(0, 5).map((problem, index) => (
                  <li key={index}>{`${problem.line ? `line ${problem.line}: ` : ''}${problem.message}`}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="studio-frames" ref={framesBox}>
            {frames.map((frame, index) => (
              <figure key={index}>
                <figcaption className="studio-row">
                  <select
                    aria-label={`Frame ${index + 1} language`}
                    value={frame.locale}
                    onChange={(event) =>
                      setFrames((all) =>
                        all.map((item, at) => (at === index ? { ...item, locale: event.target.value as 'en' | 'fil' } : item)),
                      )
                    }
                  >
                    <option value="en">English</option>
                    <option value="fil">Filipino</option>
                  </select>
                  <select
                    aria-label={`Frame ${index + 1} size`}
                    value={frame.size}
                    onChange={(event) =>
                      setFrames((all) => all.map((item, at) => (at === index ? { ...item, size: event.target.value as PhoneSize } : item)))
                    }
                  >
                    {Object.keys(PHONE_SIZES).map((size) => (
                      <option key={size} value={size}>
                        {size.replace('x', '×')}
                      </option>
                    ))}
                  </select>
                  <output aria-label={`Frame ${index + 1} scale`} title="Drawn smaller to fit: the page inside keeps the phone's size">
                    {Math.round(frameScale * 100)} %
                  </output>
                </figcaption>
                {screenId ? (
                  <div
                    className="studio-phone-box"
                    style={{
                      width: (PHONE_SIZES[frame.size].width + 16) * frameScale,
                      height: (PHONE_SIZES[frame.size].height + 16) * frameScale,
                    }}
                  >
                    <div style={{ transform: `scale(${frameScale})`, transformOrigin: '0 0' }}>
                      <PreviewFrame
                        title={`Preview ${index + 1} (${frame.locale}, ${frame.size})`}
                        content={previewContent}
                        revision={revision + project.revision}
                        route={screenId}
                        query={query}
                        locale={frame.locale}
                        size={frame.size}
                        inspect={textInspect ?? structure.inspect}
                        onMessage={(message) => structure.onMessage(index, message)}
                      />
                    </div>
                  </div>
                ) : null}
              </figure>
            ))}
          </div>
        </section>
      ) : null}
      {dialog === 'save' && files && draft ? (
        <SaveDialog
          name={selected}
          before={saved(selected)}
          after={files}
          onClose={() => setDialog(undefined)}
          onSave={async () => {
            const result = await studioApi.save(selected, { screen: files.screen, messages: files.messages, base: draft.base });
            if (result.status === 'saved') {
              await afterSaved(selected, result);
            } else if (result.status === 'conflict') {
              afterConflict(selected, files, result);
            } else {
              setProblems(result.problems);
              setNotice({ tone: 'error', text: `Not saved: the checker found ${result.problems.length} problem(s).` });
            }
            setDialog(undefined);
          }}
        />
      ) : null}
      {dialog === 'save-all' ? (
        <SaveAllDialog
          files={[...project.drafts.keys()]}
          screens={[...drafts].map(([name, draft]) => ({ name, before: saved(name), after: draft }))}
          blocked={
            problems.length > 0 ? `Fix the ${problems.length} problem(s) first: files are saved only when the checker passes.` : undefined
          }
          onClose={() => setDialog(undefined)}
          onSave={async () => {
            const count = { files: project.drafts.size, screens: drafts.size };
            for (const path of [...project.drafts.keys()]) {
              const result = await project.save(path);
              if (result.status === 'conflict')
                throw new Error(
                  `Stopped at ${path}: it was changed since you opened it (another tab?). What is listed after it is not saved; your changes are kept. Save it from the list to replace that version, or Discard changes.`,
                );
              if (result.status !== 'saved') {
                setProblems(result.problems);
                throw new Error(`Stopped at ${path}: the checker found ${result.problems.length} problem(s).`);
              }
            }
            for (const [name, draft] of drafts) {
              const files = { screen: draft.screen, messages: draft.messages };
              const result = await studioApi.save(name, { ...files, base: draft.base });
              if (result.status === 'saved') {
                await afterSaved(name, result);
                continue;
              }
              if (result.status === 'conflict') {
                setDialog(undefined);
                afterConflict(name, files, result);
                return;
              }
              setProblems(result.problems);
              throw new Error(`Stopped at ${name}: the checker found ${result.problems.length} problem(s).`);
            }
            setDialog(undefined);
            setNotice({
              tone: 'ok',
              text: `Saved everything changed: ${count.files} file${count.files === 1 ? '' : 's'} beside the screens, ${count.screens} screen${count.screens === 1 ? '' : 's'}.`,
            });
          }}
        />
      ) : null}
      {makeMessage ? (
        <MakeMessageDialog
          request={makeMessage}
          onClose={() => {
            setMakeMessage(undefined);
            editorView.current?.focus();
          }}
          onCreate={(key, en, fil) => {
            const view = editorView.current;
            const { target } = makeMessage;
            setMakeMessage(undefined);
            const literal = view?.state.sliceDoc(target.from, target.to);
            if (
              !view ||
              tab !== 'screen' ||
              (literal !== JSON.stringify(target.text) && parseOr<unknown>(literal, undefined) !== target.text)
            ) {
              setNotice({ tone: 'error', text: 'The text changed while the dialog was open: nothing was changed. Try again.' });
              return;
            }
            view.dispatch({
              changes: { from: target.from, to: target.to, insert: messageReference(key) },
              selection: { anchor: target.from },
            });
            updateDraft(selected, { screen: view.state.doc.toString(), messages: addMessage(files?.messages ?? null, key, en, fil) });
            setNotice({
              tone: 'ok',
              text: fil.trim()
                ? `The text is now the message ${key}, in English and Filipino.`
                : `The text is now the message ${key}. Its Filipino text is missing: add it in Texts.`,
            });
            view.focus();
          }}
        />
      ) : null}
      {conflict ? (
        <ConflictDialog
          conflict={conflict}
          onClose={() => setConflict(undefined)}
          onKeepMine={async () => {
            const { name, mine, theirs } = conflict;
            const result = await studioApi.save(name, {
              ...mine,
              base: { screen: theirs?.screen.hash ?? null, messages: theirs?.messages?.hash ?? null },
            });
            if (result.status === 'saved') {
              setConflict(undefined);
              return afterSaved(name, result);
            }
            if (result.status === 'conflict') {
              afterConflict(name, mine, result);
              throw new Error('It was saved again meanwhile: compare with the newest version, then choose again.');
            }
            setProblems(result.problems);
            throw new Error(`Not saved: the checker found ${result.problems.length} problem(s) in your version; fix them, or take theirs.`);
          }}
          onTakeTheirs={async () => {
            const { name, mine } = conflict;
            await draftCopies.keep({
              name,
              screen: mine.screen,
              messages: mine.messages,
              keptAt: Date.now(),
              reason: 'your draft when you took their version in a conflict',
            });
            setDrafts((all) => {
              const copy = new Map(all);
              copy.delete(name);
              return copy;
            });
            await draftStore.remove(name);
            setConflict(undefined);
            setCopiesRevision((count) => count + 1);
            setNotice({
              tone: 'ok',
              text: `You now have their version of ${name}. Your draft is kept as a copy: open it again from "Kept copies".`,
            });
          }}
          onMerge={() => {
            const { name, theirs } = conflict;
            const draftNow = drafts.get(name);
            if (draftNow && theirs) {
              // The draft now builds on their version: the next save replaces theirs (and shows what it changes).
              const rebased: Draft = {
                ...draftNow,
                base: { screen: theirs.screen.hash, messages: theirs.messages?.hash ?? null },
                updatedAt: Date.now(),
              };
              setDrafts((all) => new Map(all).set(name, rebased));
              void draftStore.put(name, rebased);
            }
            setMerging(conflict);
            setConflict(undefined);
            setSelected(name);
          }}
        />
      ) : null}
      {dialog === 'new' ? (
        <NewScreenDialog
          taken={names}
          routes={Object.values(previewContent?.screens ?? {}).map((entry) => entry.screen.route?.path ?? '')}
          onClose={() => setDialog(undefined)}
          onCreate={(name) => {
            const starter = newScreenFiles(name);
            const next: Draft = { ...starter, base: { screen: null, messages: null }, updatedAt: Date.now() };
            setDrafts((all) => new Map(all).set(name, next));
            void draftStore.put(name, next);
            setSelected(name);
            setTab('screen');
            setDialog(undefined);
          }}
        />
      ) : null}
    </div>
  );
}

function history_replace(name: string) {
  if (location.hash.slice(1) !== name) history.replaceState(null, '', `#${encodeURIComponent(name)}`);
}

function baseOf(folder: StudioFolder | undefined, name: string): Draft['base'] {
  const entry = folder?.screens.find((screen) => screen.name === name);
  return { screen: entry?.screen.hash ?? null, messages: entry?.messages?.hash ?? null };
}

function replaceScreen(
  folder: StudioFolder,
  name: string,
  files: { screen: { text: string; hash: string }; messages: { text: string; hash: string } | null },
): StudioFolder {
  const entry = { name, screen: files.screen, messages: files.messages };
  const exists = folder.screens.some((screen) => screen.name === name);
  return {
    ...folder,
    screens: exists
      ? folder.screens.map((screen) => (screen.name === name ? entry : screen))
      : [...folder.screens, entry].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function SaveDialog({
  name,
  before,
  after,
  onClose,
  onSave,
}: {
  name: string;
  before: Files | undefined;
  after: Files;
  onClose: () => void;
  onSave: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const screenChanges = diffScreen(before?.screen ?? '', after.screen);
  const textChanges = diffTexts(before?.messages ?? null, after.messages);
  return (
    <div className="studio-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="save-title" className="studio-dialog">
        <h2 id="save-title">{before ? `Save ${name}?` : `Create ${name}?`}</h2>
        <p>These changes are written to screens/{name}/:</p>
        <ChangeList title="Screen" changes={screenChanges} />
        <ChangeList title="Texts" changes={textChanges} />
        {screenChanges.length + textChanges.length === 0 ? <p>Only the layout of the files changed (spaces, line breaks).</p> : null}
        {error ? <p role="alert">{error}</p> : null}
        <div className="studio-row">
          <button
            type="button"
            className="is-primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              onSave().catch((caught: unknown) => {
                setError(caught instanceof ApiError ? caught.message : `Not saved: ${(caught as Error).message}`);
                setBusy(false);
              });
            }}
          >
            Save to the screens folder
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

function NewScreenDialog({
  taken,
  routes,
  onClose,
  onCreate,
}: {
  taken: string[];
  routes: string[];
  onClose: () => void;
  onCreate: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const valid = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) && name.length <= 64;
  const problem = !name
    ? undefined
    : !valid
      ? "Use lower-case words joined by '-', e.g. promo-notes."
      : taken.includes(name)
        ? `There is a screen '${name}' already.`
        : routes.includes(`/${name}`)
          ? `The route /${name} is taken.`
          : undefined;
  return (
    <div className="studio-backdrop">
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby="new-title"
        className="studio-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (name && !problem) onCreate(name);
        }}
      >
        <h2 id="new-title">New screen</h2>
        <label>
          Folder name <input autoFocus value={name} onChange={(event) => setName(event.target.value)} aria-describedby="new-hint" />
        </label>
        <p id="new-hint">{problem ?? 'It starts from a template with a title, a text and a button, in English and Filipino.'}</p>
        <div className="studio-row">
          <button type="submit" className="is-primary" disabled={!name || Boolean(problem)}>
            Create
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
