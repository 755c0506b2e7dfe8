import { defineAction } from '../core/actions.ts';
import { evaluate } from '../core/expression.ts';
import type { StoreAction } from '../generated/schema-types.ts';

export const storeAction = defineAction<StoreAction>({
  type: 'store',
  run(action, { services, scope }) {
    const value = evaluate(action.value, scope);
    if (value === null || value === undefined) {
      services.storage.remove(action.area, action.key);
      return true;
    }
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const isStored = services.storage.set(action.area, action.key, text, { maskSession: action.maskSession === true });
    if (isStored) return true;
    // The borrower stays where they are and is told why; the rest of the list does not run.
    services.toast.show(services.messages.t('engine.storeFailed'));
    return false;
  },
});
