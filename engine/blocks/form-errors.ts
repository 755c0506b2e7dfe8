import { useSyncExternalStore } from 'react';
import type { FieldErrors } from 'react-hook-form';

/**
 * One subscription to the form's errors, fanned out per field name. react-hook-form's own
 * per-field subscriptions each copy the whole form on every form-wide update, which grows with
 * the square of the field count; this keeps submit-with-errors linear.
 */
export interface FieldErrorStore {
  publish(errors: FieldErrors): void;
  subscribe(name: string, listener: () => void): () => void;
  get(name: string): string | undefined;
}

export function createFieldErrorStore(): FieldErrorStore {
  let messages = new Map<string, string>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    publish(errors) {
      const next = new Map<string, string>();
      for (const [name, error] of Object.entries(errors)) {
        if (error && typeof error === 'object' && 'message' in error) next.set(name, String(error.message ?? ''));
      }
      const changed = new Set<string>();
      for (const name of new Set([...messages.keys(), ...next.keys()])) if (messages.get(name) !== next.get(name)) changed.add(name);
      messages = next;
      for (const name of changed) listeners.get(name)?.forEach((listener) => listener());
    },
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    get: (name) => messages.get(name),
  };
}

export function useFieldError(store: FieldErrorStore, name: string): string | undefined {
  return useSyncExternalStore(
    (listener) => store.subscribe(name, listener),
    () => store.get(name),
    () => store.get(name),
  );
}
