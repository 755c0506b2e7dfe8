// Undo and redo per screen that survive a reload: every edit is kept as a JSON Patch (RFC 6902,
// applied by fast-json-patch) in IndexedDB. The document a patch applies to is the screen's two
// files as lists of lines ({ screen: [...lines], messages: [...lines] | null }), so an undo gives
// back the text exactly as it was typed, spacing included, even while the JSON is broken halfway
// through an edit. Each patch tests the lines it replaces, and the history remembers a fingerprint
// of the text it ends at: a history made on another version of the files (saved in another tab,
// changed on disk) is never applied to this one.
import { applyPatch, type Operation } from 'fast-json-patch';

import { openIdbStore } from '../saving/idb.ts';

export interface HistoryFiles {
  screen: string;
  messages: string | null;
}

export type FileName = 'screen' | 'messages';

/** Where an edit came from: typing in an editor, a texts-grid cell, Format document, or any other change. */
export interface EditSource {
  kind: 'type' | 'cell' | 'format' | 'edit';
  /** What the step did, for the Undo / Redo buttons (e.g. "delete field note"); else it is said by kind and place. */
  label?: string;
}

export interface Step {
  redo: Operation[];
  undo: Operation[];
  /** What staff read on the Undo / Redo buttons, e.g. "typing in screen.json line 12". */
  label: string;
  /** The first changed line (0-based) of the changed file: where the cursor goes after undo or redo. */
  file: FileName;
  line: number;
  at: number;
}

export interface HistoryRecord {
  steps: Step[];
  /** Steps before this index are applied; those after it can be redone. */
  index: number;
  /** Fingerprint of the files after the applied steps. */
  head: string;
}

/** At most this many steps per screen; the oldest go first. */
const HISTORY_LIMIT = 200;
/** And at most about this many characters of patches per screen (a few Format document steps on the largest screen). */
const HISTORY_MAX_CHARS = 2_000_000;
/** Typing that pauses longer than this starts a new step. */
const GROUP_PAUSE_MS = 1000;

type Doc = { screen: string[]; messages: string[] | null };
const toDoc = (files: HistoryFiles): Doc => ({
  screen: files.screen.split('\n'),
  messages: files.messages === null ? null : files.messages.split('\n'),
});
const fromDoc = (doc: Doc): HistoryFiles => ({
  screen: doc.screen.join('\n'),
  messages: doc.messages === null ? null : doc.messages.join('\n'),
});

/** A 53-bit hash of both files (cyrb53): enough to tell one version of a screen from another. */
export function fingerprint(files: HistoryFiles): string {
  const text = `${files.screen}\u0000${files.messages ?? '\u0001'}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${text.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

interface FileChange {
  file: FileName;
  /** First changed line, 0-based. */
  line: number;
  /** Lines removed and added (both 1 for an edit inside one line). */
  removed: string[];
  added: string[];
}

function changeOf(file: FileName, before: string[] | null, after: string[] | null): FileChange | undefined {
  if (before === null || after === null) return before === after ? undefined : { file, line: 0, removed: before ?? [], added: after ?? [] };
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  if (start === before.length && start === after.length) return undefined;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end++;
  return { file, line: start, removed: before.slice(start, before.length - end), added: after.slice(start, after.length - end) };
}

/** The patch turning `before` into `after` for one file: tests of the lines it replaces (and of the neighbours of an insertion), then removes and adds. */
function fileOps(file: FileName, before: string[] | null, after: string[] | null): Operation[] {
  if (before === null || after === null) {
    if (before === after) return [];
    return [
      { op: 'test', path: `/${file}`, value: before },
      { op: 'replace', path: `/${file}`, value: after },
    ];
  }
  const change = changeOf(file, before, after);
  if (!change) return [];
  const { line, removed, added } = change;
  const tests: Operation[] = removed.map((value, offset) => ({ op: 'test', path: `/${file}/${line + offset}`, value }));
  if (removed.length === 0) {
    if (line > 0) tests.push({ op: 'test', path: `/${file}/${line - 1}`, value: before[line - 1] });
    if (line < before.length) tests.push({ op: 'test', path: `/${file}/${line}`, value: before[line] });
  }
  return [
    ...tests,
    ...removed.map((): Operation => ({ op: 'remove', path: `/${file}/${line}` })),
    ...added.map((value, offset): Operation => ({ op: 'add', path: `/${file}/${line + offset}`, value })),
  ];
}

const fileLabel = (file: FileName) => (file === 'screen' ? 'screen.json' : 'messages.json');

/** One step from `before` to `after`, or undefined when nothing changed. */
export function makeStep(before: HistoryFiles, after: HistoryFiles, source: EditSource, at: number): Step | undefined {
  const from = toDoc(before);
  const to = toDoc(after);
  const redo = [...fileOps('screen', from.screen, to.screen), ...fileOps('messages', from.messages, to.messages)];
  if (redo.length === 0) return undefined;
  const undo = [...fileOps('screen', to.screen, from.screen), ...fileOps('messages', to.messages, from.messages)];
  const first = changeOf('screen', from.screen, to.screen) ??
    changeOf('messages', from.messages, to.messages) ?? { file: 'screen' as const, line: 0 };
  const where = `${fileLabel(first.file)} line ${first.line + 1}`;
  const label = source.label
    ? source.label
    : source.kind === 'format'
      ? 'Format document'
      : source.kind === 'cell'
        ? `text edit (${where})`
        : source.kind === 'type'
          ? `typing in ${where}`
          : `edit in ${where}`;
  return { redo, undo, label, file: first.file, line: first.line, at };
}

/** Applies a step's patch; throws when the files are not the ones the patch was made on. */
export function applyOps(files: HistoryFiles, ops: Operation[]): HistoryFiles {
  return fromDoc(applyPatch(toDoc(files), ops, true, false).newDocument);
}

const sizeOf = (step: Step) => JSON.stringify(step.redo).length + JSON.stringify(step.undo).length;

export type HistoryOutcome = { files: HistoryFiles; step: Step } | { problem: 'nothing' | 'stale' };

interface OpenGroup {
  kind: EditSource['kind'];
  file: FileName;
  line: number;
  before: HistoryFiles;
  lastAt: number;
}

/**
 * The undo history of one screen. Typing in one line is one step until it pauses, moves to
 * another line or types a space after a word; a texts-grid cell edit likewise; Format document,
 * a paste or a new line is a step of its own.
 */
export class EditHistory {
  steps: Step[];
  index: number;
  head: string;
  private group: OpenGroup | undefined;

  constructor(
    record: HistoryRecord | undefined,
    private readonly limits = { steps: HISTORY_LIMIT, chars: HISTORY_MAX_CHARS, pauseMs: GROUP_PAUSE_MS },
  ) {
    this.steps = record ? [...record.steps] : [];
    this.index = record ? Math.min(record.index, this.steps.length) : 0;
    this.head = record?.head ?? '';
  }

  /** A history for `current`: the kept one when it ends at these files, else an empty one (and `dropped` says a kept one did not fit). */
  static resume(record: HistoryRecord | undefined, current: HistoryFiles): { history: EditHistory; dropped: boolean } {
    const fits = record !== undefined && record.head === fingerprint(current);
    const history = new EditHistory(fits ? record : undefined);
    history.head = fingerprint(current);
    return { history, dropped: record !== undefined && !fits && record.steps.length > 0 };
  }

  get canUndo() {
    return this.index > 0;
  }
  get canRedo() {
    return this.index < this.steps.length;
  }
  get undoLabel() {
    return this.steps[this.index - 1]?.label;
  }
  get redoLabel() {
    return this.steps[this.index]?.label;
  }

  toRecord(): HistoryRecord {
    return { steps: this.steps, index: this.index, head: this.head };
  }

  /** Records an edit; returns false when it changed nothing. */
  record(before: HistoryFiles, after: HistoryFiles, source: EditSource, now: number): boolean {
    if (this.head !== fingerprint(before)) {
      // The files changed outside this history (e.g. a new screen from the template): start afresh from them.
      this.steps = [];
      this.index = 0;
      this.group = undefined;
    }
    const single = this.singleLineEdit(before, after);
    const group = this.group;
    const merges =
      group !== undefined &&
      single !== undefined &&
      (source.kind === 'type' || source.kind === 'cell') &&
      group.kind === source.kind &&
      group.file === single.file &&
      group.line === single.line &&
      now - group.lastAt < this.limits.pauseMs &&
      !single.startsWord &&
      this.index === this.steps.length &&
      this.index > 0;
    if (merges) {
      const step = makeStep(group.before, after, source, now);
      if (step) this.steps[this.index - 1] = step;
      else {
        // Typed and deleted back to where the step began: the step is gone.
        this.steps.pop();
        this.index--;
        this.group = undefined;
      }
      if (this.group) this.group.lastAt = now;
    } else {
      const step = makeStep(before, after, source, now);
      if (!step) return false;
      this.steps.length = this.index;
      this.steps.push(step);
      this.index++;
      this.group =
        single && (source.kind === 'type' || source.kind === 'cell')
          ? { kind: source.kind, file: single.file, line: single.line, before, lastAt: now }
          : undefined;
      this.trim();
    }
    this.head = fingerprint(after);
    return true;
  }

  /** Ends the step being typed: the next edit starts a new one. */
  close() {
    this.group = undefined;
  }

  undo(current: HistoryFiles): HistoryOutcome {
    return this.move(current, -1);
  }

  redo(current: HistoryFiles): HistoryOutcome {
    return this.move(current, 1);
  }

  private move(current: HistoryFiles, direction: 1 | -1): HistoryOutcome {
    this.group = undefined;
    const step = direction < 0 ? this.steps[this.index - 1] : this.steps[this.index];
    if (!step) return { problem: 'nothing' };
    if (fingerprint(current) !== this.head) return { problem: 'stale' };
    let files: HistoryFiles;
    try {
      files = applyOps(current, direction < 0 ? step.undo : step.redo);
    } catch {
      return { problem: 'stale' };
    }
    this.index += direction;
    this.head = fingerprint(files);
    return { files, step };
  }

  private singleLineEdit(before: HistoryFiles, after: HistoryFiles): { file: FileName; line: number; startsWord: boolean } | undefined {
    const from = toDoc(before);
    const to = toDoc(after);
    const screen = changeOf('screen', from.screen, to.screen);
    const messages = changeOf('messages', from.messages, to.messages);
    const change = screen && messages ? undefined : (screen ?? messages);
    if (!change || change.removed.length !== 1 || change.added.length !== 1) return undefined;
    // What was typed: the part of the new line between the common start and end.
    const [old] = change.removed;
    const [next] = change.added;
    let start = 0;
    while (start < old.length && start < next.length && old[start] === next[start]) start++;
    let end = 0;
    while (end < old.length - start && end < next.length - start && old[old.length - 1 - end] === next[next.length - 1 - end]) end++;
    const typed = next.slice(start, next.length - end);
    return { file: change.file, line: change.line, startsWord: /^\s/.test(typed) && start > 0 && !/\s/.test(next[start - 1]) };
  }

  private trim() {
    let chars = this.steps.reduce((sum, step) => sum + sizeOf(step), 0);
    while (this.steps.length > 1 && (this.steps.length > this.limits.steps || chars > this.limits.chars)) {
      const dropped = this.steps.shift();
      if (dropped) chars -= sizeOf(dropped);
      this.index--;
    }
  }
}

// The kept histories, one record per screen folder name, in a database of their own.
const store = openIdbStore('screen-studio-history', 'screens');

export const historyStore = {
  all: () => store.all<HistoryRecord>(),
  put: async (name: string, record: HistoryRecord): Promise<void> => {
    await store.run('readwrite', (objects) => objects.put(record, name));
  },
};
