import { describe, expect, it } from 'vitest';

import { median, toCls, toRoundTrips, toTbt } from '../../../../scripts/bench/load-metrics.ts';

describe('page-load figures', () => {
  it('CLS is the largest session window of shifts without recent input (1 s gap, 5 s at most)', () => {
    const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });
    expect(toCls([])).toBe(0);
    // Two windows: 0.1 + 0.05 (gap under 1 s), then 0.12 alone after a 2 s gap.
    expect(toCls([shift(100, 0.1), shift(900, 0.05), shift(2900, 0.12)])).toBeCloseTo(0.15);
    expect(toCls([shift(100, 0.3, true), shift(200, 0.02)])).toBeCloseTo(0.02);
    // Shifts every 0.9 s keep one window for 5 s only.
    expect(toCls(Array.from({ length: 10 }, (_, index) => shift(index * 900, 0.1)))).toBeCloseTo(0.6);
  });

  it('TBT counts the part over 50 ms of each long task after FCP, up to the end', () => {
    const tasks = [
      { startTime: 0, duration: 200 }, // before FCP at 150: only 50 ms after it, not blocking
      { startTime: 300, duration: 120 }, // 70 ms
      { startTime: 1000, duration: 40 }, // not a long task's blocking part
      { startTime: 1900, duration: 300 }, // cut at the end (2000): 100 ms, 50 blocking
    ];
    expect(toTbt(tasks, 150, 2000)).toBe(120);
  });

  it('round trips: requests that start together share a round; one started after a reply is the next', () => {
    const request = (url: string, startTime: number, responseEnd: number) => ({ url, initiatorType: 'other', startTime, responseEnd });
    const resources = [
      request('/', 0, 600),
      request('/config.js', 610, 1200),
      request('/index.js', 610, 1500),
      request('/manifest.json', 1210, 1800),
      request('/screen.json', 1810, 2400),
      request('/late-image.svg', 2600, 3200),
    ];
    expect(toRoundTrips(resources, 2500)).toBe(4);
    expect(toRoundTrips(resources, 3300)).toBe(5);
  });

  it('median of an odd and an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
