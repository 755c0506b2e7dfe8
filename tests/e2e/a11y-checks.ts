// Accessibility checks of the browser tests: axe-core (in the page, and in each of its frames) and
// a tap-target measure of WCAG 2.5.8, both run on the page as it is (a route, or one of its
// dialogs, sheets and pickers open).
// Over 400 lines on purpose: every page measure the accessibility tests share (axe, tap targets,
// gradient contrast, text scaling and spacing, layout at 320 px, keyboard focus, reduced motion)
// sits together, so a route test reads as a list of calls.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';

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
const AXE_RULES = axe
  .getRules()
  .filter((rule) => !rule.tags.includes('wcag2aaa') && !rule.tags.includes('deprecated'))
  .map((rule) => rule.ruleId);

/**
 * axe-core as its package builds it for pages: the minified file (0.6 MB), not `axe.source`, the
 * readable 1.3 MB, which each run sends to the page and Chromium parses again (about 0.3 s a run
 * against 0.1 s).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * @axe-core/playwright's run with that file, for a check of the tests' own choosing (the studio's
 * parts, a rule set). For parts without frames: it gives a frame 1 s to take axe, then leaves it out.
 */
export const axeBuilder = (page: Page): AxeBuilder => new AxeBuilder({ page, axeSource: AXE_SOURCE });

type AxeWindow = { axe: typeof axe };

/**
 * axe-core put into a frame once, however long the frame takes to run it. @axe-core/playwright's
 * frame-by-frame run gives each frame 1 s to take it and leaves a slower one out, unchecked and
 * unsaid: on a busy machine a frame with a violation then passed.
 */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as unknown as Partial<AxeWindow>).axe?.runPartial === 'function')) return;
  await frame.evaluate(AXE_SOURCE);
}

/**
 * axe's partial results of `frame` and of the frames in it, in the order `axe.finishRun` reads
 * them: the frame's own, then each of its frames' (depth first). A frame that cannot be checked
 * fails the check, saying which.
 */
async function partialResults(frame: Frame, context: object, options: axe.RunOptions): Promise<axe.PartialResult[]> {
  // The context as it crosses to the page: plain data (selectors), never a node.
  type Within = axe.ElementContext;
  await withAxe(frame);
  const frames = await frame.evaluate((within) => (window as unknown as AxeWindow).axe.utils.getFrameContexts(within as Within), context);
  const results = [
    await frame.evaluate(([within, run]) => (window as unknown as AxeWindow).axe.runPartial(within as Within, run), [
      context,
      options,
    ] as const),
  ];
  for (const { frameSelector, frameContext } of frames) {
    const element = (
      await frame.evaluateHandle((selector) => (window as unknown as AxeWindow).axe.utils.shadowSelect(selector), frameSelector)
    ).asElement();
    const child = await element?.contentFrame();
    if (!child) throw new Error(`axe could not check the frame ${JSON.stringify(frameSelector)}: it has no document.`);
    results.push(...(await partialResults(child, frameContext, options)));
  }
  return results;
}

/**
 * Runs {@link AXE_RULES} (or `options.rules`) in the page and its frames. Returns the serious
 * and critical violations only.
 */
export async function axeViolations(page: Page, options: { rules?: string[] } = {}): Promise<AxeFinding[]> {
  // Only the violations are reported in full: the passes and the rest are counted, not listed.
  const runOptions: axe.RunOptions = { runOnly: { type: 'rule', values: options.rules ?? AXE_RULES }, resultTypes: ['violations'] };
  let violations: axe.Result[];
  if (page.frames().length === 1) {
    // Without frames, axe runs in the page itself, put there once.
    await withAxe(page.mainFrame());
    violations = await page.evaluate(async (run) => (await (window as unknown as AxeWindow).axe.run(document, run)).violations, runOptions);
  } else {
    // A page with frames: axe's partial run in each frame (sandboxed ones too: Playwright's evaluate
    // reaches them), the report made in the page.
    const partials = await partialResults(page.mainFrame(), { exclude: [], include: [] }, runOptions);
    violations = await page.evaluate(
      async ([results, run]) => (await (window as unknown as AxeWindow).axe.finishRun(results, run)).violations,
      [partials, runOptions] as const,
    );
  }
  return violations
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

/**
 * Android's font scale as a webview applies it (Settings › Font size, up to 200 %): every
 * computed font size, and every line height given as a length, times `factor`, whatever unit
 * the CSS wrote them in (the text autosizer scales px text too). Computed sizes are read for
 * the whole document first and written after, so nothing is scaled twice. In every frame.
 * Elements added later keep their own size; the checks run on the page as it stands.
 */
export async function scaleText(page: Page, factor: number): Promise<void> {
  for (const frame of page.frames()) {
    await frame.evaluate((factor) => {
      const sizes = [...document.querySelectorAll<HTMLElement>('body, body *')].map((element) => {
        const style = getComputedStyle(element);
        const lineHeight = element.computedStyleMap().get('line-height') as CSSUnitValue | CSSKeywordValue | undefined;
        const isLength = lineHeight instanceof CSSUnitValue && lineHeight.unit !== 'number';
        return { element, fontSize: parseFloat(style.fontSize), lineHeight: isLength ? parseFloat(style.lineHeight) : undefined };
      });
      for (const { element, fontSize, lineHeight } of sizes) {
        element.style.setProperty('font-size', `${fontSize * factor}px`, 'important');
        if (lineHeight !== undefined) element.style.setProperty('line-height', `${lineHeight * factor}px`, 'important');
      }
    }, factor);
  }
}

/**
 * WCAG 1.4.12's text-spacing overrides, as a user style sheet would set them: line height 1.5,
 * paragraph spacing 2em, letter spacing 0.12em, word spacing 0.16em. In every frame; the
 * function returned takes them off again.
 */
export async function spaceText(page: Page): Promise<() => Promise<void>> {
  const css = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
    p { margin-bottom: 2em !important; }`;
  // A constructed style sheet, as the app's Content-Security-Policy refuses a <style> element.
  const toggle = (on: boolean) =>
    Promise.all(
      page.frames().map((frame) =>
        frame.evaluate(
          ([css, on]) => {
            const holder = window as unknown as { __a11ySpacing?: CSSStyleSheet };
            holder.__a11ySpacing ??= new CSSStyleSheet();
            holder.__a11ySpacing.replaceSync(css);
            const others = document.adoptedStyleSheets.filter((sheet) => sheet !== holder.__a11ySpacing);
            document.adoptedStyleSheets = on ? [...others, holder.__a11ySpacing] : others;
          },
          [css, on] as const,
        ),
      ),
    );
  await toggle(true);
  return async () => {
    await toggle(false);
  };
}

export interface LayoutProblem {
  kind: 'horizontal scroll' | 'clipped' | 'overlap' | 'unreachable';
  what: string;
}

/**
 * What large text, text spacing or a narrow window broke, measured in the page (and each frame):
 * - horizontal scroll: the page is wider than the window (WCAG 1.4.10; a table in a scrolling
 *   box of its own is allowed), with the elements that stick out;
 * - clipped: text cut off by a box that hides its overflow (a fixed height, an ellipsis, a line
 *   clamp), measured against the box's edges; boxes that scroll are not cutting;
 * - overlap: two pieces of text drawn over each other;
 * - unreachable: a control that, scrolled to the middle of the window, is not what a tap there
 *   hits (covered by a sticky bar, pushed out of its box).
 * With a modal dialog open only the dialog is measured (the page behind is inert). Text that
 * is visually hidden on purpose (a 1 px clipped box for screen readers) is not content here;
 * text on a fixed or sticky layer (a bar, a toast) is compared only with text on that layer, as
 * the page scrolls under them by design.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  // Frames of the app's own pages are measured in their own window; a server's page (the
  // lender's agreement, sandboxed without the app's origin) is not the app's to lay out.
  for (const frame of page.frames()) {
    const sandbox = frame === page.mainFrame() ? null : await (await frame.frameElement()).getAttribute('sandbox');
    if (sandbox === null || sandbox.split(/\s+/).includes('allow-same-origin')) problems.push(...(await frame.evaluate(measureLayout)));
  }
  return problems;
}

function measureLayout(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const root = document.querySelector<HTMLElement>('dialog:modal') ?? document.body;
  if (!root) return problems;
  const width = document.documentElement.clientWidth;
  const describe = (element: Element): string => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    return `${element.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
  };
  const isHiddenOnPurpose = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true;
      // The visually-hidden pattern: an absolute box clipped to nothing.
      if (style.position === 'absolute' && style.getPropertyValue('clip') !== 'auto') return true;
      if (node.getAttribute('aria-hidden') === 'true' && node.getBoundingClientRect().width <= 1) return true;
      const rect = node.getBoundingClientRect();
      if (style.position === 'absolute' && rect.width <= 1 && rect.height <= 1) return true;
    }
    return false;
  };
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const layerOf = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };

  // Horizontal scroll of the page, and what sticks out of the window.
  if (document.documentElement.scrollWidth > width + 1) {
    const outliers: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || (rect.right <= width + 1 && rect.left >= -1)) continue;
      // Inside a box that scrolls sideways itself (a wide table) it is reachable.
      let parent = element.parentElement;
      let isContained = false;
      for (; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (scrolls(style.overflowX) && parent.getBoundingClientRect().right <= width + 1) isContained = true;
      }
      // Report the outermost elements only.
      const outer = element.parentElement?.getBoundingClientRect();
      if (!isContained && !(outer && (outer.right > width + 1 || outer.left < -1))) outliers.push(describe(element));
    }
    problems.push({
      kind: 'horizontal scroll',
      what: `page is ${document.documentElement.scrollWidth} px wide in a ${width} px window: ${outliers.slice(0, 4).join(', ')}`,
    });
  }

  // Text boxes: clipped ones, then overlaps.
  const texts: { element: Element; rects: DOMRect[]; layer: Element | null }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim() || element.closest('[inert], script, style, noscript, template')) continue;
    if (isHiddenOnPurpose(element)) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
    if (!rects.length) continue;
    // What shows of the text: its boxes cut to every scrolling box around it.
    let shown = rects;
    for (let box: Element | null = element; box && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (box === document.body || !(scrolls(style.overflowX) || scrolls(style.overflowY))) continue;
      const edge = box.getBoundingClientRect();
      shown = shown
        .map((rect) =>
          DOMRect.fromRect({
            x: Math.max(rect.left, edge.left),
            y: Math.max(rect.top, edge.top),
            width: Math.min(rect.right, edge.right) - Math.max(rect.left, edge.left),
            height: Math.min(rect.bottom, edge.bottom) - Math.max(rect.top, edge.top),
          }),
        )
        .filter((rect) => rect.width > 0 && rect.height > 0);
    }
    texts.push({ element, rects: shown, layer: layerOf(element) });
    for (let box: Element | null = element; box && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      const clipsX = !scrolls(style.overflowX) && style.overflowX !== 'visible';
      const clipsY = !scrolls(style.overflowY) && style.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const edge = box.getBoundingClientRect();
      const cut = rects.some(
        (rect) =>
          (clipsX && (rect.left < edge.left - 1 || rect.right > edge.right + 1)) ||
          (clipsY && (rect.top < edge.top - 1 || rect.bottom > edge.bottom + 1)),
      );
      if (cut) {
        problems.push({ kind: 'clipped', what: `${describe(element)} is cut off by ${describe(box).split(' "')[0]}` });
        break;
      }
    }
  }
  const reported = new Set<Element>();
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const [a, b] = [texts[i], texts[j]];
      if (a.element === b.element || a.layer !== b.layer || reported.has(b.element)) continue;
      const hit = a.rects.some((r) =>
        b.rects.some(
          (s) => Math.min(r.right, s.right) - Math.max(r.left, s.left) > 2 && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 2,
        ),
      );
      if (hit) {
        reported.add(b.element);
        problems.push({ kind: 'overlap', what: `${describe(a.element)} overlaps ${describe(b.element)}` });
      }
    }
  }

  // Every control can be brought into view and tapped; the scroll positions are put back after.
  const scrolled = [...root.querySelectorAll('*'), document.scrollingElement!].map((box) => [box, box.scrollTop, box.scrollLeft] as const);
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="radio"], [tabindex]:not([tabindex="-1"])';
  for (const control of root.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control.closest('[inert]') || (control as HTMLButtonElement).disabled) continue;
    let target: HTMLElement = control;
    const rect = control.getBoundingClientRect();
    if (control instanceof HTMLInputElement && (rect.width <= 1 || rect.height <= 1 || getComputedStyle(control).opacity === '0')) {
      const label = control.closest('label') ?? control.labels?.[0];
      if (!label) continue;
      target = label;
    } else if (isHiddenOnPurpose(control) || rect.width === 0) continue;
    target.scrollIntoView({ block: 'center', inline: 'center' });
    // A link inside a sentence may wrap: its first line is where a finger goes.
    const box = target.getClientRects()[0] ?? target.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    // A toast or other live message passes over the page for a few seconds: not a cover.
    const isTransient = !!hit?.closest('[aria-live], [role="status"], [role="alert"]') && !hit.closest('dialog:modal');
    const isHit = !!hit && (target.contains(hit) || isTransient || !!(control as HTMLInputElement).labels?.[0]?.contains(hit));
    if (!isHit) problems.push({ kind: 'unreachable', what: `${describe(control)}: a tap on it hits ${hit ? describe(hit) : 'nothing'}` });
  }
  for (const [box, top, left] of scrolled) box.scrollTo(left, top);
  return problems;
}

export interface FocusProblem {
  kind: 'no focus indicator' | 'focus hidden' | 'focus left the dialog';
  what: string;
}

/**
 * Walks the page with the Tab key, as a keyboard or switch user does, from the start of the page
 * (or of the open dialog) until focus comes back round (at most `maxSteps` presses), and checks
 * each stop:
 * - WCAG 2.4.7: something looks different from before focus came (outline, shadow, border or
 *   background of the control, its label, or a box around it up to three levels out);
 * - WCAG 2.4.11: the middle of the focused control is not under a sticky header or footer (or
 *   anything else drawn over it) once the browser has scrolled it into view;
 * - a modal dialog keeps focus inside it.
 */
export async function keyboardFocusProblems(page: Page, maxSteps = 60): Promise<FocusProblem[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor, style.backgroundColor].join(
        '|',
      );
    };
    const looks = new Map<Element, string>();
    for (const element of document.querySelectorAll('*')) looks.set(element, look(element));
    Object.assign(window, { __a11yLooks: looks, __a11yLook: look, __a11yIds: new WeakMap<Element, number>() });
  });
  const problems: FocusProblem[] = [];
  let first: number | undefined;
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const {
        __a11yLooks: looks,
        __a11yLook: look,
        __a11yIds: ids,
      } = window as unknown as {
        __a11yLooks: Map<Element, string>;
        __a11yLook: (element: Element) => string;
        __a11yIds: WeakMap<Element, number>;
      };
      const element = document.activeElement;
      if (!element || element === document.body) return undefined;
      if (!ids.has(element)) ids.set(element, Math.random());
      const id = ids.get(element)!;
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const what = `${element.tagName.toLowerCase()}${[...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')}${text ? ` "${text}"` : ''}`;
      if (element.tagName === 'IFRAME') return { id, what, problems: [] };
      const found: { kind: 'no focus indicator' | 'focus hidden' | 'focus left the dialog'; what: string }[] = [];
      const dialog = document.querySelector('dialog:modal');
      if (dialog && !dialog.contains(element)) found.push({ kind: 'focus left the dialog', what });
      // The box the eye looks at: a visually hidden input is seen through its label.
      const input = element as HTMLInputElement;
      const ownRect = element.getBoundingClientRect();
      const isHiddenInput =
        input.labels?.length && (ownRect.width <= 1 || ownRect.height <= 1 || getComputedStyle(element).opacity === '0');
      const seen: Element = isHiddenInput && input.labels ? input.labels[0] : element;
      const candidates: Element[] = [element, seen];
      for (let parent = seen.parentElement, level = 0; parent && level < 3; parent = parent.parentElement, level++) candidates.push(parent);
      // A control that came after the walk began (the page changed under it) has no look to
      // compare with; the others must differ somewhere.
      const isKnown = candidates.some((candidate) => looks.has(candidate));
      if (isKnown && !candidates.some((candidate) => looks.has(candidate) && look(candidate) !== looks.get(candidate))) {
        found.push({ kind: 'no focus indicator', what });
      }
      // The middle of its first line (a wrapped link's first fragment), or for a tall control
      // (a text area taller than the room left) the middle of its top edge, where the caret is.
      const rect = seen.getClientRects()[0] ?? seen.getBoundingClientRect();
      const points = [
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
        [rect.left + rect.width / 2, rect.top + 4],
      ];
      // A toast or other live message passes over the page for a few seconds; it is not a bar.
      const isTransient = (node: Element | null) => !!node?.closest('[aria-live], [role="status"], [role="alert"]');
      const results = points.map(([x, y]) => {
        const inView = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
        const hit = inView ? document.elementFromPoint(x, y) : null;
        return { inView, hit, isSeen: !!hit && (seen.contains(hit) || element.contains(hit) || isTransient(hit)) };
      });
      if (!results.some((result) => result.isSeen)) {
        const [{ inView, hit }] = results;
        found.push({
          kind: 'focus hidden',
          what: `${what} ${inView ? `is under ${hit?.tagName.toLowerCase()}.${hit?.classList[0] ?? ''}` : 'is out of view'}`,
        });
      }
      return { id, what, problems: found };
    });
    if (!stop) continue;
    if (first === undefined) first = stop.id;
    else if (stop.id === first) break;
    problems.push(...stop.problems);
  }
  return problems;
}

/**
 * WCAG 2.3.3 with the phone set to remove animations (`prefers-reduced-motion: reduce`): no
 * element or pseudo-element of the page (or of a frame of the app's own) runs a CSS animation or
 * a moving transition (transform, position, size) longer than 10 ms. Read from the computed
 * styles, so an animation that has already ended is caught as well as a running one.
 */
export async function reducedMotionProblems(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    const found = await Promise.all(
      page.frames().map((frame) =>
        frame.evaluate(() => {
          const MOVING = /^(all|transform|translate|scale|rotate|top|right|bottom|left|inset|margin.*|width|height|max-height)$/;
          const seconds = (value: string) =>
            Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part) || 0)));
          const problems: string[] = [];
          for (const element of document.querySelectorAll('*')) {
            for (const pseudo of [null, '::before', '::after']) {
              const style = getComputedStyle(element, pseudo);
              const name = `${element.tagName.toLowerCase()}${[...element.classList]
                .slice(0, 2)
                .map((item) => `.${item}`)
                .join('')}${pseudo ?? ''}`;
              if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01) {
                problems.push(`${name} runs the animation ${style.animationName} (${style.animationDuration})`);
              }
              const moving = style.transitionProperty.split(',').some((property) => MOVING.test(property.trim()));
              if (moving && seconds(style.transitionDuration) > 0.01) {
                problems.push(`${name} moves in a transition of ${style.transitionProperty} (${style.transitionDuration})`);
              }
            }
          }
          return problems;
        }),
      ),
    );
    return found.flat();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
