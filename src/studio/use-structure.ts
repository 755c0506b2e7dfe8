// One selection shared by the structure tree, the editor and the preview frames: a tree node or a
// block picked in the preview selects its JSON in the editor (scrolled to it); the editor's cursor
// selects the node around it; the selected block is highlighted in every frame. Also keeps the
// state each frame posts for the state panel.
import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { FromPreview, InspectedState } from './protocol.ts';
import { nodeAt, outline, pointerMap, rangeOf, sourcePointer, type OutlineNode } from './selection.ts';

export interface StructureOptions {
  /** screen.json as in the editor. */
  text: string | undefined;
  /** The screen the preview runs (the last good version), before its includes are put in place. */
  previewScreen: unknown;
  parts: { name: string; text: string }[] | undefined;
  view(): EditorView | undefined;
  /** Whether the screen.json editor is shown, and a way to show it. */
  isEditorShown: boolean;
  showEditor(): void;
}

export function useStructure({ text, previewScreen, parts, view, isEditorShown, showEditor }: StructureOptions) {
  const deferred = useDeferredValue(text ?? '');
  const nodes = useMemo(() => outline(deferred), [deferred]);
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const textRef = useRef(text ?? '');
  textRef.current = text ?? '';
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
  const map = useMemo(() => (previewScreen ? pointerMap(previewScreen, partBlocks) : undefined), [previewScreen, partBlocks]);
  const [selected, setSelected] = useState<string>();
  const [selecting, setSelecting] = useState(false);
  const [states, setStates] = useState<(InspectedState | undefined)[]>([]);
  const pending = useRef<{ from: number; to: number; focus: boolean }>(undefined);
  const [pendingTick, setPendingTick] = useState(0);

  const reveal = useCallback(
    (from: number, to: number, focus: boolean) => {
      const editor = isEditorShown ? view() : undefined;
      if (!editor) {
        pending.current = { from, to, focus };
        showEditor();
        setPendingTick((count) => count + 1);
        return;
      }
      const end = Math.min(to, editor.state.doc.length);
      // The cursor at the start of the JSON, the whole value selected.
      editor.dispatch({ selection: EditorSelection.single(end, Math.min(from, end)), effects: EditorView.scrollIntoView(Math.min(from, end), { y: 'center' }) });
      if (focus) editor.focus();
    },
    [isEditorShown, view, showEditor],
  );

  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || !isEditorShown || !view()) return;
    pending.current = undefined;
    reveal(waiting.from, waiting.to, waiting.focus);
  }, [pendingTick, isEditorShown, view, reveal]);

  const selectNode = useCallback(
    (node: OutlineNode, how: 'select' | 'enter') => {
      setSelected(node.pointer);
      reveal(node.from, node.to, how === 'enter');
    },
    [reveal],
  );

  const onCursor = useCallback((from: number) => {
    const node = nodeAt(nodesRef.current, from);
    setSelected((before) => (node && node.pointer !== before ? node.pointer : before));
  }, []);

  const onMessage = useCallback(
    (frame: number, message: FromPreview) => {
      if (message.type === 'studio:state') {
        setStates((before) => {
          const next = [...before];
          next[frame] = message.state;
          return next;
        });
      } else if (message.type === 'studio:pick' && map) {
        const source = sourcePointer(map, message.pointer);
        const range = rangeOf(textRef.current, source);
        if (!range) return;
        const node = nodeAt(nodesRef.current, range.from);
        setSelected(node?.pointer ?? range.pointer);
        reveal(range.from, range.to, false);
      }
    },
    [map, reveal],
  );

  // The frames highlight the selected node's block (an action's: its button; an include's: each block in its place).
  const highlight = useMemo(() => {
    if (!selected || !map) return [];
    for (let at = selected; at.length > 0; at = at.slice(0, at.lastIndexOf('/'))) {
      const found = map.toPreview.get(at);
      if (found) return found.filter((pointer) => !found.some((other) => other !== pointer && pointer.startsWith(`${other}/`)));
    }
    return [];
  }, [selected, map]);
  const inspect = useMemo(() => ({ highlight, selecting }), [highlight, selecting]);

  const selectedNode = useMemo(() => {
    const find = (items: OutlineNode[]): OutlineNode | undefined => {
      for (const node of items) {
        if (node.pointer === selected) return node;
        const below = find(node.children);
        if (below) return below;
      }
      return undefined;
    };
    return find(nodes);
  }, [nodes, selected]);
  const selectedLine = selectedNode ? deferred.slice(0, selectedNode.from).split('\n').length : undefined;

  return { nodes, selected, selectedNode, selectedLine, selectNode, onCursor, onMessage, inspect, selecting, setSelecting, states };
}
