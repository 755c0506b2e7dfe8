import { type RefObject, useLayoutEffect } from 'react';

const BARS = '.eng-appbar, .eng-footer, .eng-nav';

/**
 * Keeps the screen's sticky bars (app bar, footer, a site's nav) from hiding what the borrower
 * works on (WCAG 2.4.11 Focus Not Obscured, 1.4.10 Reflow). A bar taller than a quarter of the
 * window (large text, a short window) stops sticking and scrolls with the page. The heights of
 * the bars that still stick are the page's scroll padding (`--eng-sticky-top` and
 * `--eng-sticky-bottom`, read by styles.css), so a control that gets focus or is scrolled to is
 * placed clear of them. Measured again whenever a bar or the window changes size.
 *
 * @example
 * const screenRef = useRef<HTMLDivElement>(null);
 * useStickyBars(screenRef, status);
 */
export function useStickyBars(root: RefObject<HTMLElement | null>, content: unknown): void {
  // Measured by the ResizeObserver alone, whose first report of each bar comes after the frame's
  // layout and before its paint: a measurement in the commit (getBoundingClientRect after a class
  // change) forced a style and layout pass of its own on every render of the screen, on the
  // borrower's phone about 50 ms between the data's arrival and the screen's first paint.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const style = document.documentElement.style;
    const heights = new Map<HTMLElement, number>();
    const update = () => {
      let top = 0;
      let bottom = 0;
      for (const [bar, height] of heights) {
        // A bar's height is the same stuck or not (it only stops sticking): no need to unstick it to measure.
        const isTall = height > window.innerHeight / 4;
        if (bar.classList.contains('eng-unstuck') !== isTall) bar.classList.toggle('eng-unstuck', isTall);
        if (isTall) continue;
        if (bar.classList.contains('eng-footer')) bottom += height;
        else top += height;
      }
      // Written only when they change: each write restyles the whole page.
      setIfChanged(style, '--eng-sticky-top', `${Math.ceil(top)}px`);
      setIfChanged(style, '--eng-sticky-bottom', `${Math.ceil(bottom)}px`);
    };
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const bar = entry.target as HTMLElement;
        // borderBoxSize is missing on WebViews before Chromium 84: measured then, after layout.
        heights.set(bar, entry.borderBoxSize?.[0]?.blockSize ?? bar.getBoundingClientRect().height);
      }
      update();
    });
    const bars = element.querySelectorAll<HTMLElement>(BARS);
    for (const bar of bars) observer.observe(bar);
    // No bar left to report: nothing sticks.
    if (bars.length === 0) update();
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [root, content]);
  // The page's scroll padding is the screen's while it is shown: cleared when it goes, not between its renders.
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    return () => {
      style.removeProperty('--eng-sticky-top');
      style.removeProperty('--eng-sticky-bottom');
    };
  }, []);
}

function setIfChanged(style: CSSStyleDeclaration, name: string, value: string): void {
  if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
}
