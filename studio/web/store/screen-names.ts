// Screens as staff know them: by the title borrowers read (in English) and by the screen's address,
// never by the folder the files live in. Two screens may share a title ('Confirm your loan') but
// never an address, so wherever screens are listed the address goes with the title.
import { useCallback } from 'react';

import { nameScreen, type ScreenName } from '../../shared/page-users.ts';
import { type Studio, useStudioSelectorIfAny } from './context.ts';
import type { Files } from './state.ts';

/** "'About us' (/workIs)": a screen as the rest of the studio names it (save dialog, publish list). */
export const screenInWords = (screen: { title: string; path: string }): string => `'${screen.title}' (${screen.path})`;

/** The last name read of each screen's files, with the shared texts it was read with. */
const named = new WeakMap<object, { sharedText: string | null | undefined; name: ScreenName }>();

/**
 * A screen as staff name it, from its files as the studio shows them (a draft's title as typed);
 * by its folder name until its files are known. Read again only when its files or the shared texts
 * change, so a list of every screen costs little on each key press.
 */
function screenNameOf(name: string, files: Files | undefined, sharedText: string | null | undefined): ScreenName {
  if (!files) return { name, title: name, path: `/${name}` };
  const kept = named.get(files);
  if (kept && kept.sharedText === sharedText && kept.name.name === name) return kept.name;
  const fresh = nameScreen({ name, ...files }, sharedText);
  named.set(files, { sharedText, name: fresh });
  return fresh;
}

/** The screens' names in the order staff look for them: by title, then by address (the folder name last, for a tie). */
export function byTitle(names: readonly string[], nameOf: (name: string) => ScreenName): string[] {
  return [...names].sort((a, b) => {
    const first = nameOf(a);
    const second = nameOf(b);
    return first.title.localeCompare(second.title) || first.path.localeCompare(second.path) || a.localeCompare(b);
  });
}

/** Each screen's title by its folder name, and its address (strings, so a panel re-renders only when one changes). */
const titlesOf = (studio: Studio): Record<string, string> =>
  Object.fromEntries(studio.names.map((name) => [name, screenNameOf(name, studio.current(name), studio.sharedText).title]));
const pathsOf = (studio: Studio): Record<string, string> =>
  Object.fromEntries(studio.names.map((name) => [name, screenNameOf(name, studio.current(name), studio.sharedText).path]));

/**
 * Each screen as staff name it, by its folder name: its title and address as the studio shows them
 * now (drafts in); outside the studio page (a view tested alone), by its folder name.
 */
export function useScreenNames(): (name: string) => ScreenName {
  const titles = useStudioSelectorIfAny(titlesOf);
  const paths = useStudioSelectorIfAny(pathsOf);
  return useCallback((name) => ({ name, title: titles?.[name] ?? name, path: paths?.[name] ?? `/${name}` }), [titles, paths]);
}
