import { findContentSources } from '../shared/content-sources.ts';
import type { MessageLocale } from './messages/create-messages.ts';

// The content files product staff edit (content/**/*.md, see content/README.md), fetched only when a
// screen shows them: a file at the top of content/ is a chunk of its own, the files of a folder one
// chunk per language (vite.config.ts); a `<name>.fil.md` beside a file is its Filipino text.
const files = import.meta.glob(['../../content/**/*.md', '!../../content/README.md'], { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

const loaded = new Map<string, string>();
/** The pages of the bundle in force (route-start.ts), where one differs from the build's copy. */
let publishedPages: ((name: string) => Promise<string | null | undefined>) | undefined;

/** Reads pages from the published bundle first (the screen source's `loadPage`), so a published page shows without a rebuild. */
export function readPublishedPages(loadPage: (name: string) => Promise<string | null | undefined>): void {
  publishedPages = loadPage;
  loaded.clear();
}

/** The studio's preview only: the pages as staff edit them (by file name without .md, e.g. 'about-us.fil'), instead of the built ones. */
let studioPages: Readonly<Record<string, string>> | undefined;

/** The studio's preview: show these pages' texts (drafts included) instead of the files the app was built with (a page it has not: the built one). */
export function showStudioPages(pages: Readonly<Record<string, string>>): void {
  studioPages = pages;
  loaded.clear();
}

/** The text of content/<name>.md (or its `.fil.md` for Filipino), undefined when there is no such file. */
export async function loadContent(name: string, locale: MessageLocale): Promise<string | undefined> {
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(name)) return undefined;
  const studioText = studioPages && ((locale !== 'en' ? studioPages[`${name}.${locale}`] : undefined) ?? studioPages[name]);
  if (studioText !== undefined) {
    loaded.set(`${locale}:${name}`, studioText);
    return studioText;
  }
  // The page's Filipino text where the published bundle or the build has one, else its English text.
  const translated = locale !== 'en' ? `${name}.${locale}` : undefined;
  let published = translated ? await publishedPages?.(translated) : undefined;
  const key = translated && (published !== undefined || files[`../../content/${translated}.md`]) ? translated : name;
  if (key === name) published = await publishedPages?.(name);
  const load = files[`../../content/${key}.md`];
  if (typeof published !== 'string' && !load) return undefined;
  const text = typeof published === 'string' ? published : await load();
  loaded.set(`${locale}:${name}`, text);
  return text;
}

/** The text when it was loaded already (`loadContent`), so a screen can show it at once. */
export function peekContent(name: string, locale: MessageLocale): string | undefined {
  return loaded.get(`${locale}:${name}`);
}

/**
 * Loads the content files a screen's markdown blocks show, so the screen is shown with its text in
 * place (nothing moves when it arrives). A file that fails is left to its block.
 */
export async function preloadScreenContent(screen: unknown, locale: MessageLocale): Promise<void> {
  await Promise.all(findContentSources(screen).map((source) => loadContent(source, locale).catch(() => undefined)));
}
