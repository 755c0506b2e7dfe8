// The code editor's view for whoever needs it now (the structure tree, a jump to a problem), and a
// problem to show once its file's editor is open (a link from the problems list or the pre-publish
// checks). The editor opens in its panel's own render, after the page's: when it opens, the page
// renders again, so what waits for it (a problem to show, a node to reveal) finds it then.
import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { Problem } from '../editor/checker.ts';

export function useEditorView() {
  const shown = useRef<{ view: EditorView; file: string }>(undefined);
  /** Counts the editors opened and closed: the page renders again for each. */
  const [viewCount, setViewCount] = useState(0);
  /** The editor open now; with `file`, only when it shows that file. */
  const getEditorView = useCallback((file?: string) => {
    const current = shown.current;
    return current && (file === undefined || current.file === file) ? current.view : undefined;
  }, []);
  /** Called by an editor when it opens (with the file it shows) and when it closes. */
  const setEditorView = useCallback((view: EditorView | undefined, file = '') => {
    const before = shown.current;
    // An editor closing after another opened leaves the open one.
    if (view ? before?.view === view && before.file === file : before?.file !== file) return;
    shown.current = view ? { view, file } : undefined;
    setViewCount((count) => count + 1);
  }, []);
  const pendingJump = useRef<Problem>(undefined);
  /** Shows the problem in the editor once its file's editor is open. */
  const jumpLater = useCallback((problem: Problem | undefined) => {
    pendingJump.current = problem;
  }, []);
  // After every render: the problem's editor may just have opened.
  useEffect(() => {
    const problem = pendingJump.current;
    const view = problem ? getEditorView(problem.file) : undefined;
    if (!problem || !view || !problem.line) return;
    pendingJump.current = undefined;
    const line = view.state.doc.line(Math.min(problem.line, view.state.doc.lines));
    view.dispatch({ selection: { anchor: Math.min(line.from + (problem.column ?? 1) - 1, line.to) }, scrollIntoView: true });
    view.focus();
  });
  return { getEditorView, setEditorView, jumpLater, viewCount };
}
