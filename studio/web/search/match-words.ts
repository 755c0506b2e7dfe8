// Search results as staff read them: each file by its name in words (the studio's one naming helper,
// saving/save-together.ts), each match by what it is part of: a text's language, a block's or
// field's property ("Button 'Send' · Button text"), a page's line. No paths, no JSON lines.
import { LANGUAGE_NAMES } from '../../shared/languages.ts';
import { englishIn, nameOf, parse } from '../editor/blocks-edits.ts';
import { valueAt } from '../editor/node-edits.ts';
import { type Catalogs, nodeForm } from '../editor/property-form.ts';
import { fileTitle, screenTitle } from '../saving/save-together.ts';
import { SHARED_FILE } from '../texts/text-index.ts';
import type { Match, SearchFile } from './search.ts';

const SCREEN_FILE = /^screens\/([^/]+)\/(screen|messages)\.json$/;
/** Notes for the people who build the screens (searched only with the switch). */
const NOTES = new Set(['description', '$comment']);

export interface SearchWords {
  /** A file as staff know it: "Screen 'About us' (/workIs)", "Texts of screen 'About us' (/workIs)", "Shared texts", "Page 'Who we are'". */
  fileName: (path: string) => string;
  /** What a match is part of, in words. */
  matchWhere: (match: Match) => string;
}

const toPointer = (path: readonly (string | number)[]) =>
  path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The words for the files of one search (read once per list of files). */
export function searchWords(files: readonly SearchFile[]): SearchWords {
  const textOf = new Map(files.map((file) => [file.path, file.text]));
  const shared = textOf.get(SHARED_FILE);
  const sharedCatalog = parse(shared) ?? {};

  const fileName = (path: string): string => {
    const screen = SCREEN_FILE.exec(path);
    if (!screen) return fileTitle(path, textOf.get(path));
    const [, name, kind] = screen;
    const title = screenTitle(
      {
        name,
        isNew: false,
        after: { screen: textOf.get(`screens/${name}/screen.json`) ?? '', messages: textOf.get(`screens/${name}/messages.json`) ?? null },
      },
      shared,
    );
    return kind === 'screen' ? title : `Texts of ${title[0].toLowerCase()}${title.slice(1)}`;
  };

  const catalogsOf = (path: string) => {
    const screen = SCREEN_FILE.exec(path);
    const own = screen ? parse(textOf.get(`screens/${screen[1]}/messages.json`)) : undefined;
    return { own: (own ?? {}) as Catalogs['own'], shared: sharedCatalog as Catalogs['shared'] };
  };

  const matchWhere = (match: Match): string => {
    if (!match.at) return `Line ${match.line}`;
    const [first] = match.at;
    if (/\/messages\.json$/.test(match.path)) return LANGUAGE_NAMES[String(first)] ?? 'Text';
    const property = match.at.at(-1);
    if (typeof property === 'string' && NOTES.has(property)) return 'Note for developers';
    // The nearest block, field or action around the string, and the property of it the string is in.
    const doc = parse(textOf.get(match.path));
    for (let end = match.at.length - 1; end >= 0; end--) {
      const node = valueAt(doc, toPointer(match.at.slice(0, end))) as { type?: unknown } | undefined;
      if (!node || typeof node !== 'object' || typeof node.type !== 'string') continue;
      const pointer = toPointer(match.at.slice(0, end));
      const name = match.at[end];
      const isField = /\/fields\/\d+$/.test(pointer);
      const catalogs = catalogsOf(match.path);
      const label = nodeForm(doc, pointer, catalogs)?.properties.find((entry) => entry.name === name)?.label;
      const what = nameOf(node, englishIn(catalogs), isField);
      return label ? `${what} · ${label}` : what;
    }
    return 'A setting of the screen';
  };

  return { fileName, matchWhere };
}
