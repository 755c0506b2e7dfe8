// Every text a borrower reads, wherever it lives: the screens' own texts, the shared texts
// (screens/messages.json, also what the shared parts show) and the Markdown pages (content/), with
// the screens that show each one. Pure functions over the files as the studio has them (drafts in).
import { applyEdits, modify } from 'jsonc-parser';

import { findContentSources } from '../../../src/shared/content-sources.ts';

/** A text's language: English or Filipino. */
export type Locale = 'en' | 'fil';
/** Where an edit of a shared text goes: everywhere it shows, or only on the screen being edited. */
export type EditScope = 'everywhere' | 'here';

export const SHARED_FILE = 'screens/messages.json';
const messagesFileOf = (name: string) => `screens/${name}/messages.json`;
export const partFileOf = (name: string) => `screens/parts/${name}.json`;

type Catalog = Record<string, string>;
interface Catalogs {
  en?: Catalog;
  fil?: Catalog;
}

export interface ScreenTexts {
  name: string;
  screen: string;
  messages: string | null;
}

export interface TextRow {
  key: string;
  /** 'shared' (screens/messages.json) or the screen whose messages.json holds it. */
  owner: string;
  file: string;
  en: string | undefined;
  fil: string | undefined;
  /** The screens that show it (through their parts too). */
  usedBy: string[];
  /** A screen's own text with the name of a shared one: it shows instead of the shared text on that screen. */
  overrides: boolean;
}

export interface PageRow {
  /** The page's name as a markdown block's source, e.g. 'about-us' or 'payment-channel/wallet-app'. */
  name: string;
  file: string;
  filFile: string;
  en: string;
  fil: string | undefined;
  usedBy: string[];
}

function parseJson(text: string | null | undefined): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The message keys a screen or part shows: each {"msg": key} (not a block or action with a msg property). */
function messageKeysOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => messageKeysOf(item, found));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.msg === 'string' && !('type' in record)) found.add(record.msg);
    Object.values(record).forEach((value) => messageKeysOf(value, found));
  }
  return found;
}

/** The parts a screen or part includes, directly. */
function includesOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => includesOf(item, found));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'include' && typeof record.part === 'string') found.add(record.part);
    Object.values(record).forEach((value) => includesOf(value, found));
  }
  return found;
}

/** Each screen's parsed screen with its parts' blocks counted in: the keys and pages it shows. */
export function usesOf(screens: ScreenTexts[], parts: Map<string, string>) {
  const partValues = new Map([...parts].map(([name, text]) => [name, parseJson(text)]));
  const closure = (node: unknown, trail: string[] = []): unknown[] => {
    const all = [node];
    for (const part of includesOf(node)) {
      if (trail.includes(part) || !partValues.has(part)) continue;
      all.push(...closure(partValues.get(part), [...trail, part]));
    }
    return all;
  };
  const byScreen = new Map<string, { keys: Set<string>; pages: Set<string>; parts: Set<string> }>();
  for (const screen of screens) {
    const nodes = closure(parseJson(screen.screen));
    const keys = new Set<string>();
    const pages = new Set<string>();
    nodes.forEach((node) => messageKeysOf(node, keys));
    nodes.forEach((node) => findContentSources(node).forEach((page) => pages.add(page)));
    const usedParts = new Set<string>();
    nodes.forEach((node) => includesOf(node, usedParts));
    byScreen.set(screen.name, { keys, pages, parts: usedParts });
  }
  return byScreen;
}

/** One row per text key in every messages file, the shared ones first; and one per Markdown page. */
export function buildTextIndex(
  screens: ScreenTexts[],
  shared: string | undefined,
  parts: Map<string, string>,
  pages: Map<string, string>,
): { rows: TextRow[]; pages: PageRow[]; uses: ReturnType<typeof usesOf> } {
  const uses = usesOf(screens, parts);
  const sharedCatalogs = (parseJson(shared) as Catalogs | undefined) ?? {};
  const ownOf = new Map(screens.map((screen) => [screen.name, (parseJson(screen.messages) as Catalogs | undefined) ?? {}]));
  const rows: TextRow[] = [];
  for (const key of keysOf(sharedCatalogs)) {
    const usedBy = screens
      .filter((screen) => uses.get(screen.name)?.keys.has(key) && !Object.hasOwn(ownOf.get(screen.name)?.en ?? {}, key))
      .map((screen) => screen.name);
    rows.push({
      key,
      owner: 'shared',
      file: SHARED_FILE,
      en: sharedCatalogs.en?.[key],
      fil: sharedCatalogs.fil?.[key],
      usedBy,
      overrides: false,
    });
  }
  for (const screen of screens) {
    const own = ownOf.get(screen.name) ?? {};
    for (const key of keysOf(own)) {
      rows.push({
        key,
        owner: screen.name,
        file: messagesFileOf(screen.name),
        en: own.en?.[key],
        fil: own.fil?.[key],
        usedBy: uses.get(screen.name)?.keys.has(key) ? [screen.name] : [],
        overrides: Object.hasOwn(sharedCatalogs.en ?? {}, key),
      });
    }
  }
  const pageRows: PageRow[] = [];
  for (const [file, text] of pages) {
    const match = /^content\/(.+)\.md$/.exec(file);
    if (!match || match[1].endsWith('.fil')) continue;
    const name = match[1];
    const filFile = `content/${name}.fil.md`;
    const usedBy = screens.filter((screen) => uses.get(screen.name)?.pages.has(name)).map((screen) => screen.name);
    pageRows.push({ name, file, filFile, en: text, fil: pages.get(filFile), usedBy });
  }
  return { rows, pages: pageRows, uses };
}

function keysOf(catalogs: Catalogs): string[] {
  return [...new Set([...Object.keys(catalogs.en ?? {}), ...Object.keys(catalogs.fil ?? {})])];
}

/** A translation to look at: missing (or empty) in either language, or the same in both. */
export function needsTranslation(row: { en: string | undefined; fil: string | undefined }): 'missing' | 'identical' | undefined {
  if (!row.en?.trim() || !row.fil?.trim()) return 'missing';
  return row.en.trim() === row.fil.trim() && /[a-z]{3}/i.test(row.en) ? 'identical' : undefined;
}

/** A screen's first messages.json, as a new screen's starts. */
const NEW_MESSAGES = '{\n  "$schema": "../../schemas/meta/messages.schema.json",\n  "en": {},\n  "fil": {}\n}\n';

/** A messages file with one text set (or added), its formatting kept; a file that is not JSON yet starts as {"en", "fil"}. */
export function setText(text: string | null, locale: 'en' | 'fil', key: string, value: string): string {
  const base = text && parseJson(text) !== undefined ? text : NEW_MESSAGES;
  const edits = modify(base, [locale, key], value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } });
  return applyEdits(base, edits);
}

/** The preview's pointers (of the screen as it runs, includes in place) of the blocks showing `key`, or a page's markdown block. */
export function pointersShowing(screen: unknown, match: { key: string } | { page: string }): string[] {
  const found: string[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`));
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if ('key' in match && record.msg === match.key && !('type' in record)) found.push(pointer);
      if ('page' in match && record.type === 'markdown' && record.source === match.page) found.push(pointer);
      for (const [name, value] of Object.entries(record)) walk(value, `${pointer}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  };
  walk(screen, '');
  return found;
}
