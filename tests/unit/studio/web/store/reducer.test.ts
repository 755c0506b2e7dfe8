// The studio's reducer: each action's change of the state, pure (no browser, no server).
import { describe, expect, it } from 'vitest';

import type { Draft } from '../../../../../studio/web/saving/drafts.ts';
import type { StudioFolder } from '../../../../../studio/web/shell/api.ts';
import type { Conflict } from '../../../../../studio/web/store/conflict.ts';
import { studioReducer } from '../../../../../studio/web/store/reducer.ts';
import { initialState, type StudioState } from '../../../../../studio/web/store/state.ts';

const version = (text: string) => ({ text, hash: `hash of ${text}` });
const folder: StudioFolder = {
  screens: [{ name: 'about', screen: version('{"id":"about"}'), messages: null }],
  shared: null,
  parts: [],
  known: { endpoints: [], bridgeActions: [], codeKeys: [] },
};
const draft = (screen: string): Draft => ({ screen, messages: null, base: { screen: null, messages: null }, updatedAt: 1 });
const loaded = (selected = ''): StudioState =>
  studioReducer(initialState(selected), { type: 'loaded', folder, drafts: new Map([['about', draft('{"id":"about2"}')]]) });
const conflict: Conflict = {
  name: 'about',
  mine: { screen: '{"id":"mine"}', messages: null },
  theirs: { screen: version('{"id":"theirs"}'), messages: null },
};

describe('the studio reducer', () => {
  it('takes the folder and drafts as read, and selects loan-detail when the address names no screen', () => {
    expect(loaded().selected).toBe('loan-detail');
    expect(loaded('about').selected).toBe('about');
    expect(loaded().drafts.get('about')?.screen).toBe('{"id":"about2"}');
  });

  it('shows a screen: selected, in the main area, on a tab, each only when asked', () => {
    const state = studioReducer(loaded('about'), { type: 'main view', view: { kind: 'texts' } });
    expect(studioReducer(state, { type: 'show screen', name: 'promo' })).toMatchObject({ selected: 'promo', mainView: { kind: 'texts' } });
    expect(studioReducer(state, { type: 'show screen', main: true, tab: 'messages' })).toMatchObject({
      selected: 'about',
      mainView: { kind: 'screen' },
      tab: 'messages',
    });
  });

  it('counts the checker’s problems by screen and keeps a good version for the preview', () => {
    const problems = [{ file: 'screens/about/messages.json', pointer: '', message: 'missing' }];
    const input = {};
    const bad = studioReducer(loaded(), { type: 'checked', input, problems });
    expect(bad.statusByScreen.get('about')).toBe(1);
    expect(bad.revision).toBe(0);
    // The answer names the input it was for: the check of that input is no longer under way.
    expect(bad.checkedInput).toBe(input);
    const good = studioReducer(bad, {
      type: 'checked',
      input: {},
      problems: [],
      good: { name: 'about', screen: { id: 'about', blocks: [] } as never, messages: { en: {} } },
    });
    expect(good.problems).toEqual([]);
    expect(good.lastGood.get('about')?.screen.id).toBe('about');
    expect(good.revision).toBe(1);
  });

  it('sets and drops a draft, leaving the state before unchanged', () => {
    const before = loaded();
    const dropped = studioReducer(before, { type: 'draft', name: 'about', draft: undefined });
    expect(dropped.drafts.has('about')).toBe(false);
    expect(before.drafts.has('about')).toBe(true);
    expect(studioReducer(dropped, { type: 'draft', name: 'x', draft: draft('{}') }).drafts.has('x')).toBe(true);
  });

  it('opens a screen on its blocks when the page loads, not on a developer’s file', () => {
    expect(loaded('about').tab).toBe('blocks');
  });

  it('shows another screen on its blocks when a developer’s file was open, and keeps a staff tab', () => {
    const onFile = studioReducer(loaded('about'), { type: 'tab', tab: 'screen' });
    expect(studioReducer(onFile, { type: 'show screen', name: 'about', main: true }).tab).toBe('screen');
    expect(studioReducer(onFile, { type: 'show screen', name: 'promo', main: true }).tab).toBe('blocks');
    const onMessages = studioReducer(loaded('about'), { type: 'tab', tab: 'messages' });
    expect(studioReducer(onMessages, { type: 'show screen', name: 'promo', main: true }).tab).toBe('blocks');
    const onTexts = studioReducer(loaded('about'), { type: 'tab', tab: 'texts' });
    expect(studioReducer(onTexts, { type: 'show screen', name: 'promo', main: true }).tab).toBe('texts');
    // A problem in another screen's file still opens that file.
    expect(studioReducer(onTexts, { type: 'show screen', name: 'promo', main: true, tab: 'screen' }).tab).toBe('screen');
  });

  it('creates a screen: its draft selected on its blocks, the dialog closed', () => {
    const state = studioReducer({ ...loaded(), dialog: 'new', tab: 'screen' }, { type: 'created', name: 'promo', draft: draft('{}') });
    expect(state).toMatchObject({ selected: 'promo', tab: 'blocks', dialog: undefined });
    expect(state.drafts.has('promo')).toBe(true);
  });

  it('after a save: the folder has the files, the draft and that screen’s merge are gone, the notice says so', () => {
    let state: StudioState = { ...loaded(), merging: conflict };
    state = studioReducer(state, { type: 'saved', name: 'about', files: { screen: version('{"id":"about2"}'), messages: null } });
    expect(state.folder?.screens[0].screen.text).toBe('{"id":"about2"}');
    expect(state.drafts.has('about')).toBe(false);
    expect(state.merging).toBe(conflict);
    state = studioReducer(state, { type: 'save done', name: 'about' });
    expect(state.merging).toBeUndefined();
    // Named as staff know it: its title (none here: the folder name) and its address.
    expect(state.notice).toEqual({ tone: 'ok', text: "Saved 'about' (/about2)." });
  });

  it('a conflict brings their version into the folder; taking theirs closes it with a notice and counts the kept copy', () => {
    let state = studioReducer(loaded(), { type: 'conflict', conflict, current: { screen: version('{"id":"theirs"}'), messages: null } });
    expect(state.conflict).toBe(conflict);
    expect(state.folder?.screens[0].screen.text).toBe('{"id":"theirs"}');
    state = studioReducer(state, { type: 'took theirs', name: 'about' });
    expect(state.conflict).toBeUndefined();
    expect(state.copiesRevision).toBe(1);
    expect(state.notice?.text).toMatch(/^You now have their version of about\./);
  });

  it('merging by hand selects the screen with its rebased draft and ends with merge done', () => {
    const rebased = draft('{"id":"rebased"}');
    let state = studioReducer({ ...loaded('other'), conflict }, { type: 'merge', conflict, rebased });
    expect(state).toMatchObject({ selected: 'about', merging: conflict, conflict: undefined });
    expect(state.drafts.get('about')).toBe(rebased);
    state = studioReducer(state, { type: 'merge done' });
    expect(state.merging).toBeUndefined();
  });

  it('changes one frame and one screen’s scenario', () => {
    const state = studioReducer(studioReducer(loaded(), { type: 'frame', index: 1, change: { locale: 'en' } }), {
      type: 'scenario',
      screenId: 'loanDetail',
      index: 2,
    });
    expect(state.frames).toEqual([
      { locale: 'en', size: '375x812' },
      { locale: 'en', size: '320x568' },
    ]);
    expect(state.scenarioByScreen).toEqual({ loanDetail: 2 });
  });
});
