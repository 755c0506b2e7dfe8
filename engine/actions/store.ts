import type { StoreAction } from '../generated/schema-types.ts';
import { defineAction } from '../core/actions.ts';
import { evaluate } from '../core/expression.ts';

export const storeAction = defineAction<StoreAction>({
  type: 'store',
  run(action, { services, scope }) {
    const value = evaluate(action.value, scope);
    if (value === null || value === undefined) services.storage.remove(action.area, action.key);
    else services.storage.set(action.area, action.key, typeof value === 'string' ? value : JSON.stringify(value));
    return true;
  },
});
