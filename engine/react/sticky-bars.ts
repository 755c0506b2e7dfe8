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
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const style = document.documentElement.style;
    const update = () => {
      let top = 0;
      let bottom = 0;
      for (const bar of element.querySelectorAll<HTMLElement>(BARS)) {
        bar.classList.remove('eng-unstuck');
        const height = bar.getBoundingClientRect().height;
        const isTall = height > window.innerHeight / 4;
        bar.classList.toggle('eng-unstuck', isTall);
        if (isTall) continue;
        if (bar.classList.contains('eng-footer')) bottom += height;
        else top += height;
      }
      style.setProperty('--eng-sticky-top', `${Math.ceil(top)}px`);
      style.setProperty('--eng-sticky-bottom', `${Math.ceil(bottom)}px`);
    };
    const observer = new ResizeObserver(update);
    for (const bar of element.querySelectorAll(BARS)) observer.observe(bar);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      style.removeProperty('--eng-sticky-top');
      style.removeProperty('--eng-sticky-bottom');
    };
  }, [root, content]);
}
