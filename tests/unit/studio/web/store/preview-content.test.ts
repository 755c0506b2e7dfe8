// What the preview runs: saved screens, edited ones as last checked good, parts in place of their
// includes, the shared texts as edited (the saved ones while they do not parse) and the pages.
import { describe, expect, it } from 'vitest';

import type { StudioFolder } from '../../../../../studio/web/shell/api.ts';
import { previewContentOf } from '../../../../../studio/web/store/preview-content.ts';

const version = (text: string) => ({ text, hash: 'h' });
const folder: StudioFolder = {
  screens: [
    { name: 'about', screen: version('{"$schema":"x","id":"about","blocks":[{"type":"include","part":"footer"}]}'), messages: null },
    { name: 'broken', screen: version('{"id":'), messages: null },
  ],
  shared: version('{"en":{"hello":"Hello"}}'),
  parts: [],
  known: { endpoints: [], bridgeActions: [], codeKeys: [] },
};
const parts = [{ name: 'footer', text: '{"blocks":[{"type":"text","text":"Footer"}]}' }];

describe('the preview’s content', () => {
  it('runs saved screens with their parts in place, without the editor’s hint, and leaves out one that does not parse', () => {
    const content = previewContentOf(folder, new Map(), parts, undefined, new Map());
    expect(Object.keys(content.screens)).toEqual(['about']);
    expect(content.screens.about.screen).toEqual({ id: 'about', blocks: [{ type: 'text', text: 'Footer' }] });
    expect(content.screens.about.messages).toEqual({ en: {} });
    expect(content.shared).toEqual({ en: { hello: 'Hello' } });
  });

  it('runs the last good version of an edited or new screen, the edited shared texts and the pages', () => {
    const good = { screen: { id: 'about', blocks: [] } as never, messages: { en: { a: 'A' } } };
    const fresh = { screen: { id: 'promo', blocks: [] } as never, messages: { en: {} } };
    const content = previewContentOf(
      folder,
      new Map([
        ['about', good],
        ['promo', fresh],
      ]),
      parts,
      '{"en":{"hello":"Hi"}}',
      new Map([['content/about-us.md', '# About us']]),
    );
    expect(content.screens.about.messages).toEqual({ en: { a: 'A' } });
    expect(content.screens.promo).toBeDefined();
    expect(content.shared).toEqual({ en: { hello: 'Hi' } });
    expect(content.pages).toEqual({ 'about-us': '# About us' });
    expect(previewContentOf(folder, new Map(), parts, '{"en":', new Map()).shared).toEqual({ en: { hello: 'Hello' } });
  });
});
