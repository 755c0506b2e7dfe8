// The three-way merge a save meets when someone else saved meanwhile: what only one side changed is
// kept, overlaps are listed and decided (theirs unless mine is picked).
import { describe, expect, it } from 'vitest';

import { mergeFiles } from '../../../../studio/web/saving/merge.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const messages = (en: Record<string, string>, fil: Record<string, string>) => json({ en, fil });
const screen = (blocks: unknown[]) => json({ id: 'one', blocks });

const base = {
  screen: screen([
    { type: 'text', id: 'intro', text: { msg: 'one.intro' } },
    { type: 'button', id: 'next', label: { msg: 'one.next' } },
  ]),
  messages: messages({ 'one.intro': 'Hello', 'one.next': 'Next' }, { 'one.intro': 'Kumusta', 'one.next': 'Susunod' }),
};

describe('mergeFiles', () => {
  it('keeps both when two people changed different texts of one screen', () => {
    const theirs = {
      ...base,
      messages: messages({ 'one.intro': 'Welcome', 'one.next': 'Next' }, { 'one.intro': 'Kumusta', 'one.next': 'Susunod' }),
    };
    const mine = {
      ...base,
      messages: messages({ 'one.intro': 'Hello', 'one.next': 'Continue' }, { 'one.intro': 'Kumusta', 'one.next': 'Susunod' }),
    };
    const outcome = mergeFiles(base, theirs, mine);
    expect(outcome.overlaps).toEqual([]);
    expect(JSON.parse(outcome.files.messages ?? '')).toEqual({
      en: { 'one.intro': 'Welcome', 'one.next': 'Continue' },
      fil: { 'one.intro': 'Kumusta', 'one.next': 'Susunod' },
    });
    expect(outcome.files.screen).toBe(base.screen);
  });

  it('asks only about the text both changed, theirs unless mine is picked', () => {
    const theirs = {
      ...base,
      messages: messages({ 'one.intro': 'Welcome', 'one.next': 'Go' }, { 'one.intro': 'Kumusta', 'one.next': 'Susunod' }),
    };
    const mine = {
      ...base,
      messages: messages({ 'one.intro': 'Hi', 'one.next': 'Next' }, { 'one.intro': 'Kumusta', 'one.next': 'Tuloy' }),
    };
    const outcome = mergeFiles(base, theirs, mine);
    // Named by its words as both started from, not its key.
    expect(outcome.overlaps).toEqual([expect.objectContaining({ where: 'the English text “Hello”', theirs: '“Welcome”', mine: '“Hi”' })]);
    expect(JSON.parse(outcome.files.messages ?? '')).toMatchObject({
      en: { 'one.intro': 'Welcome', 'one.next': 'Go' },
      fil: { 'one.next': 'Tuloy' },
    });
    const picked = mergeFiles(base, theirs, mine, new Map([[outcome.overlaps[0]?.id ?? '', 'mine']]));
    expect(JSON.parse(picked.files.messages ?? '')).toMatchObject({ en: { 'one.intro': 'Hi' } });
  });

  it('merges blocks by id: their new block and my changed one both stay, in order', () => {
    const theirs = {
      ...base,
      screen: screen([
        { type: 'text', id: 'intro', text: { msg: 'one.intro' } },
        { type: 'text', id: 'notice', text: { msg: 'one.intro' } },
        { type: 'button', id: 'next', label: { msg: 'one.next' } },
      ]),
    };
    const mine = {
      ...base,
      screen: screen([
        { type: 'text', id: 'intro', text: { msg: 'one.intro' } },
        { type: 'button', id: 'next', label: { msg: 'one.next' }, disabled: true },
        { type: 'text', id: 'outro', text: { msg: 'one.intro' } },
      ]),
    };
    const outcome = mergeFiles(base, theirs, mine);
    expect(outcome.overlaps).toEqual([]);
    const blocks = (JSON.parse(outcome.files.screen) as { blocks: { id: string; disabled?: boolean }[] }).blocks;
    expect(blocks.map((block) => block.id)).toEqual(['intro', 'notice', 'next', 'outro']);
    expect(blocks[2]?.disabled).toBe(true);
  });

  it('a block I removed that they changed is an overlap, kept as theirs', () => {
    const theirs = {
      ...base,
      screen: screen([
        { type: 'text', id: 'intro', text: 'Changed' },
        { type: 'button', id: 'next', label: { msg: 'one.next' } },
      ]),
    };
    const mine = { ...base, screen: screen([{ type: 'button', id: 'next', label: { msg: 'one.next' } }]) };
    const outcome = mergeFiles(base, theirs, mine);
    expect(outcome.overlaps).toHaveLength(1);
    expect(outcome.files.screen).toBe(theirs.screen);
  });
});
