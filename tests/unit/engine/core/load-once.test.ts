import { describe, expect, it, vi } from 'vitest';

import { createLoadOnce } from '../../../../engine/core/load-once.ts';

/** A load the test settles by hand, one per call. */
function createManualLoad() {
  const calls: { key: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ key, resolve, reject });
      }),
  );
  return { load, calls };
}

describe('createLoadOnce', () => {
  it('loads on the first call and keeps the value for later calls', async () => {
    const { load, calls } = createManualLoad();
    const modules = createLoadOnce(load);
    expect(modules.get('tabs')).toBeUndefined();
    const first = modules.load('tabs');
    calls[0].resolve('tabs code');
    await expect(first).resolves.toBe('tabs code');
    expect(modules.get('tabs')).toBe('tabs code');
    await expect(modules.load('tabs')).resolves.toBe('tabs code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between callers at the same time, and loads each key apart', async () => {
    const { load, calls } = createManualLoad();
    const modules = createLoadOnce(load);
    const a = modules.load('form');
    const b = modules.load('form');
    const other = modules.load('nav');
    expect(calls.map((call) => call.key)).toEqual(['form', 'nav']);
    calls[0].resolve('form code');
    calls[1].resolve('nav code');
    await expect(Promise.all([a, b, other])).resolves.toEqual(['form code', 'form code', 'nav code']);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const { load, calls } = createManualLoad();
    const modules = createLoadOnce(load);
    const failed = modules.load('form');
    calls[0].reject(new Error('chunk did not download'));
    await expect(failed).rejects.toThrow('chunk did not download');
    expect(modules.get('form')).toBeUndefined();
    const retried = modules.load('form');
    expect(load).toHaveBeenCalledTimes(2);
    calls[1].resolve('form code');
    await expect(retried).resolves.toBe('form code');
    expect(modules.get('form')).toBe('form code');
  });
});
