// What the studio's model derives from the folder as edited: the checker's input (drafts in), the
// version of the selected screen the preview may follow after a check, the names the editor
// completes and the files search and replace looks in.
import { describe, expect, it } from 'vitest';

import type { Problem } from '../../../../../studio/web/editor/checker.ts';
import type { Draft } from '../../../../../studio/web/saving/drafts.ts';
import type { StudioFolder } from '../../../../../studio/web/shell/api.ts';
import { currentFiles } from '../../../../../studio/web/store/files.ts';
import { checkInputOf, goodVersionOf } from '../../../../../studio/web/store/folder-check.ts';
import { completionNamesOf, searchFilesOf } from '../../../../../studio/web/store/studio-lists.ts';

const version = (text: string) => ({ text, hash: `hash of ${text}` });
const folder: StudioFolder = {
  screens: [
    { name: 'about', screen: version('{"id":"about"}'), messages: null },
    { name: 'loan', screen: version('{"id":"loan"}'), messages: version('{"en":{"title":"Loan"}}') },
  ],
  shared: version('{"en":{"ok":"OK"}}'),
  parts: [{ name: 'footer', text: '{"blocks":[]}' }],
  known: { endpoints: ['submitLoan', 'getOffer'], bridgeActions: ['close'], codeKeys: [] },
};
const drafts = new Map<string, Draft>([
  [
    'loan',
    {
      screen: '{"id":"loan","dialogs":{"help":{}}}',
      messages: '{"en":{"title":"Your loan"}}',
      base: { screen: null, messages: null },
      updatedAt: 1,
    },
  ],
]);
const current = (name: string) => currentFiles(folder, drafts, name);
const problem = (file: string): Problem => ({ file, pointer: '', message: 'wrong' });

describe('the checker’s input', () => {
  it('holds the shared texts, the parts and every screen as edited, a screen without texts without a messages file', () => {
    const input = checkInputOf(folder, drafts, ['about', 'loan'], '{"en":{}}', [{ name: 'footer', text: '{}' }]);
    expect(input.shared).toEqual({ name: 'screens/messages.json', text: '{"en":{}}' });
    expect(input.parts).toEqual([{ name: 'footer', file: { name: 'screens/parts/footer.json', text: '{}' } }]);
    expect(input.screens).toEqual([
      { folder: 'about', screen: { name: 'screens/about/screen.json', text: '{"id":"about"}' }, messages: undefined },
      {
        folder: 'loan',
        screen: { name: 'screens/loan/screen.json', text: drafts.get('loan')?.screen },
        messages: { name: 'screens/loan/messages.json', text: '{"en":{"title":"Your loan"}}' },
      },
    ]);
    expect(checkInputOf(folder, drafts, [], undefined, []).shared).toBeUndefined();
  });
});

describe('the version the preview follows', () => {
  const files = { screen: '{"id":"loan","$schema":"../../schemas/screen.json"}', messages: '{"en":{"title":"Loan"}}' };
  it('is the edited one when its screen has no problem and its texts parse, the schema hint left out', () => {
    expect(goodVersionOf('loan', files, [problem('screens/loan/messages.json')])).toEqual({
      name: 'loan',
      screen: { id: 'loan' },
      messages: { en: { title: 'Loan' } },
    });
  });
  it('is none while its screen has a problem or its texts do not parse', () => {
    expect(goodVersionOf('loan', files, [problem('screens/loan/screen.json')])).toBeUndefined();
    expect(goodVersionOf('loan', { ...files, messages: '{"en":' }, [])).toBeUndefined();
  });
});

describe('the lists panels read', () => {
  it('completes the screen’s and the shared texts’ keys, the app’s names, the routes and the screen’s dialogs, sorted', () => {
    const names = completionNamesOf(current('loan'), '{"en":{"ok":"OK","title":"T"}}', folder, {
      screens: { b: { screen: { id: 'zeta' }, messages: { en: {} } }, a: { screen: { id: 'alpha' }, messages: { en: {} } } },
    } as never);
    expect(names).toEqual({
      messageKeys: ['ok', 'title'],
      endpoints: ['getOffer', 'submitLoan'],
      routes: ['alpha', 'zeta'],
      bridgeActions: ['close'],
      dialogs: ['help'],
    });
    expect(completionNamesOf(undefined, undefined, undefined, undefined)).toEqual({
      messageKeys: [],
      endpoints: [],
      routes: [],
      bridgeActions: [],
      dialogs: [],
    });
  });

  it('searches every screen’s files as edited, then each file beside the screens once, drafts in', () => {
    const texts: Record<string, string> = { 'screens/messages.json': '{}', 'content/en/about-us.md': '# About' };
    const found = searchFilesOf(
      ['about', 'loan'],
      current,
      ['screens/messages.json'],
      ['content/en/about-us.md', 'screens/messages.json'],
      (path) => texts[path],
    );
    expect(found.map((file) => file.path)).toEqual([
      'screens/about/screen.json',
      'screens/loan/screen.json',
      'screens/loan/messages.json',
      'screens/messages.json',
      'content/en/about-us.md',
    ]);
    expect(found[2].text).toBe('{"en":{"title":"Your loan"}}');
    expect(found[4].text).toBe('# About');
  });
});
