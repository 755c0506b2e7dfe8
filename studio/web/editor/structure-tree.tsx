// The screen's structure as a WAI-ARIA tree: blocks, fields and actions (type and id or label).
// Arrow keys move and select (the editor and the preview follow), Right / Left open and close a
// node or go to its first child / its parent, Home / End go to the first / last node, Enter
// moves into the editor at the node's JSON.
import { type KeyboardEvent, memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';

import { type Studio, useStudioSelectorIfAny } from '../store/context.ts';
import { useOwnTypes } from './own-types.ts';
import { flatten, outline, type OutlineNode } from './selection.ts';
import { treeKeyAction, type Visible, visibleNodes } from './tree-keys.ts';
import { nodeName, placeWords } from './type-words.ts';

/** Reads a message's English: the screen's own texts first, then the shared texts. */
type English = (key: string) => string | undefined;

export interface StructureTreeProps {
  nodes: OutlineNode[];
  /** The selected node's pointer. */
  selected: string | undefined;
  /** `enter`: Enter or a double click, the editor takes the focus. */
  onSelect: (node: OutlineNode, how: 'select' | 'enter') => void;
  /** Alt+↑ / Alt+↓ on a node: move it up or down its list (where the tree is for editing). */
  onMove?: (node: OutlineNode, by: -1 | 1) => void;
  /** A node dragged onto another of the same list: it takes that one's place. */
  onDrop?: (node: OutlineNode, onto: OutlineNode) => void;
}

function StructureTree({ nodes, selected, onSelect, onMove, onDrop, english }: StructureTreeProps & { english: English }) {
  const [dragged, setDragged] = useState<OutlineNode>();
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [focused, setFocused] = useState<string>();
  const tree = useRef<HTMLUListElement>(null);
  /** A node moved with the keyboard: the focus follows it to its new place. */
  const refocus = useRef(false);

  const visible = useMemo(() => visibleNodes(nodes, collapsed), [nodes, collapsed]);

  // A node selected from elsewhere (the editor's cursor, the preview) is opened up to and shown.
  useEffect(() => {
    if (!selected) return;
    const ancestors = ancestorsOf(nodes, selected);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a selection made outside the tree opens its branch once
    setCollapsed((before) =>
      ancestors.some((pointer) => before.has(pointer)) ? new Set([...before].filter((pointer) => !ancestors.includes(pointer))) : before,
    );
    setFocused(selected);
    const follow = refocus.current;
    refocus.current = false;
    requestAnimationFrame(() => {
      const item = tree.current?.querySelector<HTMLElement>(`[data-node="${CSS.escape(selected)}"]`);
      item?.querySelector(':scope > .studio-node')?.scrollIntoView({ block: 'nearest' });
      if (follow) item?.focus();
    });
    // Only a new selection opens and scrolls; closing a node around it stays closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  const focusedPointer = visible.some((entry) => entry.node.pointer === focused) ? focused : visible[0]?.node.pointer;

  const moveTo = (entry: Visible | undefined) => {
    if (!entry) return;
    setFocused(entry.node.pointer);
    onSelect(entry.node, 'select');
    tree.current?.querySelector<HTMLElement>(`[data-node="${CSS.escape(entry.node.pointer)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = visible.findIndex((entry) => entry.node.pointer === focusedPointer);
    const entry = visible[index];
    const action = treeKeyAction(event.key, event.altKey, visible, index, collapsed, onMove !== undefined);
    if (!entry || !action || action.kind === 'none') return;
    event.preventDefault();
    switch (action.kind) {
      case 'reorder':
        refocus.current = true;
        onMove?.(entry.node, action.by);
        break;
      case 'focus':
        moveTo(action.to);
        break;
      case 'open':
      case 'close':
        setCollapsed((before) => toggled(before, entry.node.pointer, action.kind === 'open'));
        break;
      case 'select':
        onSelect(entry.node, action.how);
        break;
    }
  };

  const render = (items: OutlineNode[], level: number) =>
    items.map((node, position) => {
      const hasChildren = node.children.length > 0;
      const isOpen = hasChildren && !collapsed.has(node.pointer);
      const labelId = `node-${level}-${node.pointer.replace(/[^\w-]/g, '_')}`;
      const listOf = (item: OutlineNode) => item.pointer.slice(0, item.pointer.lastIndexOf('/'));
      const movable = onDrop !== undefined && /\/\d+$/.test(node.pointer);
      const dropHere = movable && dragged !== undefined && dragged !== node && listOf(dragged) === listOf(node);
      return (
        <li
          key={node.pointer}
          role="treeitem"
          data-node={node.pointer}
          aria-labelledby={labelId}
          aria-level={level}
          aria-setsize={items.length}
          aria-posinset={position + 1}
          aria-expanded={hasChildren ? isOpen : undefined}
          aria-selected={node.pointer === selected}
          tabIndex={node.pointer === focusedPointer ? 0 : -1}
          draggable={movable || undefined}
          onDragStart={
            movable
              ? (event) => {
                  event.stopPropagation();
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', node.pointer);
                  setDragged(node);
                }
              : undefined
          }
          onDragEnd={movable ? () => setDragged(undefined) : undefined}
          onDragOver={
            dropHere
              ? (event) => {
                  event.preventDefault();
                  event.stopPropagation();
                }
              : undefined
          }
          onDrop={
            dropHere
              ? (event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  setDragged(undefined);
                  refocus.current = true;
                  onDrop(dragged, node);
                }
              : undefined
          }
          data-drop={dropHere || undefined}
          onClick={(event) => {
            event.stopPropagation();
            setFocused(node.pointer);
            onSelect(node, 'select');
          }}
          onDoubleClick={(event) => {
            event.stopPropagation();
            onSelect(node, 'enter');
          }}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocused(node.pointer);
          }}
        >
          <NodeLabel
            node={node}
            english={english}
            labelId={labelId}
            isOpen={hasChildren ? isOpen : undefined}
            onTwisty={() => setCollapsed((before) => toggled(before, node.pointer, !isOpen))}
          />
          {isOpen ? <ul role="group">{render(node.children, level + 1)}</ul> : null}
        </li>
      );
    });

  if (nodes.length === 0) return <p className="studio-muted">No blocks yet.</p>;
  return (
    <ul
      role="tree"
      aria-label="Screen structure"
      className="studio-tree"
      ref={tree}
      onKeyDown={onKeyDown}
      aria-keyshortcuts={onMove ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
    >
      {render(nodes, 1)}
    </ul>
  );
}

/** `before` with `pointer` open (not in the set) or closed. */
function toggled(before: ReadonlySet<string>, pointer: string, open: boolean): Set<string> {
  const next = new Set(before);
  if (open) next.delete(pointer);
  else next.add(pointer);
  return next;
}

/** A node as staff name it: a part of the screen ("Pop-ups"), or a block, field or action by its type's words and its text. */
export function outlineName(node: OutlineNode, english: English): string {
  if (node.kind === 'group') return node.label ? `${placeWords(node.type)} ${node.label}` : placeWords(node.type);
  return nodeName({ type: node.type, isField: node.kind === 'field', words: node.words, label: node.label }, english);
}

/** A row's label: the twisty (a node with children: `isOpen`), what it comes through, its name in words (the type as written in the tooltip), its kind for a screen reader. */
function NodeLabel({
  node,
  english,
  labelId,
  isOpen,
  onTwisty,
}: {
  node: OutlineNode;
  english: English;
  labelId: string;
  isOpen: boolean | undefined;
  onTwisty: () => void;
}) {
  const via = node.via
    ?.split(' › ')
    .map(placeWords)
    .filter((words) => words)
    .join(' › ');
  return (
    <span className={`studio-node is-${node.kind}`} id={labelId}>
      {isOpen !== undefined ? (
        <span
          className="studio-twisty"
          aria-hidden="true"
          onClick={(event) => {
            event.stopPropagation();
            onTwisty();
          }}
        >
          {isOpen ? '▾' : '▸'}
        </span>
      ) : (
        <span className="studio-twisty" aria-hidden="true" />
      )}
      {via ? <span className="studio-via">{via} › </span> : null}
      <span className="studio-node-type" title={`In the screen file: ${node.type}${node.label ? ` ${node.label}` : ''}`}>
        {outlineName(node, english)}
      </span>
      {node.kind !== 'group' ? <span className="studio-sr-only"> ({node.kind})</span> : null}
    </span>
  );
}

function ancestorsOf(nodes: OutlineNode[], pointer: string): string[] {
  for (const node of nodes) {
    if (node.pointer === pointer) return [];
    if (pointer.startsWith(`${node.pointer}/`)) {
      const below = ancestorsOf(node.children, pointer);
      return [node.pointer, ...below];
    }
  }
  return [];
}

/** The Structure section: the tree of the editor's screen.json (read again once typing pauses) and what is selected; it renders only when they change. */
export const StructurePanel = memo(function StructurePanel({
  text,
  selected,
  onSelect,
  onMove,
  onDrop,
}: {
  text: string | undefined;
  selected: string | undefined;
  onSelect: StructureTreeProps['onSelect'];
  onMove?: StructureTreeProps['onMove'];
  onDrop?: StructureTreeProps['onDrop'];
}) {
  const deferred = useDeferredValue(text ?? '');
  const own = useOwnTypes().types;
  const texts = useStudioSelectorIfAny(textsOf);
  const english = useMemo(() => englishOf(texts?.messages, texts?.shared), [texts?.messages, texts?.shared]);
  const nodes = useMemo(() => outline(deferred, own), [deferred, own]);
  const node = useMemo(() => flatten(nodes).find((candidate) => candidate.pointer === selected), [nodes, selected]);
  const line = node ? deferred.slice(0, node.from).split('\n').length : undefined;
  return (
    <section className="studio-structure" aria-labelledby="structure-title">
      <h2 id="structure-title">Structure</h2>
      <p className="studio-muted" role="status">
        {node ? (
          <span title={`In the screen file: ${node.pointer}, line ${line}`}>Selected: {outlineName(node, english)}</span>
        ) : (
          'Select a node, a place in the editor or a block in the preview.'
        )}
      </p>
      {onMove ? <p className="studio-muted">Drag a node, or Alt+↑ / Alt+↓, to move it within its list.</p> : null}
      <StructureTree nodes={nodes} selected={selected} onSelect={onSelect} onMove={onMove} onDrop={onDrop} english={english} />
    </section>
  );
});

const textsOf = (studio: Studio) => ({ messages: studio.files?.messages ?? undefined, shared: studio.sharedText });

/** The English of a message: the screen's own texts, then the shared texts (texts that do not parse: none). */
function englishOf(messages: string | null | undefined, shared: string | null | undefined): English {
  const read = (text: string | null | undefined) => {
    try {
      const english = text ? (JSON.parse(text) as { en?: unknown }).en : undefined;
      return english && typeof english === 'object' ? (english as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const own = read(messages);
  const common = read(shared);
  return (key) => {
    const found = Object.hasOwn(own, key) ? own[key] : common[key];
    return typeof found === 'string' ? found : undefined;
  };
}
