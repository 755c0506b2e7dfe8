// JSON text: syntax errors, line and column of a JSON pointer, and a property named twice (which
// JSON.parse keeps silently). Every other family reports through problemAt.
import { getLocation, type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';

import type { Problem } from '../types.ts';

export interface JsonDoc {
  file: string;
  text: string;
  tree: Node;
  value: unknown;
  lineStarts: number[];
}

const SYNTAX_HINTS: Record<string, string> = {
  CommaExpected: "expected ',' before this: add the comma that separates two entries",
  ValueExpected: "expected a value here: remove the extra ',' or fill in the missing value",
  PropertyNameExpected: 'expected a property name in double quotes here: remove the extra \',\' or put the name in "double quotes"',
  ColonExpected: "expected ':' after the property name: add it",
  CloseBraceExpected: "an object is not closed: add the missing '}'",
  CloseBracketExpected: "a list is not closed: add the missing ']'",
  EndOfFileExpected: 'unexpected text after the end of the file: remove it',
  InvalidSymbol: 'unexpected character here: texts and property names need "double quotes"',
  InvalidCharacter: 'a text holds a character JSON does not allow (e.g. a line break): write it as \\n',
  UnexpectedEndOfString: "a text is not closed: add the closing '\"'",
  InvalidNumberFormat: "invalid number: write digits with an optional '.', e.g. 1500 or 0.5",
  InvalidEscapeCharacter: "invalid escape after '\\': use \\\" \\\\ \\n or \\uXXXX",
  InvalidUnicode: 'invalid \\u escape: it needs four hex digits',
  InvalidCommentToken: 'JSON allows no comments: remove it',
  UnexpectedEndOfComment: 'JSON allows no comments: remove it',
};

export const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const toPointer = (path: (string | number)[]) => (path.length === 0 ? '/' : path.map((part) => `/${escapePointer(String(part))}`).join(''));
export const pointerParts = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .filter((part, index, parts) => part !== '' || parts.length > 1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
export const isUnder = (pointer: string, node: string) => pointer === node || pointer.startsWith(`${node}/`);

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index++) if (text[index] === '\n') starts.push(index + 1);
  return starts;
}

function lineColumn(lineStarts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low] + 1 };
}

/** The node a pointer names, or its nearest existing ancestor; a property's value is found by its last occurrence, as JSON.parse keeps. */
function nodeAt(tree: Node, pointer: string): Node {
  let node = tree;
  for (const part of pointerParts(pointer)) {
    let next: Node | undefined;
    if (node.type === 'object') next = node.children?.findLast((property) => property.children?.[0]?.value === part)?.children?.[1];
    else if (node.type === 'array' && /^\d+$/.test(part)) next = node.children?.[Number(part)];
    if (!next) break;
    node = next;
  }
  return node;
}

/** A problem at a pointer of a parsed file, with its line and column. */
export function problemAt(doc: JsonDoc, pointer: string, message: string): Problem {
  const node = nodeAt(doc.tree, pointer);
  const offset = node.parent?.type === 'property' ? node.parent.offset : node.offset;
  return { file: doc.file, pointer: pointer || '/', message, ...lineColumn(doc.lineStarts, offset) };
}

/** Parses a file; a syntax error is one problem at its line and column. */
export function parseJson(file: string, text: string): { doc?: JsonDoc; problems: Problem[] } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const lineStarts = lineStartsOf(text);
  if (errors.length > 0 || !tree) {
    const error = errors.at(0);
    // Without errors parseTree gives a tree; the fallback only keeps the types whole.
    const offset = error?.offset ?? 0;
    const code = error ? printParseErrorCode(error.error) : 'ValueExpected';
    const path = getLocation(text, offset).path;
    // A property name that is expected but missing shows as '' at the end of the path.
    while (path.at(-1) === '') path.pop();
    const pointer = toPointer(path);
    const where = lineColumn(lineStarts, offset);
    return { problems: [{ file, pointer, message: `not valid JSON: ${SYNTAX_HINTS[code] ?? code}.`, ...where }] };
  }
  const doc: JsonDoc = { file, text, tree, value: JSON.parse(text), lineStarts };
  return { doc, problems: duplicateNames(doc) };
}

/** A property named twice in one object: JSON keeps the last silently (e.g. two variables, two texts with one key). */
function duplicateNames(doc: JsonDoc): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: Node, path: (string | number)[]) => {
    if (node.type === 'object') {
      const seen = new Map<string, Node>();
      for (const property of node.children ?? []) {
        const name = String(property.children?.[0]?.value);
        const first = seen.get(name);
        if (first) {
          const { line } = lineColumn(doc.lineStarts, first.offset);
          const where = lineColumn(doc.lineStarts, property.offset);
          problems.push({
            file: doc.file,
            pointer: toPointer([...path, name]),
            message: `'${name}' appears twice in this object (first on line ${line}); only the last one counts: remove or rename one.`,
            ...where,
          });
        } else seen.set(name, property);
        if (property.children?.[1]) visit(property.children[1], [...path, name]);
      }
    } else if (node.type === 'array') node.children?.forEach((child, index) => visit(child, [...path, index]));
  };
  visit(doc.tree, []);
  return problems;
}

/** Problems of one file in the order of its text. */
export const byPlace = (problems: Problem[]) => problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
