import type { NavigateAction } from '../generated/schema-types.ts';
import { defineAction } from '../core/actions.ts';
import { evaluateParams } from '../core/expression.ts';
import { toQuery } from './to-query.ts';

export const navigateAction = defineAction<NavigateAction>({
  type: 'navigate',
  run(action, { services, scope }) {
    services.navigate({ route: action.to, query: toQuery(evaluateParams(action.query, scope)), replace: action.replace });
    return true;
  },
});
