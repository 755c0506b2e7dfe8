// The accessibility checks of a11y.test.ts, each run on a small page broken on purpose: a check
// that passes every route must still be able to fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  axeViolations,
  keyboardFocusProblems,
  type LayoutProblem,
  layoutProblems,
  reducedMotionProblems,
  scaleText,
  spaceText,
} from './a11y-checks.ts';
import { type E2eApp, type RecordedPage, startApp } from './harness.ts';

let app: E2eApp;
let recorded: RecordedPage;

/** A blank page (none of the app's styles or Content-Security-Policy) holding `body`. */
async function show(body: string, viewport = { width: 320, height: 640 }) {
  const { page } = recorded;
  await page.setViewportSize(viewport);
  await page.goto('about:blank');
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fixture</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body { margin: 0; font: 15px/1.4 sans-serif; } :focus-visible { outline: 3px solid #06c; }</style></head>
    <body><main>${body}</main></body></html>`);
  return page;
}

const kinds = (problems: LayoutProblem[]) => problems.map((problem) => problem.kind);

beforeAll(async () => {
  app = await startApp();
  recorded = await app.openPage('/favicon.svg');
});
afterAll(async () => {
  await app?.close();
});

describe('the accessibility checks find what they are for', () => {
  it('axe: a button named otherwise than it reads (label in name, an experimental rule)', async () => {
    const page = await show('<button aria-label="Refresh the image captcha">Get captcha</button>');
    expect((await axeViolations(page)).map((finding) => finding.rule)).toContain('label-content-name-mismatch');
  });

  it('axe: a violation inside a frame (the page with frames takes the frame-by-frame run)', async () => {
    const page = await show(
      `<p>The agreement</p><iframe title="Agreement" srcdoc="<!doctype html><html lang=en><title>Agreement</title><main><img src=data:, width=40 height=40></main>"></iframe>`,
    );
    await page.frameLocator('iframe').locator('img').waitFor();
    const findings = await axeViolations(page);
    expect(findings.map((finding) => finding.rule)).toEqual(['image-alt']);
    expect(findings[0].nodes[0]).toMatch(/^iframe >>> img: /);
  });

  it('a page is clean when nothing is wrong', async () => {
    const page = await show('<h1>Loan</h1><p>Amount due ₱1,400.00</p><button>Pay</button>');
    expect(await axeViolations(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    expect(await keyboardFocusProblems(page)).toEqual([]);
    expect(await reducedMotionProblems(page)).toEqual([]);
  });

  it('large text: every font size doubles, px ones too, and a box of fixed height then cuts its text', async () => {
    const page = await show('<p id="fixed" style="height: 21px; overflow: hidden; font-size: 15px">Amount due today</p>');
    expect(await layoutProblems(page)).toEqual([]);
    await scaleText(page, 2);
    expect(await page.locator('#fixed').evaluate((element) => getComputedStyle(element).fontSize)).toBe('30px');
    expect(kinds(await layoutProblems(page))).toEqual(['clipped']);
  });

  it('text spacing: a box sized for two lines at the old line height cuts the second', async () => {
    const page = await show('<p style="width: 8em; height: 2.5em; line-height: 1.2; overflow: hidden">Choose a payment method</p>');
    expect(await layoutProblems(page)).toEqual([]);
    const unspace = await spaceText(page);
    expect(kinds(await layoutProblems(page))).toEqual(['clipped']);
    await unspace();
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('reflow: a row wider than 320 px scrolls the page sideways', async () => {
    const page = await show(
      '<div style="display: flex"><span>Loan amount</span><span style="flex: none; width: 400px">₱5,000.00</span></div>',
    );
    expect(kinds(await layoutProblems(page))).toEqual(['horizontal scroll']);
  });

  it('reflow: a wide table in a box that scrolls sideways is allowed', async () => {
    const page = await show(
      '<div style="overflow-x: auto"><table style="width: 600px"><tr><td>Due date</td><td>Amount</td></tr></table></div>',
    );
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('overlap: two texts drawn over each other', async () => {
    const page = await show(
      '<div style="position: relative"><p style="margin: 0">Loan amount</p><p style="position: absolute; top: 0; margin: 0">Due date</p></div>',
    );
    expect(kinds(await layoutProblems(page))).toEqual(['overlap']);
  });

  it('reachable: a control under a cover a tap cannot get past', async () => {
    const page = await show('<button>Pay now</button><div style="position: fixed; inset: 0; background: #fff"></div>');
    expect(kinds(await layoutProblems(page))).toContain('unreachable');
  });

  it('focus: a control with its focus ring taken away', async () => {
    const page = await show('<button>With ring</button><button style="outline: none">No ring</button>');
    expect(await keyboardFocusProblems(page)).toEqual([{ kind: 'no focus indicator', what: 'button "No ring"' }]);
  });

  it('focus: a control the browser scrolls to sits under a sticky footer', async () => {
    const page = await show(
      '<div style="height: 1500px">Terms</div><button>Agree</button><div style="height: 40px"></div>' +
        '<footer style="position: fixed; bottom: 0; left: 0; right: 0; height: 120px; background: #fff">Total ₱5,000.00</footer>',
    );
    expect(await keyboardFocusProblems(page)).toEqual([{ kind: 'focus hidden', what: 'button "Agree" is under footer.' }]);
  });

  it('reduced motion: an animation that keeps running when the phone asks for less', async () => {
    const page = await show(
      '<style>@keyframes spin { to { transform: rotate(1turn); } } .spinner { animation: spin 1s linear infinite; }</style><div class="spinner">Loading</div>',
    );
    expect(await reducedMotionProblems(page)).toEqual(['div.spinner runs the animation spin (1s)']);
  });
});
