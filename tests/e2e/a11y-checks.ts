// Accessibility checks of the browser tests: axe-core (through @axe-core/playwright) and a
// tap-target measure of WCAG 2.5.8, both run on the page as it is (a route, or one of its
// dialogs, sheets and pickers open).
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** Impacts that fail the tests: the issue bar is "no critical or serious violation". */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  /** CSS selectors of the offending nodes, with axe's short reason for the first of each. */
  nodes: string[];
}

/**
 * Every rule of axe-core, those off by default included: the experimental ones (e.g.
 * `label-content-name-mismatch`, WCAG 2.5.3), `target-size` (WCAG 2.2 AA) and the best
 * practices. The AAA rules are left out (`color-contrast-enhanced`, 7:1, is beyond the AA bar),
 * as are the deprecated ones.
 */
export const AXE_RULES = axe
  .getRules()
  .filter((rule) => !rule.tags.includes('wcag2aaa') && !rule.tags.includes('deprecated'))
  .map((rule) => rule.ruleId);

/**
 * Runs {@link AXE_RULES} (or `options.rules`) in the page and its frames. Returns the serious
 * and critical violations only.
 */
export async function axeViolations(page: Page, options: { rules?: string[] } = {}): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'rule', values: options.rules ?? AXE_RULES },
  });
  // Without frames, axe runs in the page itself (legacy mode), which saves a blank helper page
  // per run; a page with frames needs the frame-by-frame run, which also covers sandboxed frames.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' >>> ')}: ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`,
      ),
    }));
}

export interface TapTargetProblem {
  target: string;
  width: number;
  height: number;
  needs: number;
}

/**
 * Measures every visible, enabled interactive element of the page (buttons, links, form controls,
 * ARIA widgets, labels that stand for a hidden input). WCAG 2.5.8: at least 24×24 CSS px, unless
 * the target is a link inside a sentence, or a 24 px circle centred on it overlaps no other
 * target. Primary buttons (`.eng-btn--primary`, `[data-primary]`) need 44×44.
 */
export async function tapTargetProblems(page: Page): Promise<TapTargetProblem[]> {
  return page.evaluate(() => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="option"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const MIN = 24;
    const PRIMARY = 44;

    const describe = (element: Element): string => {
      const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      return `${element.tagName.toLowerCase()}${classes}${name ? ` "${name}"` : ''}`;
    };

    const isVisible = (element: Element): boolean => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };

    /** The box a finger hits: a visually hidden input is hit through its label. */
    const hitBox = (element: Element): { element: Element; rect: DOMRect } | undefined => {
      if (element instanceof HTMLInputElement) {
        const rect = element.getBoundingClientRect();
        const hidden = rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).opacity === '0';
        // A checkbox or radio is hit through its label too: the target is the larger of the two.
        const label = element.closest('label') ?? (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null);
        if (!hidden && label && /^(checkbox|radio)$/.test(element.type) && isVisible(label)) {
          const box = label.getBoundingClientRect();
          if (box.width * box.height > rect.width * rect.height) return { element: label, rect: box };
        }
        if (hidden) {
          return label && isVisible(label) ? { element: label, rect: label.getBoundingClientRect() } : undefined;
        }
      }
      return isVisible(element) ? { element, rect: element.getBoundingClientRect() } : undefined;
    };

    /** A link inside running text (WCAG 2.5.8 "inline" exception). */
    const isInline = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };

    const targets = new Map<Element, DOMRect>();
    for (const element of document.querySelectorAll(SELECTOR)) {
      if ((element as HTMLButtonElement).disabled) continue;
      const hit = hitBox(element);
      if (!hit) continue;
      // A control inside another target (an input inside its row button) is hit through the outer one.
      const outer = hit.element.parentElement?.closest(SELECTOR);
      if (outer && targets.has(outer)) continue;
      targets.set(hit.element, hit.rect);
    }

    const problems: { target: string; width: number; height: number; needs: number }[] = [];
    const entries = [...targets.entries()];
    for (const [element, rect] of entries) {
      const width = Math.round(rect.width * 10) / 10;
      const height = Math.round(rect.height * 10) / 10;
      const primary = element.matches('.eng-btn--primary, [data-primary]');
      if (primary) {
        if (width < PRIMARY || height < PRIMARY) problems.push({ target: describe(element), width, height, needs: PRIMARY });
        continue;
      }
      if (width >= MIN - 0.5 && height >= MIN - 0.5) continue;
      if (isInline(element)) continue;
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      // Spacing exception: a 24 px circle on the target's centre touches no other target, nor
      // the circle of another undersized one.
      const crowded = entries.some(([other, box]) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        const nx = Math.max(box.left, Math.min(cx, box.right));
        const ny = Math.max(box.top, Math.min(cy, box.bottom));
        if (Math.hypot(nx - cx, ny - cy) < MIN / 2) return true;
        const small = box.width < MIN - 0.5 || box.height < MIN - 0.5;
        return small && Math.hypot(box.left + box.width / 2 - cx, box.top + box.height / 2 - cy) < MIN;
      });
      if (crowded) problems.push({ target: describe(element), width, height, needs: MIN });
    }
    return problems;
  });
}

export interface GradientContrastProblem {
  text: string;
  ratio: number;
  needs: number;
}

/**
 * Text over a CSS gradient (axe-core leaves it "incomplete": it cannot tell the background),
 * measured against every colour stop of the gradient: WCAG 1.4.3 AA, 4.5:1, or 3:1 for large
 * text (24 px, or 18.66 px bold). In sRGB interpolation the luminance between two stops lies
 * between theirs, so the stops are the extremes.
 */
export async function gradientContrastProblems(page: Page): Promise<GradientContrastProblem[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour → [r, g, b, a] in 0..255 / 0..1, as the browser paints it. */
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const ratio = (a: number[], b: number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high + 0.05) / (low + 0.05);
    };
    const COLOR = /(?:rgba?|hsla?|color|oklab|oklch|lab|lch)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;
    const problems: { text: string; ratio: number; needs: number }[] = [];
    const hasOwnBackground = (element: Element) => {
      const style = getComputedStyle(element);
      return style.backgroundImage !== 'none' || rgba(style.backgroundColor)[3] > 0;
    };
    for (const host of document.querySelectorAll('*')) {
      const style = getComputedStyle(host);
      if (!style.backgroundImage.includes('gradient') || host.closest('[inert], [aria-hidden="true"]')) continue;
      const stops = (style.backgroundImage.match(COLOR) ?? []).map(rgba);
      if (!stops.length) continue;
      const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const element = node.parentElement;
        if (!text || !element) continue;
        // The nearest painted background of the text must be the gradient itself.
        let painter: Element | null = element;
        while (painter && painter !== host && !hasOwnBackground(painter)) painter = painter.parentElement;
        if (painter !== host) continue;
        const textStyle = getComputedStyle(element);
        if (textStyle.visibility === 'hidden' || element.getClientRects().length === 0) continue;
        const size = parseFloat(textStyle.fontSize);
        const bold = Number(textStyle.fontWeight) >= 700;
        const needs = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
        const [r, g, b, a] = rgba(textStyle.color);
        const worst = Math.min(
          ...stops.map((stop) => {
            const painted = [0, 1, 2].map((i) => [r, g, b][i] * a + stop[i] * (1 - a));
            return ratio(painted, stop);
          }),
        );
        if (worst < needs) problems.push({ text: text.slice(0, 40), ratio: Math.round(worst * 100) / 100, needs });
      }
    }
    return problems;
  });
}
