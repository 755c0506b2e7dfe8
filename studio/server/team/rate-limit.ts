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

/** "Too many attempts: try again in 15 minutes." (under a minute: in seconds) */
export const toWaitMessage = (waitMs: number): string => {
  if (waitMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return `Too many attempts: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

const MAX_SUMMARY_KEYS = 10_000;
/** Summary entries a failing disk kept back, retried later; past this the oldest is given up (and logged). */
export const MAX_UNWRITTEN_SUMMARIES = 200;
/** How long after a failed write the kept-back entries are tried again (not on every request while the disk is full). */
export const SUMMARY_RETRY_MS = 30_000;

export interface RefusedSignIn {
  name: string;
  address: string;
  reason: string;
}

/**
 * Refused sign-ins, counted instead of written one by one: the first refusal of an account name
 * from an address is written at once (count 1); every further one in the next `windowMs` only
 * counts, and when the window ends one entry says how many more there were (`repeated`). A client
 * that keeps trying grows the log by at most two lines per name and address every window.
 * A write that fails (a full disk) never fails the request that caused it: the entry is logged on
 * the server, kept (at most `MAX_UNWRITTEN_SUMMARIES`, with the time it happened) and tried again
 * `SUMMARY_RETRY_MS` later.
 */
export function createRefusalSummary(options: {
  windowMs: number;
  now: () => number;
  write: (refused: RefusedSignIn, detail: Record<string, unknown>) => void;
}) {
  const open = new Map<string, { refused: RefusedSignIn; since: number; more: number }>();
  let nextEnd = Infinity;
  const unwritten: { refused: RefusedSignIn; detail: Record<string, unknown> }[] = [];
  let retryAt = Infinity;

  function write(refused: RefusedSignIn, detail: Record<string, unknown>): void {
    try {
      if (unwritten.length > 0) throw new Error('earlier entries wait');
      options.write(refused, detail);
    } catch (error) {
      if (unwritten.length === 0) {
        console.error('[studio] audit log: a refused sign-in could not be written; tried again later:', (error as Error).message);
        retryAt = options.now() + SUMMARY_RETRY_MS;
      }
      unwritten.push({ refused, detail: { at: new Date(options.now()).toISOString(), ...detail } });
      if (unwritten.length > MAX_UNWRITTEN_SUMMARIES) {
        const lost = unwritten.shift();
        console.error('[studio] audit log: gave up a refused sign-in of', JSON.stringify(lost?.refused.name), lost?.detail);
      }
    }
  }

  /** Writes the kept-back entries, oldest first, until one fails again. */
  function retry(): void {
    if (options.now() < retryAt) return;
    retryAt = Infinity;
    while (unwritten.length > 0) {
      const { refused, detail } = unwritten[0];
      try {
        options.write(refused, detail);
      } catch (error) {
        console.error('[studio] audit log: refused sign-ins still not written:', (error as Error).message);
        retryAt = options.now() + SUMMARY_RETRY_MS;
        return;
      }
      unwritten.shift();
    }
  }

  function close(key: string): void {
    const window = open.get(key);
    open.delete(key);
    if (window && window.more > 0)
      write(window.refused, {
        repeated: true,
        count: window.more,
        since: new Date(window.since).toISOString(),
      });
  }

  return {
    refused(refused: RefusedSignIn): void {
      this.flush();
      const key = `${refused.name}\n${refused.address}`;
      const window = open.get(key);
      if (window) {
        window.more++;
        window.refused = refused;
        return;
      }
      const oldest = open.keys().next();
      if (open.size >= MAX_SUMMARY_KEYS && !oldest.done) close(oldest.value);
      const since = options.now();
      open.set(key, { refused, since, more: 0 });
      nextEnd = Math.min(nextEnd, since + options.windowMs);
      write(refused, { count: 1 });
    },
    /** Writes the count of every window that ended, and what a full disk kept back (cheap when there is nothing). */
    flush(): void {
      retry();
      const at = options.now();
      if (at < nextEnd) return;
      nextEnd = Infinity;
      for (const [key, window] of open) {
        if (at - window.since >= options.windowMs) close(key);
        else nextEnd = Math.min(nextEnd, window.since + options.windowMs);
      }
    },
    /** Writes every open window's count now (the server stops). */
    flushAll(): void {
      retryAt = 0;
      retry();
      for (const key of [...open.keys()]) close(key);
      nextEnd = Infinity;
    },
    /** How many entries a failing disk keeps back (bounded). */
    unwritten: (): number => unwritten.length,
  };
}

export interface ThrottleOptions {
  /** Failures that cost no wait. */
  free: number;
  /** The wait after the first failure past `free`; each further one doubles it. */
  baseMs: number;
  maxMs: number;
  /** A key without a failure for this long starts afresh. */
  forgetMs: number;
  now?: () => number;
}

/**
 * Growing delays (NIST SP 800-63B, 5.2.2) instead of a lock: after `free` failures of a key, the
 * next attempt waits `baseMs`, then twice that after each further failure, up to `maxMs`. Nobody
 * can lock a key for good, and a success clears it.
 */
export function createThrottle(options: ThrottleOptions) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, { count: number; last: number }>();
  const current = (key: string, at: number) => {
    const entry = failures.get(key);
    if (entry && at - entry.last >= options.forgetMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    /** 0 when the key may try now, otherwise how long until it may (ms). */
    waitMs(key: string): number {
      const at = now();
      const entry = current(key, at);
      if (!entry || entry.count < options.free) return 0;
      const delay = Math.min(options.baseMs * 2 ** Math.min(entry.count - options.free, 30), options.maxMs);
      return Math.max(0, entry.last + delay - at);
    },
    /** How many failures the key has (0 once forgotten). */
    failures: (key: string): number => current(key, now())?.count ?? 0,
    fail(key: string): void {
      const at = now();
      if (failures.size >= PRUNE_AT_KEYS) for (const old of [...failures.keys()]) current(old, at);
      const oldest = failures.keys().next();
      if (failures.size >= PRUNE_AT_KEYS && !oldest.done) failures.delete(oldest.value);
      failures.set(key, { count: (current(key, at)?.count ?? 0) + 1, last: at });
    },
    clear(key: string): void {
      failures.delete(key);
    },
    size: (): number => failures.size,
  };
}
