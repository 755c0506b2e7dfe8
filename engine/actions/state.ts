import { defineAction } from '../core/actions.ts';
import { evaluate } from '../core/expression.ts';
import type { CountdownAction, ReloadAction, SetAction, SubmitAction } from '../generated/schema-types.ts';

export const setAction = defineAction<SetAction>({
  type: 'set',
  run(action, { runtime, scope }) {
    runtime.setVar(action.var, evaluate(action.value, scope));
    return true;
  },
});

export const countdownAction = defineAction<CountdownAction>({
  type: 'countdown',
  run(action, { runtime }) {
    runtime.startCountdown(action.var, action.seconds);
    return true;
  },
});

export const submitAction = defineAction<SubmitAction>({
  type: 'submit',
  run: (action, { runtime }) => runtime.submitForm(action.form),
});

export const reloadAction = defineAction<ReloadAction>({
  type: 'reload',
  run: (action, { runtime }) => runtime.reload(action.source),
});
