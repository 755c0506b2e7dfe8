// In-page measurements for scripts/bench/run.ts. Both bench pages bundle this same file, so it
// weighs the same on both sides. The runner drives it through `window.__bench`.
//
// "Next paint" is approximated everywhere the same way: requestAnimationFrame, then a
// setTimeout(0) posted from it, which runs after that frame's rendering steps (style, layout,
// paint) have finished on the main thread. It does not wait for the compositor/GPU.

export interface RenderTiming {
  /** Navigation start → the paint after the commit that put every field in the DOM (a windowed form: the fields near the viewport, and boxes holding the rest). */
  navigationToPaintMs: number;
  /** performance.mark before createRoot().render → that same paint. */
  renderToPaintMs: number;
  fieldCount: number;
}

export interface KeystrokeSamples {
  /** keydown → the next paint after the `input` event was handled, one per keystroke. */
  toPaintMs: number[];
  /** keydown → the `input` event done (its handlers and their microtasks): the script work alone, no frame wait. */
  toInputHandledMs: number[];
}

export interface BenchProbe {
  whenRendered: () => Promise<RenderTiming>;
  afterNextPaint: () => Promise<void>;
  startKeystrokes: () => void;
  waitForKeystrokes: (count: number) => Promise<void>;
  stopKeystrokes: () => KeystrokeSamples;
  /**
   * Clicks submit on the untouched form and times it until every field in the DOM shows its error
   * message (all of them on a form that renders every field; the rendered window on a windowed one,
   * whose other fields are checked all the same) and that paint is done.
   */
  measureSubmit: () => Promise<number>;
}

declare global {
  interface Window {
    __bench?: BenchProbe;
  }
}

const RENDER_START_MARK = 'bench:render-start';
const FIELD_SELECTOR = '#root [data-field]';
// A windowed form (engine/blocks/form.tsx) renders far groups as empty boxes that say how many fields they hold.
const PLACEHOLDER_SELECTOR = '#root [data-placeholder-fields]';
const ERROR_SELECTOR = '#root .eng-error';
const WAIT_LIMIT_MS = 60_000;

const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves when `isDone()` holds, checked now and after each DOM change below `#root`. */
function waitForDom(isDone: () => boolean, describe: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (isDone()) {
      resolve();
      return;
    }
    const root = document.getElementById('root') ?? document.body;
    const observer = new MutationObserver(() => {
      if (!isDone()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`bench probe: gave up after ${WAIT_LIMIT_MS} ms: ${describe()}`));
    }, WAIT_LIMIT_MS);
    observer.observe(root, { childList: true, subtree: true });
  });
}

let reportRendered: ((timing: RenderTiming) => void) | undefined;
let failRendered: ((reason: unknown) => void) | undefined;

export function markRenderStart() {
  performance.mark(RENDER_START_MARK);
}

/** Call from a layout effect of the root component: the first commit is in the DOM. */
export function reportFirstCommit(expectedFields: number) {
  waitForDom(
    () => countFields() >= expectedFields,
    () => `${countFields()} of ${expectedFields} fields rendered`,
  )
    .then(afterNextPaint)
    .then(
      () => {
        const paintedAt = performance.now();
        const start = performance.getEntriesByName(RENDER_START_MARK)[0]?.startTime ?? 0;
        reportRendered?.({ navigationToPaintMs: paintedAt, renderToPaintMs: paintedAt - start, fieldCount: countFields() });
      },
      (error: unknown) => failRendered?.(error),
    );
}

/** The fields in the DOM. */
const countRendered = () => document.querySelectorAll(FIELD_SELECTOR).length;

/** The fields of the form: those in the DOM and those a windowed form holds in empty boxes. */
function countFields() {
  let count = countRendered();
  for (const box of document.querySelectorAll<HTMLElement>(PLACEHOLDER_SELECTOR)) count += Number(box.dataset.placeholderFields);
  return count;
}

let keystrokes: KeystrokeSamples = { toPaintMs: [], toInputHandledMs: [] };
let keystrokeWaiter: { count: number; resolve: () => void } | undefined;
let keydownAt: number | undefined;

function onKeydown() {
  keydownAt = performance.now();
}

// Listens on window in the bubble phase, so React's handlers on #root (and the microtasks they
// queue, where React flushes a discrete update) have run. The frame is requested only now so
// the paint measured is one that includes the typed character.
function onInputHandled() {
  if (keydownAt === undefined) return;
  const start = keydownAt;
  keydownAt = undefined;
  keystrokes.toInputHandledMs.push(performance.now() - start);
  void afterNextPaint().then(() => {
    keystrokes.toPaintMs.push(performance.now() - start);
    if (keystrokeWaiter && keystrokes.toPaintMs.length >= keystrokeWaiter.count) {
      keystrokeWaiter.resolve();
      keystrokeWaiter = undefined;
    }
  });
}

export function installProbe() {
  const rendered = new Promise<RenderTiming>((resolve, reject) => {
    reportRendered = resolve;
    failRendered = reject;
  });
  window.__bench = {
    whenRendered: () => rendered,
    afterNextPaint,
    startKeystrokes() {
      keystrokes = { toPaintMs: [], toInputHandledMs: [] };
      // Capture on window: runs before any handler of the page.
      window.addEventListener('keydown', onKeydown, true);
      window.addEventListener('input', onInputHandled);
    },
    waitForKeystrokes(count) {
      if (keystrokes.toPaintMs.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        keystrokeWaiter = { count, resolve };
        setTimeout(() => reject(new Error(`bench probe: ${keystrokes.toPaintMs.length} of ${count} keystrokes seen`)), WAIT_LIMIT_MS);
      });
    },
    stopKeystrokes() {
      window.removeEventListener('keydown', onKeydown, true);
      window.removeEventListener('input', onInputHandled);
      return keystrokes;
    },
    async measureSubmit() {
      const button = document.querySelector<HTMLButtonElement>('#root form button[type="submit"]');
      if (!button) throw new Error('bench probe: no submit button');
      const countErrors = () => document.querySelectorAll(ERROR_SELECTOR).length;
      if (countErrors() > 0) throw new Error(`bench probe: ${countErrors()} errors showing before submit`);
      const start = performance.now();
      const shown = waitForDom(
        () => countErrors() > 0 && countErrors() >= countRendered(),
        () => `${countErrors()} error messages for ${countRendered()} fields in the DOM after submit`,
      );
      button.click();
      await shown;
      await afterNextPaint();
      return performance.now() - start;
    },
  };
}
