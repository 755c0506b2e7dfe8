// A shared part's new row titles are new shared texts: which files the studio page saves together,
// the part and shared texts a row-titles table makes, and what the page says after such a save.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { applyPartRowLabels, partLabelStem, rowLabelsOf } from '../../../../studio/web/editor/row-labels.ts';
import { filesInWords, filesSavedWith, keysNamed, saveGroups, saveTogetherNotice } from '../../../../studio/web/saving/save-together.ts';

const PART = 'screens/parts/order-summary.json';
const OTHER_PART = 'screens/parts/site-footer.json';
const SHARED = 'screens/messages.json';
const PAGE = 'content/about-us.md';
const saved = new Map([PART, OTHER_PART, SHARED, PAGE].map((path) => [path, { text: readFileSync(path, 'utf8') }]));
/** The detail rows' list in the part. */
const LIST = '/blocks/2';

const titled = (lines = [{ row: 'Due date', en: 'Pay by', fil: 'Bayaran bago ang' }]) =>
  applyPartRowLabels(saved.get(PART)!.text, saved.get(SHARED)!.text, 'order-summary', LIST, lines);

describe("a shared part's row titles", () => {
  it('are shared texts in both languages, named after the part and the list', () => {
    const next = titled();
    const list = (JSON.parse(next.part) as { blocks: { type: string; rowLabels?: unknown }[] }).blocks[2];
    expect(list.type).toBe('keyValueList');
    expect(list.rowLabels).toEqual({ 'Due date': { msg: 'orderSummary.list2.rowLabel1' } });
    const shared = JSON.parse(next.shared) as { en: Record<string, string>; fil: Record<string, string> };
    expect(shared.en['orderSummary.list2.rowLabel1']).toBe('Pay by');
    expect(shared.fil['orderSummary.list2.rowLabel1']).toBe('Bayaran bago ang');
    // The table reads them back from the shared texts, as it does a screen's own.
    expect(rowLabelsOf(list.rowLabels, [{}, shared])).toEqual([{ row: 'Due date', en: 'Pay by', fil: 'Bayaran bago ang' }]);
  });

  it('take their texts off the shared texts when a title is taken off, and leave the files as saved when none is left', () => {
    const first = titled();
    const none = applyPartRowLabels(first.part, first.shared, 'order-summary', LIST, []);
    expect(JSON.parse(none.part)).toEqual(JSON.parse(saved.get(PART)!.text));
    expect(JSON.parse(none.shared)).toEqual(JSON.parse(saved.get(SHARED)!.text));
  });

  it("use the list's id when it has one, else its place, so two lists of one part never share a text", () => {
    expect(partLabelStem('order-summary', '/blocks/2', { id: 'details' })).toBe('orderSummary.details');
    expect(partLabelStem('order-summary', '/blocks/2', {})).toBe('orderSummary.list2');
    expect(partLabelStem('site-footer', '/blocks/1/blocks/0', {})).toBe('siteFooter.list1-0');
  });
});

describe('files saved together', () => {
  it('ties a part to the shared texts when its new titles are new shared texts: saving either saves both', () => {
    const next = titled();
    const drafts = new Map([
      [PART, { text: next.part }],
      [SHARED, { text: next.shared }],
      [PAGE, { text: 'A page changed too.' }],
    ]);
    expect(filesSavedWith(PART, { drafts, saved })).toEqual([PART, SHARED]);
    expect(filesSavedWith(SHARED, { drafts, saved })).toEqual([PART, SHARED]);
    expect(filesSavedWith(PAGE, { drafts, saved })).toEqual([PAGE]);
    expect(saveGroups({ drafts, saved })).toEqual([[PART, SHARED], [PAGE]]);
  });

  it('ties them too when a title is taken off (its text goes from the shared texts)', () => {
    const first = titled();
    const savedWithTitle = new Map([...saved, [PART, { text: first.part }], [SHARED, { text: first.shared }]]);
    const none = applyPartRowLabels(first.part, first.shared, 'order-summary', LIST, []);
    const drafts = new Map([
      [SHARED, { text: none.shared }],
      [PART, { text: none.part }],
    ]);
    expect(saveGroups({ drafts, saved: savedWithTitle })).toEqual([[PART, SHARED]]);
  });

  it('keeps files apart that do not need each other: a shared text reworded, a part changed elsewhere', () => {
    const shared = saved.get(SHARED)!.text.replace('"Customer service"', '"Customer Service"');
    const part = saved.get(OTHER_PART)!.text.replace('"description": "', '"description": "The footer. ');
    const drafts = new Map([
      [OTHER_PART, { text: part }],
      [SHARED, { text: shared }],
    ]);
    expect(saveGroups({ drafts, saved })).toEqual([[OTHER_PART], [SHARED]]);
    // Only the part tied to the shared texts goes with them.
    const next = titled();
    const both = new Map([...drafts, [PART, { text: next.part }], [SHARED, { text: next.shared }]]);
    expect(filesSavedWith(SHARED, { drafts: both, saved })).toEqual([PART, SHARED]);
    expect(filesSavedWith(OTHER_PART, { drafts: both, saved })).toEqual([OTHER_PART]);
  });

  it('reads the keys a file names, and none of a half-typed one', () => {
    expect([...keysNamed('{"a": {"msg": "x.y"}, "b": [{"msg": "x.z"}]}')!]).toEqual(['x.y', 'x.z']);
    expect(keysNamed('{"a": {"msg": ')).toBeUndefined();
    expect(
      filesSavedWith(PART, {
        drafts: new Map([
          [PART, { text: '{' }],
          [SHARED, { text: '{' }],
        ]),
        saved,
      }),
    ).toEqual([PART]);
  });

  it('says what was saved, or why nothing was, in staff words', () => {
    expect(filesInWords([PART, SHARED])).toBe('the shared part order-summary and the shared texts');
    // Given the texts, a page by its own heading; the Filipino text says so.
    const pages: Record<string, string> = { 'content/about-us.md': '# Who we are\n\nText', 'content/about-us.fil.md': '# Sino kami\n' };
    expect(filesInWords(['content/about-us.md'], (path) => pages[path])).toBe("the page 'Who we are'");
    expect(filesInWords(['content/about-us.fil.md', SHARED], (path) => pages[path])).toBe(
      "the page 'Sino kami' (Filipino) and the shared texts",
    );
    expect(filesInWords(['content/about-us.md'])).toBe('the page about-us');
    const file = { path: SHARED, kind: 'shared' as const, text: '{}', hash: 'h' };
    expect(saveTogetherNotice([PART, SHARED], { status: 'saved', files: [file] })).toEqual([
      'ok',
      'Saved the shared part order-summary and the shared texts together.',
    ]);
    const [tone, text] = saveTogetherNotice([PART, SHARED], {
      status: 'conflict',
      conflicts: [{ path: SHARED, current: file }],
    });
    expect(tone).toBe('error');
    expect(text).toMatch(/^Not saved: the shared texts was changed since you opened it .* Nothing was written, and your changes are kept/);
    expect(text).not.toMatch(/messages\.json|\{|\}/);
    const problems = saveTogetherNotice([PART, SHARED], {
      status: 'problems',
      problems: [{ file: SHARED, pointer: '', message: 'x' }],
    });
    expect(problems[1]).toBe(
      'Not saved: the checker found 1 problem(s) in the shared part order-summary and the shared texts together. Nothing was written.',
    );
  });
});
