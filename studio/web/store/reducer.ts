// Every change of the studio's state (state.ts) as an action, and the reducer that applies it: pure,
// no browser, no server; the effects (IndexedDB, the API) are the commands' (commands.ts).
import type { Problem } from '../editor/checker.ts';
import type { Draft } from '../saving/drafts.ts';
import type { FileVersion, StudioFolder, StudioHistory } from '../shell/api.ts';
import type { MakeMessagePlan } from '../texts/make-message.ts';
import type { Conflict } from './conflict.ts';
import { countByScreen, replaceScreen, savedScreenInWords } from './files.ts';
import {
  type DialogName,
  FIRST_TAB,
  type FrameSetting,
  type GoodScreen,
  isDeveloperTab,
  type MainView,
  type Notice,
  type StudioState,
  type Tab,
  type TextPick,
} from './state.ts';

export type StudioAction =
  | { type: 'loaded'; folder: StudioFolder; drafts: Map<string, Draft> }
  /** The folder read again (someone saved, removed, published or rolled back): this browser's drafts stay. */
  | { type: 'folder read again'; folder: StudioFolder; paths: string[] }
  | { type: 'load failed'; message: string }
  | { type: 'history'; history: StudioHistory }
  /**
   * Shows a screen: selects it (when named), in the main area (when `main`), on a tab (when named).
   * Another screen shown on no named tab keeps a staff tab (its texts, its history), and opens on its
   * blocks instead of a developer's file.
   */
  | { type: 'show screen'; name?: string; main?: boolean; tab?: Tab }
  | { type: 'tab'; tab: Tab }
  | { type: 'main view'; view: MainView }
  | { type: 'pick text'; pick: TextPick | undefined }
  | { type: 'search'; text: string }
  /** The checker's findings; `good` is the selected screen's version the preview may now run. */
  | { type: 'checked'; input: object; problems: Problem[]; good?: { name: string } & GoodScreen }
  | { type: 'problems'; problems: Problem[] }
  | { type: 'scenario'; screenId: string; index: number }
  | { type: 'frame'; index: number; change: Partial<FrameSetting> }
  | { type: 'dialog'; dialog: DialogName | undefined }
  | { type: 'notice'; notice: Notice | undefined }
  | { type: 'make message'; plan: MakeMessagePlan | undefined }
  /** A screen's draft changed; `draft` undefined when its files are the saved ones again. */
  | { type: 'draft'; name: string; draft: Draft | undefined }
  /** A new screen from the starter: its draft, selected on its blocks. */
  | { type: 'created'; name: string; draft: Draft }
  /** A screen saved: the folder has its files, its draft is gone. */
  | { type: 'saved'; name: string; files: { screen: FileVersion; messages: FileVersion | null } }
  /** After a save's draft left the browser too: the merge of that screen ends, the notice says so. */
  | { type: 'save done'; name: string }
  /** A save found a newer version: the folder has it, the conflict dialog shows. */
  | { type: 'conflict'; conflict: Conflict; current?: { screen: FileVersion; messages: FileVersion | null } }
  | { type: 'close conflict' }
  /** Their version taken: the draft was kept as a copy. */
  | { type: 'took theirs'; name: string }
  /** The conflict merged by hand: the draft (rebased on theirs, when given) is selected with both versions beside it. */
  | { type: 'merge'; conflict: Conflict; rebased?: Draft }
  | { type: 'merge done' };

const without = <K, V>(map: Map<K, V>, key: K): Map<K, V> => {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
};

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'loaded':
      return { ...state, folder: action.folder, drafts: action.drafts, selected: state.selected || 'loan-detail' };
    case 'folder read again': {
      const { folder, paths } = action;
      const gone = (name: string) => !folder.screens.some((screen) => screen.name === name) && !state.drafts.has(name);
      const view = state.mainView;
      const fileGone = view.kind === 'file' && !paths.includes(view.path);
      return {
        ...state,
        folder,
        // A screen or page shown here that is gone (and has no draft here) makes way for the first screen.
        selected: gone(state.selected) ? (folder.screens[0]?.name ?? state.selected) : state.selected,
        mainView: fileGone ? { kind: 'screen' } : view,
      };
    }
    case 'load failed':
      return { ...state, loadError: action.message };
    case 'history':
      return { ...state, history: action.history };
    case 'show screen':
      return {
        ...state,
        selected: action.name ?? state.selected,
        mainView: action.main ? { kind: 'screen' } : state.mainView,
        tab:
          action.tab ?? (action.name !== undefined && action.name !== state.selected && isDeveloperTab(state.tab) ? FIRST_TAB : state.tab),
      };
    case 'tab':
      return { ...state, tab: action.tab };
    case 'main view':
      return { ...state, mainView: action.view };
    case 'pick text':
      return { ...state, textPick: action.pick };
    case 'search':
      return { ...state, search: action.text };
    case 'checked': {
      const { good } = action;
      return {
        ...state,
        checkedInput: action.input,
        statusByScreen: countByScreen(action.problems),
        problems: action.problems,
        ...(good && {
          lastGood: new Map(state.lastGood).set(good.name, { screen: good.screen, messages: good.messages }),
          revision: state.revision + 1,
        }),
      };
    }
    case 'problems':
      return { ...state, problems: action.problems };
    case 'scenario':
      return { ...state, scenarioByScreen: { ...state.scenarioByScreen, [action.screenId]: action.index } };
    case 'frame':
      return { ...state, frames: state.frames.map((frame, at) => (at === action.index ? { ...frame, ...action.change } : frame)) };
    case 'dialog':
      return { ...state, dialog: action.dialog };
    case 'notice':
      return { ...state, notice: action.notice };
    case 'make message':
      return { ...state, makeMessage: action.plan };
    case 'draft':
      return {
        ...state,
        drafts: action.draft ? new Map(state.drafts).set(action.name, action.draft) : without(state.drafts, action.name),
      };
    case 'created':
      return {
        ...state,
        drafts: new Map(state.drafts).set(action.name, action.draft),
        selected: action.name,
        tab: FIRST_TAB,
        dialog: undefined,
      };
    case 'saved':
      return {
        ...state,
        folder: state.folder && replaceScreen(state.folder, action.name, action.files),
        drafts: without(state.drafts, action.name),
      };
    case 'save done':
      return {
        ...state,
        merging: state.merging?.name === action.name ? undefined : state.merging,
        notice: { tone: 'ok', text: `Saved ${savedScreenInWords(state.folder, action.name)}.` },
      };
    case 'conflict':
      return {
        ...state,
        folder: state.folder && action.current ? replaceScreen(state.folder, action.conflict.name, action.current) : state.folder,
        conflict: action.conflict,
      };
    case 'close conflict':
      return { ...state, conflict: undefined };
    case 'took theirs':
      return {
        ...state,
        conflict: undefined,
        copiesRevision: state.copiesRevision + 1,
        notice: {
          tone: 'ok',
          text: `You now have their version of ${action.name}. Your draft is kept as a copy: open it again from "Kept copies".`,
        },
      };
    case 'merge':
      return {
        ...state,
        drafts: action.rebased ? new Map(state.drafts).set(action.conflict.name, action.rebased) : state.drafts,
        merging: action.conflict,
        conflict: undefined,
        selected: action.conflict.name,
      };
    case 'merge done':
      return { ...state, merging: undefined };
  }
}
