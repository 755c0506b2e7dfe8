// The code editor's view for whoever needs it now (the structure tree, a jump to a problem), and a
// problem to show once its screen's editor is open (a link from the pre-publish checks).
import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef } from 'react';

import type { Problem } from '../editor/checker.ts';

export function useEditorView() {
  const editorView = useRef<EditorView>(undefined);
  const getEditorView = useCallback(() => editorView.current, []);
  const setEditorView = useCallback((view: EditorView | undefined) => {
    editorView.current = view;
  }, []);
  const pendingJump = useRef<Problem>(undefined);
  /** Shows the problem in the editor once its file's editor is open. */
  const jumpLater = useCallback((problem: Problem | undefined) => {
    pendingJump.current = problem;
  }, []);
  // After every render: the editor may just have opened.
  useEffect(() => {
    const problem = pendingJump.current;
    const view = editorView.current;
    if (!problem || !view || !problem.line) return;
    pendingJump.current = undefined;
    const line = view.state.doc.line(Math.min(problem.line, view.state.doc.lines));
    view.dispatch({ selection: { anchor: Math.min(line.from + (problem.column ?? 1) - 1, line.to) }, scrollIntoView: true });
    view.focus();
  });
  return { getEditorView, setEditorView, jumpLater };
}
