// The studio store's helpers on the folder and the drafts: a screen's files as saved or edited,
// a draft after a change (none when back to the saved files), the folder after a save, the list's search.
import { describe, expect, it } from 'vitest';

import type { Draft } from '../../../../../studio/web/saving/drafts.ts';
import type { StudioFolder } from '../../../../../studio/web/shell/api.ts';
import {
  countByFile,
  countByScreen,
  currentFiles,
  draftAfter,
  listedScreens,
  parseOr,
  replaceScreen,
  routeOf,
  savedFiles,
  screenNames,
  withoutHint,
} from '../../../../../studio/web/store/files.ts';

const version = (text: string) => ({ text, hash: `hash of ${text}` });
const folder: StudioFolder = {
  screens: [
    { name: 'about', screen: version('{"id":"about","route":{"path":"/about"}}'), messages: null },
    { name: 'loan-detail', screen: version('{"id":"loanDetail"}'), messages: version('{"en":{"title":"Loan"}}') },
  ],
  shared: null,
  parts: [],
  known: { endpoints: [], bridgeActions: [], codeKeys: [] },
};
const draft = (screen: string, messages: string | null = null): Draft => ({
  screen,
  messages,
  base: { screen: null, messages: null },
  updatedAt: 1,
});

describe('a screen’s files', () => {
  it('reads them as saved, and as edited when the screen has a draft', () => {
    expect(savedFiles(folder, 'about')).toEqual({ screen: folder.screens[0].screen.text, messages: null });
    expect(savedFiles(folder, 'promo')).toBeUndefined();
    const drafts = new Map([['about', draft('{"id":"about2"}')]]);
    expect(currentFiles(folder, drafts, 'about')?.screen).toBe('{"id":"about2"}');
    expect(currentFiles(folder, drafts, 'loan-detail')?.messages).toBe('{"en":{"title":"Loan"}}');
  });

  it('names every screen, saved or only a draft, sorted', () => {
    expect(screenNames(folder, new Map([['a-new', draft('{}')]]))).toEqual(['a-new', 'about', 'loan-detail']);
    expect(screenNames(undefined, new Map())).toEqual([]);
  });
});

describe('a draft after a change', () => {
  it('starts from the saved files and remembers their versions', () => {
    const next = draftAfter(folder, new Map(), 'loan-detail', { screen: '{"id":"loanDetail","x":1}' }, 42);
    expect(next).toEqual({
      screen: '{"id":"loanDetail","x":1}',
      messages: '{"en":{"title":"Loan"}}',
      base: { screen: 'hash of {"id":"loanDetail"}', messages: 'hash of {"en":{"title":"Loan"}}' },
      // The texts it started from, for a three-way merge when someone else saves meanwhile.
      baseText: { screen: '{"id":"loanDetail"}', messages: '{"en":{"title":"Loan"}}' },
      updatedAt: 42,
    });
  });

  it('is gone when the files are the saved ones again', () => {
    const drafts = new Map([['about', draft('{"id":"about2"}')]]);
    expect(draftAfter(folder, drafts, 'about', { screen: folder.screens[0].screen.text }, 2)).toBeUndefined();
  });

  it('stays for a new screen, which has no saved files', () => {
    const drafts = new Map([['promo', draft('{"id":"promo"}')]]);
    expect(draftAfter(folder, drafts, 'promo', { messages: '{"en":{}}' }, 3)).toMatchObject({
      screen: '{"id":"promo"}',
      messages: '{"en":{}}',
    });
  });
});

describe('the folder after a save', () => {
  it('replaces a saved screen and adds a new one in order', () => {
    const saved = { screen: version('{"id":"about3"}'), messages: null };
    expect(replaceScreen(folder, 'about', saved).screens[0].screen.text).toBe('{"id":"about3"}');
    expect(replaceScreen(folder, 'b-screen', saved).screens.map((screen) => screen.name)).toEqual(['about', 'b-screen', 'loan-detail']);
  });
});

describe('the screen list', () => {
  const current = (name: string) => currentFiles(folder, new Map(), name);
  it('finds screens by name, route or text, any case', () => {
    expect(listedScreens(['about', 'loan-detail'], '  ', current)).toEqual(['about', 'loan-detail']);
    expect(listedScreens(['about', 'loan-detail'], 'LOAN', current)).toEqual(['loan-detail']);
    expect(listedScreens(['about', 'loan-detail'], '/about', current)).toEqual(['about']);
    expect(listedScreens(['about', 'loan-detail'], 'title', current)).toEqual(['loan-detail']);
    // By the title staff read, wherever it lives (a shared text's words are in neither file).
    const titleOf = (name: string) => (name === 'about' ? 'Who we are' : 'Your loan');
    expect(listedScreens(['about', 'loan-detail'], 'who WE', current, titleOf)).toEqual(['about']);
  });

  it('reads a route, none for a screen without one or broken JSON', () => {
    expect(routeOf(folder.screens[0].screen.text)).toBe('/about');
    expect(routeOf('{"id":')).toBe('');
    expect(routeOf(undefined)).toBe('');
  });

  it('counts problems by screen folder and by file', () => {
    const problems = [
      { file: 'screens/about/screen.json', pointer: '', message: 'a' },
      { file: 'screens/about/messages.json', pointer: '', message: 'b' },
      { file: 'screens/messages.json', pointer: '', message: 'c' },
    ];
    expect(countByScreen(problems)).toEqual(
      new Map([
        ['about', 2],
        ['(shared)', 1],
      ]),
    );
    expect(countByFile(problems).get('screens/about/screen.json')).toBe(1);
  });
});

describe('JSON helpers', () => {
  it('parses or falls back, and drops the editor’s $schema hint', () => {
    expect(parseOr('{"a":1}', {})).toEqual({ a: 1 });
    expect(parseOr('{', 'fallback')).toBe('fallback');
    expect(parseOr(null, 0)).toBe(0);
    expect(withoutHint({ $schema: 'x', id: 'a' })).toEqual({ id: 'a' });
  });
});
