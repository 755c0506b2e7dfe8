// Names a valid screen uses must exist: dialogs, forms, variables, data sources and paths,
// message keys, endpoints, routes and paths, bridge actions; ids and field names are unique; a
// field's pattern is a valid regular expression.
import { SCOPE_ROOTS } from '../../core/expression.ts';
import { suggestName } from '../../core/registry.ts';
import type { KnownNames, Problem } from '../types.ts';
import { type JsonDoc, problemAt } from './json-text.ts';
import { didYouMean } from './schema.ts';
import { readPath, walk } from './walk.ts';

/** Checks that the names a valid screen uses exist: dialogs, forms, variables, data paths, messages, endpoints, routes; and that its ids are unique. */
export function checkReferences(doc: JsonDoc, known: KnownNames, messageHint: string): Problem[] {
  const screen = doc.value as Record<string, unknown>;
  const problems: Problem[] = [];
  const report = (pointer: string, message: string) => problems.push(problemAt(doc, pointer, message));
  const dialogs = new Set<string>();
  ((screen.dialogs as { id: string }[]) ?? []).forEach((dialog, index) => {
    if (dialogs.has(dialog.id))
      report(`/dialogs/${index}/id`, `dialog id '${dialog.id}' is used by another dialog of this screen: give each dialog its own id.`);
    dialogs.add(dialog.id);
  });
  const variables = new Set(Object.keys((screen.variables as object) ?? {}));
  const sources = new Set(Object.keys((screen.data as object) ?? {}));
  const forms = new Set<string>();
  const blockIds = new Set<string>();
  walk(screen, '', (node, pointer) => {
    // Blocks (forms among them) are the typed nodes with an id; fields are named.
    if (typeof node.type !== 'string' || typeof node.id !== 'string') return;
    if (blockIds.has(node.id))
      report(
        `${pointer}/id`,
        `${node.type === 'form' ? 'form' : 'block'} id '${node.id}' is used by another block of this screen: give each its own id.`,
      );
    blockIds.add(node.id);
    if (node.type === 'form') forms.add(node.id);
  });
  walk(screen, '', (node, pointer) => {
    if (node.type !== 'form' || !Array.isArray(node.fields)) return;
    const names = new Set<string>();
    (node.fields as { name?: unknown }[]).forEach((field, index) => {
      if (typeof field?.name !== 'string') return;
      if (names.has(field.name))
        report(
          `${pointer}/fields/${index}/name`,
          `field name '${field.name}' is used by another field of this form: give each field its own name (it is the key the form sends).`,
        );
      names.add(field.name);
    });
  });

  const expectName = (pointer: string, kind: string, name: unknown, names: ReadonlySet<string> | undefined, hint: string) => {
    if (!names || typeof name !== 'string' || names.has(name)) return;
    const suggestion = suggestName(name, [...names]);
    report(
      pointer,
      suggestion
        ? `unknown ${kind} '${name}' (did you mean '${suggestion}'?)${hint.startsWith(';') ? hint : ''}.`
        : `unknown ${kind} '${name}'${hint}.`,
    );
  };
  const DECLARE_VARIABLE = '; declare it under /variables';
  const oneOf = (names: ReadonlySet<string> | undefined) => `: use one of ${[...(names ?? [])].join(', ')}`;
  const expectEndpoint = (pointer: string, name: unknown) => expectName(pointer, 'endpoint', name, known.endpoints, oneOf(known.endpoints));
  walk(screen, '', (node, pointer) => {
    switch (node.type) {
      case 'openDialog':
      case 'closeDialog':
        expectName(`${pointer}/dialog`, 'dialog', node.dialog, dialogs, ": use the id of one of the screen's /dialogs");
        break;
      case 'submit':
        expectName(`${pointer}/form`, 'form', node.form, forms, ': use the id of a form block of this screen');
        break;
      case 'reload':
        expectName(`${pointer}/source`, 'data source', node.source, sources, '; declare it under /data');
        break;
      case 'set':
      case 'countdown':
      case 'tabs':
      case 'rating':
      case 'checkbox':
        expectName(`${pointer}/var`, 'variable', node.var, variables, DECLARE_VARIABLE);
        break;
      case 'call':
        expectEndpoint(`${pointer}/endpoint`, node.endpoint);
        if (typeof node.resultVar === 'string') expectName(`${pointer}/resultVar`, 'variable', node.resultVar, variables, DECLARE_VARIABLE);
        break;
      case 'navigate':
        if (typeof node.to === 'string' && !node.to.startsWith('/'))
          expectName(
            `${pointer}/to`,
            'route',
            node.to,
            known.routes,
            ": use a screen's id (its folder's screen.json \"id\") or a path starting with '/'",
          );
        if (typeof node.to === 'string' && node.to.startsWith('/') && known.routePaths) {
          const path = node.to.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
          if (!known.routePaths.has(path))
            report(
              `${pointer}/to`,
              `no screen has the path '${path}'${didYouMean(path, [...known.routePaths])}: navigate to a screen's id or to the "route" "path" of one of the screens.`,
            );
        }
        break;
      case 'bridge':
        expectName(`${pointer}/call`, 'native bridge action', node.call, known.bridgeActions, oneOf(known.bridgeActions));
        break;
    }
    if (typeof node.endpoint === 'string' && pointer.startsWith('/data/') && pointer.split('/').length === 3) {
      expectEndpoint(`${pointer}/endpoint`, node.endpoint);
    }
    if (typeof node.msg === 'string' && !('type' in node))
      expectName(`${pointer}/msg`, 'message key', node.msg, known.messageKeys, messageHint);
    const pattern = (node.pattern as { value?: unknown } | undefined)?.value;
    if (pointer.endsWith('/rules') && typeof pattern === 'string') {
      try {
        new RegExp(pattern, 'u');
      } catch (error) {
        report(
          `${pointer}/pattern/value`,
          `invalid regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}; fix the pattern (a JavaScript regular expression, u flag).`,
        );
      }
    }
    const path = readPath(node);
    if (path !== undefined) {
      const at = Array.isArray(node.var) ? `${pointer}/var/0` : `${pointer}/var`;
      const [root, name, key] = path.split('.');
      if (!SCOPE_ROOTS.includes(root)) {
        report(
          at,
          `'${path}' starts with '${root}', which names nothing${didYouMean(root, SCOPE_ROOTS)}: a path starts with one of ${SCOPE_ROOTS.join(', ')}.`,
        );
      } else if (root === 'vars' && name && !variables.has(name)) {
        report(at, `unknown variable '${name}'${didYouMean(name, [...variables])}; declare it under /variables.`);
      } else if (root === 'data' && name && !sources.has(name)) {
        report(at, `unknown data source '${name}'${didYouMean(name, [...sources])}; declare it under /data.`);
      } else if (root === 'storage' && (!name || !['local', 'session'].includes(name) || !key)) {
        report(at, `'${path}' is not a storage path: write storage.local.<key> or storage.session.<key>.`);
      }
    }
  });
  return problems;
}
