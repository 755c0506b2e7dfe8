import type { BridgeAction } from '../generated/schema-types.ts';
import { defineAction } from '../core/actions.ts';
import { evaluateParams } from '../core/expression.ts';

export const bridgeAction = defineAction<BridgeAction>({
  type: 'bridge',
  run(action, { services, scope }) {
    services.bridge.send(action.call, action.payload ? evaluateParams(action.payload, scope) : undefined);
    return true;
  },
});
