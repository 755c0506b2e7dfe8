import type { NavigateAction } from '../generated/schema-types.ts';
import { defineAction } from '../core/actions.ts';
import { evaluate, evaluateParams } from '../core/expression.ts';
import { toQuery } from './to-query.ts';

export const navigateAction = defineAction<NavigateAction>({
  type: 'navigate',
  run(action, { services, scope }) {
    const spread = evaluate(action.queryFrom, scope);
    const values = { ...(spread && typeof spread === 'object' && !Array.isArray(spread) ? spread : {}), ...evaluateParams(action.query, scope) };
    services.navigate({ route: action.to, query: toQuery(values), replace: action.replace });
    return true;
  },
});
