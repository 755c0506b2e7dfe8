// The studio page's state, all of it in one store (store.ts): the screens folder as read, this
// browser's drafts, what is selected and shown, the checker's findings, the preview's frames, and
// the open dialog, notice and conflict. Changed only by the actions of reducer.ts.
import type { Messages as MessagesFile, Screen } from '@borrower/engine/schema-types';

import type { Problem } from '../editor/checker.ts';
import type { PhoneSize } from '../preview-panel/protocol.ts';
import type { Draft } from '../saving/drafts.ts';
import type { StudioFolder, StudioHistory } from '../shell/api.ts';
import type { MakeMessagePlan } from '../texts/make-message.ts';
import type { Conflict } from './conflict.ts';

/** A screen's two files as text; `messages` null when it has none. */
export interface Files {
  screen: string;
  messages: string | null;
}

/** A screen's tabs: staff's (its blocks, its texts, its history), then its two files as JSON for developers. */
export type Tab = 'screen' | 'blocks' | 'texts' | 'messages' | 'history';
/** The tab a screen opens on: its blocks, in staff's words (never its JSON). */
export const FIRST_TAB: Tab = 'blocks';
/** Each tab's title, in the tab row's order: staff's first, the two files as JSON last, named as developers'. */
export const TAB_TITLES = {
  blocks: 'Blocks',
  texts: 'Texts',
  history: 'History',
  screen: 'Screen file (developers)',
  messages: 'Messages file (developers)',
} as const satisfies Record<Tab, string>;
/** The tabs of a screen's files as JSON, for developers. */
export const isDeveloperTab = (tab: Tab) => tab === 'screen' || tab === 'messages';
/** The main area: the selected screen's files, one of the files beside the screens, all texts, or search and replace. */
export type MainView =
  | { kind: 'screen' }
  | { kind: 'file'; path: string }
  | { kind: 'texts' }
  | { kind: 'search'; query?: string }
  /** One block of a shared part in a property panel (a key/value list's arrangement, picked in the preview). */
  | { kind: 'part block'; part: string; pointer: string };

export interface FrameSetting {
  locale: 'en' | 'fil';
  size: PhoneSize;
}

export interface Notice {
  tone: 'ok' | 'error';
  text: string;
}

export type DialogName = 'save' | 'new' | 'save-all';
/** A text or page picked in a texts table: highlighted in the preview. */
export type TextPick = { key: string } | { page: string };

/** A screen as last checked good: what the preview runs while its draft has problems. */
export interface GoodScreen {
  screen: Screen;
  messages: MessagesFile;
}

export interface StudioState {
  folder?: StudioFolder;
  loadError?: string;
  /** This browser's drafts by screen (kept in IndexedDB too). */
  drafts: Map<string, Draft>;
  selected: string;
  tab: Tab;
  mainView: MainView;
  textPick?: TextPick;
  /** The screen list's search box. */
  search: string;
  /** The checker's findings on the folder as it would be saved, and their count by screen. */
  problems: Problem[];
  statusByScreen: Map<string, number>;
  lastGood: Map<string, GoodScreen>;
  /** Counts the checks that gave the preview a new good version. */
  revision: number;
  /** What the last check answered for (use-folder-check.ts): while it is not the input as edited now, a check is under way. */
  checkedInput?: object;
  /** The data scenario picked for each screen id. */
  scenarioByScreen: Record<string, number>;
  frames: FrameSetting[];
  dialog?: DialogName;
  notice?: Notice;
  /** The publish history (bundles, releases). */
  history?: StudioHistory;
  makeMessage?: MakeMessagePlan;
  conflict?: Conflict;
  /** A conflict being merged by hand in the editor. */
  merging?: Conflict;
  /** Counts changes to the kept copies, so their list reads them again. */
  copiesRevision: number;
}

/** The state before the folder is read; `selected` from the page's address (#name). */
export function initialState(selected: string): StudioState {
  return {
    drafts: new Map(),
    selected,
    tab: FIRST_TAB,
    mainView: { kind: 'screen' },
    search: '',
    problems: [],
    statusByScreen: new Map(),
    lastGood: new Map(),
    revision: 0,
    scenarioByScreen: {},
    frames: [
      { locale: 'en', size: '375x812' },
      { locale: 'fil', size: '320x568' },
    ],
    copiesRevision: 0,
  };
}
