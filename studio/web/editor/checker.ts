// The studio side of the checker worker: one check at a time, the newest request wins. A check
// waits for the project's own types (asked for once), so a screen using one is never flagged for it.
import type { Problem, ScreensInput } from '@borrower/engine/checker/screen-rules.ts';

import type { CheckReply, CheckRequest } from './check-worker.ts';
import { loadOwnTypes } from './own-types.ts';

export type { Problem };

export function createChecker() {
  const worker = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });
  let nextId = 0;
  const waiting = new Map<number, (problems: Problem[]) => void>();
  worker.onmessage = (event: MessageEvent<CheckReply>) => {
    waiting.get(event.data.id)?.(event.data.problems);
    waiting.delete(event.data.id);
  };
  return {
    async check(input: ScreensInput, known: CheckRequest['known']): Promise<Problem[]> {
      const id = ++nextId;
      const { types } = await loadOwnTypes();
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, input, known, ownTypes: types } satisfies CheckRequest);
      });
    },
  };
}
