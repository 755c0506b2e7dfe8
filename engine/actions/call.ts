import { defineAction } from '../core/actions.ts';
import { evaluateParamsFrom } from '../core/expression.ts';
import { toFailureMessage } from '../core/runtime.ts';
import { resolveText } from '../core/text.ts';
import type { CallAction } from '../generated/schema-types.ts';

/** SPEC §8: request-layer failures show the server message for about 2 s. */
const CALL_FAILURE_TOAST_MS = 2000;

export const callAction = defineAction<CallAction>({
  type: 'call',
  async run(action, { services, scope, runtime, run }) {
    const params = evaluateParamsFrom(action.paramsFrom, action.params, scope);
    const loadingText = action.loadingText ? resolveText(action.loadingText, scope, services) : undefined;
    const result = await services.api.call(action.endpoint, params, { loadingText });
    if (result.ok) {
      if (action.resultVar) runtime.setVar(action.resultVar, result.data);
      return run(action.onSuccess, { result: result.data }, 'onSuccess');
    }
    if (action.ignoreErrors) return true;
    if (action.onError) {
      // serverMessage is the server's own text ('' when it sent none), for screens with their own fallback.
      const error = {
        kind: result.kind,
        code: result.code,
        message: toFailureMessage(result, services),
        serverMessage: result.message?.trim() ?? '',
      };
      await run(action.onError, { error }, 'onError');
      return false;
    }
    services.toast.show(toFailureMessage(result, services), CALL_FAILURE_TOAST_MS);
    return false;
  },
});
