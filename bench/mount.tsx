import { type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

import { installProbe, markRenderStart, reportFirstCommit } from './probe.ts';

function CommitReporter({ expectedFields, children }: { expectedFields: number; children: ReactNode }) {
  // A parent's layout effect runs after every child of the same commit is in the DOM.
  useLayoutEffect(() => reportFirstCommit(expectedFields), [expectedFields]);
  return children;
}

/**
 * Renders a bench page into #root with the probe installed and the render start marked; with
 * `ready`, renders once it resolves (the probe is there at once, so the runner can wait on it).
 */
export function mountBenchPage(page: ReactNode, expectedFields: number, ready?: Promise<unknown>) {
  installProbe();
  const container = document.getElementById('root');
  if (!container) throw new Error('bench page: no #root');
  const render = () => {
    markRenderStart();
    createRoot(container).render(<CommitReporter expectedFields={expectedFields}>{page}</CommitReporter>);
  };
  if (ready) void ready.then(render);
  else render();
}
