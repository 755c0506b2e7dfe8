// The structure tree and the palette's placement line in staff words: every block, field and action
// of the project's screens and parts is named by its type's words and its text ("Photos 'Photos
// (optional)'"), never by its raw type ("imageUpload problemImage"); the raw type and the place in
// the file are only in a tooltip.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import actionSchema from '../../../../schemas/meta/action.schema.json';
import blockSchema from '../../../../schemas/meta/block.schema.json';
import fieldSchema from '../../../../schemas/meta/field.schema.json';
import { describePlace } from '../../../../studio/web/editor/blocks-edits.ts';
import { flatten, outline } from '../../../../studio/web/editor/selection.ts';
import { outlineName, StructurePanel } from '../../../../studio/web/editor/structure-tree.tsx';

const enumOf = (schema: { $defs?: Record<string, unknown> }, name: string) =>
  (schema.$defs?.[name] as { enum?: string[] } | undefined)?.enum ?? [];
/** Every type the engine knows, as the screen file writes it. */
const RAW = new Set([...enumOf(blockSchema, 'BlockType'), ...enumOf(fieldSchema, 'FieldType'), ...enumOf(actionSchema, 'ActionType')]);
const startsRaw = (words: string) => RAW.has(words.split(' ')[0]);

const sharedEnglish = (JSON.parse(readFileSync('screens/messages.json', 'utf8')) as { en: Record<string, string> }).en;
const files = [
  ...readdirSync('screens')
    .filter((name) => existsSync(`screens/${name}/screen.json`))
    .map((name) => ({ file: `screens/${name}/screen.json`, messages: `screens/${name}/messages.json` })),
  ...readdirSync('screens/parts').map((name) => ({ file: `screens/parts/${name}`, messages: '' })),
];
const englishFor = (messages: string) => {
  const own = messages && existsSync(messages) ? (JSON.parse(readFileSync(messages, 'utf8')) as { en?: Record<string, string> }).en : {};
  return (key: string) => own?.[key] ?? sharedEnglish[key];
};

describe('the structure in staff words', () => {
  it('names every node of the screens and parts by its type in words, and a field by its label', () => {
    const raw: string[] = [];
    let seen = 0;
    for (const { file, messages } of files) {
      const english = englishFor(messages);
      for (const node of flatten(outline(readFileSync(file, 'utf8')))) {
        if (node.kind === 'group') continue;
        seen++;
        const name = outlineName(node, english);
        if (startsRaw(name) || name.startsWith(node.type)) raw.push(`${file}${node.pointer}: ${name}`);
      }
    }
    expect(seen).toBeGreaterThan(200);
    expect(raw).toEqual([]);
    const complaint = readFileSync('screens/complaint-form/screen.json', 'utf8');
    const photos = flatten(outline(complaint)).find((node) => node.type === 'imageUpload')!;
    expect(outlineName(photos, englishFor('screens/complaint-form/messages.json'))).toBe("Photos 'Photos (optional)'");
    // A page of text by the page's name in words, not by its file's name.
    const page = flatten(outline(readFileSync('screens/about-us/screen.json', 'utf8'))).find((node) => node.type === 'markdown')!;
    expect(outlineName(page, englishFor('screens/about-us/messages.json'))).toBe("Page of text 'About us'");
    // A text of the server's data by the value it shows, not by its id ("Text amount").
    const amount = flatten(outline(readFileSync('screens/loan-confirm/screen.json', 'utf8'))).find((node) => node.label === 'amount')!;
    expect(outlineName(amount, englishFor('screens/loan-confirm/messages.json'))).toBe('Text showing Amount');
  });

  it('says where the palette adds in words: never a raw type or a path in the file', () => {
    const raw = new Set<string>();
    let places = 0;
    for (const { file, messages } of files) {
      const english = englishFor(messages);
      const text = readFileSync(file, 'utf8');
      const doc = JSON.parse(text) as unknown;
      for (const node of flatten(outline(text))) {
        for (const kind of ['block', 'field', 'action'] as const) {
          const place = describePlace(doc, node.pointer, kind, english);
          if (!('where' in place)) continue;
          places++;
          // What the place is named by, without the borrower's words in quotes.
          const named = place.where.replace(/^(after|first in) /, '').replace(/'.*'/, '');
          if (startsRaw(named) || /\/|›/.test(named)) raw.add(`${file} ${kind} at ${node.pointer}: ${place.where}`);
        }
      }
    }
    expect(places).toBeGreaterThan(200);
    expect([...raw]).toEqual([]);
  });

  it('shows the tree and the selected node without raw types or paths; those only in a tooltip', () => {
    const text = readFileSync('screens/complaint-form/screen.json', 'utf8');
    const photos = flatten(outline(text)).find((node) => node.type === 'imageUpload')!;
    render(<StructurePanel text={text} selected={photos.pointer} onSelect={() => undefined} />);
    const tree = screen.getByRole('tree', { name: 'Screen structure' });
    const shown = tree.textContent ?? '';
    for (const type of ['imageUpload', 'textarea', 'stack', 'openDialog', 'onSubmit']) expect(shown).not.toContain(type);
    expect(screen.getByRole('treeitem', { name: /^when sent › Ask the lender’s server/ })).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Selected: Photos problemImage');
    expect(status.textContent).not.toMatch(/\/blocks|line \d/);
    expect(status.querySelector('[title]')?.getAttribute('title')).toMatch(/^In the screen file: \/blocks\/1\/fields\/1, line \d+$/);
  });
});
