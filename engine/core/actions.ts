import type { Action } from '../generated/schema-types.ts';
import type { Scope } from './expression.ts';
import { defineEntry, type Registry } from './registry.ts';
import type { ScreenRuntime } from './screen-runtime.ts';
import type { EngineServices } from './services.ts';

export interface ActionContext {
  runtime: ScreenRuntime;
  services: EngineServices;
  scope: Scope;
  /**
   * Runs a nested list of actions with extra scope entries (e.g. `result`); `list` is the property
   * that holds it (e.g. 'onSuccess'), so logs point at the nested action's real place.
   */
  run: (actions: readonly Action[] | undefined, extraScope?: Scope, list?: string) => Promise<boolean>;
  /** Where this action sits in the screen file, for logs. */
  pointer: string;
}

export interface ActionDefinition<A extends { type: string } = Action> {
  /** One of the engine's action types, or a team's own (a name its declaration gives). */
  type: A['type'] | (string & Record<never, never>);
  /** Resolves false to stop the rest of the list (e.g. a failed call). */
  run: (action: A, context: ActionContext) => Promise<boolean> | boolean;
}

/**
 * Declares an action type for the registry.
 * @example defineAction<BridgeAction>({ type: 'bridge', run: (a, { services }) => (services.bridge.send(a.call), true) })
 */
export function defineAction<A extends { type: string }>(definition: ActionDefinition<A>): ActionDefinition {
  return defineEntry<ActionDefinition>(definition);
}

export type ActionRegistry = Registry<ActionDefinition>;

/**
 * Runs actions in order (from action number `from`, 0 unless given); stops at the first that
 * resolves false or throws (which is logged).
 */
export async function runActionList(
  actions: readonly Action[] | undefined,
  base: Omit<ActionContext, 'run' | 'pointer'> & { registry: ActionRegistry; pointer: string; from?: number },
): Promise<boolean> {
  if (!actions) return true;
  for (let index = base.from ?? 0; index < actions.length; index++) {
    const action = actions[index];
    const pointer = `${base.pointer}/${index}`;
    const definition = base.registry.get(action.type);
    if (!definition) {
      base.services.log({ level: 'error', screen: base.runtime.screenId, pointer, message: `Unknown action type "${action.type}"` });
      return false;
    }
    const context: ActionContext = {
      runtime: base.runtime,
      services: base.services,
      scope: base.scope,
      pointer,
      run: (nested, extraScope, list = 'then') =>
        runActionList(nested, {
          ...base,
          from: 0,
          scope: extraScope ? { ...base.scope, ...extraScope } : base.scope,
          pointer: `${pointer}/${list}`,
        }),
    };
    try {
      const keepGoing = await definition.run(action, context);
      if (!keepGoing) return false;
    } catch (error) {
      base.services.log({
        level: 'error',
        screen: base.runtime.screenId,
        pointer,
        message: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }
  return true;
}
