import { defineAction } from '../core/actions.ts';
import type { CloseDialogAction, OpenDialogAction } from '../generated/schema-types.ts';

export const openDialogAction = defineAction<OpenDialogAction>({
  type: 'openDialog',
  run(action, { runtime }) {
    runtime.setDialog(action.dialog, true, { queue: action.queue === true });
    return true;
  },
});

export const closeDialogAction = defineAction<CloseDialogAction>({
  type: 'closeDialog',
  run(action, { runtime }) {
    runtime.setDialog(action.dialog, false);
    return true;
  },
});
