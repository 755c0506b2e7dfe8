// Every change of a screen's files goes through updateDraft: recorded in the undo history
// (edit-history.ts), put in the store and kept in this browser (drafts.ts). An undo or redo applies
// its files through updateDraft too, with no source, so it is not recorded again.
import { useCallback, useLayoutEffect, useRef } from 'react';

import { useEditHistory } from '../editor/edit-history.ts';
import type { EditSource } from '../editor/history.ts';
import { drafts as draftStore } from '../saving/drafts.ts';
import { draftAfter } from './files.ts';
import type { Files } from './state.ts';
import type { StudioStore } from './store.ts';

export function useDraftEditing(store: StudioStore, selected: string, current: (name: string) => Files | undefined) {
  const { dispatch } = store;
  const applyFiles = useRef<(name: string, files: Partial<Files>) => void>(undefined);
  const edits = useEditHistory({
    selected,
    currentOf: current,
    apply: (name, files) => applyFiles.current?.(name, files),
    notify: (text) => dispatch({ type: 'notice', notice: { tone: 'error', text } }),
  });
  const { record } = edits;
  const updateDraft = useCallback(
    /** Every change of a screen's files; `source` null for an undo or redo, which is not recorded again. */
    (name: string, change: Partial<Files>, source: EditSource | null = { kind: 'edit' }) => {
      if (source) record(name, change, source);
      const now = store.getState();
      const draft = draftAfter(now.folder, now.drafts, name, change, Date.now());
      dispatch({ type: 'draft', name, draft });
      if (draft) void draftStore.put(name, draft);
      else void draftStore.remove(name);
    },
    [record, store, dispatch],
  );
  useLayoutEffect(() => {
    applyFiles.current = (name, files) => updateDraft(name, files, null);
  });
  return { edits, updateDraft };
}
