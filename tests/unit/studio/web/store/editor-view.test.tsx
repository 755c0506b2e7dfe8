// The editor open now, and a problem waiting for its file's editor: the editors open after the
// page's render, so a problem to show waits for the editor of its own file, never another's.
import type { EditorView } from '@codemirror/view';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useEditorView } from '../../../../../studio/web/store/use-editor-view.ts';

/** An editor's view as the hook uses it (ten lines of ten characters), and what was asked of it. */
function fakeView() {
  const dispatch = vi.fn();
  const focus = vi.fn();
  const state = { doc: { lines: 10, line: (number: number) => ({ from: (number - 1) * 10, to: (number - 1) * 10 + 9 }) } };
  return { view: { state, dispatch, focus } as unknown as EditorView, dispatch, focus };
}

const SCREEN = 'screens/about-us/screen.json';
const MESSAGES = 'screens/about-us/messages.json';

describe('the editor view for the studio', () => {
  it('shows a waiting problem in its own file’s editor once that one opens, not in the one open before', () => {
    const { result } = renderHook(() => useEditorView());
    const messages = fakeView();
    act(() => result.current.setEditorView(messages.view, MESSAGES));
    act(() => result.current.jumpLater({ file: SCREEN, pointer: '/blocks/0', message: 'unknown block type', line: 3, column: 5 }));
    // The page renders again (the tab changed) while the messages editor is still open.
    act(() => result.current.setEditorView(messages.view, MESSAGES));
    expect(messages.dispatch).not.toHaveBeenCalled();

    const screen = fakeView();
    act(() => result.current.setEditorView(undefined, MESSAGES));
    act(() => result.current.setEditorView(screen.view, SCREEN));
    expect(screen.dispatch).toHaveBeenCalledWith({ selection: { anchor: 24 }, scrollIntoView: true });
    expect(screen.focus).toHaveBeenCalled();
    expect(messages.dispatch).not.toHaveBeenCalled();
    // Shown once.
    act(() => result.current.setEditorView(undefined, SCREEN));
    act(() => result.current.setEditorView(screen.view, SCREEN));
    expect(screen.dispatch).toHaveBeenCalledTimes(1);
  });

  it('gives the editor open now, for its file only when asked for one, and keeps it when another closes after it opened', () => {
    const { result } = renderHook(() => useEditorView());
    const screen = fakeView();
    act(() => result.current.setEditorView(screen.view, SCREEN));
    expect(result.current.getEditorView()).toBe(screen.view);
    expect(result.current.getEditorView(SCREEN)).toBe(screen.view);
    expect(result.current.getEditorView(MESSAGES)).toBeUndefined();
    act(() => result.current.setEditorView(undefined, MESSAGES));
    expect(result.current.getEditorView()).toBe(screen.view);
    act(() => result.current.setEditorView(undefined, SCREEN));
    expect(result.current.getEditorView()).toBeUndefined();
  });
});
