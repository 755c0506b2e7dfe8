// Changes in words: each kind of change as staff read it, never as JSON, pointers or bare keys.
import { describe, expect, it } from 'vitest';

import { type Change, describeScreen, describeTexts } from '../../../../studio/web/publishing/describe-change.ts';

const line = (change: Change) =>
  `${change.where}${change.before !== undefined || change.after !== undefined ? ': ' : ''}${change.before ?? ''}${
    change.before !== undefined && change.after !== undefined ? ' → ' : ''
  }${change.after ?? ''}`;
const lines = (changes: Change[]) => changes.map(line);

const messages = {
  en: {
    'loan.title': 'Review your loan',
    'loan.description': 'Description',
    'loan.amount': 'Amount',
    'loan.due': 'Due date',
    'loan.payout': 'Payout account',
    'loan.reference': 'Reference number',
    'loan.confirm': 'Confirm',
  },
  fil: { 'loan.title': 'Suriin ang iyong loan', 'loan.description': 'Paglalarawan' },
};
const field = (name: string, label: string, extra: object = {}) => ({ type: 'text', name, label: { msg: label }, ...extra });
const screen = (fields: object[], extra: object = {}) => ({
  $schema: '../../schemas/meta/screen.schema.json',
  id: 'loanConfirm',
  route: { path: '/loanConfirm' },
  title: { msg: 'loan.title' },
  blocks: [{ type: 'form', id: 'loan', fields }],
  footer: [{ type: 'button', label: { msg: 'loan.confirm' }, actions: [{ type: 'submit', form: 'loan' }] }],
  ...extra,
});
const FIELDS = [
  field('description', 'loan.description'),
  { type: 'number', name: 'amount', label: { msg: 'loan.amount' }, max: 20000 },
  field('due', 'loan.due'),
  field('payout', 'loan.payout'),
];
const describeFields = (after: object[], extra: object = {}) =>
  lines(describeScreen(screen(FIELDS), screen(after, extra), { before: messages, after: messages }));

describe('texts, per language, old → new', () => {
  it('a changed English text is one line; the unchanged Filipino one is not listed', () => {
    const after = { ...messages, en: { ...messages.en, 'loan.title': 'Check your loan' } };
    const changes = describeTexts(messages, after, "on screen 'Review your loan'");
    expect(lines(changes)).toEqual(["Text “Review your loan” on screen 'Review your loan': “Review your loan” → “Check your loan”"]);
    // The key only for a developer's tooltip, never in the words.
    expect(changes[0].key).toBe('loan.title');
    expect(changes[0].detail).toBeUndefined();
  });

  it('a changed Filipino text names the English it goes with', () => {
    const after = { ...messages, fil: { ...messages.fil, 'loan.title': 'Tingnan ang iyong loan' } };
    expect(lines(describeTexts(messages, after, 'in the shared texts'))).toEqual([
      'Filipino text of “Review your loan” in the shared texts: “Suriin ang iyong loan” → “Tingnan ang iyong loan”',
    ]);
  });

  it('a new text and a removed one, per language', () => {
    const after = { en: { ...messages.en, 'loan.note': 'Paid on time' }, fil: { 'loan.title': 'Suriin ang iyong loan' } };
    expect(lines(describeTexts(messages, after))).toEqual([
      'Removed Filipino text of “Description”: “Paglalarawan”',
      'New text: “Paid on time”',
    ]);
  });

  it('reads the files as saved (text with $schema) or as bundled (objects), and a new file as all new', () => {
    const text = JSON.stringify({ $schema: 'x', en: { a: 'One' } });
    expect(lines(describeTexts(null, text))).toEqual(['New text: “One”']);
    expect(describeTexts(text, { en: { a: 'One' } })).toEqual([]);
  });

  it('a rollback reads from what is live to what goes live, not as removed', () => {
    const live = { en: { 'loan.title': 'Check your loan' } };
    const earlier = { en: { 'loan.title': 'Review your loan' } };
    expect(lines(describeTexts(live, earlier))).toEqual(['Text “Check your loan”: “Check your loan” → “Review your loan”']);
  });
});

describe("a screen's structure in words", () => {
  it('a new field: its kind, whether required, its limit, and where', () => {
    const reference = { type: 'digits', name: 'reference', label: { msg: 'loan.reference' }, maxLength: 20 };
    const changes = describeFields([FIELDS[0], reference, ...FIELDS.slice(1)]);
    expect(changes).toEqual(["Added field 'Reference number' (digits, optional, at most 20 characters) after 'Description'"]);
  });

  it('a removed field', () => {
    expect(describeFields([FIELDS[0], FIELDS[1], FIELDS[3]])).toEqual(["Removed field 'Due date'"]);
  });

  it('a moved field, below the one it now follows', () => {
    expect(describeFields([FIELDS[0], FIELDS[1], FIELDS[3], FIELDS[2]])).toEqual(["Moved field 'Payout account' below 'Amount'"]);
  });

  it('a changed property, with its unit and no JSON', () => {
    expect(describeFields([FIELDS[0], { ...FIELDS[1], max: 50000 }, FIELDS[2], FIELDS[3]])).toEqual([
      "Changed field 'Amount': at most: 20000 → 50000",
    ]);
    expect(describeFields([field('description', 'loan.description', { maxLength: 200 }), ...FIELDS.slice(1)])).toEqual([
      "Changed field 'Description': at most set to: 200 characters",
    ]);
  });

  it('a field made required, and a condition named without showing it', () => {
    const required = field('description', 'loan.description', { rules: { required: {} } });
    expect(describeFields([required, ...FIELDS.slice(1)])).toEqual(["Changed field 'Description': now required"]);
    const hidden = field('description', 'loan.description', { visibleWhen: { '==': [{ var: 'data.x' }, 1] } });
    expect(describeFields([hidden, ...FIELDS.slice(1)])).toEqual(["Changed field 'Description': when it shows set"]);
  });

  it('the address and the title by what borrowers read', () => {
    const changes = describeScreen(screen(FIELDS), screen(FIELDS, { route: { path: '/reviewLoan' }, title: { msg: 'loan.due' } }), {
      before: messages,
      after: messages,
    });
    expect(lines(changes)).toEqual([
      'Changed the address: /loanConfirm → /reviewLoan',
      "Changed the screen's title: “Review your loan” → “Due date”",
    ]);
  });

  it('a block added to the footer and a button removed', () => {
    const after = screen(FIELDS, { footer: [{ type: 'text', text: { msg: 'loan.due' } }] });
    expect(lines(describeScreen(screen(FIELDS), after, { before: messages, after: messages }))).toEqual([
      "Added text 'Due date' at the top in the footer",
      "Removed button 'Confirm' in the footer",
    ]);
  });

  it('a part changed', () => {
    const part = (text: string) => ({ description: 'Footer', blocks: [{ type: 'text', text }] });
    expect(lines(describeScreen(part('© Lender'), part('© The lender'), { what: 'the part' }))).toEqual([
      "Changed text '© Lender': text: “© Lender” → “© The lender”",
    ]);
  });

  it('never shows JSON, a pointer or a position', () => {
    const before = screen(FIELDS, { data: { init: { endpoint: 'a' } } });
    const after = screen([...FIELDS].reverse(), { data: { init: { endpoint: 'b', params: { x: { var: 'query.x' } } } } });
    for (const text of lines(describeScreen(before, after, { before: messages, after: messages })))
      expect(text).not.toMatch(/[{}[\]]|\/\d|›|null/);
  });
});
