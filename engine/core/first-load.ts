import type { Action, Expr, Screen } from '../generated/schema-types.ts';
import { evaluate, evaluateParams, isTruthy, type Scope } from './expression.ts';

/** The scope a screen starts in: query, config, env and storage; no data and no variables yet. */
export type BaseScope = Omit<Scope, 'data' | 'vars'>;

/** A screen's variables as it starts: each `initial` evaluated in the base scope. */
export function toInitialVars(screen: Screen, base: BaseScope): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(screen.variables ?? {})) vars[name] = evaluate(variable.initial, base);
  return vars;
}

/**
 * The variables a screen's onLoad sets before anything else (its leading `set` actions), worked
 * out as the `set` action does (each value in the scope the onLoad starts in), and how many actions
 * that is. A screen that starts with its data starts with these variables too, so what they set is
 * in its first frame (React reads the runtime's changes from the start of a screen only after that
 * frame has painted: a variable set then would move the screen a frame later); its onLoad runs on
 * from the first action that is not a `set`.
 */
export function toLeadingSets(onLoad: readonly Action[] | undefined, scope: Scope): { vars: Record<string, unknown>; count: number } {
  const vars: Record<string, unknown> = { ...(scope.vars as Record<string, unknown>) };
  let count = 0;
  for (const action of onLoad ?? []) {
    if (action.type !== 'set') break;
    vars[action.var] = evaluate(action.value, scope);
    count++;
  }
  return { vars, count };
}

/** One API call of a screen's first load: its data source, endpoint and evaluated params. */
export interface FirstLoadCall {
  source: string;
  endpoint: string;
  params: Record<string, unknown>;
}

/**
 * The API calls a screen's first load makes (every `data` source that is not a storage read),
 * with their params evaluated in the scope the runtime's first load uses: the base scope, no data,
 * the variables' initial values. The app shell uses it to start them before the screen runs
 * (the runtime then asks for the same calls, and the shell hands it those replies).
 */
export function toFirstLoadCalls(screen: Screen, base: BaseScope): FirstLoadCall[] {
  const scope: Scope = { ...base, data: {}, vars: toInitialVars(screen, base) };
  const calls: FirstLoadCall[] = [];
  for (const [source, definition] of Object.entries(screen.data ?? {})) {
    if ('storage' in definition) continue;
    calls.push({ source, endpoint: definition.endpoint, params: evaluateParams(definition.params, scope) });
  }
  return calls;
}

/** The data sources an expression reads (`data.<source>…`). */
function readSources(expr: unknown): string[] {
  return [...JSON.stringify(expr ?? null).matchAll(/"data\.([^".]+)/g)].map((match) => match[1]);
}

/** A picture a screen shows first: its address, and the area its block declares (width × height; 0 when it declares none). */
export interface FirstImage {
  src: string;
  area: number;
}

/**
 * The first pictures a screen shows (its image blocks in order, inside stacks, leaving out what
 * `visibleWhen` hides; not list items, tabs, footer or dialogs), with their `src` as it evaluates
 * in `scope`: what the app may fetch before the screen renders, once its URL policy allows it. A
 * picture that reads a data source not in `scope.data` yet is left out (its address is not known),
 * and so is everything under a `visibleWhen` that does. The declared area tells the app which is
 * most likely the page's largest paint (a banner declares its size to keep its space; a logo
 * often does not).
 */
export function findFirstImages(screen: Pick<Screen, 'blocks'>, scope: Scope, limit = 3): FirstImage[] {
  const loaded = (scope.data ?? {}) as Record<string, unknown>;
  const isKnown = (expr: unknown) => readSources(expr).every((source) => Object.hasOwn(loaded, source));
  const found: FirstImage[] = [];
  const walk = (blocks: readonly unknown[] | undefined) => {
    for (const block of blocks ?? []) {
      if (found.length >= limit) return;
      const {
        type,
        visibleWhen,
        src,
        width,
        height,
        blocks: children,
      } = block as {
        type?: string;
        visibleWhen?: Expr;
        src?: Expr;
        width?: number;
        height?: number;
        blocks?: unknown[];
      };
      if (visibleWhen !== undefined && (!isKnown(visibleWhen) || !isTruthy(evaluate(visibleWhen, scope)))) continue;
      if (type === 'image' && isKnown(src)) {
        const address = evaluate(src, scope);
        if (typeof address === 'string' && address !== '') found.push({ src: address, area: (width ?? 0) * (height ?? 0) });
      } else if (type === 'stack') walk(children);
    }
  };
  walk(screen.blocks);
  return found;
}
