// The layer rules for what eslint-plugin-import-x's no-restricted-paths does not see, on the same
// zones (eslint.config.js): a template-literal `import()`, `typeof import('…')`,
// `new URL('…', import.meta.url)` (workers, assets), `import.meta.glob(…)`; and, in an example app,
// any import by path that leaves the example's folder. Each path is resolved against the file's
// folder (a bare name with import-x's resolver from the settings), never matched as text. Where only the start of
// a path is known (a template with `${…}`, a glob), its folder is checked: a zone is broken if that
// folder lies inside a forbidden folder or contains one.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** `inner` is `outer` or lies inside it. */
const inside = (inner, outer) => {
  const path = relative(outer, inner);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
};

/** The folder a path's known start leads to: up to its last `/` before the first glob character. */
const knownFolder = (start) => {
  const plain = start.slice(0, start.search(/[*?[{(!]|$/));
  return plain.slice(0, plain.lastIndexOf('/') + 1);
};

const isRelative = (path) => path.startsWith('./') || path.startsWith('../');

/** `import.meta.url` or `import.meta.glob`'s callee. */
const isImportMeta = (node, property) =>
  node?.type === 'MemberExpression' &&
  node.object.type === 'MetaProperty' &&
  node.object.meta.name === 'import' &&
  node.property.type === 'Identifier' &&
  node.property.name === property;

const zonesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Layer zones on paths no-restricted-paths does not read, and examples import the repository by package name.' },
    messages: {
      zone: '{{message}}',
      computed:
        'Layers: this path is computed, so its layer cannot be checked: name the file, or start the path with ./ or ../ and the folder it loads from.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: { type: 'array' },
          examples: { type: 'object' },
          byName: { type: 'array' },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones = [], examples, byName = [] } = context.options[0];
    // import-x's resolver (eslint.config.js's settings), for a bare name in `typeof import()` or a template.
    const [resolver] = context.settings['import-x/resolver-next'] ?? [];
    const filename = context.physicalFilename;
    const from = (folder) => resolve(basePath, folder);
    const applies = zones.filter(
      (zone) =>
        zone.target.some((target) => inside(filename, from(target))) &&
        !(zone.targetExcept ?? []).some((target) => inside(filename, from(target))),
    );
    // examples/<name>/: an app of its own, which reaches the repository only through packages.
    const examplePath = examples && inside(filename, from(examples.folder)) ? relative(from(examples.folder), filename).split(sep) : null;
    const exampleFolder = examplePath && examplePath.length > 1 ? resolve(from(examples.folder), examplePath[0]) : null;
    // Folders another folder reaches only by its package name (the app and the studio: the engine).
    const namedOnly = byName.filter((rule) => rule.target.some((target) => inside(filename, from(target))));
    if (applies.length === 0 && !exampleFolder && namedOnly.length === 0) return {};

    /** Reports each zone `path` breaks; `folder`: only the folder is known, so reaching into `from` counts. */
    const check = (node, path, { folder = false, byPath = true, zones = true } = {}) => {
      for (const zone of zones ? applies : []) {
        const forbidden = zone.from.map(from);
        const allowed = (zone.except ?? []).map((except) => resolve(from(zone.from[0]), except));
        const breaks =
          forbidden.some((out) => inside(path, out)) && !allowed.some((except) => inside(path, except))
            ? true
            : folder && forbidden.some((out) => inside(out, path));
        if (breaks) context.report({ node, messageId: 'zone', data: { message: zone.message } });
      }
      if (exampleFolder && byPath && !inside(path, exampleFolder))
        context.report({ node, messageId: 'zone', data: { message: examples.message } });
      for (const rule of byPath ? namedOnly : [])
        if (inside(path, from(rule.folder)) || (folder && inside(from(rule.folder), path)))
          context.report({ node, messageId: 'zone', data: { message: rule.message } });
    };

    /** A module name as an import names it: resolved from the file (a bare name by the resolver). */
    const checkModule = (node, name) => {
      if (isRelative(name) || isAbsolute(name)) return check(node, resolve(dirname(filename), name));
      const found = resolver?.resolve(name, filename);
      if (found?.found && found.path) check(node, found.path, { byPath: false });
    };

    /** A path in a template literal: exact without `${…}`, else its known folder; a computed start is refused. */
    const checkTemplate = (node, template, base) => {
      if (template.expressions.length === 0) return checkPath(node, template.quasis[0].value.cooked, base);
      const start = template.quasis[0].value.cooked ?? '';
      if (!isRelative(start)) return context.report({ node, messageId: 'computed' });
      check(node, resolve(base, knownFolder(start)), { folder: true });
    };

    /** A path (a URL, a glob) relative to `base`, `/…` from the project root as Vite reads it. */
    const checkPath = (node, path, base, { glob = false } = {}) => {
      const absolute = (known) => (known.startsWith('/') ? resolve(basePath, `.${known}`) : resolve(base, known));
      if (glob && /[*?[{(!]/.test(path)) return check(node, absolute(knownFolder(path) || './'), { folder: true });
      check(node, absolute(path));
    };

    const checkArgument = (node, base, options) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return checkPath(node, node.value, base, options);
      if (node?.type === 'TemplateLiteral') return checkTemplate(node, node, base);
      context.report({ node: node ?? context.sourceCode.ast, messageId: 'computed' });
    };

    const here = dirname(filename);
    /** A literal import's path: no-restricted-paths reads those that resolve; the rest, and an example's, are read here. */
    const checkStatic = (node, name) => {
      if (!isRelative(name) && !isAbsolute(name)) return;
      const path = resolve(here, name);
      if (exampleFolder) return check(node, path, { zones: false });
      if (!existsSync(path)) return check(node, path);
      if (namedOnly.length > 0) check(node, path, { zones: false });
    };
    return {
      // Static imports and re-exports are no-restricted-paths', but for a path to no file (which it skips)
      // and an example's imports by path.
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        if (typeof node.source?.value === 'string') checkStatic(node.source, node.source.value);
      },
      ImportExpression(node) {
        const { source } = node;
        if (source.type === 'Literal' && typeof source.value === 'string') return checkStatic(source, source.value);
        if (source.type === 'TemplateLiteral') {
          if (source.expressions.length === 0) return checkModule(source, source.quasis[0].value.cooked);
          return checkTemplate(source, source, here);
        }
        context.report({ node: source, messageId: 'computed' });
      },
      TSImportType(node) {
        // `source` in typescript-eslint 8.4x and later, `argument`'s literal before.
        const literal = node.source ?? node.argument?.literal;
        if (literal?.type === 'Literal' && typeof literal.value === 'string') checkModule(literal, literal.value);
      },
      NewExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'URL' || !isImportMeta(node.arguments[1], 'url')) return;
        checkArgument(node.arguments[0], here);
      },
      CallExpression(node) {
        if (!isImportMeta(node.callee, 'glob')) return;
        const [patterns] = node.arguments;
        const each = patterns?.type === 'ArrayExpression' ? patterns.elements : [patterns];
        for (const pattern of each) {
          if (pattern?.type === 'Literal' && typeof pattern.value === 'string' && pattern.value.startsWith('!')) continue;
          checkArgument(pattern, here, { glob: true });
        }
      },
    };
  },
};

export default { meta: { name: 'layers' }, rules: { zones: zonesRule } };
