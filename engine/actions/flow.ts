import { defineAction } from '../core/actions.ts';
import { evaluate, isTruthy } from '../core/expression.ts';
import type { DelayAction, IfAction, SequenceAction } from '../generated/schema-types.ts';

export const sequenceAction = defineAction<SequenceAction>({
  type: 'sequence',
  run: (action, { run }) => run(action.actions, undefined, 'actions'),
});

export const ifAction = defineAction<IfAction>({
  type: 'if',
  run: (action, { run, scope }) =>
    isTruthy(evaluate(action.when, scope)) ? run(action.then, undefined, 'then') : run(action.else, undefined, 'else'),
});

/** Schedules its actions and carries on at once; the screen cancels it when it closes. */
export const delayAction = defineAction<DelayAction>({
  type: 'delay',
  run(action, { runtime, run }) {
    runtime.schedule(action.ms, () => void run(action.then, undefined, 'then'));
    return true;
  },
});
