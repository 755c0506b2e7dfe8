// Which files beside the screens must be saved together. A shared part's new row title is a new
// shared text: the checker refuses the part without the text, and the shared texts with a text no
// part or screen uses, so neither can be saved first alone. The same holds for a title taken off.
// A part and the shared texts are tied when a text the part's draft starts or stops naming is one the
// shared texts' draft adds or removes; then saving either saves both (and every other part tied to
// the shared texts), in one save (PUT /__studio/api/files). Nothing is stored: it is read from the
// drafts as they are, so it holds after an undo, a Discard or a save of one of them.
import { savedWhat } from '../../shared/saved-what.ts';
import type { FilesSaveResult } from '../shell/api.ts';
import { savedByWhom } from '../team/team.ts';
import { SHARED_FILE } from '../texts/text-index.ts';

const PART = /^screens\/parts\/[^/]+\.json$/;

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

/** "the shared part order-summary and the shared texts": what a save of these files writes, in staff words. */
export const filesInWords = (paths: readonly string[]): string => savedWhat({ files: paths.map((file) => ({ file })) });

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
