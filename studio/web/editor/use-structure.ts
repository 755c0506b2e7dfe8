// One selection shared by the structure tree, the editor and the preview frames: a tree node or a
// block picked in the preview selects its JSON in the editor (scrolled to it); the editor's cursor
// selects the node around it; the selected block is highlighted in every frame.
import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import type { FromPreview } from '../preview-panel/protocol.ts';
import { ownTypesNow } from './own-types.ts';
import { nodeAt, outline, type OutlineNode, type PointerMap, pointerMap, rangeOf, sourcePointer } from './selection.ts';

export interface StructureOptions {
  /** screen.json as in the editor. */
  text: string | undefined;
  /** The screen the preview runs (the last good version), before its includes are put in place. */
  previewScreen: unknown;
  parts: { name: string; text: string }[] | undefined;
  /** The screen.json editor, when it is open. */
  view: () => EditorView | undefined;
  /** Changes when an editor opens or closes: a node waiting for the editor is revealed once it is open. */
  viewCount: number;
  /** Whether the screen.json editor is shown, and a way to show it. */
  isEditorShown: boolean;
  showEditor: () => void;
  /** The Blocks view (palette and properties) is shown: a pick in the preview selects there and leaves the view. */
  isPanelShown?: boolean;
}

export function useStructure({ text, previewScreen, parts, view, viewCount, isEditorShown, showEditor, isPanelShown }: StructureOptions) {
  const textRef = useRef(text ?? '');
  useLayoutEffect(() => {
    textRef.current = text ?? '';
  });
  const partBlocks = useMemo(() => {
    const found = new Map<string, unknown[]>();
    for (const part of parts ?? []) {
      try {
        found.set(part.name, (JSON.parse(part.text) as { blocks?: unknown[] }).blocks ?? []);
      } catch {
        // A broken part: the checker lists it.
      }
    }
    return found;
  }, [parts]);
  // Made when first needed (a selection, a pick), not on every edit.
  const mapCache = useRef<{ screen: unknown; parts: unknown; map: PointerMap }>(undefined);
  const mapOf = useCallback((): PointerMap | undefined => {
    if (!previewScreen) return undefined;
    const cached = mapCache.current;
    if (cached && cached.screen === previewScreen && cached.parts === partBlocks) return cached.map;
    const map = pointerMap(previewScreen, partBlocks);
    mapCache.current = { screen: previewScreen, parts: partBlocks, map };
    return map;
  }, [previewScreen, partBlocks]);
  const [selected, setSelected] = useState<string>();
  const [selecting, setSelecting] = useState(false);
  const pending = useRef<{ from: number; to: number; focus: boolean }>(undefined);
  const [pendingTick, setPendingTick] = useState(0);
  const cursorTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(cursorTimer.current), []);

  const reveal = useCallback(
    (from: number, to: number, focus: boolean) => {
      const editor = isEditorShown ? view() : undefined;
      if (!editor && isPanelShown && !focus) return;
      if (!editor) {
        pending.current = { from, to, focus };
        showEditor();
        setPendingTick((count) => count + 1);
        return;
      }
      const end = Math.min(to, editor.state.doc.length);
      // The cursor at the start of the JSON, the whole value selected.
      editor.dispatch({
        selection: EditorSelection.single(end, Math.min(from, end)),
        effects: EditorView.scrollIntoView(Math.min(from, end), { y: 'center' }),
      });
      if (focus) editor.focus();
    },
    [isEditorShown, view, showEditor, isPanelShown],
  );

  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || !isEditorShown || !view()) return;
    pending.current = undefined;
    reveal(waiting.from, waiting.to, waiting.focus);
  }, [pendingTick, viewCount, isEditorShown, view, reveal]);

  const selectNode = useCallback(
    (node: OutlineNode, how: 'select' | 'enter') => {
      clearTimeout(cursorTimer.current);
      setSelected(node.pointer);
      reveal(node.from, node.to, how === 'enter');
    },
    [reveal],
  );

  /** Selects the node at `pointer` (e.g. one just added or moved); `reveal` also selects its JSON in the editor, `focus` moves there. */
  const selectPointer = useCallback(
    (pointer: string, how: { reveal: boolean; focus?: boolean; text?: string } = { reveal: false }) => {
      clearTimeout(cursorTimer.current);
      setSelected(pointer);
      if (!how.reveal) return;
      const range = rangeOf(how.text ?? textRef.current, pointer);
      if (range) reveal(range.from, range.to, how.focus ?? false);
    },
    [reveal],
  );

  // The cursor's node, once the cursor rests (typing is not slowed by it).
  const onCursor = useCallback((from: number) => {
    clearTimeout(cursorTimer.current);
    cursorTimer.current = setTimeout(() => {
      const node = nodeAt(outline(textRef.current, ownTypesNow()), from);
      if (node) setSelected(node.pointer);
    }, 120);
  }, []);

  const onMessage = useCallback(
    (_frame: number, message: FromPreview) => {
      const map = mapOf();
      if (message.type !== 'studio:pick' || !map) return;
      const range = rangeOf(textRef.current, sourcePointer(map, message.pointer));
      if (!range) return;
      clearTimeout(cursorTimer.current);
      setSelected(nodeAt(outline(textRef.current, ownTypesNow()), range.from)?.pointer ?? range.pointer);
      reveal(range.from, range.to, false);
    },
    [mapOf, reveal],
  );

  // The frames highlight the selected node's block (an action's: its button; an include's: each block in its place).
  const highlight = useMemo(() => {
    // eslint-disable-next-line react-hooks/refs -- mapOf caches the pointer map of the screen it is given; it reads no value that changes the result
    const map = selected ? mapOf() : undefined;
    if (!selected || !map) return [];
    for (let at = selected; at.length > 0; at = at.slice(0, at.lastIndexOf('/'))) {
      const found = map.toPreview.get(at);
      if (found) return found.filter((pointer) => !found.some((other) => other !== pointer && pointer.startsWith(`${other}/`)));
    }
    return [];
  }, [selected, mapOf]);
  const inspect = useMemo(() => ({ highlight, selecting }), [highlight, selecting]);

  return useMemo(
    () => ({ selected, selectNode, selectPointer, onCursor, onMessage, inspect, selecting, setSelecting }),
    [selected, selectNode, selectPointer, onCursor, onMessage, inspect, selecting],
  );
}
