// Shared parts (screens/parts/*.json) and the include blocks that put them in place: every include
// names an existing part, no part includes itself, a part uses only shared texts, and a screen
// has the data sources, variables and dialogs the parts it includes read.
import type { KnownNames, PartSource, Problem } from '../types.ts';
import { byPlace, type JsonDoc, parseJson, problemAt } from './json-text.ts';
import { checkReferences } from './references.ts';
import { didYouMean, getValidator, toProblems } from './schema.ts';
import type { Catalogs } from './texts.ts';
import { messageKeyUses, readPath, walk } from './walk.ts';

/** What a part needs of the screen that includes it: its data sources, variables and dialogs. */
export interface PartNeeds {
  data: Set<string>;
  vars: Set<string>;
  dialogs: Set<string>;
}

function needsOf(value: unknown): PartNeeds {
  const needs: PartNeeds = { data: new Set(), vars: new Set(), dialogs: new Set() };
  walk(value, '', (node) => {
    const [root, name] = readPath(node)?.split('.') ?? [];
    if (root === 'data' && name) needs.data.add(name);
    if (root === 'vars' && name) needs.vars.add(name);
    if ((node.type === 'openDialog' || node.type === 'closeDialog') && typeof node.dialog === 'string') needs.dialogs.add(node.dialog);
  });
  return needs;
}

/** The include blocks in a screen or part, with their pointers. */
function includesOf(value: unknown): { pointer: string; part: string }[] {
  const found: { pointer: string; part: string }[] = [];
  walk(value, '', (node, pointer) => {
    if (node.type === 'include' && typeof node.part === 'string') found.push({ pointer, part: node.part });
  });
  return found;
}

/**
 * Every include names an existing part; in a screen (`needs` given), the screen has the data
 * sources, variables and dialogs the part (and the parts it includes) reads.
 */
export function checkIncludes(
  doc: JsonDoc,
  partNames: readonly string[],
  problems: Problem[],
  needs?: ReadonlyMap<string, PartNeeds>,
): void {
  const screen = doc.value as { data?: object; variables?: object; dialogs?: { id?: string }[] };
  const has = {
    data: new Set(Object.keys(screen.data ?? {})),
    vars: new Set(Object.keys(screen.variables ?? {})),
    dialogs: new Set((screen.dialogs ?? []).map((dialog) => dialog.id)),
  };
  const declare = {
    data: ['data source', 'data.', '/data'],
    vars: ['variable', 'vars.', '/variables'],
    dialogs: ['dialog', '', '/dialogs'],
  } as const;
  for (const { pointer, part } of includesOf(doc.value)) {
    if (!partNames.includes(part)) {
      const known = partNames.length ? ` Parts: ${partNames.join(', ')}.` : '';
      problems.push(
        problemAt(
          doc,
          `${pointer}/part`,
          `unknown part '${part}'${didYouMean(part, partNames)}: add screens/parts/${part}.json or name an existing part.${known}`,
        ),
      );
      continue;
    }
    const needed = needs?.get(part);
    if (!needed) continue;
    for (const kind of ['data', 'vars', 'dialogs'] as const) {
      const missing = [...needed[kind]].filter((name) => !has[kind].has(name));
      if (missing.length === 0) continue;
      const [what, prefix, where] = declare[kind];
      problems.push(
        problemAt(
          doc,
          `${pointer}/part`,
          `part '${part}' reads the ${what}${missing.length > 1 ? 's' : ''} ${missing.map((name) => `'${prefix}${name}'`).join(', ')}, which this screen does not have: declare ${missing.length > 1 ? 'them' : 'it'} under ${where}, or include a part that fits this screen.`,
        ),
      );
    }
  }
}

/**
 * Checks every part like a screen's blocks, that it uses only shared texts and paths every screen
 * has, and that no part includes itself, directly or through others. Returns the shared keys used.
 */
export function checkParts(
  parts: readonly PartSource[],
  shared: Catalogs,
  sharedName: string,
  known: KnownNames,
  problems: Problem[],
): { used: Set<string>; needs: Map<string, PartNeeds> } {
  const used = new Set<string>();
  const names = parts.map((part) => part.name);
  const docs = new Map<string, JsonDoc>();
  for (const part of parts) {
    const { doc, problems: syntax } = parseJson(part.file.name, part.file.text);
    problems.push(...syntax);
    if (!doc) continue;
    const validate = getValidator('screen.schema.json#/$defs/Part');
    if (!validate(doc.value)) {
      problems.push(...toProblems(doc, validate.errors ?? []));
      continue;
    }
    docs.set(part.name, doc);
    for (const key of messageKeyUses(doc.value).keys()) used.add(key);
    // Names a part uses are checked as in a screen: shared texts, routes, endpoints, bridge actions.
    const messageKeys = new Set([...(known.messageKeys ?? []), ...Object.keys(shared.en ?? {})]);
    const hint = `: a part uses the shared texts; add it under "en" and "fil" in ${sharedName}`;
    // The names of the including screen (data, variables, dialogs) are checked at each include.
    const found = checkReferences(doc, { ...known, messageKeys }, hint).filter(
      (problem) => !/\/(var|dialog|form|source|resultVar)$/.test(problem.pointer) || /starts with/.test(problem.message),
    );
    checkIncludes(doc, names, found);
    problems.push(...byPlace(found));
  }
  // Include cycles: each is reported once, at the include that closes it.
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, doc: JsonDoc, trail: string[]) => {
    state.set(name, 'visiting');
    for (const { pointer, part } of includesOf(doc.value)) {
      const partDoc = docs.get(part);
      if (!partDoc) continue;
      if (state.get(part) === 'visiting') {
        const cycle = [...trail.slice(trail.indexOf(part)), name, part].join(' → ');
        problems.push(
          problemAt(doc, `${pointer}/part`, `include cycle: ${cycle}; a part cannot include itself, directly or through other parts.`),
        );
      } else if (!state.has(part)) visit(part, partDoc, [...trail, name]);
    }
    state.set(name, 'done');
  };
  for (const [name, doc] of docs) if (!state.has(name)) visit(name, doc, []);
  // What each part needs, with the parts it includes (a cycle was reported above and is cut here).
  const needs = new Map<string, PartNeeds>();
  const collect = (name: string, doc: JsonDoc, trail: readonly string[]): PartNeeds => {
    const own = needsOf(doc.value);
    for (const { part } of includesOf(doc.value)) {
      const partDoc = docs.get(part);
      if (!partDoc || trail.includes(part)) continue;
      const nested = needs.get(part) ?? collect(part, partDoc, [...trail, name]);
      for (const kind of ['data', 'vars', 'dialogs'] as const) nested[kind].forEach((item) => own[kind].add(item));
    }
    needs.set(name, own);
    return own;
  };
  for (const [name, doc] of docs) if (!needs.has(name)) collect(name, doc, [name]);
  return { used, needs };
}
