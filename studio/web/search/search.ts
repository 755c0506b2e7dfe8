// Search and replace across the project's files as staff read them: in a JSON file only the text
// of string values (never a property name or the $schema hint), a replacement escaped for JSON; in a
// Markdown page the whole text. A part's, screen's or variable's notes for developers (its
// "description", a "$comment") are no text borrowers see: searched only when asked for. Pure
// functions; the panel (search-panel.tsx) shows and applies them.
import { visit } from 'jsonc-parser';

export interface SearchFile {
  path: string;
  text: string;
}

export interface SearchOptions {
  query: string;
  caseSensitive: boolean;
  wholeWord: boolean;
  /** Also search the notes for developers (description, $comment); off by default. */
  includeNotes?: boolean;
}

/** Properties whose string is a note for the people who edit the file, never shown to borrowers. */
const DEVELOPER_NOTES = new Set(['description', '$comment']);

export interface Match {
  /** Unique within one search: path and offset. */
  id: string;
  path: string;
  from: number;
  to: number;
  /** 1-based. */
  line: number;
  lineText: string;
  /** Where the match starts and ends within lineText. */
  column: number;
  length: number;
  /** The text the match is in as staff read it: a JSON file's string value (as written), a page's line. */
  value: string;
  /** Where the match starts within value. */
  valueColumn: number;
  /** In a JSON file, the path to the string value (e.g. ['en', 'service.title']); a page's match has none. */
  at?: (string | number)[];
}

interface Range {
  from: number;
  to: number;
  at?: (string | number)[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function searchPattern(options: SearchOptions): RegExp | undefined {
  if (!options.query) return undefined;
  const body = escapeRegExp(options.query);
  const source = options.wholeWord ? `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])` : body;
  return new RegExp(source, `gu${options.caseSensitive ? '' : 'i'}`);
}

/** The ranges of a file that search looks in: a JSON file's string values (with their paths), a page's whole text. */
function searchableRanges(file: SearchFile, includeNotes: boolean): Range[] {
  if (!file.path.endsWith('.json')) return [{ from: 0, to: file.text.length }];
  const ranges: Range[] = [];
  let property = '';
  visit(file.text, {
    onObjectProperty: (name) => {
      property = name;
    },
    onArrayBegin: () => {
      property = '';
    },
    onLiteralValue: (value, offset, length, _line, _character, path) => {
      if (typeof value !== 'string' || property === '$schema') return;
      if (!includeNotes && DEVELOPER_NOTES.has(property)) return;
      ranges.push({ from: offset + 1, to: offset + length - 1, at: path() });
    },
  });
  return ranges;
}

export function findMatches(files: readonly SearchFile[], options: SearchOptions, limit = 2000): Match[] {
  const pattern = searchPattern(options);
  if (!pattern) return [];
  const matches: Match[] = [];
  for (const file of files) {
    let lineStarts: number[] | undefined;
    for (const { from: start, to: end, at } of searchableRanges(file, options.includeNotes ?? false)) {
      const slice = file.text.slice(start, end);
      for (const found of slice.matchAll(pattern)) {
        if (found[0].length === 0) continue;
        lineStarts ??= linesOf(file.text);
        const from = start + found.index;
        const line = lineIndex(lineStarts, from);
        const lineFrom = lineStarts[line];
        const lineEnd = file.text.indexOf('\n', lineFrom);
        // A JSON string is read whole; a page by its line.
        const valueFrom = at ? start : lineFrom;
        const valueTo = at ? end : lineEnd === -1 ? file.text.length : lineEnd;
        matches.push({
          value: file.text.slice(valueFrom, valueTo),
          valueColumn: from - valueFrom,
          ...(at && { at }),
          id: `${file.path}:${from}`,
          path: file.path,
          from,
          to: from + found[0].length,
          line: line + 1,
          lineText: file.text.slice(lineFrom, lineEnd === -1 ? undefined : lineEnd),
          column: from - lineFrom,
          length: found[0].length,
        });
        if (matches.length >= limit) return matches;
      }
    }
  }
  return matches;
}

/** The replacement as it is written into the file: escaped as a JSON string's text in a JSON file. */
const replacementFor = (path: string, replacement: string) =>
  path.endsWith('.json') ? JSON.stringify(replacement).slice(1, -1) : replacement;

/** A file's text with the given matches (all of this file, from one search of this text) replaced. */
export function replaceIn(text: string, path: string, matches: readonly Match[], replacement: string): string {
  const written = replacementFor(path, replacement);
  let result = text;
  for (const match of [...matches].sort((a, b) => b.from - a.from)) result = result.slice(0, match.from) + written + result.slice(match.to);
  return result;
}

/** One file after a replace: where the replacements now stand and which matches were left unticked. */
export interface ReplacedFile {
  path: string;
  /** The file's text right after the replace: the record holds only while the file still reads so. */
  text: string;
  /** The replacements as written, [from, to) in the new text. */
  written: [number, number][];
  /** Ids (in the new text) of the matches the replace left and that were unticked. */
  unticked: string[];
}

/** Replaces the chosen matches of one file and says where everything moved to. */
export function replaceTracked(
  text: string,
  path: string,
  chosen: readonly Match[],
  unticked: readonly Match[],
  replacement: string,
  /** The replacements an earlier replace wrote in this text, kept out of the list as they move. */
  earlier: readonly [number, number][] = [],
): ReplacedFile {
  const written = replacementFor(path, replacement);
  const sorted = [...chosen].sort((a, b) => a.from - b.from);
  const moved = (offset: number) =>
    offset + sorted.filter((match) => match.to <= offset).reduce((sum, match) => sum + written.length - (match.to - match.from), 0);
  return {
    path,
    text: replaceIn(text, path, chosen, replacement),
    written: [
      ...earlier.map(([from, to]): [number, number] => [moved(from), moved(from) + to - from]),
      ...sorted.map((match): [number, number] => [moved(match.from), moved(match.from) + written.length]),
    ],
    unticked: unticked.filter((match) => !chosen.includes(match)).map((match) => `${path}:${moved(match.from)}`),
  };
}

/**
 * The matches to list after replaces: one inside a replacement just written (a replacement that
 * contains what is searched for) is done, not found again; only while its file still reads as the
 * replace left it (an Undo or another edit brings everything back).
 */
export function withoutReplaced(matches: readonly Match[], files: readonly SearchFile[], done: readonly ReplacedFile[]): Match[] {
  const current = done.filter((record) => files.some((file) => file.path === record.path && file.text === record.text));
  if (current.length === 0) return [...matches];
  return matches.filter(
    (match) =>
      !current.some((record) => record.path === match.path && record.written.some(([from, to]) => match.from < to && match.to > from)),
  );
}

function linesOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

function lineIndex(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}
