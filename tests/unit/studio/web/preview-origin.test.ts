import { describe, expect, it } from 'vitest';

import { applyRowLabels, rowLabelsOf } from '../../../../studio/web/editor/row-labels.ts';
import { describePreviewPick, type OriginContext, resolvePreviewPointer } from '../../../../studio/web/preview-panel/preview-origin.ts';

const part = [
  { type: 'text', text: { msg: 'loanDetail.details' } },
  { type: 'keyValueList', items: { var: 'data.loan.userOrderDetail.detail' }, labelKey: 'text', valueKey: 'value' },
];
const screen = {
  data: { loan: { endpoint: 'loanDetails' } },
  blocks: [
    { type: 'text', text: { msg: 'own.title' } },
    { type: 'include', part: 'order-summary' },
    {
      type: 'text',
      text: { value: { if: [{ empty: { var: 'data.loan.telephone' } }, { var: 'config.servicePhone' }, { var: 'data.loan.telephone' }] } },
    },
    { type: 'markdown', source: 'about-us' },
  ],
};
const context: OriginContext = {
  screen,
  parts: new Map([['order-summary', part]]),
  ownKeys: new Set(['own.title']),
  sharedKeys: new Set(['loanDetail.details']),
  screensShowingText: () => ['loan-detail', 'order-list'],
  screensUsingPart: () => ['loan-detail', 'order-list'],
};

describe('where a block picked in the preview comes from', () => {
  it('finds a block of an included part by the pointer the preview runs, with its place in the part', () => {
    expect(resolvePreviewPointer(screen, context.parts, '/blocks/2')).toMatchObject({
      source: '/blocks/1',
      part: 'order-summary',
      partPointer: '/blocks/1',
    });
    expect(resolvePreviewPointer(screen, context.parts, '/blocks/3')).toMatchObject({ source: '/blocks/2' });
    expect(resolvePreviewPointer(screen, context.parts, '/blocks/9')).toBeUndefined();
  });

  it('names the server reply and field of a list, and offers its arrangement in the part', () => {
    const origin = describePreviewPick('/blocks/2', { text: '', values: { 'data.loan.userOrderDetail.detail': 9 } }, context);
    expect(origin?.what).toBe('Rows of a list');
    expect(origin?.lines.join(' ')).toContain(
      "the loanDetails reply, field userOrderDetail.detail (9 rows in this scenario). It is changed in the lender's system",
    );
    expect(origin?.lines.join(' ')).toContain('shared part "order-summary", used on 2 screens');
    expect(origin?.actions).toEqual([
      { kind: 'arrange', pointer: '/blocks/1', part: 'order-summary' },
      { kind: 'open-part', part: 'order-summary' },
    ]);
  });

  it("says the hotline borrowers see is the order's own, the configuration's only without one", () => {
    const values = { 'config.servicePhone': '+63 2 8123 4567', 'data.loan.telephone': '(02) 8876 5432' };
    const withOrder = describePreviewPick('/blocks/3', { text: '(02) 8876 5432', values }, context)?.lines.join(' ');
    expect(withOrder).toContain('the loanDetails reply, field telephone');
    expect(withOrder).toContain('IT sets this in the app\'s configuration (servicePhone, now "+63 2 8123 4567")');
    expect(withOrder).toContain("In this scenario borrowers see (02) 8876 5432: the order's own number.");
    const without = describePreviewPick('/blocks/3', { text: '', values: { ...values, 'data.loan.telephone': '' } }, context)?.lines.join(
      ' ',
    );
    expect(without).toContain("In this scenario borrowers see +63 2 8123 4567: the configuration's, as the order carries none.");
  });

  it('tells own texts from shared ones, and a Markdown page', () => {
    expect(describePreviewPick('/blocks/0', undefined, context)?.actions).toEqual([{ kind: 'edit-text', key: 'own.title', shared: false }]);
    const shared = describePreviewPick('/blocks/1', undefined, context);
    expect(shared?.lines[0]).toBe(
      'A shared text (loanDetail.details), on 2 screens: a change shows everywhere it is used, unless you change it only here.',
    );
    expect(shared?.actions.map((action) => action.kind)).toEqual(['edit-text', 'open-part']);
    expect(describePreviewPick('/blocks/4', undefined, context)?.actions).toEqual([{ kind: 'open-page', source: 'about-us' }]);
  });
});

describe('a list’s new row titles as a table', () => {
  const file = '{\n  "blocks": [{ "type": "keyValueList", "items": [] }]\n}\n';
  it('writes each title as a text in both languages, and removes the texts of lines taken out', () => {
    const first = applyRowLabels(
      file,
      null,
      '/blocks/0',
      undefined,
      [
        { row: 'Payout account', en: 'Your account', fil: 'Iyong account' },
        { row: '', en: '', fil: '' },
      ],
      'orderSummary',
    );
    const labels = (JSON.parse(first.file) as { blocks: { rowLabels?: unknown }[] }).blocks[0].rowLabels;
    expect(labels).toEqual({ 'Payout account': { msg: 'orderSummary.rowLabel1' } });
    const texts = JSON.parse(first.messages) as { en: Record<string, string>; fil: Record<string, string> };
    expect(rowLabelsOf(labels, [texts])).toEqual([{ row: 'Payout account', en: 'Your account', fil: 'Iyong account' }]);
    const second = applyRowLabels(first.file, first.messages, '/blocks/0', labels, [], 'orderSummary');
    expect((JSON.parse(second.file) as { blocks: { rowLabels?: unknown }[] }).blocks[0].rowLabels).toBeUndefined();
    expect((JSON.parse(second.messages) as { en: Record<string, string> }).en).toEqual({});
  });
});
