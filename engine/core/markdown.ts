// A small Markdown reader for the content files product staff edit (legal pages, help texts).
// It knows a safe subset and nothing else: the result is a tree of plain data that the React
// layer turns into elements. HTML in a file is never markup: `<b>` stays the text "<b>".
import { toScalarText } from './expression.ts';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type MarkdownNode =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_DIVIDER = /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/;
const CONTINUATION = /^\s{2,}\S/;

/**
 * Reads Markdown into a tree: `#`-headings, paragraphs, `-`/`1.` lists, `>` quotes, `---` rules and
 * `|` tables; inline `**bold**`, `*italic*`, `` `code` ``, `[text](url)` and a trailing two-space
 * or backslash line break. Backslash escapes a marker. Anything else is text.
 * @example parseMarkdown('## Fees\n\n- **Late fee:** once') // [{kind:'heading',level:2,...},{kind:'list',...}]
 */
export function parseMarkdown(source: string): MarkdownNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const nodes: MarkdownNode[] = [];
  let index = 0;
  const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';
  const startsBlock = (line: string) =>
    HEADING.test(line) || BULLET.test(line) || ORDERED.test(line) || RULE.test(line) || QUOTE.test(line) || TABLE_ROW.test(line);

  while (index < lines.length) {
    const line = lines[index];
    if (isBlank(line)) {
      index++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(heading[1].length, 4) as 1 | 2 | 3 | 4;
      nodes.push({ kind: 'heading', level, children: parseInline(heading[2]) });
      index++;
      continue;
    }
    if (RULE.test(line)) {
      nodes.push({ kind: 'rule' });
      index++;
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_DIVIDER.test(lines[index + 1] ?? '')) {
      const header = splitRow(line).map(parseInline);
      index += 2;
      const rows: Inline[][][] = [];
      while (index < lines.length && TABLE_ROW.test(lines[index])) {
        const cells = splitRow(lines[index]);
        rows.push(header.map((_, cell) => parseInline(cells[cell] ?? '')));
        index++;
      }
      nodes.push({ kind: 'table', header, rows });
      continue;
    }
    if (QUOTE.test(line)) {
      const parts: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index])) {
        parts.push(QUOTE.exec(lines[index])?.[1] ?? '');
        index++;
      }
      nodes.push({ kind: 'quote', children: parseInline(joinLines(parts)) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = ORDERED.exec(line);
    if (bullet || ordered) {
      const isOrdered = !bullet;
      const marker = isOrdered ? ORDERED : BULLET;
      const items: string[][] = [];
      const start = ordered ? Number(ordered[1]) : 1;
      while (index < lines.length) {
        const current = lines[index];
        const match = marker.exec(current);
        if (match) {
          items.push([isOrdered ? match[2] : match[1]]);
          index++;
        } else if (items.length && CONTINUATION.test(current)) {
          items[items.length - 1].push(current.trim());
          index++;
        } else if (isBlank(current) && marker.test(lines[index + 1] ?? '')) {
          index++;
        } else break;
      }
      nodes.push({ kind: 'list', ordered: isOrdered, start, items: items.map((parts) => parseInline(joinLines(parts))) });
      continue;
    }
    const parts: string[] = [];
    while (index < lines.length && !isBlank(lines[index]) && (parts.length === 0 || !startsBlock(lines[index]))) {
      parts.push(lines[index]);
      index++;
    }
    nodes.push({ kind: 'paragraph', children: parseInline(joinLines(parts)) });
  }
  return nodes;
}

// Lines of one paragraph join with a space; a line ending in two spaces or a backslash keeps its break.
function joinLines(lines: string[]): string {
  return lines
    .map((line, index) => {
      const isLast = index === lines.length - 1;
      const hasBreak = / {2,}$/.test(line) || (/\\$/.test(line) && !/\\\\$/.test(line));
      const text = line.replace(/\\$/, '').trim();
      return isLast ? text : `${text}${hasBreak ? '\n' : ' '}`;
    })
    .join('');
}

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let current = '';
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '\\' && inner[i + 1] === '|') {
      current += '|';
      i++;
    } else if (inner[i] === '|') {
      cells.push(current.trim());
      current = '';
    } else current += inner[i];
  }
  cells.push(current.trim());
  return cells;
}

const ESCAPABLE = new Set(['\\', '*', '_', '`', '[', ']', '(', ')', '#', '-', '+', '.', '!', '|', '>']);

/** Inline markup of one block's text. */
export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) result.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\' && ESCAPABLE.has(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '\n') {
      flush();
      result.push({ kind: 'break' });
      i++;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        result.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((char === '*' || char === '_') && text[i + 1] === char) {
      const end = findClosing(text, `${char}${char}`, i + 2);
      if (end > i + 2) {
        flush();
        result.push({ kind: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((char === '*' || char === '_') && text[i + 1] !== ' ' && (char === '*' || !/\w/.test(text[i - 1] ?? ''))) {
      const end = findClosing(text, char, i + 1);
      if (end > i + 1 && text[end - 1] !== ' ' && (char === '*' || !/\w/.test(text[end + 1] ?? ''))) {
        flush();
        result.push({ kind: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const close = findClosing(text, ']', i + 1);
      if (close > i && text[close + 1] === '(') {
        const end = text.indexOf(')', close + 2);
        if (end > close + 1) {
          flush();
          result.push({ kind: 'link', href: text.slice(close + 2, end).trim(), children: parseInline(text.slice(i + 1, close)) });
          i = end + 1;
          continue;
        }
      }
    }
    buffer += char;
    i++;
  }
  flush();
  return result;
}

/** The index of the next unescaped `marker` from `from`, or -1. */
function findClosing(text: string, marker: string, from: number): number {
  for (let i = from; i <= text.length - marker.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(marker, i)) return i;
  }
  return -1;
}

/** Fills `{name}` placeholders from args; unknown names stay as they are, so a missing value is visible. */
export function fillPlaceholders(text: string, args: Record<string, unknown>): string {
  return text.replace(/\{([A-Za-z][\w.]*)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(args, name)) return whole;
    const value = args[name];
    return toScalarText(value);
  });
}
