// Blocks, fields and actions inserted, moved, duplicated and deleted as edits of the files' text:
// the rest of each file keeps its layout, and texts come and go with their nodes.
import { describe, expect, it } from 'vitest';

import {
  deleteNode,
  duplicateNode,
  moveNode,
  moveNodeTo,
  placeFor,
  setMessage,
  setProperty,
} from '../../../../studio/web/editor/node-edits.ts';

const screen = `{
  "id": "promo",
  "blocks": [
    { "type": "text", "text": { "msg": "promo.intro" } },
    { "type": "form", "id": "apply", "fields": [
      { "type": "text", "name": "nickname", "label": { "msg": "promo.nickname" } },
      { "type": "phone", "name": "mobile", "label": { "msg": "promo.mobile" } }
    ] },
    { "type": "button", "label": { "msg": "promo.intro" }, "actions": [] }
  ]
}
`;
const messages = `{
  "en": { "promo.intro": "Hello", "promo.nickname": "Nickname", "promo.mobile": "Mobile" },
  "fil": { "promo.intro": "Kumusta", "promo.nickname": "Palayaw", "promo.mobile": "Mobile" }
}
`;
const names = (text: string) =>
  (JSON.parse(text) as { blocks: { fields?: { name: string }[] }[] }).blocks[1].fields?.map((field) => field.name);

describe('studio node edits', () => {
  it('puts a new node after the selected one of its kind, or at the end of the list in or around it', () => {
    const doc = JSON.parse(screen) as unknown;
    expect(placeFor(doc, '/blocks/1/fields/0', 'field')).toEqual({ list: '/blocks/1/fields', index: 1 });
    expect(placeFor(doc, '/blocks/1', 'field')).toEqual({ list: '/blocks/1/fields', index: 2 });
    expect(placeFor(doc, '/blocks/1/fields/1', 'block')).toEqual({ list: '/blocks', index: 2 });
    expect(placeFor(doc, '/blocks', 'block')).toEqual({ list: '/blocks', index: 3 });
    expect(placeFor(doc, '/blocks/2', 'action')).toEqual({ list: '/blocks/2/actions', index: 0 });
    expect(placeFor(doc, '/blocks/1', 'action')).toEqual({ list: '/blocks/1/onSubmit', index: 0 });
    expect(placeFor(doc, '/blocks/0', 'field').problem).toMatch(/^Select a form/);
    expect(placeFor(doc, undefined, 'block')).toEqual({ list: '/blocks', index: 3 });
  });

  it('moves a field up and down within its list, and not past its ends', () => {
    const moved = moveNode(screen, '/blocks/1/fields/1', -1);
    expect(moved?.pointer).toBe('/blocks/1/fields/0');
    expect(names(moved!.screen)).toEqual(['mobile', 'nickname']);
    expect(moveNode(screen, '/blocks/1/fields/1', 1)).toBeUndefined();
    expect(moveNode(screen, '/blocks/1/fields/0', -1)).toBeUndefined();
    // The lines around it are as they were.
    expect(moved!.screen.startsWith('{\n  "id": "promo",\n  "blocks": [\n    { "type": "text", "text": { "msg": "promo.intro" } },')).toBe(
      true,
    );
  });

  it('moves a block to another place of its list (a drag), and nowhere outside it', () => {
    const moved = moveNodeTo(screen, '/blocks/0', 2);
    expect(moved?.pointer).toBe('/blocks/2');
    expect((JSON.parse(moved!.screen) as { blocks: { type: string }[] }).blocks.map((block) => block.type)).toEqual([
      'form',
      'button',
      'text',
    ]);
    expect(moveNodeTo(screen, '/blocks/0', 3)).toBeUndefined();
    expect(moveNodeTo(screen, '/blocks/0', 0)).toBeUndefined();
  });

  it('duplicates a field with its own name and its own copy of its texts', () => {
    const { files, pointer } = duplicateNode({ screen, messages }, '/blocks/1/fields/0', new Set());
    expect(pointer).toBe('/blocks/1/fields/1');
    expect(names(files.screen)).toEqual(['nickname', 'nicknameCopy', 'mobile']);
    const texts = JSON.parse(files.messages!) as { en: Record<string, string>; fil: Record<string, string> };
    expect(texts.en['promo.nicknameCopy']).toBe('Nickname');
    expect(texts.fil['promo.nicknameCopy']).toBe('Palayaw');
    expect(files.screen).toContain('"label": {\n          "msg": "promo.nicknameCopy"');
  });

  it('deletes a node with the texts only it showed, keeping those shown elsewhere', () => {
    const field = deleteNode({ screen, messages }, '/blocks/1/fields/0');
    expect(names(field.screen)).toEqual(['mobile']);
    expect(JSON.parse(field.messages!)).toEqual({
      en: { 'promo.intro': 'Hello', 'promo.mobile': 'Mobile' },
      fil: { 'promo.intro': 'Kumusta', 'promo.mobile': 'Mobile' },
    });
    // The button's label is the intro's text too: it stays.
    const button = deleteNode({ screen, messages }, '/blocks/2');
    expect(button.messages).toBe(messages);
  });

  it('sets and removes properties and texts', () => {
    const set = setProperty(screen, '/blocks/1/fields/0', 'maxLength', 20);
    expect((JSON.parse(set) as { blocks: { fields: { maxLength?: number }[] }[] }).blocks[1].fields[0].maxLength).toBe(20);
    const removed = setProperty(set, '/blocks/1/fields/0', 'maxLength', undefined);
    expect(JSON.parse(removed)).toEqual(JSON.parse(screen));
    const added = setMessage(null, 'promo.note.label', 'fil', 'Tala');
    expect(JSON.parse(added)).toEqual({ $schema: '../../schemas/meta/messages.schema.json', en: {}, fil: { 'promo.note.label': 'Tala' } });
  });
});
