/** The middle value; the mean of the two middle values for an even count. NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The nearest-rank percentile: the smallest value with at least `percent`% of the values at or
 * below it (no interpolation, so it is always a value that was measured). NaN for none.
 */
export function percentile(values: readonly number[], percent: number): number {
  if (values.length === 0) return Number.NaN;
  if (!(percent > 0 && percent <= 100)) throw new RangeError(`percentile: ${percent} is not in (0, 100]`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((percent / 100) * sorted.length) - 1];
}

export const p95 = (values: readonly number[]) => percentile(values, 95);

/** a / b, NaN when either is missing or b is 0. */
export function ratio(a: number, b: number): number {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : Number.NaN;
}
