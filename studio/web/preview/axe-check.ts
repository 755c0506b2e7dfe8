// The preview frame's accessibility check for the studio's pre-publish checks: axe-core (the
// browser tests' rules: every default rule and WCAG 2.2 target-size) on the screen as shown,
// loaded only when the studio asks. Serious and critical violations go back to the studio.
import { isStudioMessage } from '../preview-panel/protocol.ts';
import type { AxeReply, AxeRequest, AxeViolation } from '../publishing/publish-checks.ts';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** The screen's first calls (onLoad, data) have answered: nothing busy for a moment, or 5 s at most. */
async function settled(): Promise<void> {
  const started = performance.now();
  let quietSince = performance.now();
  while (performance.now() - started < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (document.querySelector('[aria-busy="true"]')) quietSince = performance.now();
    else if (performance.now() - quietSince >= 300) return;
  }
}

export function installAxeCheck(): void {
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== location.origin || event.source !== parent || !isStudioMessage(event.data) || event.data.type !== 'studio:axe')
      return;
    const { id } = event.data as AxeRequest;
    const reply = (message: Omit<AxeReply, 'type' | 'id'>) =>
      parent.postMessage({ type: 'studio:axe-result', id, ...message } satisfies AxeReply, location.origin);
    Promise.all([import('axe-core'), settled()])
      .then(async ([{ default: axe }]) => {
        const results = await axe.run(document, { rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] });
        const violations: AxeViolation[] = results.violations
          .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact ?? '',
            help: violation.help,
            nodes: violation.nodes.slice(0, 5).map((node) => {
              const element = typeof node.target[0] === 'string' ? document.querySelector(node.target[0]) : null;
              return {
                target: node.target.join(' '),
                summary: node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '',
                pointer: (element?.closest('[data-pointer]') as HTMLElement | null)?.dataset.pointer,
              };
            }),
          }));
        reply({ violations });
      })
      .catch((error: unknown) => reply({ violations: [], error: `The accessibility check could not run: ${(error as Error).message}` }));
  });
}
