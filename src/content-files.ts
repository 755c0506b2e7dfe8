import type { MessageLocale } from './messages/create-messages';

// The content files product staff edit (content/**/*.md, see content/README.md). Each file is its
// own chunk, fetched only when a screen shows it; a `<name>.fil.md` beside a file is its Filipino text.
const files = import.meta.glob(['../content/**/*.md', '!../content/README.md'], { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

/** The text of content/<name>.md (or its `.fil.md` for Filipino), undefined when there is no such file. */
export async function loadContent(name: string, locale: MessageLocale): Promise<string | undefined> {
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(name)) return undefined;
  const load = (locale !== 'en' ? files[`../content/${name}.${locale}.md`] : undefined) ?? files[`../content/${name}.md`];
  return load ? load() : undefined;
}
