import { defineAction } from '../core/actions.ts';
import { evaluate, evaluateParams } from '../core/expression.ts';
import type { OpenUrlAction } from '../generated/schema-types.ts';
import { toQuery } from './to-query.ts';

export const openUrlAction = defineAction<OpenUrlAction>({
  type: 'openUrl',
  run(action, { services, scope }) {
    const url = evaluate(action.url, scope);
    return services.openUrl(typeof url === 'string' ? url : '', {
      replace: action.replace,
      appendSession: action.appendSession,
      query: toQuery(evaluateParams(action.query, scope)),
    });
  },
});
