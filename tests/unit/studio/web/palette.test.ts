// The palette's types come from the schema, and each new node passes the project's checker where
// it goes: every block in a screen, every field in a form, every action on a button.
import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import blockSchema from '../../../../schemas/meta/block.schema.json';
import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from '../../../../scripts/lib/app-names.ts';
import { checkScreens, readCodeMessageKeys } from '../../../../scripts/lib/check-screens.ts';
import { type Files, insertNode, placeFor } from '../../../../studio/web/editor/node-edits.ts';
import { makeNode, type PaletteContext, paletteItems } from '../../../../studio/web/editor/palette.ts';

const screen = `{
  "$schema": "../../schemas/meta/screen.schema.json",
  "schemaVersion": 1,
  "id": "promoNotes",
  "route": { "path": "/promoNotes" },
  "title": { "msg": "promoNotes.title" },
  "data": { "detail": { "endpoint": "loanDetails" } },
  "blocks": [
    { "type": "form", "id": "apply", "fields": [{ "type": "text", "name": "nickname", "label": { "msg": "promoNotes.nickname" } }] },
    { "type": "button", "label": { "msg": "promoNotes.send" }, "actions": [{ "type": "submit", "form": "apply" }] }
  ],
  "dialogs": [{ "id": "done", "blocks": [{ "type": "text", "text": { "msg": "promoNotes.title" } }] }]
}
`;
const messages = `{
  "en": { "promoNotes.title": "Notes", "promoNotes.nickname": "Nickname", "promoNotes.send": "Send" },
  "fil": { "promoNotes.title": "Mga tala", "promoNotes.nickname": "Palayaw", "promoNotes.send": "Ipadala" }
}
`;
const shared = { name: 'screens/messages.json', text: readFileSync('screens/messages.json', 'utf8') };
const parts = readdirSync('screens/parts').map((file) => ({
  name: file.replace(/\.json$/, ''),
  file: { name: `screens/parts/${file}`, text: readFileSync(`screens/parts/${file}`, 'utf8') },
}));
const known = { endpoints: new Set(ENDPOINT_NAMES), bridgeActions: new Set(BRIDGE_ACTION_NAMES), codeKeys: new Set(readCodeMessageKeys()) };
const check = (files: Files) =>
  checkScreens(
    {
      shared,
      parts,
      screens: [
        {
          folder: 'promo-notes',
          screen: { name: 'screens/promo-notes/screen.json', text: files.screen },
          messages: files.messages === null ? undefined : { name: 'screens/promo-notes/messages.json', text: files.messages },
        },
      ],
    },
    known,
  ).filter((problem) => problem.file.startsWith('screens/promo-notes/'));

const context = (doc: Record<string, unknown>): PaletteContext => ({
  doc,
  keyPrefix: 'promoNotes',
  takenKeys: new Set(Object.keys((JSON.parse(messages) as { en: object }).en)),
  screenId: 'promoNotes',
  endpoints: [...ENDPOINT_NAMES],
  bridgeActions: [...BRIDGE_ACTION_NAMES],
  parts: parts.map((part) => ({ name: part.name, text: part.file.text })),
  pages: ['about-us'],
  formId: 'apply',
});

describe('studio palette', () => {
  it('lists every block, field and action type of the schema, each with help', () => {
    const items = paletteItems();
    expect(items.filter((item) => item.kind === 'block').map((item) => item.type)).toEqual(blockSchema.$defs.BlockType.enum);
    expect(items.length).toBeGreaterThan(40);
    for (const item of items) expect(item.help.length, `${item.kind} ${item.type}`).toBeGreaterThan(5);
    expect(items.find((item) => item.kind === 'field' && item.type === 'digits')?.help).toBe('Non-digits stripped as typed.');
    expect(items.find((item) => item.kind === 'block' && item.type === 'barcode')?.help).toMatch(/^A Code 128 bar code/);
  });

  it('the files pass the checker before anything is added', () => {
    expect(check({ screen, messages })).toEqual([]);
  });

  const selections = { block: '/blocks/0', field: '/blocks/0/fields/0', action: '/blocks/1/actions/0' } as const;
  for (const item of paletteItems()) {
    it(`adds a ${item.type} ${item.kind} that passes the checker`, () => {
      const doc = JSON.parse(screen) as Record<string, unknown>;
      const place = placeFor(doc, selections[item.kind], item.kind);
      expect(place.problem).toBeUndefined();
      const made = makeNode(item.kind, item.type, context(doc));
      expect(made.problem).toBeUndefined();
      const files = insertNode({ screen, messages }, place as { list: string; index: number }, made.node!);
      expect(check(files)).toEqual([]);
      const after = JSON.parse(files.screen) as Record<string, unknown>;
      expect(JSON.stringify(after)).toContain(`"type":"${item.type}"`);
    });
  }
});
