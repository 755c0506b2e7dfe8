// The project's own checker (engine/checker/screen-rules.ts: the rules and messages of
// `npm run schemas:check`) in a worker, so typing never waits for it; with the project's own types.
import { toOwnTypeNames } from '@borrower/engine/checker';
import { checkScreens, type Problem, type ScreensInput } from '@borrower/engine/checker/screen-rules.ts';
import type { OwnTypes } from '@borrower/engine/core';

export interface CheckRequest {
  id: number;
  input: ScreensInput;
  known: { endpoints: string[]; bridgeActions: string[]; codeKeys: string[] };
  /** The project's own types (their declarations): a node of one is checked against its property schema. */
  ownTypes: OwnTypes;
}

export interface CheckReply {
  id: number;
  problems: Problem[];
  ms: number;
}

self.onmessage = (event: MessageEvent<CheckRequest>) => {
  const { id, input, known, ownTypes } = event.data;
  const started = performance.now();
  const problems = checkScreens(input, {
    endpoints: new Set(known.endpoints),
    bridgeActions: new Set(known.bridgeActions),
    codeKeys: new Set(known.codeKeys),
    ...toOwnTypeNames(ownTypes),
  });
  self.postMessage({ id, problems, ms: performance.now() - started } satisfies CheckReply);
};
