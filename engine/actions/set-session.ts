import { defineAction } from '../core/actions.ts';
import { evaluate, toScalarText } from '../core/expression.ts';
import type { SetSessionAction } from '../generated/schema-types.ts';

export const setSessionAction = defineAction<SetSessionAction>({
  type: 'setSession',
  run(action, { services, scope, runtime, pointer }) {
    if (!services.setSession) {
      services.log({ level: 'error', screen: runtime.screenId, pointer, message: 'setSession: the app gives no session service' });
      return false;
    }
    const value = evaluate(action.value, scope);
    const entries = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const values: Record<string, string> = {};
    // Empty values are kept: they drop the parameter.
    for (const [key, item] of Object.entries(entries)) values[key] = toScalarText(item);
    services.setSession(values);
    return true;
  },
});
