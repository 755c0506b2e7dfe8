// The studio's structure tree and the way between the file's pointers and the preview's.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { flatten, nodeAt, outline, pointerAt, pointerMap, rangeOf, sourcePointer } from '../../../../studio/web/editor/selection.ts';

const text = `{
  "id": "promo",
  "blocks": [
    { "type": "text", "text": { "msg": "promo.title" } },
    { "type": "form", "id": "apply", "fields": [{ "type": "text", "name": "nickname" }],
      "onSubmit": [{ "type": "call", "endpoint": "applyPromo", "onSuccess": [{ "type": "navigate", "route": "home" }] }] }
  ],
  "dialogs": [{ "id": "done", "blocks": [{ "type": "button", "label": { "msg": "promo.ok" }, "actions": [{ "type": "closeDialog" }] }] }]
}`;

describe('studio structure', () => {
  it('lists blocks, fields and actions with their kind, label, pointer and place in the text', () => {
    const tree = outline(text);
    expect(tree.map((node) => node.type)).toEqual(['blocks', 'dialogs']);
    const rows = flatten(tree).map((node) => `${node.kind} ${node.type} ${node.label}${node.via ? ` (${node.via})` : ''} ${node.pointer}`);
    expect(rows).toEqual([
      'group blocks  /blocks',
      'block text promo.title /blocks/0',
      'block form apply /blocks/1',
      'field text nickname (fields) /blocks/1/fields/0',
      'action call applyPromo (onSubmit) /blocks/1/onSubmit/0',
      'action navigate home (onSuccess) /blocks/1/onSubmit/0/onSuccess/0',
      'group dialogs  /dialogs',
      'group dialog done /dialogs/0',
      'block button promo.ok /dialogs/0/blocks/0',
      'action closeDialog  (actions) /dialogs/0/blocks/0/actions/0',
    ]);
    const field = flatten(tree).find((node) => node.pointer === '/blocks/1/fields/0')!;
    expect(text.slice(field.from, field.to)).toBe('{ "type": "text", "name": "nickname" }');
    // The cursor inside the field's name selects the field.
    expect(nodeAt(tree, text.indexOf('nickname'))?.pointer).toBe('/blocks/1/fields/0');
    expect(pointerAt(text, text.indexOf('applyPromo'))).toBe('/blocks/1/onSubmit/0/endpoint');
    expect(rangeOf(text, '/blocks/0')).toMatchObject({ from: text.indexOf('{ "type": "text"'), pointer: '/blocks/0' });
    expect(rangeOf(text, '/blocks/0/nothing/3')?.pointer).toBe('/blocks/0');
  });

  it('reads a file broken halfway through an edit', () => {
    const broken = text.replace('"promo.title" } },', '"promo.title" } }');
    expect(flatten(outline(broken)).some((node) => node.type === 'form')).toBe(true);
  });

  it('maps the preview pointers of blocks put in place of an include back to the include', () => {
    const screen = { blocks: [{ type: 'text' }, { type: 'include', part: 'summary' }, { type: 'button', actions: [] }] };
    const map = pointerMap(screen, new Map([['summary', [{ type: 'text' }, { type: 'stack', blocks: [{ type: 'divider' }] }]]]));
    expect(map.toPreview.get('/blocks/2')).toEqual(['/blocks/3']);
    expect(map.toPreview.get('/blocks/1')).toEqual(expect.arrayContaining(['/blocks/1', '/blocks/2', '/blocks/2/blocks/0']));
    expect(sourcePointer(map, '/blocks/2/blocks/0')).toBe('/blocks/1');
    expect(sourcePointer(map, '/blocks/3/actions')).toBe('/blocks/2/actions');
    expect(sourcePointer(map, '/blocks/3/addon/0')).toBe('/blocks/2');
  });

  it('outlines the largest screen quickly', () => {
    const register = readFileSync('screens/register/screen.json', 'utf8');
    // Time on the CPU, not on the clock: on a shared machine the clock also counts the waits for a core.
    const started = process.cpuUsage();
    const nodes = flatten(outline(register));
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(200);
    expect(nodes.filter((node) => node.kind === 'field').length).toBeGreaterThanOrEqual(3);
  });
});
