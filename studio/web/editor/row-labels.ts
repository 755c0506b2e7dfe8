// A key/value list's new titles for the server's rows (its rowLabels), as staff edit them: a small
// table of "Row" (the title as the server sends it) → "Label shown" in English and Filipino. Each
// label is a text of the file's texts (a key per place in the table), so both languages show.
import { setMessage, setProperty, valueAt } from './node-edits.ts';

export interface RowLabel {
  /** The row's title as the server sends it. */
  row: string;
  en: string;
  fil: string;
}

type Catalog = { en?: Record<string, string>; fil?: Record<string, string> };

/** The table's lines from a list's rowLabels: each title with its label's English and Filipino (a plain text in both). */
export function rowLabelsOf(value: unknown, catalogs: Catalog[]): RowLabel[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).map(([row, text]) => {
    if (typeof text === 'string') return { row, en: text, fil: text };
    const key = (text as { msg?: unknown } | null)?.msg;
    const from = typeof key === 'string' ? catalogs.find((catalog) => catalog.en && key in catalog.en) : undefined;
    return { row, en: from?.en?.[key as string] ?? '', fil: from?.fil?.[key as string] ?? '' };
  });
}

/**
 * The screen (or part) and its texts file with the list's rowLabels set from the table: the label of
 * the n-th line is the text `<stem>.rowLabel<n>`; lines without a row title are left out, and texts of
 * lines no longer there are removed.
 */
export function applyRowLabels(
  file: string,
  messages: string | null,
  pointer: string,
  before: unknown,
  lines: readonly RowLabel[],
  stem: string,
): { file: string; messages: string } {
  const keyOf = (index: number) => `${stem}.rowLabel${index + 1}`;
  let texts = messages;
  const labels: Record<string, { msg: string }> = {};
  lines.forEach((line, index) => {
    const row = line.row.trim();
    if (!row || Object.hasOwn(labels, row)) return;
    const key = keyOf(index);
    labels[row] = { msg: key };
    texts = setMessage(setMessage(texts, key, 'en', line.en), key, 'fil', line.fil);
  });
  const used = new Set(Object.values(labels).map((label) => label.msg));
  const earlier = before && typeof before === 'object' ? Object.values(before as Record<string, { msg?: unknown }>) : [];
  for (const label of earlier)
    if (typeof label?.msg === 'string' && label.msg.startsWith(`${stem}.rowLabel`) && !used.has(label.msg))
      texts = setMessage(setMessage(texts, label.msg, 'en', undefined), label.msg, 'fil', undefined);
  return {
    file: setProperty(file, pointer, 'rowLabels', Object.keys(labels).length > 0 ? labels : undefined),
    messages: texts ?? setMessage(null, keyOf(0), 'en', undefined),
  };
}

/**
 * Where a shared part's list keeps its row titles among the shared texts: `<part in camelCase>.<the
 * list's id>` ("orderSummary.details"), else by its place in the part ("orderSummary.list2" for
 * /blocks/2), so two lists of one part never share a text.
 */
export function partLabelStem(part: string, pointer: string, node: unknown): string {
  const camel = part.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  const id = (node as { id?: unknown } | null)?.id;
  if (typeof id === 'string' && /^[\w-]+$/.test(id)) return `${camel}.${id}`;
  const places = pointer.split('/').filter((step) => /^\d+$/.test(step));
  return `${camel}.list${places.join('-')}`;
}

/**
 * A shared part's list with its row titles set from the table: the part and the shared texts, each
 * title a shared text in English and Filipino (saved together: saving/save-together.ts).
 */
export function applyPartRowLabels(
  partText: string,
  sharedText: string | null,
  part: string,
  pointer: string,
  lines: readonly RowLabel[],
): { part: string; shared: string } {
  const node = valueAt(JSON.parse(partText) as unknown, pointer) as { rowLabels?: unknown } | undefined;
  const next = applyRowLabels(partText, sharedText, pointer, node?.rowLabels, lines, partLabelStem(part, pointer, node));
  return { part: next.file, shared: next.messages };
}
