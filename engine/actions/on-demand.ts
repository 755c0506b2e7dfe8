// The action types' code is not in the first load: a screen shows before any action runs. It is
// fetched when the page is idle after the screen shows (engine/react/screen.tsx), or by an action
// run before that (a screen's onLoad), which waits for its group's code: the group a screen runs
// by itself (calls, conditions, state, dialogs) or the one taps mostly start.
import type { ActionDefinition, ActionRegistry } from '../core/actions.ts';
import type { NeedOf } from '../core/code-split.ts';
import { createLoadOnce } from '../core/load-once.ts';
import type { ActionType } from '../generated/schema-types.ts';

/** The two groups of action types, each a chunk of its own, by the types each holds (a contract test checks them). */
export const ACTION_GROUPS = {
  screenFlow: {
    types: ['call', 'openDialog', 'closeDialog', 'sequence', 'if', 'set', 'delay', 'countdown', 'submit', 'reload'],
    load: () => import('./screen-flow.ts').then((module) => module.screenFlowActions),
  },
  taps: {
    types: ['navigate', 'openUrl', 'bridge', 'toast', 'copy', 'store', 'setSession', 'openMail', 'openAppLink', 'validate'],
    load: () => import('./tap-actions.ts').then((module) => module.tapActions),
  },
} satisfies Record<NeedOf<'actionGroup'>, { types: readonly ActionType[]; load: () => Promise<readonly ActionDefinition[]> }>;

type Group = keyof typeof ACTION_GROUPS;

/** Every action type of engine/actions/registry.ts. */
export const ACTION_TYPES: readonly ActionType[] = [...ACTION_GROUPS.screenFlow.types, ...ACTION_GROUPS.taps.types];

const loaded = new Map<string, ActionDefinition>();
/** One group's code, its action types registered as it comes. */
const groups = createLoadOnce((group: Group) =>
  ACTION_GROUPS[group].load().then((definitions) => {
    for (const definition of definitions) loaded.set(definition.type, definition);
  }),
);
const loadGroup = (group: Group): Promise<void> => groups.load(group);

const groupOf = (type: ActionType): Group => ((ACTION_GROUPS.screenFlow.types as readonly string[]).includes(type) ? 'screenFlow' : 'taps');

const isActionType = (type: string): type is ActionType => (ACTION_TYPES as readonly string[]).includes(type);

/**
 * The action types an onLoad may run after its screen has shown without moving the screen or
 * leaving it: calls (their replies come a round trip later in any case), dialogs and toasts (over
 * the screen, in the top layer) and the flow that leads to them. A screen whose onLoad runs only
 * these shows as soon as its own code and data are in; the onLoad's code loads beside it and runs
 * when it arrives (a dialog then opens a moment after the screen). Any other type (`set`,
 * `countdown`, `navigate`, `openUrl`…) holds the screen until the code of all its onLoad's types is
 * in, so what they set shows with the first frame and a screen they leave never flashes.
 */
const AFTER_SHOW_TYPES: readonly ActionType[] = ['call', 'openDialog', 'closeDialog', 'sequence', 'if', 'delay', 'toast'];

/** The action types a screen's onLoad runs (anywhere in it: in `then`, `onSuccess`…), from the screen file's text. */
function findOnLoadTypes(screenText: string): ActionType[] {
  if (!screenText.includes('"onLoad"')) return [];
  let screen: unknown;
  try {
    screen = JSON.parse(screenText);
  } catch {
    return [];
  }
  const onLoad = typeof screen === 'object' && screen !== null ? (screen as { onLoad?: unknown }).onLoad : undefined;
  const types = new Set<ActionType>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const { type } = value as { type?: unknown };
      if (typeof type === 'string' && isActionType(type)) types.add(type);
      Object.values(value).forEach(visit);
    }
  };
  visit(onLoad);
  return [...types];
}

/**
 * What a screen's onLoad needs of the action code: its groups, and whether the screen waits for
 * them before it shows (AFTER_SHOW_TYPES). scripts/lib/route-code.ts asks for the same code early.
 */
export function findOnLoadGroups(screenText: string): { groups: Group[]; holdsScreen: boolean } {
  const types = findOnLoadTypes(screenText);
  return {
    groups: [...new Set(types.map(groupOf))],
    holdsScreen: types.some((type) => !AFTER_SHOW_TYPES.includes(type)),
  };
}

/**
 * Starts loading the code of the action types a screen's onLoad runs (a screen file's text). The
 * promise waits for it only when the onLoad holds the screen (findOnLoadGroups): what a `set`
 * writes then shows with the screen instead of moving it a moment later.
 */
export async function loadOnLoadActions(screenText: string): Promise<void> {
  const { groups, holdsScreen } = findOnLoadGroups(screenText);
  const loads = groups.map(loadGroup);
  if (holdsScreen) await Promise.all(loads);
  // Not waited for: a failed load is tried again by the action that needs it (actionsOnDemand).
  else for (const load of loads) load.catch(() => undefined);
}

/** Whether the action code a screen's onLoad holds the screen for is in (loadOnLoadActions has nothing to wait for). */
export function isOnLoadCodeLoaded(screenText: string): boolean {
  const { groups: needed, holdsScreen } = findOnLoadGroups(screenText);
  return !holdsScreen || needed.every((group) => groups.isLoaded(group));
}

/** Loads every action type's code (when the page is idle after a screen shows, and in tests). */
export async function loadActions(): Promise<void> {
  await Promise.all((Object.keys(ACTION_GROUPS) as Group[]).map(loadGroup));
}

/**
 * The action registry with its code on demand: a loaded type's definition as it is; before that,
 * one that loads its group's code and then runs. A chunk that fails to load fails the action (logged, and
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
          await loadGroup(groupOf(type));
          const definition = loaded.get(type);
          if (!definition) throw new Error(`Unknown action type "${type}"`);
          return definition.run(action, context);
        },
      } satisfies ActionDefinition)
    );
  },
  has: isActionType,
  keys: () => [...ACTION_TYPES],
};
