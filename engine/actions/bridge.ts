import { defineAction } from '../core/actions.ts';
import { evaluateParams } from '../core/expression.ts';
import type { BridgeAction } from '../generated/schema-types.ts';

export const bridgeAction = defineAction<BridgeAction>({
  type: 'bridge',
  run(action, { services, scope, runtime, pointer }) {
    const payload = action.payload ? evaluateParams(action.payload, scope) : undefined;
    if (!action.ignoreErrors) {
      services.bridge.send(action.call, payload);
      return true;
    }
    try {
      services.bridge.send(action.call, payload);
    } catch (error) {
      services.log({
        level: 'warn',
        screen: runtime.screenId,
        pointer,
        message: `Bridge "${action.call}" failed (ignored): ${error instanceof Error ? error.message : String(error)}`,
      });
    }
    return true;
  },
});
