// The studio's undo and redo: one EditHistory per screen (history.ts), kept in IndexedDB after
// every change, and the keys (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y) in the
// texts grid, the Blocks tab's boxes and anywhere on the page but a text box of its own; the editor binds the same keys itself.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { EditHistory, type EditSource, type HistoryFiles, type HistoryRecord, historyStore, type Step } from './history.ts';

export interface EditHistoryOptions {
  /** The screen being edited. */
  selected: string;
  /** The files of a screen as the studio shows them (its draft, else the saved files). */
  currentOf: (name: string) => HistoryFiles | undefined;
  /** Puts files back (an undo or redo); the change must not be recorded again. */
  apply: (name: string, files: HistoryFiles, step: Step) => void;
  notify: (text: string) => void;
}

export interface EditHistoryControls {
  record: (name: string, change: Partial<HistoryFiles>, source: EditSource) => void;
  undo: () => void;
  redo: () => void;
  /** Labels of the step an undo or redo would take back or do again; undefined when there is none. */
  undoLabel: string | undefined;
  redoLabel: string | undefined;
}

const isUndoKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'z' && !event.shiftKey;
const isRedoKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  ((event.key.toLowerCase() === 'z' && event.shiftKey) || (event.ctrlKey && !event.shiftKey && event.key.toLowerCase() === 'y'));

export function useEditHistory(options: EditHistoryOptions): EditHistoryControls {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const histories = useRef(new Map<string, EditHistory>());
  /** The files each history ends at (the studio's state may lag behind fast typing). */
  const known = useRef(new Map<string, HistoryFiles>());
  const kept = useRef<Map<string, HistoryRecord>>(undefined);
  const waiting = useRef<(() => void)[]>([]);
  const [, setVersion] = useState(0);
  const changed = () => setVersion((count) => count + 1);

  const historyOf = useCallback((name: string): EditHistory | undefined => {
    const found = histories.current.get(name);
    if (found) return found;
    const current = latest.current.currentOf(name);
    if (!current || !kept.current) return undefined;
    const { history, dropped } = EditHistory.resume(kept.current.get(name), current);
    histories.current.set(name, history);
    known.current.set(name, current);
    if (dropped) {
      latest.current.notify(
        `The undo history of ${name} was made on another version of its files (saved in another tab or changed on disk since): it starts afresh here.`,
      );
      void historyStore.put(name, history.toRecord()).catch(() => undefined);
    }
    return history;
  }, []);

  useEffect(() => {
    historyStore.all().then(
      (records) => {
        kept.current = records;
        for (const run of waiting.current.splice(0)) run();
        changed();
      },
      () => {
        kept.current = new Map();
        changed();
      },
    );
  }, []);

  // The selected screen's history, for its buttons, as soon as both it and the files are in.
  useEffect(() => {
    if (!histories.current.has(options.selected) && historyOf(options.selected)) changed();
  });

  const persist = (name: string, history: EditHistory) => void historyStore.put(name, history.toRecord()).catch(() => undefined);

  const record = useCallback(
    (name: string, change: Partial<HistoryFiles>, source: EditSource) => {
      const run = () => {
        const history = historyOf(name);
        const before = known.current.get(name) ?? latest.current.currentOf(name);
        if (!history || !before) return;
        const after = { ...before, ...change };
        known.current.set(name, after);
        if (history.record(before, after, source, Date.now())) {
          persist(name, history);
          changed();
        }
      };
      if (kept.current) run();
      else waiting.current.push(run);
    },
    [historyOf],
  );

  const move = useCallback(
    (direction: 'undo' | 'redo') => {
      const { selected, currentOf, apply, notify } = latest.current;
      const history = historyOf(selected);
      const current = currentOf(selected);
      if (!history || !current) return;
      const outcome = direction === 'undo' ? history.undo(current) : history.redo(current);
      if ('problem' in outcome) {
        if (outcome.problem === 'stale') {
          // Another version of the files than the one the history ends at: nothing is applied.
          notify(
            `Nothing was ${direction === 'undo' ? 'undone' : 'redone'}: ${selected} changed since its history was recorded (in another tab or on disk). Its history starts afresh here.`,
          );
          const fresh = EditHistory.resume(undefined, current).history;
          histories.current.set(selected, fresh);
          known.current.set(selected, current);
          persist(selected, fresh);
          changed();
        }
        return;
      }
      known.current.set(selected, outcome.files);
      apply(selected, outcome.files, outcome.step);
      persist(selected, history);
      changed();
    },
    [historyOf],
  );
  const undo = useCallback(() => move('undo'), [move]);
  const redo = useCallback(() => move('redo'), [move]);

  // The keys outside the editor (the texts grid): the studio's history instead of the text box's own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(isUndoKey(event) || isRedoKey(event))) return;
      // Not in a text box of its own (the search, a dialog's name), nor in the editor (it has its keys).
      const target = event.target as HTMLElement | null;
      const isOwnTextBox =
        target?.matches?.('input, textarea, select, [contenteditable="true"]') && !target.closest('.studio-texts, .studio-blocks');
      if (isOwnTextBox || target?.closest?.('.cm-editor, [role="dialog"]')) return;
      event.preventDefault();
      if (isUndoKey(event)) undo();
      else redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  // The histories are a store outside React's state; `changed()` renders again after each of its changes.
  // eslint-disable-next-line react-hooks/refs -- read for the labels of this render, as above
  const history = histories.current.get(options.selected);
  return {
    record,
    undo,
    redo,
    undoLabel: history?.canUndo ? history.undoLabel : undefined,
    redoLabel: history?.canRedo ? history.redoLabel : undefined,
  };
}
