import { findContentSources } from '../shared/content-sources.ts';
import type { MessageLocale } from './messages/create-messages.ts';
import type { PageAnswer } from './screen-source/screen-source.ts';

// The content files product staff edit (content/**/*.md, see content/README.md), fetched only when a
// screen shows them: a file at the top of content/ is a chunk of its own, the files of a folder one
// chunk per language (vite.config.ts); a `<name>.fil.md` beside a file is its Filipino text.
const files = import.meta.glob(['../../content/**/*.md', '!../../content/README.md'], { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

const loaded = new Map<string, string>();
/** The pages of the bundle in force (the screen source's `loadPage`, route-start.ts); unset: the build's copies. */
let publishedPages: ((name: string) => Promise<PageAnswer>) | undefined;

/** Reads pages from the published bundle first (the screen source's `loadPage`), so a published page shows without a rebuild. */
export function readPublishedPages(loadPage: (name: string) => Promise<PageAnswer>): void {
  publishedPages = loadPage;
  loaded.clear();
}

/** The studio's preview only: the saved folder's pages as staff edit them (by file name without .md, e.g. 'about-us.fil'), instead of the built ones. */
let studioPages: Readonly<Record<string, string>> | undefined;

/**
 * The studio's preview: show these pages' texts (drafts included) instead of the files the app was
 * built with. They are every page of the saved folder, so a page they lack is not shown, as borrowers
 * will not read it once a publish removes it (its Filipino text: the English page). None at all: the
 * folder's pages are not read yet, and the built ones show meanwhile.
 */
export function showStudioPages(pages: Readonly<Record<string, string>>): void {
  studioPages = Object.keys(pages).length > 0 ? pages : undefined;
  loaded.clear();
}

/**
 * One file's text ('about-us', 'about-us.fil'): the published bundle's, else the build's copy where
 * the bundle says so; undefined when the bundle in force does not have it (a publish removed it)
 * or, for the build's copy, when the build has no such file.
 */
async function readFile(file: string): Promise<string | undefined> {
  const answer: PageAnswer = publishedPages ? await publishedPages(file) : { kind: 'build' };
  if (answer.kind === 'published') return answer.text;
  if (answer.kind === 'not published') return undefined;
  return files[`../../content/${file}.md`]?.();
}

/**
 * The text of content/<name>.md (or its `.fil.md` for Filipino, else its English text), undefined
 * when there is no such page: none in the build, or none in the published bundle in force — a page
 * a publish removed is gone for borrowers even though the app was built with it.
 */
export async function loadContent(name: string, locale: MessageLocale): Promise<string | undefined> {
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(name)) return undefined;
  const pages = studioPages;
  const read = pages ? (file: string) => Promise.resolve(Object.hasOwn(pages, file) ? pages[file] : undefined) : readFile;
  // The page's Filipino text where there is one, else its English text.
  const text = (locale !== 'en' ? await read(`${name}.${locale}`) : undefined) ?? (await read(name));
  if (text !== undefined) loaded.set(`${locale}:${name}`, text);
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
