import { defineAction } from '../core/actions.ts';
import { evaluateParamsFrom } from '../core/expression.ts';
import type { NavigateAction } from '../generated/schema-types.ts';
import { toQuery } from './to-query.ts';

export const navigateAction = defineAction<NavigateAction>({
  type: 'navigate',
  run(action, { services, scope }) {
    const values = evaluateParamsFrom(action.queryFrom, action.query, scope);
    const query = toQuery(values);
    for (const key of action.keepEmpty ?? []) query[key] ??= '';
    services.navigate({ route: action.to, query, replace: action.replace });
    return true;
  },
});
