import { defineAction } from '../core/actions.ts';
import { evaluate, toScalarText } from '../core/expression.ts';
import { resolveText } from '../core/text.ts';
import type { CopyAction } from '../generated/schema-types.ts';

export const copyAction = defineAction<CopyAction>({
  type: 'copy',
  async run(action, { services, scope }) {
    const value = evaluate(action.value, scope);
    const isCopied = await services.clipboard.copy(toScalarText(value));
    if (!isCopied) return false;
    services.toast.show(action.successText ? resolveText(action.successText, scope, services) : services.messages.t('engine.copySuccess'));
    return true;
  },
});
