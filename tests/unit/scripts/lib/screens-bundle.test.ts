import { describe, expect, it } from 'vitest';

import { buildScreensBundle, expandIncludes } from '../../../../scripts/lib/screens-bundle.ts';

describe('expandIncludes', () => {
  const parts = new Map<string, unknown[]>([
    ['site-header', [{ type: 'nav', items: [] }]],
    [
      'legal',
      [
        { type: 'text', text: 'Terms' },
        { type: 'include', part: 'copyright' },
      ],
    ],
    ['copyright', [{ type: 'text', text: '© 2026' }]],
  ]);

  it('puts each part’s blocks in place of its include, in nested lists and parts too', () => {
    const screen = {
      blocks: [
        { type: 'include', part: 'site-header' },
        { type: 'stack', blocks: [{ type: 'include', part: 'legal' }] },
      ],
    };
    expect(expandIncludes(screen, parts)).toEqual({
      blocks: [
        { type: 'nav', items: [] },
        {
          type: 'stack',
          blocks: [
            { type: 'text', text: 'Terms' },
            { type: 'text', text: '© 2026' },
          ],
        },
      ],
    });
    // The screen itself is left as it was.
    expect(screen.blocks[0]).toEqual({ type: 'include', part: 'site-header' });
  });

  it('refuses a missing part and a cycle instead of looping', () => {
    expect(() => expandIncludes([{ type: 'include', part: 'nope' }], parts)).toThrow(/No part "nope"/);
    const cyclic = new Map<string, unknown[]>([
      ['a', [{ type: 'include', part: 'b' }]],
      ['b', [{ type: 'include', part: 'a' }]],
    ]);
    expect(() => expandIncludes([{ type: 'include', part: 'a' }], cyclic)).toThrow(/cycle: a → b → a/);
  });
});

describe('buildScreensBundle', () => {
  it('ships the official pages with the site header and footer in place, and no include left', () => {
    const bundle = buildScreensBundle();
    for (const name of ['officialHome', 'officialAbout', 'officialPolicy', 'officialContact']) {
      const file = bundle.files.find((candidate) => candidate.name === bundle.manifest.screens[name].file)!;
      const { screen } = JSON.parse(file.content) as { screen: { blocks: { type: string; id?: string }[] } };
      expect(screen.blocks[0]).toMatchObject({ type: 'nav', id: 'siteNav' });
      expect(screen.blocks.at(-1)).toMatchObject({ type: 'stack', id: 'siteFooter' });
      expect(file.content).not.toContain('"include"');
    }
  });
});
