// The Blocks tab's edits as data: where a new node goes in words, the checker's problems by
// property, a node moved one place or dropped on another of its list (only within its list), a new
// node added at its place, and the prefix new text keys follow.
import { describe, expect, it } from 'vitest';

import {
  addedNode,
  describePlace,
  droppedInList,
  keyPrefix,
  movedInList,
  problemsByProperty,
} from '../../../../studio/web/editor/blocks-edits.ts';
import type { NodeForm } from '../../../../studio/web/editor/property-form.ts';

const screen = `{
  "id": "promo",
  "blocks": [
    { "type": "text", "text": { "msg": "promo.intro" } },
    { "type": "form", "id": "apply", "fields": [
      { "type": "text", "name": "nickname", "label": { "msg": "promo.nickname" } },
      { "type": "phone", "name": "mobile", "label": { "msg": "promo.mobile" } }
    ] }
  ]
}
`;
const doc = JSON.parse(screen) as Record<string, unknown>;
const names = (text: string) => (JSON.parse(text) as { blocks: { fields?: { name: string }[] }[] }).blocks[1].fields?.map((f) => f.name);

describe('the Blocks tab’s edits', () => {
  it('says where a new node goes in staff words, after the node before it or first in its list', () => {
    const english = (key: string) => ({ 'promo.nickname': 'Nickname', 'promo.intro': 'Welcome to the promo' })[key];
    // By the type's words and the field's label, never the raw type ("text nickname").
    expect(describePlace(doc, '/blocks/1/fields/0', 'field', english)).toEqual({ where: "after Free text 'Nickname'" });
    expect(describePlace(doc, '/blocks/0', 'block', english)).toEqual({ where: "after Text 'Welcome to the promo'" });
    // Without the texts, by its name.
    expect(describePlace(doc, '/blocks/1/fields/0', 'field')).toEqual({ where: 'after Free text nickname' });
    expect(describePlace({ id: 'x', blocks: [] }, undefined, 'block')).toEqual({ where: 'first in Blocks' });
    const empty = { id: 'x', blocks: [{ type: 'form', id: 'apply', fields: [] }] };
    expect(describePlace(empty, '/blocks/0', 'field')).toEqual({ where: 'first in Form apply' });
  });

  it('groups the problems about the selected node by its property, the rest under the node', () => {
    const form = { pointer: '/blocks/1', properties: [{ name: 'id' }, { name: 'fields' }] } as unknown as NodeForm;
    const problem = (pointer: string, message: string) => ({ file: 'screens/promo/screen.json', pointer, message });
    const found = problemsByProperty(
      [
        problem('/blocks/1/id', 'taken'),
        problem('/blocks/1/fields/0/name', 'bad'),
        problem('/blocks/1/zzz', 'odd'),
        problem('/blocks/0', 'x'),
      ],
      form,
    );
    expect([...found]).toEqual([
      ['id', ['taken']],
      ['fields', ['bad']],
      ['', ['odd']],
    ]);
    expect(problemsByProperty([problem('/blocks/1/id', 'taken')], undefined).size).toBe(0);
  });

  it('moves a node one place within its list, or drops it on another of the same list, with the words for undo', () => {
    const down = movedInList(screen, doc, '/blocks/1/fields/0', 1);
    expect(down).toMatchObject({ pointer: '/blocks/1/fields/1', label: 'move Free text nickname down' });
    expect(names(down!.screen)).toEqual(['mobile', 'nickname']);
    expect(movedInList(screen, doc, '/blocks/1/fields/1', 1)).toBeUndefined();
    expect(movedInList(screen, undefined, '/blocks/1/fields/0', 1)).toBeUndefined();
    const dropped = droppedInList(screen, doc, '/blocks/1/fields/1', '/blocks/1/fields/0');
    expect(dropped).toMatchObject({ pointer: '/blocks/1/fields/0', label: 'move Mobile number mobile' });
    expect(droppedInList(screen, doc, '/blocks/1/fields/1', '/blocks/0')).toBeUndefined();
  });

  it('adds a node from the palette at its place, selected after; or says why not', () => {
    const context = {
      doc,
      keyPrefix: 'promo',
      takenKeys: new Set(['promo.intro']),
      screenId: 'promo',
      endpoints: [],
      bridgeActions: [],
      parts: [],
      pages: [],
    };
    const added = addedNode({ screen, messages: null }, '/blocks/1/fields/0', { kind: 'field', type: 'text' }, context, undefined);
    expect(added).toMatchObject({ select: '/blocks/1/fields/1', label: 'add Free text' });
    if ('problem' in added) throw new Error(added.problem);
    expect(names(added.files.screen ?? '')).toHaveLength(3);
    expect(addedNode({ screen, messages: null }, '/blocks/0', { kind: 'field', type: 'nope' }, context, undefined)).toHaveProperty(
      'problem',
    );
  });

  it('names new text keys with the prefix most of the screen’s keys share, else the screen id', () => {
    expect(keyPrefix({ en: { 'promo.a': 'A', 'promo.b': 'B', 'other.c': 'C' } }, 'x')).toBe('promo');
    expect(keyPrefix({}, 'loanDetail')).toBe('loanDetail');
    expect(keyPrefix({}, '1bad')).toBe('screen');
  });
});
