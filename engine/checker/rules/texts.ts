// Texts (messages.json): the file is valid, every key has a text in every language, no
// language has a key English lacks, and each key has the same {placeholders} in every language.
import type { Problem, SourceText } from '../types.ts';
import { escapePointer, type JsonDoc, parseJson, problemAt } from './json-text.ts';
import { getValidator, toProblems } from './schema.ts';

const LOCALES = ['en', 'fil'] as const;
const LOCALE_NAMES: Record<string, string> = { en: 'English', fil: 'Filipino' };

export type Catalogs = Partial<Record<string, Record<string, string>>>;

/** Checks a messages.json file; its document when it is valid. */
export function checkMessagesFile(file: SourceText, problems: Problem[]): JsonDoc | undefined {
  const parsed = parseJson(file.name, file.text);
  problems.push(...parsed.problems);
  if (!parsed.doc) return undefined;
  const validate = getValidator('messages.schema.json#/$defs/Messages');
  if (!validate(parsed.doc.value)) {
    problems.push(...toProblems(parsed.doc, validate.errors ?? []));
    return undefined;
  }
  return parsed.doc;
}

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

/** Every locale has every key, and each key has the same {placeholders} in every locale. */
export function checkCatalogs(doc: JsonDoc, fallback: Catalogs, problems: Problem[]): void {
  const catalogs = doc.value as Catalogs;
  const en = catalogs.en ?? {};
  const where = doc.file;
  for (const locale of LOCALES.slice(1)) {
    const texts = catalogs[locale] ?? {};
    for (const key of Object.keys(en)) {
      if (key in texts || key in (fallback[locale] ?? {})) continue;
      problems.push(
        problemAt(
          doc,
          `/en/${escapePointer(key)}`,
          `'${key}' has no ${LOCALE_NAMES[locale]} text: add "${key}" under "${locale}" in ${where} (until then ${LOCALE_NAMES[locale]} readers see the English text).`,
        ),
      );
    }
    for (const [key, text] of Object.entries(texts)) {
      const pointer = `/${locale}/${escapePointer(key)}`;
      if (!(key in en)) {
        problems.push(
          problemAt(
            doc,
            pointer,
            `'${key}' has a ${LOCALE_NAMES[locale]} text but no English one: add "${key}" under "en" in ${where}, or remove it here.`,
          ),
        );
        continue;
      }
      if (text.trim() === '' && en[key].trim() !== '') {
        problems.push(
          problemAt(
            doc,
            pointer,
            `'${key}' has an empty ${LOCALE_NAMES[locale]} text: translate "${en[key].slice(0, 60)}" under "${locale}" in ${where} (until then ${LOCALE_NAMES[locale]} readers see nothing there).`,
          ),
        );
        continue;
      }
      const expected = placeholdersOf(en[key]);
      const found = placeholdersOf(text);
      if (expected.join() !== found.join()) {
        const list = (names: string[]) => (names.length ? names.map((name) => `{${name}}`).join(', ') : 'none');
        problems.push(
          problemAt(
            doc,
            pointer,
            `the placeholders of '${key}' differ: en has ${list(expected)}, ${locale} has ${list(found)}; use the same {names} in every language (translate the words around them, never the names).`,
          ),
        );
      }
    }
  }
}
