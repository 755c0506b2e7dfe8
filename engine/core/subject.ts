// One subscription primitive for the engine's change signals (react-hook-form's createSubject is
// the model): observers subscribe and get a function that unsubscribes them; `next` tells each
// one, in the order they subscribed. An observer added while `next` runs is told too; one removed
// before its turn is not. Subscribing the same function twice keeps one subscription.
// `createWatched` is a value with such a subject: the stores React reads with useSyncExternalStore.

export interface Subject<T = void> {
  /** Tells every observer. */
  next: (value: T) => void;
  /** Adds an observer; the function returned removes it (again: nothing). */
  subscribe: (observer: (value: T) => void) => () => void;
  /** Removes every observer (on dispose). */
  unsubscribe: () => void;
  /** How many observers there are. */
  readonly size: number;
}

export function createSubject<T = void>(): Subject<T> {
  const observers = new Set<(value: T) => void>();
  return {
    next(value) {
      for (const observer of observers) observer(value);
    },
    subscribe(observer) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
    unsubscribe: () => observers.clear(),
    get size() {
      return observers.size;
    },
  };
}

/** A value that tells its observers when it changes: `get` and `subscribe` are what useSyncExternalStore takes. */
export interface Watched<T> {
  get: () => T;
  /** Replaces the value and tells every observer; a value the same as the current one (Object.is) tells no one. */
  set: (next: T) => void;
  subscribe: (observer: () => void) => () => void;
}

export function createWatched<T>(initial: T): Watched<T> {
  let value = initial;
  const changes = createSubject();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      changes.next();
    },
    subscribe: changes.subscribe,
  };
}
