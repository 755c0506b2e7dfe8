// The JSON editor: CodeMirror 6 with the screen language's schema for completion of types and
// property names and hover docs (codemirror-json-schema), the project's own lists for message
// keys, endpoints, routes, bridge actions and dialogs, and the project's checker as diagnostics.
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  type Completion,
  type CompletionContext,
  completionKeymap,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage } from '@codemirror/lang-json';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
  syntaxTree,
} from '@codemirror/language';
import { type Diagnostic, lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, Prec, type Text } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import actionSchema from '../../../schemas/meta/action.schema.json';
import blockSchema from '../../../schemas/meta/block.schema.json';
import fieldSchema from '../../../schemas/meta/field.schema.json';
import { useReadOnly } from '../shell/read-only.tsx';
import type { Problem } from './checker.ts';
import type { CompletionNames } from './completion-names.ts';
import { propertyCompletion, propertyHover } from './schema-assist.ts';

const enumOf = (schema: { $defs?: Record<string, unknown> }, name: string) =>
  (schema.$defs?.[name] as { enum?: string[] } | undefined)?.enum ?? [];
/** Block, field and action types with what they are, for a "type" value. */
const TYPE_OPTIONS: Completion[] = [
  ...enumOf(blockSchema, 'BlockType').map((type) => ({ label: type, type: 'class', detail: 'block' })),
  ...enumOf(fieldSchema, 'FieldType').map((type) => ({ label: type, type: 'property', detail: 'field' })),
  ...enumOf(actionSchema, 'ActionType').map((type) => ({ label: type, type: 'function', detail: 'action' })),
];

/** Which list completes the string value of which property. */
const LISTS: Record<string, keyof CompletionNames> = {
  msg: 'messageKeys',
  endpoint: 'endpoints',
  route: 'routes',
  call: 'bridgeActions',
  dialog: 'dialogs',
};
const LIST_LABELS: Record<keyof CompletionNames, string> = {
  messageKeys: 'text',
  endpoints: 'endpoint',
  routes: 'route',
  bridgeActions: 'bridge action',
  dialogs: 'dialog',
};

function projectCompletion(getNames: () => CompletionNames) {
  return (context: CompletionContext): CompletionResult | null => {
    const node = syntaxTree(context.state).resolveInner(context.pos, -1);
    if (node.name !== 'String' || node.parent?.name !== 'Property') return null;
    const property = node.parent.firstChild;
    if (!property || property.name !== 'PropertyName' || property.to > node.from) return null;
    const name = context.state.sliceDoc(property.from + 1, property.to - 1);
    const closed = node.to - node.from >= 2 && context.state.sliceDoc(node.to - 1, node.to) === '"';
    const range = { from: node.from + 1, to: closed ? node.to - 1 : context.pos, validFor: /^[\w.-]*$/ };
    if (name === 'type') return { ...range, options: TYPE_OPTIONS };
    const list = LISTS[name];
    if (!list) return null;
    const names = getNames();
    const options: Completion[] = names[list].map((name) => ({
      label: name,
      type: 'constant',
      detail: LIST_LABELS[list],
      apply: name,
      boost: 10,
    }));
    return { ...range, options };
  };
}

const paragraph = (tag: string, text: string, className?: string) => {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
};

/** A property's description and allowed values, for the completion's info box and the hover. */
function propertyDoc(name: string, description: string | undefined, allowed: string | undefined, owner?: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'studio-schema-doc';
  box.append(paragraph('strong', owner ? `${name} (${owner})` : name));
  box.append(paragraph('p', description ?? 'No description in the schema.'));
  if (allowed) box.append(paragraph('p', `Allowed: ${allowed}`, 'studio-schema-allowed'));
  return box;
}

/** Property names of the object at the cursor, from the screen language's schema (schema-assist.ts), with their descriptions. */
function schemaPropertyCompletion(root: string) {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const found = propertyCompletion(text, context.pos, root);
    if (!found) return null;
    const from = context.pos - found.typed.length;
    if (!context.explicit && found.typed === '' && text[from - 1] !== '"') return null;
    return {
      from,
      validFor: /^[\w$]*$/,
      options: found.options.map((option): Completion => ({
        label: option.name,
        type: 'property',
        detail: option.required ? 'required' : undefined,
        boost: option.required ? 5 : 0,
        info: () => propertyDoc(option.name, option.description, option.allowed),
        apply: (view, _completion, start, end) => {
          // The whole name in quotes, the closing quote typed or put in by closeBrackets, then the colon.
          const open = view.state.sliceDoc(start - 1, start) === '"' ? start - 1 : start;
          const after = view.state.sliceDoc(end, end + 3);
          const close = end + (/^"\s*:/.test(after) ? after.indexOf(':') + 1 : after.startsWith('"') ? 1 : 0);
          const insert = `"${option.name}": `;
          view.dispatch({ changes: { from: open, to: close, insert }, selection: { anchor: open + insert.length } });
        },
      })),
    };
  };
}

function schemaHover(root: string) {
  return hoverTooltip((view, pos) => {
    const found = propertyHover(view.state.doc.toString(), pos, root);
    if (!found) return null;
    return { pos, above: true, create: () => ({ dom: propertyDoc(found.name, found.description, found.allowed, found.owner) }) };
  });
}

function propertyNamesOnly(source: (context: CompletionContext) => unknown) {
  return (context: CompletionContext): CompletionResult | null => {
    const node = syntaxTree(context.state).resolveInner(context.pos, -1);
    const inValue = node.name === 'String' && node.parent?.name === 'Property' && node.parent.firstChild !== node;
    return inValue || node.name === 'Number' ? null : ((source(context) as CompletionResult | null) ?? null);
  };
}

/** The checker's 1-based line:column as a range over the token there. */
function toDiagnostic(doc: Text, problem: Problem): Diagnostic {
  const line = doc.line(Math.min(Math.max(problem.line ?? 1, 1), doc.lines));
  const from = Math.min(line.from + Math.max((problem.column ?? 1) - 1, 0), line.to);
  const rest = doc.sliceString(from, line.to);
  // A property's problem is at its name: mark the name and a simple value after it ("type": "fone").
  const token = /^"(?:[^"\\]|\\.)*"\s*:\s*(?:"(?:[^"\\]|\\.)*"|[^\s,{}[\]]+)|^"(?:[^"\\]|\\.)*"?|^[^\s,:}\]]+/.exec(rest)?.[0] ?? '';
  return {
    from,
    to: from + Math.max(token.length, Math.min(1, line.to - from)),
    severity: 'error',
    message: problem.message,
    source: problem.pointer,
  };
}

export interface EditorProps {
  /** A new key (another screen or file) starts a fresh editor state. */
  docKey: string;
  text: string;
  schema: object;
  onChange: (text: string) => void;
  problems: Problem[];
  getNames: () => CompletionNames;
  label: string;
  onView?: (view: EditorView | undefined) => void;
  /** Undo and redo are the studio's (kept per screen across reloads); without them, the editor's own. */
  onUndo?: () => void;
  onRedo?: () => void;
  /** The cursor or selection moved (its start and end offsets). */
  onCursor?: (from: number, to: number) => void;
  /** A Markdown page: text, no JSON language, schema or completion. */
  plain?: boolean;
  /** The definition of the screen language the file is (a screen, a shared part): completion and hover come from it; else from `schema`. */
  schemaRoot?: 'Screen' | 'Part';
}

export function JsonEditor({
  docKey,
  text,
  schema,
  onChange,
  problems,
  getNames,
  label,
  onView,
  onUndo,
  onRedo,
  onCursor,
  plain,
  schemaRoot,
}: EditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  // Read-only for a person whose roles cannot save: the text can be read, selected and searched, not changed.
  const readOnly = useReadOnly() !== undefined;
  const [locked] = useState(() => new Compartment());
  const latest = useRef({ onChange, getNames, onUndo, onRedo, onCursor });
  useLayoutEffect(() => {
    latest.current = { onChange, getNames, onUndo, onRedo, onCursor };
  });

  useEffect(() => {
    const state = EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        foldGutter(),
        onUndo
          ? Prec.highest(
              keymap.of([
                { key: 'Mod-z', run: () => (latest.current.onUndo?.(), true), preventDefault: true },
                { key: 'Mod-Shift-z', run: () => (latest.current.onRedo?.(), true), preventDefault: true },
                { key: 'Ctrl-y', run: () => (latest.current.onRedo?.(), true), preventDefault: true },
              ]),
            )
          : [history(), keymap.of(historyKeymap)],
        drawSelection(),
        indentOnInput(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        // Find and replace (Ctrl/Cmd+F, F3 / Enter for the next match), its panel at the top of the editor.
        search({ top: true }),
        highlightSelectionMatches(),
        keymap.of([
          ...searchKeymap,
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...foldKeymap,
          ...completionKeymap,
          ...lintKeymap,
          indentWithTab,
        ]),
        ...(plain
          ? [EditorView.lineWrapping]
          : [
              json(),
              autocompletion({ activateOnTyping: true }),
              jsonLanguage.data.of({ autocomplete: projectCompletion(() => latest.current.getNames()) }),
              ...(schemaRoot
                ? [jsonLanguage.data.of({ autocomplete: schemaPropertyCompletion(schemaRoot) }), schemaHover(schemaRoot)]
                : [
                    // The schema's completion of property names (with their descriptions); values come from the
                    // lists above: on deep, recursive parts of the language the library's value search can hang.
                    jsonLanguage.data.of({ autocomplete: propertyNamesOnly(jsonCompletion()) }),
                    hoverTooltip(jsonSchemaHover()),
                    stateExtensions(schema),
                  ]),
            ]),
        lintGutter(),
        locked.of(EditorState.readOnly.of(readOnly)),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          if (update.selectionSet || update.docChanged) {
            const { from, to } = update.state.selection.main;
            latest.current.onCursor?.(from, to);
          }
        }),
      ],
    });
    view.current = new EditorView({ state, parent: host.current! });
    onView?.(view.current);
    return () => {
      view.current?.destroy();
      view.current = undefined;
      onView?.(undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new document only when the key changes; text changes are applied below.
  }, [docKey]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const before = current.state.doc.toString();
    if (before === text) return;
    // Only the part that differs (an undo, a texts-grid edit): the cursor goes there and the rest stays put.
    let start = 0;
    while (start < before.length && start < text.length && before[start] === text[start]) start++;
    let end = 0;
    while (end < before.length - start && end < text.length - start && before[before.length - 1 - end] === text[text.length - 1 - end])
      end++;
    const insert = text.slice(start, text.length - end);
    current.dispatch({
      changes: { from: start, to: before.length - end, insert },
      selection: { anchor: start + insert.length },
      scrollIntoView: true,
    });
  }, [text]);

  useEffect(() => {
    view.current?.dispatch({ effects: locked.reconfigure(EditorState.readOnly.of(readOnly)) });
  }, [locked, readOnly]);

  // Set again only when the problems change, not on every render of the page.
  const problemsKey = JSON.stringify(problems);
  useEffect(() => {
    const current = view.current;
    if (!current) return;
    current.dispatch(
      setDiagnostics(
        current.state,
        problems.map((problem) => toDiagnostic(current.state.doc, problem)),
      ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problemsKey, docKey]);

  return <div className="studio-editor" ref={host} />;
}
