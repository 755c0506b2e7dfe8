// The React layer's handle on one form of the core: the register function inputs spread, the
// value API pickers use, and the mounted inputs by name (for focus). Inputs are uncontrolled: a
// (re)mounted one is shown the stored value.
import type { EngineForm } from '../core/forms.ts';
import type { FieldFormApi, FieldRegister } from '../react/registries.ts';

/** How the React layer reaches one form of the core: register for inputs, focus and values for pickers. */
export interface FormView {
  form: EngineForm;
  register: FieldRegister;
  api: FieldFormApi;
  elements: Map<string, HTMLElement>;
}

export function createFormView(form: EngineForm, formId: string): FormView {
  const elements = new Map<string, HTMLElement>();
  const register: FieldRegister = (name, options) => {
    let current: HTMLElement | null = null;
    let restoreRules: (() => void) | undefined;
    return {
      name,
      form: formId,
      ref(element) {
        restoreRules?.();
        restoreRules = undefined;
        if (current && elements.get(name) === current) elements.delete(name);
        current = element;
        if (!element) return;
        elements.set(name, element);
        if (options?.validate) restoreRules = form.setFieldCheck(name, options.validate);
        // Uncontrolled: a (re)mounted input shows the stored value, e.g. after windowing or a restored draft.
        showValue(element, form.getValue(name));
      },
      onChange(event) {
        const target = event.target as HTMLInputElement | null;
        if (!target) return;
        form.setValue(name, target.type === 'checkbox' ? target.checked : target.value);
      },
      onBlur: () => form.touch(name),
    };
  };
  return {
    form,
    register,
    elements,
    api: { getValue: (name) => form.getValue(name), setValue: (name, value) => form.setValue(name, value) },
  };
}

// A text input holds what was typed (a string) or a start value from the screen file (a number);
// anything else has no text to show.
const toInputText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

function showValue(element: HTMLElement, value: unknown) {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') element.checked = Boolean(value);
    else if (element.type !== 'file' && element.type !== 'hidden') element.value = toInputText(value);
  } else if (element instanceof HTMLTextAreaElement) {
    element.value = toInputText(value);
  }
}
