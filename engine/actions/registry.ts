import type { ActionDefinition } from '../core/actions.ts';
import { createRegistry } from '../core/registry.ts';
import { screenFlowActions } from './screen-flow.ts';
import { tapActions } from './tap-actions.ts';

// The app loads these two groups on demand (engine/actions/on-demand.ts); this registry of every
// action type is for tests and tools.
export const actions = createRegistry<ActionDefinition>('action', [...screenFlowActions, ...tapActions]);
