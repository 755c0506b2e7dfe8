// The project's own checker (engine/checker/screen-rules.ts: the rules and messages of
// `npm run schemas:check`) in a worker, so typing never waits for it.
import { checkScreens, type Problem, type ScreensInput } from '@borrower/engine/checker/screen-rules.ts';

export interface CheckRequest {
  id: number;
  input: ScreensInput;
  known: { endpoints: string[]; bridgeActions: string[]; codeKeys: string[] };
}

export interface CheckReply {
  id: number;
  problems: Problem[];
  ms: number;
}

self.onmessage = (event: MessageEvent<CheckRequest>) => {
  const { id, input, known } = event.data;
  const started = performance.now();
  const problems = checkScreens(input, {
    endpoints: new Set(known.endpoints),
    bridgeActions: new Set(known.bridgeActions),
    codeKeys: new Set(known.codeKeys),
  });
  self.postMessage({ id, problems, ms: performance.now() - started } satisfies CheckReply);
};
