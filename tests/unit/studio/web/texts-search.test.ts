// The studio's project-wide texts (where each text lives and which screens show it) and its search
// and replace across files.
import { describe, expect, it } from 'vitest';

import { findMatches, replaceIn } from '../../../../studio/web/search/search.ts';
import { buildTextIndex, needsTranslation, pointersShowing, setText } from '../../../../studio/web/texts/text-index.ts';

const shared = JSON.stringify(
  { en: { 'a.next': 'Next', 'a.help': 'Call customer service' }, fil: { 'a.next': 'Susunod', 'a.help': '' } },
  null,
  2,
);
const screen = (id: string, blocks: unknown[]) => JSON.stringify({ id, blocks });

describe('project texts', () => {
  const screens = [
    {
      name: 'one',
      screen: screen('one', [
        { type: 'button', label: { msg: 'a.next' } },
        { type: 'include', part: 'foot' },
      ]),
      messages: null,
    },
    {
      name: 'two',
      screen: screen('two', [
        { type: 'text', text: { msg: 'a.next' } },
        { type: 'markdown', source: 'about-us' },
      ]),
      messages: JSON.stringify({ en: { 'a.next': 'Go on' }, fil: { 'a.next': 'Tuloy' } }),
    },
  ];
  const parts = new Map([['foot', JSON.stringify({ blocks: [{ type: 'text', text: { msg: 'a.help' } }] })]]);
  const pages = new Map([
    ['content/about-us.md', '# Who we are\n\nText.'],
    ['content/about-us.fil.md', '# Sino kami'],
  ]);
  const index = buildTextIndex(screens, shared, parts, pages);

  it('lists the shared texts with the screens that show them (through parts too), and a screen of its own instead', () => {
    const next = index.rows.find((row) => row.key === 'a.next' && row.owner === 'shared');
    expect(next?.usedBy).toEqual(['one']);
    expect(index.rows.find((row) => row.key === 'a.help')?.usedBy).toEqual(['one']);
    expect(index.rows.find((row) => row.owner === 'two')).toMatchObject({ key: 'a.next', overrides: true, en: 'Go on', usedBy: ['two'] });
  });

  it('lists the Markdown pages with their Filipino text and the screens that show them', () => {
    expect(index.pages).toEqual([
      expect.objectContaining({ name: 'about-us', file: 'content/about-us.md', fil: '# Sino kami', usedBy: ['two'] }),
    ]);
  });

  it('marks translations missing or the same in both languages', () => {
    expect(needsTranslation({ en: 'Call', fil: '' })).toBe('missing');
    expect(needsTranslation({ en: 'Loan amount', fil: 'Loan amount' })).toBe('identical');
    expect(needsTranslation({ en: 'Next', fil: 'Susunod' })).toBeUndefined();
  });

  it('sets one text keeping the rest of the file as written', () => {
    const text = '{\n  "$schema": "x",\n  "en": { "a.b": "One" },\n  "fil": { "a.b": "Isa" }\n}\n';
    expect(setText(text, 'fil', 'a.b', 'Uno')).toBe('{\n  "$schema": "x",\n  "en": { "a.b": "One" },\n  "fil": { "a.b": "Uno" }\n}\n');
    expect(JSON.parse(setText(null, 'en', 'a.c', 'New'))).toEqual({
      $schema: '../../schemas/meta/messages.schema.json',
      en: { 'a.c': 'New' },
      fil: {},
    });
  });

  it("finds the preview's blocks that show a text or a page", () => {
    const run = {
      blocks: [
        { type: 'stack', blocks: [{ type: 'button', label: { msg: 'a.next' } }] },
        { type: 'markdown', source: 'about-us' },
      ],
    };
    expect(pointersShowing(run, { key: 'a.next' })).toEqual(['/blocks/0/blocks/0/label']);
    expect(pointersShowing(run, { page: 'about-us' })).toEqual(['/blocks/1']);
  });
});

describe('search and replace', () => {
  const files = [
    { path: 'screens/messages.json', text: '{\n  "en": { "customer service": "Call customer service", "b": "Customer services" }\n}\n' },
    { path: 'content/about-us.md', text: '# Us\n\nCustomer service phone.\nOur customer-service team.\n' },
  ];

  it("finds text in a JSON file's values only, never a property name", () => {
    const matches = findMatches(files, { query: 'customer service', caseSensitive: false, wholeWord: false });
    expect(matches.map((match) => [match.path, match.line])).toEqual([
      ['screens/messages.json', 2],
      ['screens/messages.json', 2],
      ['content/about-us.md', 3],
    ]);
    expect(matches[0].lineText.slice(matches[0].column, matches[0].column + matches[0].length)).toBe('customer service');
  });

  it('matches case and whole words when asked', () => {
    expect(findMatches(files, { query: 'Customer service', caseSensitive: true, wholeWord: false }).map((match) => match.line)).toEqual([
      2, 3,
    ]);
    expect(findMatches(files, { query: 'customer service', caseSensitive: false, wholeWord: true }).map((match) => match.path)).toEqual([
      'screens/messages.json',
      'content/about-us.md',
    ]);
    expect(findMatches(files, { query: '', caseSensitive: false, wholeWord: false })).toEqual([]);
  });

  it('replaces the chosen matches, escaping for JSON', () => {
    const matches = findMatches([files[0]], { query: 'customer service', caseSensitive: false, wholeWord: true });
    const after = replaceIn(files[0].text, files[0].path, matches, 'the "Customer Service"');
    expect(JSON.parse(after)).toEqual({ en: { 'customer service': 'Call the "Customer Service"', b: 'Customer services' } });
    const page = findMatches([files[1]], { query: 'customer service', caseSensitive: false, wholeWord: false });
    expect(replaceIn(files[1].text, files[1].path, page, 'Customer Service')).toContain('Customer Service phone.');
  });
});
