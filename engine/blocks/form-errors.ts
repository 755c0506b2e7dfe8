import { useSyncExternalStore } from 'react';

import type { EngineForm } from '../core/forms.ts';

/** A field's error message; the form fans its one error subscription out per name, so a field re-renders on its own error only. */
export function useFieldError(form: EngineForm, name: string): string | undefined {
  return useSyncExternalStore(
    (listener) => form.subscribeError(name, listener),
    () => form.getError(name),
    () => form.getError(name),
  );
}
