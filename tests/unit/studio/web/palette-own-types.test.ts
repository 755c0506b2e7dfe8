// A project's own field type (the embed example's peso amount, as its package.json declares it) in
// the studio: in the palette with its help, added as a node the checker passes, and edited in the
// property panel by its own properties.
import { describe, expect, it } from 'vitest';

import { toOwnFieldTypes, toOwnTypeNames } from '../../../../engine/checker/index.ts';
import { declareActionType, declareBlockType, type OwnTypes } from '../../../../engine/core/index.ts';
import { checkScreenText } from '../../../../scripts/lib/check-screens.ts';
import { readOwnTypes } from '../../../../scripts/lib/own-types.ts';
import { insertNode, placeFor } from '../../../../studio/web/editor/node-edits.ts';
import { makeNode, paletteItems } from '../../../../studio/web/editor/palette.ts';
import { nodeForm } from '../../../../studio/web/editor/property-form.ts';

const ownTypes = (await readOwnTypes('examples/embed'))?.types as OwnTypes;

const screen = `{
  "schemaVersion": 1,
  "id": "loanRequest",
  "title": "Request a loan",
  "blocks": [{ "type": "form", "id": "request", "fields": [{ "type": "text", "name": "purpose", "label": "What is it for?" }] }]
}
`;

describe("the studio with a project's own field types", () => {
  it('lists the own type after the engine’s fields, with its declared help', () => {
    const fields = paletteItems(ownTypes).filter((item) => item.kind === 'field');
    expect(fields.at(-1)).toEqual({
      kind: 'field',
      type: 'pesoAmount',
      help: 'An amount in pesos, e.g. 1500.50; sent as whole centavos.',
      own: true,
    });
    expect(paletteItems().some((item) => item.type === 'pesoAmount')).toBe(false);
  });

  it('adds a field of the own type that the checker passes, its label a new text', () => {
    const doc = JSON.parse(screen) as Record<string, unknown>;
    const place = placeFor(doc, '/blocks/0/fields/0', 'field');
    const context = {
      doc,
      keyPrefix: 'loanRequest',
      takenKeys: new Set<string>(),
      screenId: 'loanRequest',
      endpoints: [],
      bridgeActions: [],
      parts: [],
      pages: [],
    };
    const made = makeNode('field', 'pesoAmount', context, ownTypes);
    expect(made.node?.value).toEqual({ type: 'pesoAmount', name: 'pesoAmountField', label: { msg: 'loanRequest.pesoAmountField.label' } });
    const files = insertNode({ screen, messages: null }, place as { list: string; index: number }, made.node!);
    const ownFieldTypes = toOwnFieldTypes(ownTypes);
    const madeKeys = new Set(made.node!.texts.map((text) => text.key));
    expect(checkScreenText('screen.json', files.screen, { ownFieldTypes, messageKeys: madeKeys })).toEqual([]);
    // Its label's key is checked as every field's is.
    const problems = checkScreenText('screen.json', files.screen, { ownFieldTypes, messageKeys: new Set() });
    expect(problems.map((problem) => problem.pointer)).toEqual(['/blocks/0/fields/1/label/msg']);
  });

  it("shows the own type's properties in the property panel, with their descriptions", () => {
    const doc = JSON.parse(screen) as { blocks: { fields: unknown[] }[] };
    doc.blocks[0].fields.push({ type: 'pesoAmount', name: 'amount', label: { msg: 'amount' }, maxPesos: 20000 });
    const form = nodeForm(doc, '/blocks/0/fields/1', { own: { en: { amount: 'Amount' } }, shared: {} }, {}, ownTypes);
    expect(form?.type).toBe('pesoAmount');
    expect(form?.description).toMatch(/^A peso amount/);
    const byName = new Map(form?.properties.map((property) => [property.name, property]));
    expect([...byName.keys()]).toEqual(['name', 'label', 'hint', 'minPesos', 'maxPesos']);
    expect(byName.get('label')).toMatchObject({ kind: 'text', key: 'amount', en: 'Amount' });
    expect(byName.get('maxPesos')).toMatchObject({ kind: 'number', value: 20000, description: 'The largest amount accepted.' });
    // Without the declarations the field is described as the engine's fields are.
    expect(nodeForm(doc, '/blocks/0/fields/1', { own: {}, shared: {} })?.properties.some((property) => property.name === 'maxPesos')).toBe(
      false,
    );
  });

  it('lists, adds and describes own block and action types as the engine’s', () => {
    const loanCard = declareBlockType({
      type: 'loanCard',
      help: { en: 'A loan at a glance.' },
      propertySchema: {
        type: 'object',
        required: ['type', 'title'],
        additionalProperties: false,
        properties: {
          type: { const: 'loanCard' },
          title: { $ref: 'text.schema.json#/$defs/Text' },
          showDueDate: { type: 'boolean', description: 'Whether the due date shows.' },
        },
      },
    });
    const share = declareActionType({
      type: 'share',
      propertySchema: {
        description: 'Opens the phone’s share sheet.',
        type: 'object',
        required: ['type', 'url'],
        additionalProperties: false,
        properties: { type: { const: 'share' }, url: { type: 'string' } },
      },
    });
    const own: OwnTypes = { blocks: [loanCard], actions: [share] };
    const items = paletteItems(own);
    expect(items.filter((item) => item.kind === 'block').at(-1)).toEqual({
      kind: 'block',
      type: 'loanCard',
      help: 'A loan at a glance.',
      own: true,
    });
    expect(items.filter((item) => item.kind === 'action').at(-1)).toEqual({
      kind: 'action',
      type: 'share',
      help: 'Opens the phone’s share sheet.',
      own: true,
    });

    const doc = JSON.parse(screen) as Record<string, unknown>;
    const context = {
      doc,
      keyPrefix: 'loanRequest',
      takenKeys: new Set<string>(),
      screenId: 'loanRequest',
      endpoints: [],
      bridgeActions: [],
      parts: [],
      pages: [],
    };
    const card = makeNode('block', 'loanCard', context, own);
    expect(card.node?.value).toEqual({ type: 'loanCard', title: { msg: 'loanRequest.loanCard.title' } });
    expect(makeNode('block', 'loanCard', context).problem).toBe("The schema has no block type 'loanCard'.");
    const placed = insertNode(
      { screen, messages: null },
      placeFor(doc, '/blocks/0', 'block') as { list: string; index: number },
      card.node!,
    );
    const keys = new Set(card.node!.texts.map((text) => text.key));
    expect(checkScreenText('screen.json', placed.screen, { ...toOwnTypeNames(own), messageKeys: keys })).toEqual([]);
    expect(makeNode('action', 'share', context, own).node?.value).toEqual({ type: 'share', url: 'url' });

    const withCard = JSON.parse(placed.screen) as unknown;
    const form = nodeForm(withCard, '/blocks/1', { own: {}, shared: {} }, {}, own);
    expect(form?.type).toBe('loanCard');
    expect(form?.properties.map((property) => property.name)).toEqual(['title', 'showDueDate']);
    expect(form?.properties[1]).toMatchObject({ kind: 'boolean', description: 'Whether the due date shows.' });
  });
});
