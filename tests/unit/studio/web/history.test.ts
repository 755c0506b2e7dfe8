// The studio's undo history: steps as JSON Patches over the files' lines, grouping, limits, and
// never applying a patch to another version of the files.
import { describe, expect, it } from 'vitest';

import { applyOps, EditHistory, fingerprint, type HistoryFiles, makeStep } from '../../../../studio/web/editor/history.ts';

const screen = ['{', '  "id": "promo",', '  "title": { "msg": "promo.title" },', '  "blocks": []', '}', ''].join('\n');
const start: HistoryFiles = { screen, messages: '{ "en": {} }\n' };
const withTitle = (title: string): HistoryFiles => ({ ...start, screen: screen.replace('promo.title', title) });

/** Types `text` into the title key one character at a time, `gap` ms apart. */
function type(history: EditHistory, from: HistoryFiles, text: string, at: number, gap = 100): { files: HistoryFiles; at: number } {
  let files = from;
  let key = /"msg": "([^"]*)"/.exec(files.screen)![1];
  for (const char of text) {
    const next = { ...files, screen: files.screen.replace(`"msg": "${key}"`, `"msg": "${key}${char}"`) };
    key += char;
    history.record(files, next, { kind: 'type' }, (at += gap));
    files = next;
  }
  return { files, at };
}

describe('studio undo history', () => {
  it('keeps a step as a JSON Patch of lines that gives back the text exactly', () => {
    const after = { screen: screen.replace('  "blocks": []', '  "blocks": [\n    { "type": "divider" }\n  ]'), messages: null };
    const step = makeStep(start, after, { kind: 'edit' }, 0)!;
    expect(step.redo).toContainEqual({ op: 'test', path: '/screen/3', value: '  "blocks": []' });
    expect(step.redo).toContainEqual({ op: 'add', path: '/screen/4', value: '    { "type": "divider" }' });
    expect(step.redo).toContainEqual({ op: 'replace', path: '/messages', value: null });
    expect(applyOps(start, step.redo)).toEqual(after);
    expect(applyOps(after, step.undo)).toEqual(start);
    expect(step).toMatchObject({ file: 'screen', line: 3, label: 'edit in screen.json line 4' });
  });

  it('makes typing a word one step, and a space, a pause or another line start the next', () => {
    const history = new EditHistory(undefined);
    history.head = fingerprint(start);
    let { files, at } = type(history, start, 'Hello', 0);
    expect(history.steps).toHaveLength(1);
    ({ files, at } = type(history, files, ' world', at));
    expect(history.steps).toHaveLength(2);
    ({ files, at } = type(history, files, '!', at + 5000));
    expect(history.steps).toHaveLength(3);
    expect(history.undoLabel).toBe('typing in screen.json line 3');

    let outcome = history.undo(files);
    expect('files' in outcome && outcome.files.screen).toContain('"msg": "promo.titleHello world"');
    outcome = history.undo('files' in outcome ? outcome.files : files);
    expect('files' in outcome && outcome.files.screen).toContain('"msg": "promo.titleHello"');
    outcome = history.redo('files' in outcome ? outcome.files : files);
    expect('files' in outcome && outcome.files.screen).toContain('"msg": "promo.titleHello world"');
    expect(history.canRedo).toBe(true);
    // A new edit after an undo drops what could be redone.
    history.record((outcome as { files: HistoryFiles }).files, withTitle('other'), { kind: 'format' }, at + 10_000);
    expect(history.canRedo).toBe(false);
    expect(history.undoLabel).toBe('Format document');
  });

  it('resumes after a reload only on the files it ends at, and refuses an undo on other files', () => {
    const history = new EditHistory(undefined);
    history.head = fingerprint(start);
    const { files } = type(history, start, 'X', 0);
    const record = structuredClone(history.toRecord());

    const resumed = EditHistory.resume(record, files);
    expect(resumed.dropped).toBe(false);
    const undone = resumed.history.undo(files);
    expect('files' in undone && undone.files).toEqual(start);

    // Saved in another tab with another title: the kept history is not applied to it.
    const elsewhere = withTitle('promo.heading');
    const other = EditHistory.resume(record, elsewhere);
    expect(other.dropped).toBe(true);
    expect(other.history.canUndo).toBe(false);
    const stale = new EditHistory(record).undo(elsewhere);
    expect(stale).toEqual({ problem: 'stale' });
  });

  it('keeps at most the step limit, dropping the oldest', () => {
    const history = new EditHistory(undefined, { steps: 3, chars: 1_000_000, pauseMs: 1000 });
    history.head = fingerprint(start);
    let files = start;
    for (let round = 0; round < 5; round++) {
      const next = withTitle(`t${round}`);
      history.record(files, next, { kind: 'edit' }, round * 10_000);
      files = next;
    }
    expect(history.steps).toHaveLength(3);
    let undone = 0;
    for (let outcome = history.undo(files); 'files' in outcome; outcome = history.undo(files)) {
      files = outcome.files;
      undone++;
    }
    expect(undone).toBe(3);
    expect(files).toEqual(withTitle('t1'));
  });
});
