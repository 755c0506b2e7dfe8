// "Make it a message": which literal is a text, the key proposed for it, and the files it changes.
import { json } from '@codemirror/lang-json';
import { syntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';

import {
  addMessage,
  findTextTarget,
  keyProblem,
  keyWords,
  messageReference,
  planMakeMessage,
  proposeKey,
  TEXT_PROPERTIES,
} from '../../../../studio/web/texts/make-message.ts';

const SCREEN = `{
  "id": "loanDetail",
  "data": { "loan": { "endpoint": "loanDetails" } },
  "blocks": [
    { "type": "button", "label": "Go and bind the card", "actions": [{ "type": "navigate", "to": "bindBank" }] },
    { "type": "text", "text": { "msg": "loanDetail.title" } },
    { "type": "select", "name": "bank", "optionsFrom": { "each": { "var": "data.banks" }, "label": "name", "value": "code" } },
    { "type": "text", "text": "" },
    { "type": "form", "id": "f", "fieldsFrom": { "each": [{ "object": { "key": "a", "label": "Device id" } }], "field": { "type": "text", "name": "x" } } }
  ]
}`;
const state = (at: string, offset = 2) =>
  EditorState.create({ doc: SCREEN, selection: { anchor: SCREEN.indexOf(at) + offset }, extensions: [json()] });
const targetAt = (at: string, offset?: number) => {
  const editor = state(at, offset);
  return findTextTarget(editor, editor.selection.main.from);
};

describe('make it a message', () => {
  it('reads the text properties from the screen language', () => {
    for (const name of ['title', 'label', 'text', 'placeholder', 'hint']) expect(TEXT_PROPERTIES.has(name)).toBe(true);
    for (const name of ['endpoint', 'to', 'type', 'id', 'name']) expect(TEXT_PROPERTIES.has(name)).toBe(false);
  });

  it('finds the literal text at the cursor, quotes included', () => {
    const found = targetAt('"Go and bind');
    expect(found.problem).toBeUndefined();
    const { from, to, text, property } = found.target!;
    expect({ text, property, literal: SCREEN.slice(from, to) }).toEqual({
      text: 'Go and bind the card',
      property: 'label',
      literal: '"Go and bind the card"',
    });
  });

  it('refuses a value that is no text, a property name, a data-driven label, an empty text and a non-string', () => {
    expect(targetAt('"loanDetails"').problem).toMatch(/^'endpoint' is not a text borrowers read, so it cannot become a message/);
    expect(targetAt('"bindBank"').problem).toMatch(/^'to' is not a text/);
    expect(targetAt('"label": "Go').problem).toBe(
      'That is a property name, not a text: put the cursor in the text after it, e.g. "label": "Submit".',
    );
    expect(targetAt('"name", "value"').problem).toBe(
      "'label' here is read from the data of each item, not a text: it cannot become a message.",
    );
    expect(targetAt('"Device id"').problem).toBe(
      "'label' here is data inside the expression 'object', not a text: it cannot become a message.",
    );
    expect(targetAt('"text": ""', 9).problem).toBe('This text is empty: there is nothing to translate.');
    expect(targetAt('{ "msg"', 0).problem).toMatch(/^Put the cursor in a text in quotes first/);
  });

  it('finds a text far down a file the editor has not parsed that far yet', () => {
    // A new editor state parses only the first few thousand characters; the rest is parsed later, between frames.
    const filler = Array.from({ length: 200 }, (_, index) => `    { "type": "text", "text": { "msg": "long.line${index}" } },`).join('\n');
    const doc = `{\n  "id": "long",\n  "blocks": [\n${filler}\n    { "type": "button", "label": "Pay it now" }\n  ]\n}`;
    const editor = EditorState.create({ doc, selection: { anchor: doc.indexOf('"Pay it now') + 2 }, extensions: [json()] });
    expect(doc.indexOf('"Pay it now')).toBeGreaterThan(10_000);
    expect(syntaxTree(editor).length).toBeLessThan(doc.length);
    expect(findTextTarget(editor, editor.selection.main.from).target?.text).toBe('Pay it now');
  });

  it("proposes a key with the screen's own prefix and the text's words, unique", () => {
    expect(keyWords('Go and bind the card')).toBe('goBindCard');
    expect(keyWords('Pay {amount} now')).toBe('payNow');
    expect(keyWords('Magbayad sa GCash')).toBe('magbayadGcash');
    expect(keyWords('₱ 100')).toBe('');
    expect(
      proposeKey({
        screenId: 'bindBank',
        ownKeys: ['bindBank.title', 'common.x', 'bindBank.cardType.bank'],
        taken: [],
        text: 'Save card',
        property: 'label',
      }),
    ).toBe('bindBank.saveCard');
    expect(
      proposeKey({ screenId: 'home', ownKeys: [], taken: ['home.saveCard', 'home.saveCard2'], text: 'Save card', property: 'label' }),
    ).toBe('home.saveCard3');
    expect(proposeKey({ screenId: 'home', ownKeys: [], taken: [], text: '100%', property: 'title' })).toBe('home.title');
  });

  it('checks the key the staff member types', () => {
    expect(keyProblem('loanDetail.bind', ['loanDetail.title'])).toBeUndefined();
    expect(keyProblem('bind card', [])).toMatch(/^A key is words joined by '\.'/);
    expect(keyProblem('loanDetail.title', ['loanDetail.title'])).toBe(
      `'loanDetail.title' is taken: choose another key (or use the existing text with {"msg": "loanDetail.title"}).`,
    );
  });

  it('plans with the keys of the screen, the shared texts and the code as taken', () => {
    const editor = state('"Go and bind');
    const messages = JSON.stringify({ en: { 'loanDetail.title': 'Loan details', 'loanDetail.goBindCard': 'x' }, fil: {} });
    const shared = JSON.stringify({ en: { 'engine.retry': 'Retry' } });
    const { plan } = planMakeMessage(editor, { screenId: 'loanDetail', messagesText: messages, sharedText: shared, codeKeys: ['app.x'] });
    expect(plan!.proposal).toBe('loanDetail.goBindCard2');
    expect(plan!.taken.sort()).toEqual(['app.x', 'engine.retry', 'loanDetail.goBindCard', 'loanDetail.title']);
    expect(planMakeMessage(editor, { screenId: 'loanDetail', messagesText: '{', sharedText: null, codeKeys: [] }).problem).toMatch(
      /^messages.json is not valid JSON/,
    );
  });

  it('writes the reference as the screen language does and adds the key in both languages', () => {
    expect(JSON.parse(messageReference('loanDetail.goBindCard'))).toEqual({ msg: 'loanDetail.goBindCard' });
    const before = `${JSON.stringify({ $schema: 'x', en: { 'a.b': 'A' }, fil: { 'a.b': 'Ah' } }, null, 2)}\n`;
    expect(JSON.parse(addMessage(before, 'a.c', 'Bind "card"', ''))).toEqual({
      $schema: 'x',
      en: { 'a.b': 'A', 'a.c': 'Bind "card"' },
      fil: { 'a.b': 'Ah', 'a.c': '' },
    });
    expect(JSON.parse(addMessage(null, 'a.c', 'C', 'Si'))).toEqual({
      $schema: '../../schemas/meta/messages.schema.json',
      en: { 'a.c': 'C' },
      fil: { 'a.c': 'Si' },
    });
  });
});
