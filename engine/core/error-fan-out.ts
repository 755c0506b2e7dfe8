// The form store's errors fanned out per field name: react-hook-form reports every error change
// to one subscription, and a field re-renders on a change of its own message only.
import type { FieldErrors } from 'react-hook-form';

import { createSubject, type Subject } from './subject.ts';

/** The message of one field's error; undefined when the field has none. */
export const messageOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'message' in error ? toText(error.message) : undefined;

// An error's message is what a rule gave: a string; anything else shows as no text.
const toText = (message: unknown) => (typeof message === 'string' ? message : '');

/** The names whose message differs between two sets of messages. */
export function changedNames(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}

export interface ErrorFanOut {
  get: (name: string) => string | undefined;
  /** Every message, by field name. */
  getAll: () => Record<string, string>;
  subscribe: (name: string, listener: () => void) => () => void;
  /** Takes the store's errors: all of them, or only `onlyName`'s when one field was checked. */
  publish: (errors: FieldErrors, onlyName?: string) => void;
  clear: () => void;
}

export function createErrorFanOut(): ErrorFanOut {
  let messages = new Map<string, string>();
  const byName = new Map<string, Subject>();
  return {
    get: (name) => messages.get(name),
    getAll: () => Object.fromEntries(messages),
    subscribe(name, listener) {
      let subject = byName.get(name);
      if (!subject) byName.set(name, (subject = createSubject()));
      return subject.subscribe(listener);
    },
    publish(errors, onlyName) {
      const next = new Map(onlyName === undefined ? [] : messages);
      if (onlyName === undefined) {
        for (const [name, error] of Object.entries(errors)) {
          const message = messageOf(error);
          if (message !== undefined) next.set(name, message);
        }
      } else {
        const message = messageOf(errors[onlyName]);
        if (message === undefined) next.delete(onlyName);
        else next.set(onlyName, message);
      }
      const changed = changedNames(messages, next);
      if (changed.length === 0) return;
      messages = next;
      for (const name of changed) byName.get(name)?.next();
    },
    clear: () => byName.clear(),
  };
}
