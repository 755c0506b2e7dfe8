import type { Screen } from '../generated/schema-types.ts';
import { evaluate, evaluateParams, type Scope } from './expression.ts';

/** The scope a screen starts in: query, config, env and storage; no data and no variables yet. */
export type BaseScope = Omit<Scope, 'data' | 'vars'>;

/** A screen's variables as it starts: each `initial` evaluated in the base scope. */
export function toInitialVars(screen: Screen, base: BaseScope): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(screen.variables ?? {})) vars[name] = evaluate(variable.initial, base);
  return vars;
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
