// Which files beside the screens must be saved together. A shared part's new row title is a new
// shared text: the checker refuses the part without the text, and the shared texts with a text no
// part or screen uses, so neither can be saved first alone. The same holds for a title taken off.
// A part and the shared texts are tied when a text the part's draft starts or stops naming is one the
// shared texts' draft adds or removes; then saving either saves both (and every other part tied to
// the shared texts), in one save (PUT /__studio/api/files). Nothing is stored: it is read from the
// drafts as they are, so it holds after an undo, a Discard or a save of one of them.
import { nameScreen, type ScreenTexts } from '../../shared/page-users.ts';
import { savedWhat } from '../../shared/saved-what.ts';
import { headingOf } from '../publishing/page-changes.tsx';
import type { FilesSaveResult } from '../shell/api.ts';
import { savedByWhom } from '../team/team.ts';
import { SHARED_FILE } from '../texts/text-index.ts';

const PART = /^screens\/parts\/[^/]+\.json$/;
const PART_NAME = /^screens\/parts\/(.+)\.json$/;
const PAGE = /^content\/(.+)\.md$/;

/**
 * A file beside the screens as staff know it, as a heading: 'Shared texts', 'Shared part
 * site-footer', "Page 'Who we are'" (its own title when its text is given, else 'Page about-us'),
 * with ' (Filipino)' for a page's Filipino text.
 */
export function fileTitle(path: string, text?: string): string {
  if (path === SHARED_FILE) return 'Shared texts';
  const part = PART_NAME.exec(path);
  if (part) return `Shared part ${part[1]}`;
  const page = PAGE.exec(path);
  if (!page) return path;
  const filipino = page[1].endsWith('.fil');
  const name = filipino ? page[1].slice(0, -4) : page[1];
  const title = text === undefined ? name : `'${headingOf({ name, after: text })}'`;
  return `Page ${title}${filipino ? ' (Filipino)' : ''}`;
}

/**
 * A screen with unsaved changes as staff know it, by its title and address as it will be saved
 * (the shared texts for a title that is a shared text): "Screen 'About our company' (/workIs)", or
 * "New screen 'Holiday notice' at /holidayNotice" when it was never saved.
 */
export function screenTitle(
  screen: { name: string; isNew: boolean; after: Omit<ScreenTexts, 'name'> },
  sharedTexts?: string | null,
): string {
  const { title, path } = nameScreen({ name: screen.name, ...screen.after }, sharedTexts);
  return screen.isNew ? `New screen '${title}' at ${path}` : `Screen '${title}' (${path})`;
}

/** The keys of every `{"msg": key}` a JSON text names (undefined when it does not parse: unknown yet). */
export function keysNamed(text: string | undefined): Set<string> | undefined {
  const keys = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const msg = (value as { msg?: unknown }).msg;
      if (typeof msg === 'string') keys.add(msg);
      Object.values(value).forEach(visit);
    }
  };
  try {
    if (text !== undefined) visit(JSON.parse(text));
  } catch {
    // A half-typed file: what it names is not known yet (the checker says what is wrong with it).
    return undefined;
  }
  return keys;
}

/** The keys a shared texts file holds in any language (undefined when it does not parse). */
function textKeys(text: string | undefined): Set<string> | undefined {
  try {
    const doc = (text === undefined ? {} : JSON.parse(text)) as Record<string, unknown>;
    return new Set(
      Object.entries(doc).flatMap(([locale, texts]) =>
        locale !== '$schema' && texts && typeof texts === 'object' ? Object.keys(texts) : [],
      ),
    );
  } catch {
    return undefined;
  }
}

/** What is in one set and not in the other (nothing known when either is unknown). */
const differ = (a: Set<string> | undefined, b: Set<string> | undefined) =>
  a && b ? new Set([...a, ...b].filter((key) => a.has(key) !== b.has(key))) : new Set<string>();

interface Texts {
  /** The drafts by path. */
  drafts: ReadonlyMap<string, { text: string }>;
  /** The saved versions by path. */
  saved: ReadonlyMap<string, { text: string }> | undefined;
}

/** The shared parts with a draft that are tied to the shared texts' draft (none when it has none). */
function partsTiedToShared({ drafts, saved }: Texts): string[] {
  const shared = drafts.get(SHARED_FILE);
  if (!shared) return [];
  const changedTexts = differ(textKeys(saved?.get(SHARED_FILE)?.text), textKeys(shared.text));
  if (changedTexts.size === 0) return [];
  return [...drafts.keys()].filter((path) => {
    if (!PART.test(path)) return false;
    const named = differ(keysNamed(saved?.get(path)?.text), keysNamed(drafts.get(path)?.text));
    return [...named].some((key) => changedTexts.has(key));
  });
}

/**
 * The files saved when `path` is saved: the shared texts first, then each part tied to them, when
 * `path` is one of them; else `path` alone.
 */
export function filesSavedWith(path: string, texts: Texts): string[] {
  const parts = partsTiedToShared(texts);
  if (parts.length === 0 || (path !== SHARED_FILE && !parts.includes(path))) return [path];
  return [...parts, SHARED_FILE];
}

/** Every file with a draft, in groups saved together (each group in one save), in the drafts' order. */
export function saveGroups(texts: Texts): string[][] {
  const groups: string[][] = [];
  const placed = new Set<string>();
  for (const path of texts.drafts.keys()) {
    if (placed.has(path)) continue;
    const group = filesSavedWith(path, texts);
    group.forEach((member) => placed.add(member));
    groups.push(group);
  }
  return groups;
}

/**
 * "the shared part order-summary and the shared texts": what a save of these files writes, in staff
 * words. Given the files' texts, a page is named by its own heading ("the page 'Who we are'").
 */
export function filesInWords(paths: readonly string[], textOf?: (path: string) => string | undefined): string {
  const words = paths.map((path) => {
    const text = PAGE.test(path) ? textOf?.(path) : undefined;
    if (text === undefined) return savedWhat({ file: path });
    const title = fileTitle(path, text);
    return `the ${title[0].toLowerCase()}${title.slice(1)}`;
  });
  return words.length <= 1 ? (words[0] ?? savedWhat({})) : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What the studio says after saving files together: saved, someone changed one meanwhile (nothing written), or the checker's problems. */
export function saveTogetherNotice(paths: readonly string[], result: FilesSaveResult): ['ok' | 'error', string] {
  const words = filesInWords(paths);
  if (result.status === 'saved') return ['ok', `Saved ${words} together.`];
  if (result.status === 'problems')
    return ['error', `Not saved: the checker found ${result.problems.length} problem(s) in ${words} together. Nothing was written.`];
  const who = result.conflicts.map((conflict) => {
    const what = filesInWords([conflict.path]);
    return savedByWhom(conflict, what) ?? `${what} ${conflict.current ? 'was changed' : 'was removed'} since you opened it (another tab?)`;
  });
  return [
    'error',
    `Not saved: ${who.join('; ')}. Nothing was written, and your changes are kept: Save again to replace that version with yours, or Discard changes to take it.`,
  ];
}
