// Pure helpers on the screens folder and the drafts: a screen's files as saved or as edited, the
// screens' names, a draft after a change, the folder after a save.
import { nameScreen } from '../../shared/page-users.ts';
import type { Problem } from '../editor/checker.ts';
import type { Draft } from '../saving/drafts.ts';
import type { FileVersion, StudioFolder } from '../shell/api.ts';
import type { Files } from './state.ts';

export const fileOf = (name: string, file: 'screen' | 'messages') => `screens/${name}/${file}.json`;

/** The text parsed as JSON, or `fallback` when there is none or it does not parse. */
export const parseOr = <T>(text: string | null | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** The value without its `$schema` hint (the editor's, not the screen's). */
export const withoutHint = <T extends object>(value: T): T => {
  const { $schema: _hint, ...rest } = value as T & { $schema?: string };
  return rest as T;
};

/** A screen's files as saved, or undefined for a screen not saved yet. */
export function savedFiles(folder: StudioFolder | undefined, name: string): Files | undefined {
  const entry = folder?.screens.find((screen) => screen.name === name);
  return entry && { screen: entry.screen.text, messages: entry.messages?.text ?? null };
}

/** A saved screen as staff name it: "'About us' (/workIs)" (by its folder name when it is not in the folder). */
export function savedScreenInWords(folder: StudioFolder | undefined, name: string): string {
  const files = savedFiles(folder, name);
  if (!files) return `the screen ${name}`;
  const { title, path } = nameScreen({ name, ...files }, folder?.shared?.text);
  return `'${title}' (${path})`;
}

/** A screen's files as the studio shows them: its draft, else as saved. */
export function currentFiles(folder: StudioFolder | undefined, drafts: Map<string, Draft>, name: string): Files | undefined {
  return drafts.get(name) ?? savedFiles(folder, name);
}

/** Every screen's name, saved or only a draft, sorted. */
export function screenNames(folder: StudioFolder | undefined, drafts: Map<string, Draft>): string[] {
  const all = new Set(folder?.screens.map((screen) => screen.name) ?? []);
  for (const name of drafts.keys()) all.add(name);
  return [...all].sort();
}

/** The saved versions a new draft of the screen starts from. */
function baseOf(folder: StudioFolder | undefined, name: string): Draft['base'] {
  const entry = folder?.screens.find((screen) => screen.name === name);
  return { screen: entry?.screen.hash ?? null, messages: entry?.messages?.hash ?? null };
}

/** A screen's draft after a change; undefined when its files are the saved ones again (no draft). */
export function draftAfter(
  folder: StudioFolder | undefined,
  drafts: Map<string, Draft>,
  name: string,
  change: Partial<Files>,
  now: number,
): Draft | undefined {
  const base = savedFiles(folder, name);
  const before = drafts.get(name) ?? {
    ...(base ?? { screen: '', messages: null }),
    base: baseOf(folder, name),
    ...(base && { baseText: base }),
  };
  const next: Draft = { ...before, ...change, updatedAt: now };
  const unchanged = base && next.screen === base.screen && next.messages === base.messages;
  return unchanged ? undefined : next;
}

/** The folder with a screen's files as saved now (added in order when new). */
export function replaceScreen(
  folder: StudioFolder,
  name: string,
  files: { screen: FileVersion; messages: FileVersion | null },
): StudioFolder {
  const entry = { name, screen: files.screen, messages: files.messages };
  const exists = folder.screens.some((screen) => screen.name === name);
  return {
    ...folder,
    screens: exists
      ? folder.screens.map((screen) => (screen.name === name ? entry : screen))
      : [...folder.screens, entry].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * The screens whose title, address, folder name or text has the search words (all of them for
 * none). `titleOf` gives a screen's title as staff read it (it may be a shared text).
 */
export function listedScreens(
  names: string[],
  search: string,
  currentOf: (name: string) => Files | undefined,
  titleOf: (name: string) => string = (name) => name,
): string[] {
  const query = search.trim().toLowerCase();
  return names.filter((name) => {
    if (!query) return true;
    const text = currentOf(name);
    const route = routeOf(text?.screen);
    return (
      name.includes(query) ||
      titleOf(name).toLowerCase().includes(query) ||
      route.toLowerCase().includes(query) ||
      `${text?.screen ?? ''}${text?.messages ?? ''}`.toLowerCase().includes(query)
    );
  });
}

/** The route path of a screen.json text, '' when it has none or does not parse. */
export const routeOf = (screenText: string | undefined): string => parseOr<{ route?: { path?: string } }>(screenText, {}).route?.path ?? '';

/** The problems counted by screen folder ('(shared)' for those of the files beside the screens). */
export function countByScreen(problems: Problem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const problem of problems) {
    const name = /^screens\/([^/]+)\//.exec(problem.file)?.[1] ?? '(shared)';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** The problems counted by file. */
export function countByFile(problems: Problem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
  return counts;
}
