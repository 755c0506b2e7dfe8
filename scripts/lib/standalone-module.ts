// ajv's standalone code made an ES module the bundler can trim. The edits are made on the code's
// syntax tree (acorn), never by text patterns: a schema's own text (a `pattern` with braces, a
// quoted `params:{`) is a string literal in that tree and is never mistaken for code.
import { parse } from 'acorn';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';

/** ajv's string length by code points (CommonJS: Node hands its whole `exports` as the default). */
const ucs2length = (ucs2lengthModule as unknown as { default?: typeof ucs2lengthModule }).default ?? ucs2lengthModule;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Each node of the tree, parents first; `visit` returning false skips a node's children. */
function walk(node: AstNode, visit: (node: AstNode) => boolean): void {
  if (!visit(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) if (isNode(item)) walk(item, visit);
  }
}

const keyName = (property: AstNode): string | undefined => {
  const key = property.key;
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
};

/** `require("ajv/dist/runtime/<helper>").default`: the helper's module name, else undefined. */
function toRuntimeHelper(init: unknown): string | undefined {
  if (!isNode(init) || init.type !== 'MemberExpression' || !isNode(init.property) || init.property.name !== 'default') return undefined;
  const call = init.object;
  if (!isNode(call) || call.type !== 'CallExpression' || !isNode(call.callee) || call.callee.name !== 'require') return undefined;
  const [argument] = call.arguments as unknown[];
  if (!isNode(argument) || typeof argument.value !== 'string' || !argument.value.startsWith('ajv/dist/runtime/')) return undefined;
  return argument.value;
}

/** `validate12.schema = schema34;`: each function's copy of its schema, for introspection only. */
function isSchemaCopy(statement: AstNode): boolean {
  const expression = statement.expression;
  if (statement.type !== 'ExpressionStatement' || !isNode(expression) || expression.type !== 'AssignmentExpression') return false;
  const left = expression.left;
  return isNode(left) && left.type === 'MemberExpression' && isNode(left.property) && left.property.name === 'schema';
}

/** An error object ajv writes (`{instancePath, schemaPath, keyword, params, message}`). */
const isErrorObject = (node: AstNode): boolean => {
  if (node.type !== 'ObjectExpression') return false;
  const names = new Set((node.properties as AstNode[]).map(keyName));
  return names.has('instancePath') && names.has('keyword');
};
const LEAN_DROPPED = new Set(['schemaPath', 'params']);

/**
 * ajv's standalone module as an ES module: its CommonJS `require`s of ajv's runtime helpers become
 * imports (the string length by code points is written into the module, so a check that uses it is
 * one chunk, not two), and each function's copy of its schema goes (the checks never read it, so the
 * bundler drops the schema objects no check uses). With `lean`, each error keeps only where and what
 * (`instancePath`, `keyword`, `message`): the schema path and the params keep parts of the schema in
 * the code, a quarter of each check's size.
 */
export function toStandaloneEsModule(source: string, options: { lean?: boolean } = {}): { imports: string[]; code: string } {
  const tree = parse(source, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AstNode;
  const edits: Edit[] = [];
  const imports: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'VariableDeclaration') {
      const [declarator] = node.declarations as AstNode[];
      const helper = (node.declarations as AstNode[]).length === 1 ? toRuntimeHelper(declarator.init) : undefined;
      if (helper === undefined) return true;
      const name = (declarator.id as AstNode).name as string;
      if (helper === 'ajv/dist/runtime/ucs2length') {
        edits.push({ start: node.start, end: node.end, text: `const ${name} = ${ucs2length.toString()};` });
      } else {
        // Bundlers in Node mode hand a CommonJS module's whole `exports` as its default.
        imports.push(`import ${name}Module from "${helper}.js";\nconst ${name} = ${name}Module.default ?? ${name}Module;`);
        edits.push({ start: node.start, end: node.end, text: '' });
      }
      return false;
    }
    if (isSchemaCopy(node)) {
      edits.push({ start: node.start, end: node.end, text: '' });
      return false;
    }
    if (options.lean && isErrorObject(node)) {
      const kept = (node.properties as AstNode[]).filter((property) => !LEAN_DROPPED.has(keyName(property) ?? ''));
      edits.push({
        start: node.start,
        end: node.end,
        text: `{${kept.map((property) => source.slice(property.start, property.end)).join(',')}}`,
      });
      return false;
    }
    return true;
  });
  let code = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return { imports, code };
}
