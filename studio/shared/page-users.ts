// Which screens show a Markdown page, and a screen's name as staff know it. A page is shown by a
// screen's markdown block naming it (`"source": "about-us"` for content/about-us.md), on the screen
// itself or in a shared part it includes: the same reading as the app's (src/shared/content-sources.ts)
// after the parts are put in place as the build does (engine/checker/parts.ts). The studio server
// refuses to remove a page a screen still shows (removal.ts) and the remove dialog says so before.
import { expandIncludes } from '@borrower/engine/checker/parts.ts';

import { findContentSources } from '../../src/shared/content-sources.ts';

/** A screen folder's files as text. */
export interface ScreenTexts {
  name: string;
  screen: string;
  messages: string | null;
}

/** The saved folder's texts a reading needs: its screens, its shared parts and its shared texts. */
export interface FolderTexts {
  screens: readonly ScreenTexts[];
  parts: readonly { name: string; text: string }[];
  shared: string | null;
}

/** A screen as staff name it: its English title and its address. */
export interface ScreenName {
  name: string;
  title: string;
  path: string;
}

const parse = (text: string | null | undefined): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A screen as staff name it: its English title ('Holiday notice', from its own texts, else the shared
 * ones; or the title as written when it is not a text key) and its address ('/holidayNotice'); the folder name when the screen has no readable title.
 */
export function nameScreen(screen: ScreenTexts, sharedTexts?: string | null): ScreenName {
  const parsed = parse(screen.screen) as { id?: unknown; route?: { path?: unknown }; title?: string | { msg?: unknown } } | undefined;
  const english = (text: string | null | undefined) => (parse(text) as { en?: Record<string, unknown> } | undefined)?.en;
  // A title is a text key (its English text) or a literal text, as any text of a screen.
  const key = typeof parsed?.title === 'object' ? parsed.title.msg : undefined;
  const title =
    typeof parsed?.title === 'string'
      ? parsed.title
      : typeof key === 'string'
        ? (english(screen.messages)?.[key] ?? english(sharedTexts)?.[key])
        : undefined;
  const path = parsed?.route?.path;
  return {
    name: screen.name,
    title: typeof title === 'string' && title.trim() ? title : screen.name,
    path: typeof path === 'string' ? path : `/${typeof parsed?.id === 'string' ? parsed.id : screen.name}`,
  };
}

/** The page a file is ('content/about-us.md' → 'about-us'); undefined for a Filipino text or another file. */
export function pageOfFile(path: string): string | undefined {
  const name = /^content\/(.+)\.md$/.exec(path)?.[1];
  return name && !name.endsWith('.fil') ? name : undefined;
}

/** The screens that show `page` ('about-us', 'payment-channel/bills-payment'), by their title. */
export function screensShowingPage(page: string, folder: FolderTexts): ScreenName[] {
  const parts = new Map<string, unknown[]>();
  for (const part of folder.parts) {
    const blocks = (parse(part.text) as { blocks?: unknown } | undefined)?.blocks;
    if (Array.isArray(blocks)) parts.set(part.name, blocks);
  }
  return folder.screens
    .filter((screen) => {
      const parsed = parse(screen.screen);
      if (parsed === undefined) return false;
      let shown: unknown = parsed;
      try {
        shown = expandIncludes(parsed, parts);
      } catch {
        // A missing part or a cycle (the checker reports it): the screen's own blocks still count.
      }
      return findContentSources(shown).includes(page);
    })
    .map((screen) => nameScreen(screen, folder.shared))
    .sort((a, b) => a.title.localeCompare(b.title) || a.path.localeCompare(b.path));
}

const quoted = (screens: readonly ScreenName[]): string => {
  const names = screens.map((screen) => `'${screen.title}' (${screen.path})`);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** Why a page cannot be removed: "The screen 'About us' (/workIs) shows this page: remove it from that screen first." */
export const pageInUse = (screens: readonly ScreenName[]): string =>
  screens.length === 1
    ? `The screen ${quoted(screens)} shows this page: remove it from that screen first.`
    : `The screens ${quoted(screens)} show this page: remove it from those screens first.`;
