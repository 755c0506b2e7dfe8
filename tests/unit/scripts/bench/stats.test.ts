import { describe, expect, it } from 'vitest';

import { median, p95, percentile, ratio } from '../../../../scripts/bench/stats.ts';

describe('median', () => {
  it('takes the middle value of an odd count, unsorted input', () => {
    expect(median([5, 1, 3])).toBe(3);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is NaN for no values and leaves its input alone', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
    expect(median([])).toBeNaN();
  });
});

describe('percentile (nearest rank)', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, index) => 100 - index);
  it('p95 of 1..100 is 95, and of 30 samples the second largest', () => {
    expect(p95(oneToHundred)).toBe(95);
    expect(p95(Array.from({ length: 30 }, (_, index) => index + 1))).toBe(29);
  });
  it('always returns a measured value', () => {
    expect(p95([10, 20])).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });
  it('rejects a percent outside (0, 100] and is NaN for no values', () => {
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(p95([])).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides, and is NaN when it cannot', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(Number.NaN, 2)).toBeNaN();
  });
});
