// Search and replace across the project's files as staff read them: in a JSON file only the text
// of string values (never a property name or the $schema hint), a replacement escaped for JSON; in a
// Markdown page the whole text. Pure functions; the panel (search-panel.tsx) shows and applies them.
import { visit } from 'jsonc-parser';

export interface SearchFile {
  path: string;
  text: string;
}

export interface SearchOptions {
  query: string;
  caseSensitive: boolean;
  wholeWord: boolean;
}

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
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function searchPattern(options: SearchOptions): RegExp | undefined {
  if (!options.query) return undefined;
  const body = escapeRegExp(options.query);
  const source = options.wholeWord ? `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])` : body;
  return new RegExp(source, `gu${options.caseSensitive ? '' : 'i'}`);
}

/** The ranges of a file that search looks in: a JSON file's string values, a page's whole text. */
function searchableRanges(file: SearchFile): [number, number][] {
  if (!file.path.endsWith('.json')) return [[0, file.text.length]];
  const ranges: [number, number][] = [];
  let property = '';
  visit(file.text, {
    onObjectProperty: (name) => {
      property = name;
    },
    onArrayBegin: () => {
      property = '';
    },
    onLiteralValue: (value, offset, length) => {
      if (typeof value === 'string' && property !== '$schema') ranges.push([offset + 1, offset + length - 1]);
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
    for (const [start, end] of searchableRanges(file)) {
      const slice = file.text.slice(start, end);
      for (const found of slice.matchAll(pattern)) {
        if (found[0].length === 0) continue;
        lineStarts ??= linesOf(file.text);
        const from = start + found.index;
        const line = lineIndex(lineStarts, from);
        const lineFrom = lineStarts[line];
        const lineEnd = file.text.indexOf('\n', lineFrom);
        matches.push({
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
export const replacementFor = (path: string, replacement: string) =>
  path.endsWith('.json') ? JSON.stringify(replacement).slice(1, -1) : replacement;

/** A file's text with the given matches (all of this file, from one search of this text) replaced. */
export function replaceIn(text: string, path: string, matches: readonly Match[], replacement: string): string {
  const written = replacementFor(path, replacement);
  let result = text;
  for (const match of [...matches].sort((a, b) => b.from - a.from)) result = result.slice(0, match.from) + written + result.slice(match.to);
  return result;
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
