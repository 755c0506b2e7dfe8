import { defineAction } from '../core/actions.ts';
import type { ValidateAction } from '../generated/schema-types.ts';

/** Checks some fields of a form (e.g. the phone before a captcha refresh); stops the list when one is invalid. */
export const validateAction = defineAction<ValidateAction>({
  type: 'validate',
  async run(action, { runtime, run }) {
    const values = await runtime.validateForm(action.form, action.fields);
    if (!values) return false;
    return run(action.then, { form: values }, 'then');
  },
});
