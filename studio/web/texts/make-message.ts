// "Make it a message": a literal text of screen.json (the string value of a text property such as
// title, label or placeholder) becomes a message key of the screen's messages.json, in English
// and Filipino, and the literal becomes {"msg": key}, as the screen language writes a catalog text
// (schemas/meta/text.schema.json). Which properties are texts is read from the schema.
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';

import { OPERATORS } from '@borrower/engine/core/expression.ts';

import { screenEditorSchema } from '../editor/schema.ts';

type SyntaxNode = ReturnType<typeof syntaxTree>['topNode'];

/** How long the parser may work to cover the whole file (a screen file of ~40 KB parses in a few ms). */
const PARSE_BUDGET_MS = 2000;

/** The catalog key pattern of the screen language (text.schema.json, MessageText.msg). */
const MESSAGE_KEY = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;

type Schema = { $ref?: string; anyOf?: Schema[]; oneOf?: Schema[]; items?: Schema; properties?: Record<string, Schema> } & Record<
  string,
  unknown
>;

const isTextSchema = (schema: Schema | undefined): boolean =>
  schema !== undefined &&
  (schema.$ref === '#/$defs/Text' || Boolean(schema.anyOf?.some(isTextSchema)) || Boolean(schema.oneOf?.some(isTextSchema)));

/** Every property name whose value is a Text (or a list of them) somewhere in the screen language. */
function textProperties(root: Schema): Set<string> {
  const names = new Set<string>();
  const seen = new Set<object>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const schema = node as Schema;
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      if (isTextSchema(property) || isTextSchema(property.items)) names.add(name);
    for (const value of Object.values(schema)) visit(value);
  };
  visit(root);
  return names;
}

export const TEXT_PROPERTIES: ReadonlySet<string> = textProperties(screenEditorSchema);

interface TextTarget {
  /** The string token, quotes included. */
  from: number;
  to: number;
  /** The literal's text. */
  text: string;
  /** The text property it is the value of, e.g. 'label'. */
  property: string;
}

export type TextTargetResult = { target: TextTarget; problem?: undefined } | { target?: undefined; problem: string };

const TEXT_LIST = () => [...TEXT_PROPERTIES].slice(0, 8).join(', ');

/** The property (name and node) a JSON value node belongs to, also through a list ("items": ["a", "b"]). */
function ownerOf(state: EditorState, value: SyntaxNode): { name: string; property: SyntaxNode } | undefined {
  let node: SyntaxNode | null = value.parent;
  if (node?.name === 'Array') node = node.parent;
  if (node?.name !== 'Property') return undefined;
  const key = node.firstChild;
  if (!key || key.name !== 'PropertyName') return undefined;
  return { name: state.sliceDoc(key.from + 1, key.to - 1), property: node };
}

/** Property names of the object holding `property`. */
function siblingNames(state: EditorState, property: SyntaxNode): string[] {
  const names: string[] = [];
  for (let child = property.parent?.firstChild ?? null; child; child = child.nextSibling) {
    if (child.name === 'Property' && child.firstChild?.name === 'PropertyName')
      names.push(state.sliceDoc(child.firstChild.from + 1, child.firstChild.to - 1));
  }
  return names;
}

/** The literal text at the cursor (or selection), or why there is none to make a message of. */
export function findTextTarget(state: EditorState, from: number, to = from): TextTargetResult {
  // The editor parses in slices between frames: a file just opened (or a state just made) may have
  // only its start parsed, where every later position reads as no node at all. Finish the parse first.
  const tree = ensureSyntaxTree(state, state.doc.length, PARSE_BUDGET_MS) ?? syntaxTree(state);
  let node: SyntaxNode | null = tree.resolveInner(from, 1);
  if (node.name !== 'String' && node.name !== 'PropertyName') node = tree.resolveInner(from, -1);
  if (node.name === 'PropertyName')
    return { problem: 'That is a property name, not a text: put the cursor in the text after it, e.g. "label": "Submit".' };
  if (node.name !== 'String' || to > node.to) {
    return { problem: `Put the cursor in a text in quotes first: the value of a text property (${TEXT_LIST()}…).` };
  }
  const owner = ownerOf(state, node);
  if (!owner) return { problem: `Put the cursor in a text in quotes first: the value of a text property (${TEXT_LIST()}…).` };
  if (!TEXT_PROPERTIES.has(owner.name)) {
    return {
      problem: `'${owner.name}' is not a text borrowers read, so it cannot become a message: put the cursor in the value of a text property (${TEXT_LIST()}…).`,
    };
  }
  // A data-driven list (options or fields built from data, which have "each") and an expression hold data, not texts.
  const holder = owner.property.parent?.parent;
  const outer = holder?.name === 'Property' ? holder : undefined;
  if (siblingNames(state, owner.property).includes('each') || (outer && siblingNames(state, outer).includes('each'))) {
    return { problem: `'${owner.name}' here is read from the data of each item, not a text: it cannot become a message.` };
  }
  for (let ancestor = owner.property.parent; ancestor; ancestor = ancestor.parent) {
    const key = ancestor.name === 'Property' ? ancestor.firstChild : null;
    const name = key?.name === 'PropertyName' ? state.sliceDoc(key.from + 1, key.to - 1) : undefined;
    if (name && (OPERATORS.has(name) || name === 'each')) {
      return { problem: `'${owner.name}' here is data inside the expression '${name}', not a text: it cannot become a message.` };
    }
  }
  let text: string;
  try {
    text = JSON.parse(state.sliceDoc(node.from, node.to)) as string;
  } catch {
    return { problem: 'This text is not closed yet: finish its quotes first.' };
  }
  if (text.trim() === '') return { problem: 'This text is empty: there is nothing to translate.' };
  return { target: { from: node.from, to: node.to, text, property: owner.name } };
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'for',
  'is',
  'are',
  'be',
  'your',
  'you',
  'ang',
  'ng',
  'sa',
  'mga',
  'at',
]);

/** Up to four telling words of a text as camelCase: "Go and bind the card" → 'goBindCard'. */
export function keyWords(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const telling = words.filter((word) => !STOP_WORDS.has(word));
  const chosen = (telling.length ? telling : words).slice(0, 4);
  const camel = chosen.map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
  return /^[a-z]/.test(camel) ? camel : '';
}

/**
 * A key in the project's style: the screen's own key prefix (the first segment most of its keys
 * share, else the screen id) and the text's words, e.g. 'loanDetail.goBindCard'; unique among `taken`.
 */
export function proposeKey(options: {
  screenId: string;
  ownKeys: string[];
  taken: Iterable<string>;
  text: string;
  property: string;
}): string {
  const counts = new Map<string, number>();
  for (const key of options.ownKeys) counts.set(key.split('.')[0], (counts.get(key.split('.')[0]) ?? 0) + 1);
  const prefix =
    [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (/^[a-zA-Z][\w-]*$/.test(options.screenId) ? options.screenId : 'screen');
  const stem = `${prefix}.${keyWords(options.text) || options.property}`;
  const taken = new Set(options.taken);
  if (!taken.has(stem)) return stem;
  for (let count = 2; ; count++) if (!taken.has(`${stem}${count}`)) return `${stem}${count}`;
}

/** Why a key cannot be used, or undefined. */
export function keyProblem(key: string, taken: Iterable<string>): string | undefined {
  if (!MESSAGE_KEY.test(key)) return "A key is words joined by '.', starting with a letter, e.g. loanDetail.withdrawNow.";
  if (new Set(taken).has(key)) return `'${key}' is taken: choose another key (or use the existing text with {"msg": "${key}"}).`;
  return undefined;
}

/** The text's reference as the screen language writes it. */
export const messageReference = (key: string): string => `{ "msg": ${JSON.stringify(key)} }`;

type Catalogs = { $schema?: string; en?: Record<string, string>; fil?: Record<string, string> } & Record<string, unknown>;

/** messages.json with the key added in English and Filipino (the Filipino text may be empty: it is then reported as missing). */
export function addMessage(messagesText: string | null, key: string, en: string, fil: string): string {
  const catalogs: Catalogs = messagesText
    ? (JSON.parse(messagesText) as Catalogs)
    : { $schema: '../../schemas/meta/messages.schema.json', en: {}, fil: {} };
  const next: Catalogs = { ...catalogs, en: { ...(catalogs.en ?? {}), [key]: en }, fil: { ...(catalogs.fil ?? {}), [key]: fil } };
  return `${JSON.stringify(next, null, 2)}\n`;
}

export interface MakeMessagePlan {
  target: TextTarget;
  proposal: string;
  /** Keys the new one must not take: the screen's, the shared ones and the app's own. */
  taken: string[];
}

/** Everything the dialog needs for the text at the selection, or why the selection is no text. */
export function planMakeMessage(
  state: EditorState,
  context: { screenId: string; messagesText: string | null; sharedText: string | null; codeKeys: string[] },
): { plan: MakeMessagePlan; problem?: undefined } | { plan?: undefined; problem: string } {
  const { from, to } = state.selection.main;
  const found = findTextTarget(state, from, to);
  if (found.problem !== undefined) return { problem: found.problem };
  let own: Catalogs;
  let shared: Catalogs;
  try {
    own = context.messagesText ? (JSON.parse(context.messagesText) as Catalogs) : {};
    shared = context.sharedText ? (JSON.parse(context.sharedText) as Catalogs) : {};
  } catch {
    return { problem: 'messages.json is not valid JSON: fix it in the messages.json tab first, then make the text a message.' };
  }
  const taken = [
    ...new Set([...Object.keys(own.en ?? {}), ...Object.keys(own.fil ?? {}), ...Object.keys(shared.en ?? {}), ...context.codeKeys]),
  ];
  const proposal = proposeKey({
    screenId: context.screenId,
    ownKeys: Object.keys(own.en ?? {}),
    taken,
    text: found.target.text,
    property: found.target.property,
  });
  return { plan: { target: found.target, proposal, taken } };
}
