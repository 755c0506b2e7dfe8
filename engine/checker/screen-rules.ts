// The screen checker: every problem has the file, the JSON pointer, the line and column, and what
// to do, in words product staff read. No file system here: callers pass the files' texts in
// (scripts/lib/check-screens.ts reads them in Node; the studio's worker passes its editor's
// texts), so the same rules run in the build, the dev server and the studio. This file composes
// the rule families of rules/ (each says what it checks) and checks what spans screens: unique
// ids, paths and hash aliases, and unused texts.
import { ENGINE_SCHEMA_VERSION } from '../core/version.ts';
import { checkFieldProperties } from './rules/field-properties.ts';
import { checkIncludes, checkParts } from './rules/includes.ts';
import { byPlace, escapePointer, type JsonDoc, parseJson, problemAt } from './rules/json-text.ts';
import { asEngineScreen } from './rules/own-types.ts';
import { checkReferences } from './rules/references.ts';
import { getValidator, toProblems } from './rules/schema.ts';
import { type Catalogs, checkCatalogs, checkMessagesFile } from './rules/texts.ts';
import { messageKeyUses } from './rules/walk.ts';
import type { KnownNames, Problem, ScreensInput } from './types.ts';

export type { KnownNames, Problem, ScreensInput } from './types.ts';

/** Checks one screen file's text (its own names only; message keys against `known.messageKeys`); never throws. */
export function checkScreenText(file: string, text: string, known: KnownNames = {}): Problem[] {
  return checkScreen(file, text, known, ': add it to this screen\'s messages.json under "en" (and "fil")').problems;
}

function checkScreen(file: string, text: string, known: KnownNames, messageHint: string): { doc?: JsonDoc; problems: Problem[] } {
  const { doc, problems } = parseJson(file, text);
  if (!doc) return { problems };
  const validate = getValidator('screen.schema.json#/$defs/Screen');
  const { value, problems: ownProblems } = asEngineScreen(doc, known, validate);
  if (!validate(value)) {
    const own = {
      block: [...(known.ownBlockTypes?.keys() ?? [])],
      action: [...(known.ownActionTypes?.keys() ?? [])],
      field: [...(known.ownFieldTypes?.keys() ?? [])],
    };
    return { problems: byPlace([...problems, ...ownProblems, ...toProblems(doc, validate.errors ?? [], own)]) };
  }
  problems.push(...ownProblems);
  const screen = doc.value as Record<string, unknown>;
  if (typeof screen.schemaVersion === 'number' && screen.schemaVersion > ENGINE_SCHEMA_VERSION) {
    const message = `written for schema version ${screen.schemaVersion}, but the engine runs version ${ENGINE_SCHEMA_VERSION} at most: use version ${ENGINE_SCHEMA_VERSION} and its blocks, or update the app first.`;
    return { problems: [...problems, problemAt(doc, '/schemaVersion', message)] };
  }
  return {
    doc,
    problems: byPlace([...problems, ...checkReferences(doc, known, messageHint), ...checkFieldProperties(doc, known.ownFieldTypes)]),
  };
}

const ROUTE_HINT = '"route": { "path": "/<name>" }';

/**
 * Checks a whole screens folder as the build and the publish step see it: every screen with its
 * own texts and the shared ones, every key in every language, no unused key, every route unique.
 * `known.messageKeys` adds keys screens may use from elsewhere; `known.codeKeys` are the shared
 * keys the app's code uses, each of which the shared texts must hold.
 */
export function checkScreens(input: ScreensInput, known: Omit<KnownNames, 'routes' | 'routePaths'> = {}): Problem[] {
  const problems: Problem[] = [];
  const sharedDoc = input.shared ? checkMessagesFile(input.shared, problems) : undefined;
  const shared = (sharedDoc?.value as Catalogs | undefined) ?? {};
  if (sharedDoc) checkCatalogs(sharedDoc, {}, problems);
  const sharedName = input.shared?.name ?? 'screens/messages.json';
  const routes = new Set<string>();
  const routePaths = new Set<string>();
  for (const folder of input.screens) {
    try {
      const { id, route } = JSON.parse(folder.screen.text) as { id?: unknown; route?: { path?: unknown } };
      if (typeof id === 'string') routes.add(id);
      if (typeof route?.path === 'string') routePaths.add(route.path);
    } catch {
      // Reported below.
    }
  }
  const paths = new Map<string, string>();
  const aliases = new Map<string, string>();
  const ids = new Map<string, string>();
  const partNames = (input.parts ?? []).map((part) => part.name);
  const { used: usedShared, needs: partNeeds } = checkParts(
    input.parts ?? [],
    shared,
    sharedName,
    { ...known, routes, routePaths },
    problems,
  );
  for (const folder of input.screens) {
    const ownDoc = folder.messages ? checkMessagesFile(folder.messages, problems) : undefined;
    const own = (ownDoc?.value as Catalogs | undefined) ?? {};
    if (ownDoc) checkCatalogs(ownDoc, shared, problems);
    const ownName = folder.messages?.name ?? `${folder.screen.name.replace(/[^/]*$/, '')}messages.json`;
    const messageKeys = new Set([...(known.messageKeys ?? []), ...Object.keys(shared.en ?? {}), ...Object.keys(own.en ?? {})]);
    const messageHint = `: add it under "en" and "fil" in ${ownName}${input.shared ? ` (or in ${sharedName} when many screens use it)` : ''}`;
    const { doc, problems: found } = checkScreen(
      folder.screen.name,
      folder.screen.text,
      { ...known, messageKeys, routes, routePaths },
      messageHint,
    );
    problems.push(...found);
    // Keys of a screen that does not parse or validate are not reported as unused: its uses are unknown.
    if (!doc) {
      for (const key of Object.keys(shared.en ?? {})) usedShared.add(key);
      continue;
    }
    checkIncludes(doc, partNames, problems, partNeeds);
    const uses = messageKeyUses(doc.value);
    for (const key of uses.keys()) if (!(key in (own.en ?? {}))) usedShared.add(key);
    if (ownDoc) {
      // A key without English text is reported by checkCatalogs.
      for (const key of Object.keys(own.en ?? {})) {
        if (uses.has(key)) continue;
        problems.push(
          problemAt(
            ownDoc,
            `/en/${escapePointer(key)}`,
            `'${key}' is used by no text of ${folder.screen.name}: remove it from every language, or show it with {"msg": "${key}"}.`,
          ),
        );
      }
    }
    if (found.length > 0) continue;
    const screen = doc.value as { id: string; route?: { path: string; hashAliases?: string[] } };
    const report = (pointer: string, message: string) => problems.push(problemAt(doc, pointer, message));
    const claim = (seen: Map<string, string>, key: string, pointer: string, what: string) => {
      const other = seen.get(key);
      if (other) report(pointer, `${what} is used by ${other} too: each screen needs its own.`);
      else seen.set(key, folder.screen.name);
    };
    claim(ids, screen.id, '/id', `id '${screen.id}'`);
    if (!screen.route) {
      report('/route', `missing property 'route': give the screen its path, e.g. ${ROUTE_HINT.replace('<name>', screen.id)}.`);
      continue;
    }
    claim(paths, screen.route.path, '/route/path', `path '${screen.route.path}'`);
    screen.route.hashAliases?.forEach((alias, index) => claim(aliases, alias, `/route/hashAliases/${index}`, `hash alias '${alias}'`));
  }
  if (sharedDoc) {
    for (const key of Object.keys(shared.en ?? {})) {
      if (usedShared.has(key) || known.codeKeys?.has(key)) continue;
      problems.push(
        problemAt(
          sharedDoc,
          `/en/${escapePointer(key)}`,
          `shared text '${key}' is used by no screen and not by the app's code: remove it from every language, or show it with {"msg": "${key}"}.`,
        ),
      );
    }
    // The app ships none of its own texts beyond what it says offline: they come with these.
    for (const key of [...(known.codeKeys ?? [])].sort()) {
      if (Object.hasOwn(shared.en ?? {}, key)) continue;
      problems.push(problemAt(sharedDoc, '/en', `the app's code shows text '${key}', which is missing: add it under "en" and "fil".`));
    }
  }
  return problems;
}

/** `file:line:column #/pointer: message`, the form editors and terminals link to. */
export function formatProblem(problem: Problem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}:${problem.column ?? 1}`;
  return `${where} #${problem.pointer}: ${problem.message}`;
}
