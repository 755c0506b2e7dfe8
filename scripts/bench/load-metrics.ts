// Page-load figures from what a page recorded (scripts/bench/measure-load.ts): the pure part, unit
// tested. Times are milliseconds from navigation start, as the Performance API gives them.

export interface ResourceTiming {
  url: string;
  /** 'script', 'link' (modulepreload, CSS), 'fetch', 'xmlhttprequest', 'img', 'navigation', … */
  initiatorType: string;
  startTime: number;
  responseEnd: number;
  /** Bytes of its body as sent (compressed; 0 when the HTTP cache answered without the network). */
  transferBytes?: number;
}

export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

export interface LongTask {
  startTime: number;
  duration: number;
}

/**
 * Cumulative layout shift as Core Web Vitals define it: shifts without recent input grouped in
 * session windows (a gap of 1 s ends a window, a window lasts at most 5 s); the largest window.
 */
export function toCls(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].filter((item) => !item.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Total blocking time: the part over 50 ms of every long task from `from` (FCP) to `to` (the end of the load). */
export function toTbt(tasks: readonly LongTask[], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.startTime, from);
    const end = Math.min(task.startTime + task.duration, to);
    // A task cut by FCP counts only its part after FCP, as Lighthouse does.
    if (end - start > 50) total += end - start - 50;
  }
  return total;
}

/**
 * Sequential round trips: the document is round 1; a request that started after another had
 * finished is one round after it (the longest such chain). Requests started together, before any
 * of them finished, share a round. `until` limits it to the requests finished by then (content).
 */
export function toRoundTrips(resources: readonly ResourceTiming[], until: number): number {
  const finished = resources.filter((resource) => resource.responseEnd <= until).sort((a, b) => a.startTime - b.startTime);
  const depth = new Map<ResourceTiming, number>();
  let deepest = 0;
  for (const resource of finished) {
    let round = 1;
    // 1 ms of slack: a request started in the same task that saw a response end is still after it.
    for (const earlier of finished) {
      const earlierRound = depth.get(earlier);
      if (earlier !== resource && earlierRound !== undefined && earlier.responseEnd <= resource.startTime + 1)
        round = Math.max(round, earlierRound + 1);
    }
    depth.set(resource, round);
    deepest = Math.max(deepest, round);
  }
  return deepest;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
