// Failed sign-ins counted per key (an account name, an address) in a sliding window: at `max`
// failures within `windowMs` the key is refused until the oldest failure leaves the window. A
// success clears the key. The clock is passed in so tests need no waiting.
const PRUNE_AT_KEYS = 10_000;

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

export function createRateLimiter(options: RateLimitOptions) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();
  const recent = (key: string, at: number) => (failures.get(key) ?? []).filter((time) => at - time < options.windowMs);

  return {
    /** 0 when the key may try again now, otherwise how long until it may (ms). */
    waitMs(key: string): number {
      const at = now();
      const times = recent(key, at);
      if (times.length === 0) failures.delete(key);
      else failures.set(key, times);
      return times.length >= options.max ? times[times.length - options.max] + options.windowMs - at : 0;
    },
    fail(key: string): void {
      const at = now();
      // Many names tried once each must not grow the map without end: drop keys whose failures have all expired.
      if (failures.size >= PRUNE_AT_KEYS) for (const old of failures.keys()) if (recent(old, at).length === 0) failures.delete(old);
      failures.set(key, [...recent(key, at), at]);
    },
    clear(key: string): void {
      failures.delete(key);
    },
    /** How many keys it holds failures for (bounded: see fail). */
    size: (): number => failures.size,
  };
}

/** "Too many attempts: try again in 15 minutes." */
export const toWaitMessage = (waitMs: number): string => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
