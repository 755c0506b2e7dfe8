// What a condition ("Show only when", "Greyed out when", "Marked as chosen when") can look at on a
// screen, in staff words: a value the screen remembers (named by the tick box, tabs or stars that
// set it), a value of the lender's reply, of the page's address, a setting IT makes, a value of the
// list's item, whether the page is open inside the phone app. Read from what the screen declares
// and reads already; the path (vars.nickname) is only the option's value and a developer's tooltip.
import { nameInWords, typeName } from './type-words.ts';

export interface ConditionValue {
  /** The path the condition reads, e.g. 'vars.agree' or 'data.init.problemType'. */
  path: string;
  /** What staff read, e.g. 'Problem type'. */
  label: string;
  /** The group it is listed under, e.g. "From the lender's server". */
  group: string;
}

type Texts = { en?: Record<string, string> };

const GROUPS = {
  vars: 'Remembered on this screen',
  data: 'From the lender’s server',
  query: 'From the page’s address',
  config: 'Settings IT makes',
  item: 'The item of the list',
  env: 'Where the page is open',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every path read by a {"var": …} inside a value. */
export function pathsRead(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => pathsRead(item, found));
  else if (isRecord(value)) {
    const read: unknown = Array.isArray(value.var) ? (value.var as unknown[])[0] : value.var;
    if (typeof read === 'string') found.add(read);
    Object.values(value).forEach((item) => pathsRead(item, found));
  }
  return found;
}

/** The English of a text property ({"msg": key} in the screen's own or the shared texts, or a literal). */
function english(text: unknown, catalogs: readonly Texts[]): string | undefined {
  if (typeof text === 'string') return text;
  const key = isRecord(text) && typeof text.msg === 'string' ? text.msg : undefined;
  return key ? catalogs.map((catalog) => catalog.en?.[key]).find((found) => typeof found === 'string') : undefined;
}

/** Each remembered value's block (a tick box, tabs, stars, a countdown) by the value's name, in words. */
function bindings(doc: unknown, catalogs: readonly Texts[]): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isRecord(value)) {
      if (typeof value.type === 'string' && typeof value.var === 'string' && !found.has(value.var)) {
        const words = english(value.label ?? value.text ?? value.title, catalogs);
        found.set(
          value.var,
          words ? `${typeName(value.type, false)} “${words}”` : `${typeName(value.type, false)}: ${nameInWords(value.var)}`,
        );
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(doc);
  return found;
}

/** 'info.defDetail.payCode' → 'Info › def detail › pay code'. */
const pathInWords = (path: string) =>
  path
    .split('.')
    .map((part, index) => (index === 0 ? nameInWords(part) : nameInWords(part).toLowerCase()))
    .join(' › ');

/** The list node a pointer is inside, if any (its item is what `item.*` reads). */
function enclosingList(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  let list: unknown;
  for (const segment of pointer.split('/').slice(1)) {
    if (isRecord(node) && node.type === 'list') list = node;
    node = Array.isArray(node) ? node[Number(segment)] : isRecord(node) ? node[segment] : undefined;
  }
  return list;
}

/** What a condition of the node at `pointer` can look at, by group, each once. */
export function conditionValues(doc: unknown, pointer: string, catalogs: readonly Texts[]): ConditionValue[] {
  const values = new Map<string, ConditionValue>();
  const add = (path: string, label: string, group: string) => {
    if (!values.has(path)) values.set(path, { path, label, group });
  };
  const bound = bindings(doc, catalogs);
  const variables = isRecord(doc) && isRecord(doc.variables) ? Object.keys(doc.variables) : [];
  for (const name of new Set([...variables, ...bound.keys()])) add(`vars.${name}`, bound.get(name) ?? nameInWords(name), GROUPS.vars);
  const list = enclosingList(doc, pointer);
  const read = [...pathsRead(doc, new Set())].sort();
  for (const path of read) {
    const [scope, ...rest] = path.split('.');
    if (rest.length === 0) continue;
    if (scope === 'vars') add(path, bound.get(rest[0]) ?? pathInWords(rest.join('.')), GROUPS.vars);
    else if (scope === 'data')
      add(path, rest.length === 1 ? `${nameInWords(rest[0])} (the whole reply)` : pathInWords(rest.slice(1).join('.')), GROUPS.data);
    else if (scope === 'query') add(path, pathInWords(rest.join('.')), GROUPS.query);
    else if (scope === 'config') add(path, pathInWords(rest.join('.')), GROUPS.config);
    else if (scope === 'env' && path === 'env.inAppBrowser') add(path, 'Open inside the phone app', GROUPS.env);
  }
  if (list) for (const path of pathsRead(list, new Set())) if (path.startsWith('item.')) add(path, pathInWords(path.slice(5)), GROUPS.item);
  const order = Object.values(GROUPS) as string[];
  return [...values.values()].sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group));
}
