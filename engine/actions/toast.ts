import { defineAction } from '../core/actions.ts';
import { resolveText } from '../core/text.ts';
import type { ToastAction } from '../generated/schema-types.ts';

export const toastAction = defineAction<ToastAction>({
  type: 'toast',
  run(action, { services, scope }) {
    services.toast.show(resolveText(action.text, scope, services), action.durationMs);
    return true;
  },
});
