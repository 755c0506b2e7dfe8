// The Blocks tab: add, move, duplicate and delete blocks, fields and actions and edit their
// properties without typing JSON. The palette, the structure tree and the property panel edit the
// same two files as the JSON editor, each change one step of the same undo history.
import { useMemo } from 'react';

import { useReadOnly } from '../shell/read-only.tsx';
import type { Problem } from './checker.ts';
import type { EditSource } from './history.ts';
import {
  deleteNode,
  duplicateNode,
  type Files,
  insertNode,
  listKind,
  moveNode,
  moveNodeTo,
  placeFor,
  setMessage,
  setProperty,
  valueAt,
} from './node-edits.ts';
import { useOwnTypes } from './own-types.ts';
import { makeNode, type PaletteKind } from './palette.ts';
import { Palette } from './palette-view.tsx';
import { type Catalogs, newTextKey, nodeForm } from './property-form.ts';
import { PropertyPanel } from './property-panel.tsx';
import { applyRowLabels } from './row-labels.ts';
import { StructurePanel } from './structure-tree.tsx';

export interface BlocksViewProps {
  files: Files;
  sharedText: string | undefined;
  screenId: string;
  known: { endpoints: string[]; bridgeActions: string[]; codeKeys: string[] };
  parts: { name: string; text: string }[];
  /** Markdown pages by name, e.g. 'about-us'. */
  pages: string[];
  routes: string[];
  selected: string | undefined;
  onSelect: (pointer: string) => void;
  /** One change of the screen's files; `select` is the node to select after it. */
  onChange: (change: Partial<Files>, source: EditSource, select?: string) => void;
  /** Shows the JSON at `pointer` in the screen.json editor. */
  onEditJson: (pointer: string) => void;
  problems: Problem[];
  notify: (text: string) => void;
}

function parse(text: string | null | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** How staff name a node: its type and its id, name or text key. */
function nameOf(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  const own = [record.id, record.name, record.endpoint, record.to, record.call].find((item) => typeof item === 'string');
  const type = typeof record.type === 'string' ? record.type : 'node';
  return `${type}${typeof own === 'string' ? ` ${own}` : ''}`;
}

/** The first segment most of the screen's own keys share, else the screen id: new keys follow the screen's style. */
function keyPrefix(own: Catalogs['own'], screenId: string): string {
  const counts = new Map<string, number>();
  for (const key of Object.keys(own.en ?? {})) counts.set(key.split('.')[0], (counts.get(key.split('.')[0]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (/^[a-zA-Z][\w-]*$/.test(screenId) ? screenId : 'screen');
}

export function BlocksView(props: BlocksViewProps) {
  const readOnly = useReadOnly();
  const ownTypes = useOwnTypes().types;
  const { files, selected, onChange } = props;
  const doc = useMemo(() => parse(files.screen), [files.screen]);
  const catalogs = useMemo<Catalogs>(
    () => ({ own: parse(files.messages) ?? {}, shared: parse(props.sharedText) ?? {} }),
    [files.messages, props.sharedText],
  );
  const takenKeys = useMemo(
    () => new Set([...Object.keys(catalogs.own.en ?? {}), ...Object.keys(catalogs.shared.en ?? {}), ...props.known.codeKeys]),
    [catalogs, props.known.codeKeys],
  );
  const prefix = keyPrefix(catalogs.own, props.screenId);
  const choices = useMemo(() => {
    const dialogs = ((doc?.dialogs as { id?: string }[] | undefined) ?? []).flatMap((dialog) => (dialog.id ? [dialog.id] : []));
    return {
      endpoint: props.known.endpoints,
      call: props.known.bridgeActions,
      to: props.routes,
      dialog: dialogs,
      part: props.parts.map((part) => part.name),
    };
  }, [doc, props.known, props.routes, props.parts]);
  const form = doc && selected !== undefined ? nodeForm(doc, selected, catalogs, choices, ownTypes) : undefined;
  const broken = 'screen.json is not valid JSON right now: fix it in the screen.json tab (the problems below say where).';

  const placeOf = (kind: PaletteKind) => {
    if (!doc) return { problem: broken };
    const place = placeFor(doc, selected, kind);
    if (place.problem !== undefined) return { problem: place.problem };
    const before = place.index > 0 ? valueAt(doc, `${place.list}/${place.index - 1}`) : undefined;
    const where = before ? `after ${nameOf(before)}` : `first in ${place.list.split('/').filter(Boolean).join(' › ')}`;
    return { where };
  };

  const problems = new Map<string, string[]>();
  if (form)
    for (const problem of props.problems) {
      if (problem.pointer !== form.pointer && !problem.pointer.startsWith(`${form.pointer}/`)) continue;
      const rest = problem.pointer.slice(form.pointer.length + 1).split('/')[0] ?? '';
      const name = form.properties.some((property) => property.name === rest) ? rest : '';
      problems.set(name, [...(problems.get(name) ?? []), problem.message]);
    }

  const node = form ? (valueAt(doc, form.pointer) as Record<string, unknown>) : undefined;
  const what = nameOf(node);
  const setText = (name: string, locale: 'en' | 'fil', text: string) => {
    if (!form || !node) return;
    const property = form.properties.find((entry) => entry.name === name);
    if (property?.kind !== 'text' || property.shared) return;
    if (property.key) {
      onChange({ messages: setMessage(files.messages, property.key, locale, text) }, { kind: 'cell' });
      return;
    }
    // The first letter of a new text: a key of the screen's own, in both languages (the other one empty until typed).
    const key = newTextKey(prefix, node, name, takenKeys);
    const screen = setProperty(files.screen, form.pointer, name, { msg: key });
    let messages = setMessage(files.messages, key, 'en', locale === 'en' ? text : '');
    messages = setMessage(messages, key, 'fil', locale === 'fil' ? text : '');
    onChange({ screen, messages }, { kind: 'edit', label: `new text ${name} of ${what}` });
  };

  /** Moves a node of a list of blocks, fields or actions one place up or down (the tree's Alt+↑ / ↓, the panel's buttons). */
  const move = (node: { pointer: string }, by: -1 | 1) => {
    const list = node.pointer.slice(0, node.pointer.lastIndexOf('/'));
    if (!doc || !/\/\d+$/.test(node.pointer) || !listKind(doc, list)) return;
    const moved = moveNode(files.screen, node.pointer, by);
    if (moved)
      onChange(
        { screen: moved.screen },
        { kind: 'edit', label: `move ${nameOf(valueAt(doc, node.pointer))} ${by < 0 ? 'up' : 'down'}` },
        moved.pointer,
      );
  };

  /** A node dragged onto another of its list takes that one's place. */
  const drop = (node: { pointer: string }, onto: { pointer: string }) => {
    const list = node.pointer.slice(0, node.pointer.lastIndexOf('/'));
    if (!doc || !listKind(doc, list) || !onto.pointer.startsWith(`${list}/`)) return;
    const moved = moveNodeTo(files.screen, node.pointer, Number(onto.pointer.slice(list.length + 1)));
    if (moved) onChange({ screen: moved.screen }, { kind: 'edit', label: `move ${nameOf(valueAt(doc, node.pointer))}` }, moved.pointer);
  };

  return (
    <div className="studio-blocks" role="region" aria-label="Add and edit blocks">
      <div className="studio-blocks-side">
        <fieldset disabled={readOnly !== undefined} className="studio-plain-fieldset">
          <Palette
            placeOf={placeOf}
            disabled={doc ? undefined : broken}
            onAdd={(item) => {
              if (!doc) return;
              const place = placeFor(doc, selected, item.kind);
              if (place.problem !== undefined) {
                props.notify(place.problem);
                return;
              }
              const made = makeNode(
                item.kind,
                item.type,
                {
                  doc,
                  keyPrefix: prefix,
                  takenKeys,
                  screenId: props.screenId,
                  endpoints: props.known.endpoints,
                  bridgeActions: props.known.bridgeActions,
                  parts: props.parts,
                  pages: props.pages,
                  formId: formAround(doc, selected),
                },
                ownTypes,
              );
              if (made.problem !== undefined) {
                props.notify(made.problem);
                return;
              }
              onChange(
                insertNode(files, place, made.node),
                { kind: 'edit', label: `add ${item.type} ${item.kind}` },
                `${place.list}/${place.index}`,
              );
            }}
          />
        </fieldset>
        <StructurePanel
          text={files.screen}
          selected={selected}
          onSelect={(node) => props.onSelect(node.pointer)}
          onMove={move}
          onDrop={drop}
        />
      </div>
      <fieldset disabled={readOnly !== undefined} className="studio-blocks-panel studio-plain-fieldset">
        {!doc ? (
          <p role="alert" className="studio-note">
            {broken}
          </p>
        ) : form ? (
          <PropertyPanel
            key={form.pointer}
            form={form}
            problems={problems}
            onText={setText}
            onMakeMessage={(name) => {
              const property = form.properties.find((entry) => entry.name === name);
              if (property?.kind !== 'text' || property.literal === undefined || !node) return;
              const key = newTextKey(prefix, node, name, takenKeys);
              const screen = setProperty(files.screen, form.pointer, name, { msg: key });
              const messages = setMessage(setMessage(files.messages, key, 'en', property.literal), key, 'fil', '');
              onChange({ screen, messages }, { kind: 'edit', label: `make ${name} of ${what} a message` });
            }}
            onSet={(name, value, typing) =>
              onChange(
                { screen: setProperty(files.screen, form.pointer, name, value) },
                typing ? { kind: 'cell', label: `${name} of ${what}` } : { kind: 'edit', label: `set ${name} of ${what}` },
              )
            }
            onEditJson={(name) => props.onEditJson(name ? `${form.pointer}/${name}` : form.pointer)}
            onRowLabels={(lines) => {
              const stem = `${prefix}.${typeof node?.id === 'string' ? node.id : 'list'}`;
              const next = applyRowLabels(files.screen, files.messages, form.pointer, node?.rowLabels, lines, stem);
              onChange({ screen: next.file, messages: next.messages }, { kind: 'cell', label: `row titles of ${what}` });
            }}
            onMove={(by) => move(form, by)}
            onDuplicate={() => {
              const copy = duplicateNode(files, form.pointer, takenKeys);
              onChange(copy.files, { kind: 'edit', label: `duplicate ${what}` }, copy.pointer);
            }}
            onDelete={() => {
              const list = form.pointer.slice(0, form.pointer.lastIndexOf('/'));
              const left = form.listLength - 1;
              const next = left === 0 ? list : `${list}/${Math.min(form.index, left - 1)}`;
              onChange(deleteNode(files, form.pointer), { kind: 'edit', label: `delete ${what}` }, next);
            }}
          />
        ) : (
          <p className="studio-muted">
            Select a block, field or action in the structure (or, with Select in preview, in a frame) to see its properties.
          </p>
        )}
      </fieldset>
    </div>
  );
}

/** The id of the form the selection is in, for a submit or validate action added there. */
function formAround(doc: unknown, selected: string | undefined): string | undefined {
  for (let at = selected ?? ''; at; at = at.slice(0, at.lastIndexOf('/'))) {
    const value = valueAt(doc, at) as { type?: unknown; id?: unknown } | undefined;
    if (value?.type === 'form' && typeof value.id === 'string') return value.id;
  }
  return undefined;
}
