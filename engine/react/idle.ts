/** Runs `task` when the page is idle (at the latest after 3 s); the returned function cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}
