// The Blocks tab: add, move, duplicate and delete blocks, fields and actions and edit their
// properties without typing JSON. The palette, the structure tree and the property panel edit the
// same two files as the JSON editor, each change one step of the same undo history.
import { useMemo } from 'react';

import { useReadOnly } from '../shell/read-only.tsx';
import { TAB_TITLES } from '../store/state.ts';
import {
  addedNode,
  describePlace,
  droppedInList,
  englishIn,
  keyPrefix,
  movedInList,
  nameOf,
  parse,
  problemsByProperty,
} from './blocks-edits.ts';
import type { Problem } from './checker.ts';
import { applyChecks } from './checks.ts';
import type { EditSource } from './history.ts';
import { deleteNode, duplicateNode, type Files, setMessage, setProperty, valueAt } from './node-edits.ts';
import { useOwnTypes } from './own-types.ts';
import type { PaletteKind } from './palette.ts';
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
  /** Shows the JSON at `pointer` in the screen file's editor (the developers' tab). */
  onEditJson: (pointer: string) => void;
  problems: Problem[];
  notify: (text: string) => void;
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
  const english = useMemo(() => englishIn(catalogs), [catalogs]);
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
  const broken = `The screen's file cannot be read right now: it is fixed in the "${TAB_TITLES.screen}" tab (the problems below say where).`;

  const placeOf = (kind: PaletteKind) => (doc ? describePlace(doc, selected, kind, english) : { problem: broken });

  const problems = problemsByProperty(props.problems, form);

  const node = form ? (valueAt(doc, form.pointer) as Record<string, unknown>) : undefined;
  const what = form ? nameOf(node, english, /\/fields\/\d+$/.test(form.pointer)) : '';
  // A property as the panel shows it ('Most characters'), for the Undo and Redo buttons.
  const shown = (name: string) => `'${form?.properties.find((entry) => entry.name === name)?.label ?? name}'`;
  const setText = (name: string, locale: 'en' | 'fil', text: string) => {
    if (!form || !node) return;
    const property = form.properties.find((entry) => entry.name === name);
    if (property?.kind !== 'text' || property.shared) return;
    if (property.key) {
      onChange(
        { messages: setMessage(files.messages, property.key, locale, text) },
        { kind: 'cell', label: `change ${shown(name)} of ${what}${locale === 'fil' ? ' in Filipino' : ''}` },
      );
      return;
    }
    // The first letter of a new text: a key of the screen's own, in both languages (the other one empty until typed).
    const key = newTextKey(prefix, node, name, takenKeys);
    const screen = setProperty(files.screen, form.pointer, name, { msg: key });
    let messages = setMessage(files.messages, key, 'en', locale === 'en' ? text : '');
    messages = setMessage(messages, key, 'fil', locale === 'fil' ? text : '');
    onChange({ screen, messages }, { kind: 'edit', label: `new text ${shown(name)} of ${what}` });
  };

  /** Moves a node of a list of blocks, fields or actions one place up or down (the tree's Alt+↑ / ↓, the panel's buttons). */
  const move = (node: { pointer: string }, by: -1 | 1) => {
    const moved = movedInList(files.screen, doc, node.pointer, by, english);
    if (moved) onChange({ screen: moved.screen }, { kind: 'edit', label: moved.label }, moved.pointer);
  };

  /** A node dragged onto another of its list takes that one's place. */
  const drop = (node: { pointer: string }, onto: { pointer: string }) => {
    const moved = droppedInList(files.screen, doc, node.pointer, onto.pointer, english);
    if (moved) onChange({ screen: moved.screen }, { kind: 'edit', label: moved.label }, moved.pointer);
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
              const context = {
                doc,
                keyPrefix: prefix,
                takenKeys,
                screenId: props.screenId,
                endpoints: props.known.endpoints,
                bridgeActions: props.known.bridgeActions,
                parts: props.parts,
                pages: props.pages,
              };
              const added = addedNode(files, selected, item, context, ownTypes);
              if ('problem' in added) props.notify(added.problem);
              else onChange(added.files, { kind: 'edit', label: added.label }, added.select);
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
              onChange({ screen, messages }, { kind: 'edit', label: `make ${shown(name)} of ${what} a text` });
            }}
            onSet={(name, value, typing) =>
              onChange(
                { screen: setProperty(files.screen, form.pointer, name, value) },
                { kind: typing ? 'cell' : 'edit', label: `change ${shown(name)} of ${what}` },
              )
            }
            onEditJson={(name) => props.onEditJson(name ? `${form.pointer}/${name}` : form.pointer)}
            onChecks={(checks, typing) => {
              // A new message's text: '<prefix>.<field>.checks.required' and so on.
              const stem = newTextKey(prefix, node ?? {}, 'checks', new Set());
              const next = applyChecks(files.screen, files.messages, form.pointer, node?.rules, checks, stem);
              onChange(
                { screen: next.screen, messages: next.messages },
                { kind: typing ? 'cell' : 'edit', label: `change 'Checks' of ${what}` },
              );
            }}
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
