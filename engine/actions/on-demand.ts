// The action types' code is a chunk of its own (engine/actions/registry.ts): a screen shows
// before any action runs, so the first load does without it. It is fetched when the page is idle
// after the screen shows (engine/react/screen.tsx), or by the first action run before that (a
// screen's onLoad): that action waits for it.
import type { ActionDefinition, ActionRegistry } from '../core/actions.ts';
import type { ActionType } from '../generated/schema-types.ts';

/** Every action type of engine/actions/registry.ts (a contract test keeps both lists equal). */
export const ACTION_TYPES: readonly ActionType[] = [
  'call',
  'navigate',
  'openUrl',
  'bridge',
  'toast',
  'openDialog',
  'closeDialog',
  'copy',
  'store',
  'setSession',
  'sequence',
  'if',
  'set',
  'delay',
  'countdown',
  'submit',
  'reload',
  'openMail',
  'openAppLink',
  'validate',
];

let loaded: ActionRegistry | undefined;
let loading: Promise<ActionRegistry> | undefined;

/** Loads the action types' code once; a failed load is tried again by the next call. */
export function loadActions(): Promise<ActionRegistry> {
  loading ??= import('./registry.ts').then(
    (module) => (loaded = module.actions),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const isActionType = (type: string): type is ActionType => (ACTION_TYPES as readonly string[]).includes(type);

/**
 * The action registry with its code on demand: a loaded type's definition as it is; before that,
 * one that loads the code and then runs. A chunk that fails to load fails the action (logged, and
 * the list stops, as for any failed action); the next run loads it again.
 */
export const actionsOnDemand: ActionRegistry = {
  kind: 'action',
  get(type) {
    if (!isActionType(type)) return undefined;
    return (
      loaded?.get(type) ??
      ({
        type,
        run: async (action, context) => {
          const definition = (await loadActions()).get(type);
          if (!definition) throw new Error(`Unknown action type "${type}"`);
          return definition.run(action, context);
        },
      } satisfies ActionDefinition)
    );
  },
  has: isActionType,
  keys: () => [...ACTION_TYPES],
};
