// The Node projects' setup (vitest.config.ts): the `unit-node` files share a worker's module graph,
// one file after another, so what a file stubbed or faked ends with it, pass or fail: stubbed
// globals and environment variables come back, and timers are real again.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
