// Where a block picked or hovered in the preview comes from, in staff words, and what the studio
// can do with it: this screen's text, a shared text, a shared part, a Markdown page, the lender's
// server (which reply and field; changed in the lender's system) or the app's configuration (its
// value now; IT sets it). Pure: the studio's preview area shows it (origin-card.tsx).
import type { PreviewLook } from './protocol.ts';

export type OriginAction =
  | { kind: 'edit-text'; key: string; shared: boolean }
  /** The key/value list's arrangement in a property panel: the screen's node, or a shared part's. */
  | { kind: 'arrange'; pointer: string; part?: string }
  | { kind: 'open-part'; part: string }
  | { kind: 'open-page'; source: string };

export interface Origin {
  /** What it is, e.g. 'Rows of a list' or 'Text "Loan details"'. */
  what: string;
  /** Where it comes from, one point a line. */
  lines: string[];
  actions: OriginAction[];
}

export interface OriginContext {
  /** The screen file as the preview runs it, before its includes are put in place. */
  screen: unknown;
  /** Each shared part's blocks, by name. */
  parts: ReadonlyMap<string, unknown[]>;
  /** The screen's own text keys and the shared ones. */
  ownKeys: ReadonlySet<string>;
  sharedKeys: ReadonlySet<string>;
  /** The screens that show a shared text (by folder name), and those that use a part, in words ("'About us' (/workIs)"). */
  screensShowingText: (key: string) => string[];
  screensUsingPart: (part: string) => string[];
}

interface Resolved {
  node: unknown;
  /** The pointer in the screen file (an included block's: its include). */
  source: string;
  part?: string;
  /** The pointer in the part's file, for a block of a part. */
  partPointer?: string;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const isInclude = (value: unknown): value is { type: 'include'; part: string } =>
  !!value &&
  typeof value === 'object' &&
  (value as { type?: unknown }).type === 'include' &&
  typeof (value as { part?: unknown }).part === 'string';

/** The node at a preview pointer, with the shared part it belongs to (includes put in place as the preview runs them). */
export function resolvePreviewPointer(screen: unknown, parts: ReadonlyMap<string, unknown[]>, pointer: string): Resolved | undefined {
  let at: Resolved = { node: screen, source: '' };
  for (const raw of pointer.split('/').slice(1)) {
    const segment = unescape(raw);
    const { node } = at;
    if (Array.isArray(node)) {
      const placed: Resolved[] = [];
      node.forEach((item, index) => {
        if (isInclude(item) && item.part !== at.part) {
          const source = at.part ? at.source : `${at.source}/${index}`;
          (parts.get(item.part) ?? []).forEach((block, inPart) =>
            placed.push({ node: block, source, part: item.part, partPointer: `/blocks/${inPart}` }),
          );
        } else
          placed.push(
            at.part
              ? { node: item, source: at.source, part: at.part, partPointer: `${at.partPointer}/${index}` }
              : { node: item, source: `${at.source}/${index}` },
          );
      });
      const found = placed[Number(segment)];
      if (!found) return undefined;
      at = found;
    } else if (node && typeof node === 'object' && Object.hasOwn(node, segment)) {
      const next = (node as Record<string, unknown>)[segment];
      at = at.part
        ? { ...at, node: next, partPointer: `${at.partPointer}/${escape(segment)}` }
        : { node: next, source: `${at.source}/${escape(segment)}` };
    } else return undefined;
  }
  return at;
}

/** Every variable a value reads, in order, once each. */
function varsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => varsOf(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const read: unknown = Array.isArray(record.var) ? (record.var as unknown[])[0] : record.var;
    if (typeof read === 'string' && !found.includes(read)) found.push(read);
    for (const [name, item] of Object.entries(record)) if (name !== 'blocks' && name !== 'fields') varsOf(item, found);
  }
  return found;
}

/** The endpoint behind each data source and each variable a call fills (resultVar), by name. */
function repliesOf(screen: unknown): { data: Map<string, string>; vars: Map<string, string> } {
  const data = new Map<string, string>();
  const vars = new Map<string, string>();
  const record = screen && typeof screen === 'object' ? (screen as Record<string, unknown>) : {};
  for (const [name, source] of Object.entries((record.data as Record<string, unknown> | undefined) ?? {})) {
    const endpoint = (source as { endpoint?: unknown } | undefined)?.endpoint;
    if (typeof endpoint === 'string') data.set(name, endpoint);
  }
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(walk);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node.type === 'call' && typeof node.endpoint === 'string' && typeof node.resultVar === 'string')
      vars.set(node.resultVar, node.endpoint);
    Object.values(node).forEach(walk);
  };
  walk(screen);
  return { data, vars };
}

const shownValue = (value: PreviewLook['values'][string] | undefined) =>
  value === undefined || value === null || value === '' ? 'empty in this scenario' : `now "${String(value)}"`;

/** The words for one variable: the lender's reply and field, the configuration and its value, the address, the screen. */
function describeVar(
  name: string,
  look: PreviewLook | undefined,
  replies: ReturnType<typeof repliesOf>,
  valueWords?: string,
): string | undefined {
  const [scope, head, ...rest] = name.split('.');
  const field = rest.join('.');
  const value = look?.values[name];
  const shown = (found: typeof value) => valueWords ?? shownValue(found);
  const reply = (endpoint: string | undefined, fallback: string) => (endpoint ? `the ${endpoint} reply` : fallback);
  if (scope === 'data' && head)
    return `From the lender's server: ${reply(replies.data.get(head), `the "${head}" data`)}${field ? `, field ${field}` : ''} (${shown(value)}). It is changed in the lender's system, not in the studio.`;
  if (scope === 'vars' && head && replies.vars.has(head))
    return `From the lender's server: ${reply(replies.vars.get(head), '')}${field ? `, field ${field}` : ''} (${shown(value)}). It is changed in the lender's system, not in the studio.`;
  if (scope === 'config')
    return `From the app's configuration, set for each deployment (${[head, ...rest].join('.')}, ${shown(value)}). IT sets this in the app's configuration: ask IT to change it.`;
  if (scope === 'query') return `From the page's address (${head}, ${shown(value)}): the link that opened the page.`;
  if (scope === 'vars') return `Set on this screen while a borrower uses it (${head}).`;
  return undefined;
}

const HOTLINE_CONFIG = 'config.servicePhone';
const isOrderPhone = (name: string) => /\.telephone$/.test(name);

/** The customer-service phone: the order's own number from the lender's server, the configuration's only as the fallback. */
function describeHotline(vars: string[], look: PreviewLook | undefined, replies: ReturnType<typeof repliesOf>): string[] {
  const configValue = look?.values[HOTLINE_CONFIG];
  const configWords = `IT sets this in the app's configuration (servicePhone, ${shownValue(configValue)})`;
  const orderVar = vars.find(isOrderPhone);
  if (!orderVar) return [`The customer-service phone. ${configWords}: ask IT to change it.`];
  const [scope, head, ...rest] = orderVar.split('.');
  const endpoint = scope === 'data' ? replies.data.get(head) : replies.vars.get(head);
  const orderValue = look?.values[orderVar];
  const seen = orderValue ? orderValue : configValue;
  return [
    `The customer-service phone borrowers see: the number the lender's server sends with the order (${endpoint ? `the ${endpoint} reply` : 'the order'}, field ${rest.join('.')}), changed in the lender's system.`,
    `Only when the order carries none: ${configWords}.`,
    ...(seen
      ? [
          `In this scenario borrowers see ${String(seen)}: ${orderValue ? "the order's own number" : "the configuration's, as the order carries none"}.`,
        ]
      : []),
  ];
}

const TEXT_PROPERTIES = ['text', 'label', 'title', 'message', 'submitLabel', 'placeholder'];
const typeOf = (node: unknown) => (node && typeof node === 'object' ? (node as { type?: unknown }).type : undefined);

/** Where the block at a preview pointer comes from, and what the studio can do with it. */
export function describePreviewPick(pointer: string, look: PreviewLook | undefined, context: OriginContext): Origin | undefined {
  const resolved = resolvePreviewPointer(context.screen, context.parts, pointer);
  if (!resolved || !resolved.node || typeof resolved.node !== 'object') return undefined;
  const node = resolved.node as Record<string, unknown>;
  const type = typeof node.type === 'string' ? node.type : 'block';
  const replies = repliesOf(context.screen);
  const lines: string[] = [];
  const actions: OriginAction[] = [];
  const { part } = resolved;
  const arrangeAt = part
    ? { kind: 'arrange' as const, pointer: resolved.partPointer ?? '', part }
    : { kind: 'arrange' as const, pointer: resolved.source };

  let what = look?.text ? `${type} "${look.text.length > 60 ? `${look.text.slice(0, 59)}…` : look.text}"` : type;
  const vars = varsOf(node);
  if (type === 'keyValueList') {
    const items = varsOf(node.items)[0];
    what = 'Rows of a list';
    const count = look?.values[items ?? ''];
    const fromServer = items
      ? describeVar(
          items,
          look,
          replies,
          typeof count === 'number' ? `${count} row${count === 1 ? '' : 's'} in this scenario` : 'no rows in this scenario',
        )
      : undefined;
    lines.push(
      fromServer ? `${fromServer} The rows, their titles, order and values come from there.` : 'Rows the screen lists.',
      part
        ? 'The studio can order, hide and rename these rows for every screen using the part (rows not named show as sent; a new name is a shared text).'
        : 'The studio can order, hide and rename these rows on this screen (rows not named show as sent).',
    );
    actions.push(arrangeAt);
  } else if (type === 'markdown' && typeof node.source === 'string') {
    what = 'A Markdown page';
    lines.push(`A Markdown page (${node.source}), English and Filipino, edited as a page: the screen shows it as it is.`);
    actions.push({ kind: 'open-page', source: node.source });
  } else if (vars.includes(HOTLINE_CONFIG)) {
    lines.push(...describeHotline(vars, look, replies));
  }
  for (const name of TEXT_PROPERTIES) {
    const key = (node[name] as { msg?: unknown } | undefined)?.msg;
    if (typeof key !== 'string' || type === 'keyValueList') continue;
    if (context.ownKeys.has(key)) lines.push(`This screen's text (${key}): English and Filipino, only on this screen.`);
    else if (context.sharedKeys.has(key)) {
      const count = context.screensShowingText(key).length;
      lines.push(
        `A shared text (${key}), on ${count} screen${count === 1 ? '' : 's'}: a change shows everywhere it is used, unless you change it only here.`,
      );
    } else lines.push(`A text key no text file has yet (${key}).`);
    actions.push({ kind: 'edit-text', key, shared: !context.ownKeys.has(key) });
    break;
  }
  if (type !== 'keyValueList' && !vars.includes(HOTLINE_CONFIG))
    for (const name of vars.slice(0, 3)) {
      const words = describeVar(name, look, replies);
      if (words) lines.push(words);
    }
  if (part) {
    const users = context.screensUsingPart(part);
    lines.push(
      `Part of the shared part "${part}", used on ${users.length} screen${users.length === 1 ? '' : 's'}${users.length ? ` (${users.join(', ')})` : ''}: a change to it shows on each.`,
    );
    actions.push({ kind: 'open-part', part });
  }
  if (lines.length === 0)
    lines.push(typeOf(node) === 'include' ? 'A shared part.' : "This screen's own block: change it in Blocks or screen.json.");
  return { what, lines, actions };
}
