// Accessibility of every route of SPEC §2.1 and CONTRACTS §2 in Chromium, and of each dialog,
// sheet and picker in its open state: no serious or critical axe-core violation, and tap
// targets of WCAG 2.5.8 (24×24 CSS px; primary buttons 44×44). One page walks all the states
// (demo back end data opens the dialogs); a second one repeats the contrast check with an
// operator's light brand colour in config.js.
// Over 400 lines on purpose: one browser page walks all routes and their open states in order
// (each state needs the one before it), so the walk is one file.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getScreensBundle } from '../setup/screens.ts';

/** Route name → path, from the screens folder (every screen carries its route). */
const routes: Record<string, string> = Object.fromEntries(
  Object.entries(getScreensBundle().manifest.screens).map(([name, entry]) => [name, entry.path]),
);
type RouteName = string;
import { brandPalette } from '../../src/app/ui/brand-palette.ts';
import {
  type AxeFinding,
  axeViolations,
  gradientContrastProblems,
  keyboardFocusProblems,
  type LayoutProblem,
  layoutProblems,
  reducedMotionProblems,
  scaleText,
  spaceText,
  tapTargetProblems,
} from './a11y-checks.ts';
import { E2E_SESSION, type E2eApp, type RecordedPage, screenshot, startApp } from './harness.ts';

const SESSION = E2E_SESSION;
const withProduct = (productId: string) => SESSION.replace('productId=1', `productId=${productId}`);

interface A11yState {
  /** Route name of a screen folder (every one must appear at least once). */
  route: RouteName;
  /** What is open, e.g. "rating dialog"; omitted for the page itself. */
  state?: string;
  query: string;
  /** Waits for the page (and brings up the dialog) to be checked. */
  reach: (page: Page) => Promise<void>;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const STATES: A11yState[] = [
  { route: 'jointLoginFailure', query: SESSION, reach: (page) => page.getByRole('button', { name: 'Full today' }).waitFor() },
  { route: 'loanDetail', query: `${SESSION}&orderId=ORD180D`, reach: (page) => page.getByText('Short of money?').waitFor() },
  {
    route: 'loanDetail',
    state: 'kind tips dialog',
    query: `${SESSION}&orderId=ORD174D`,
    reach: (page) => dialog(page, 'Kind tips').waitFor(),
  },
  {
    route: 'loanDetail',
    state: 'rating dialog',
    query: `${SESSION}&orderId=ORD200`,
    reach: (page) => dialog(page, 'Rate your experience').waitFor(),
  },
  {
    route: 'loanDetail',
    state: 'rating thanks dialog',
    query: `${SESSION}&orderId=ORD200`,
    async reach(page) {
      const rating = dialog(page, 'Rate your experience');
      await rating.getByRole('radio', { name: '2 stars' }).click();
      await rating.getByRole('button', { name: 'Submit' }).click();
      await dialog(page, 'Thank you').waitFor();
    },
  },
  {
    route: 'loanDetail',
    state: 'bind card dialog',
    query: `${SESSION}&orderId=ORD151`,
    reach: (page) => dialog(page, 'Payout failed').waitFor(),
  },
  {
    route: 'loanDetail',
    state: 'withdraw dialog',
    query: `${SESSION}&orderId=ORD110`,
    async reach(page) {
      await dialog(page, 'Withdraw now').waitFor();
    },
  },
  {
    route: 'orderList',
    query: `${SESSION}&orderId=ORD180D`,
    reach: (page) => page.getByRole('button', { name: 'REPAY', exact: true }).waitFor(),
  },
  { route: 'legacyLoanConfirm', state: 'agreement dialog', query: SESSION, reach: (page) => waitForAgreement(page) },
  {
    route: 'legacyLoanConfirm',
    state: 'promotion dialog',
    query: SESSION,
    async reach(page) {
      await waitForAgreement(page);
      await dialog(page, 'Loan agreement').getByRole('button', { name: 'Agree' }).click();
      await dialog(page, 'Special offer').waitFor();
    },
  },
  {
    route: 'legacyLoanConfirm',
    state: 'retention dialog',
    query: SESSION,
    async reach(page) {
      await waitForAgreement(page);
      await dialog(page, 'Loan agreement').getByRole('button', { name: 'Agree' }).click();
      await dialog(page, 'Special offer').getByRole('button', { name: 'Close' }).click();
      await page.getByText('First repayment').waitFor();
      await pressBack(page);
      await dialog(page, 'Point out').waitFor();
    },
  },
  {
    route: 'legacyLoanConfirm',
    query: SESSION,
    async reach(page) {
      await waitForAgreement(page);
      await dialog(page, 'Loan agreement').getByRole('button', { name: 'Agree' }).click();
      await dialog(page, 'Special offer').getByRole('button', { name: 'Close' }).click();
      await page.getByText('First repayment').waitFor();
    },
  },
  {
    route: 'loanConfirm',
    state: 'agreement dialog',
    query: SESSION,
    reach: (page) => waitForAgreement(page),
  },
  {
    route: 'loanConfirm',
    state: 'retention dialog',
    query: SESSION,
    async reach(page) {
      await waitForAgreement(page);
      await dialog(page, 'Loan agreement').getByRole('button', { name: 'Agree' }).click();
      await page.getByText('₱5,000.00').first().waitFor();
      await pressBack(page);
      await dialog(page, 'Point out').waitFor();
    },
  },
  { route: 'loanConfirm', query: withProduct('2'), reach: (page) => page.getByRole('button', { name: 'Next' }).waitFor() },
  { route: 'periodConfirm', query: withProduct('2'), reach: (page) => page.getByText('Repayment schedule').waitFor() },
  { route: 'periodConfirm', state: 'agreement dialog', query: SESSION, reach: (page) => waitForAgreement(page) },
  {
    route: 'periodConfirm',
    state: 'retention dialog',
    query: SESSION,
    async reach(page) {
      await waitForAgreement(page);
      await dialog(page, 'Loan agreement').getByRole('button', { name: 'Agree' }).click();
      await page.getByText('Repayment schedule').waitFor();
      await pressBack(page);
      await dialog(page, 'Point out').waitFor();
    },
  },
  {
    route: 'instalmentRepay',
    query: `${SESSION}&orderId=ORD174D`,
    reach: (page) => page.getByRole('button', { name: 'Payment', exact: true }).waitFor(),
  },
  {
    route: 'instalmentRepay',
    state: 'channel sheet',
    query: `${SESSION}&orderId=ORD174D`,
    async reach(page) {
      await page.getByRole('button', { name: /^Payment Method / }).click();
      await dialog(page, 'Payment Method').getByText('Please select your repayment method for payment').waitFor();
    },
  },
  {
    route: 'instalmentRepay',
    state: 'bar code dialog',
    query: `${SESSION}&orderId=ORD174D`,
    async reach(page) {
      await page.getByRole('button', { name: 'Show bar code for the cashier' }).click();
      await dialog(page, '7-Eleven (CLiQQ)')
        .getByRole('img', { name: /^Payment code: PN/ })
        .waitFor();
    },
  },
  {
    route: 'rolloverRepay',
    state: 'bar code dialog',
    query: `${SESSION}&orderId=ORD180D`,
    async reach(page) {
      await page.getByRole('button', { name: 'Show bar code for the cashier' }).click();
      await page
        .getByRole('dialog')
        .getByRole('img', { name: /^Payment code: PN/ })
        .waitFor();
    },
  },
  {
    route: 'customerService',
    query: `${SESSION}&orderId=ORD170`,
    reach: (page) => page.getByRole('button', { name: 'Phone (02) 8876 5432 Call' }).waitFor(),
  },
  { route: 'loanAgreement', query: SESSION, reach: (page) => page.getByText('8. Default and late charges').first().waitFor() },
  { route: 'aboutUs', query: SESSION, reach: (page) => page.getByText('Certificate of Authority No. 0000').first().waitFor() },
  { route: 'privacyPolicy', query: SESSION, reach: (page) => page.getByText('10. Grievance officer').first().waitFor() },
  { route: 'rolloverRepay', query: `${SESSION}&orderId=ORD180D`, reach: (page) => page.getByText('Your next payment date is').waitFor() },
  {
    route: 'rolloverRepay',
    state: 'channel sheet',
    query: `${SESSION}&orderId=ORD180D`,
    async reach(page) {
      await page.getByRole('button', { name: /^Payment Method / }).click();
      await dialog(page, 'Payment Method').getByText('Please select your repayment method for payment').waitFor();
    },
  },
  {
    route: 'complaintEntry',
    query: `${SESSION}&orderId=ORD174D`,
    reach: (page) => page.getByRole('button', { name: 'Submit a complaint' }).waitFor(),
  },
  { route: 'bindBank', query: SESSION, reach: (page) => page.getByLabel('GCash number').waitFor() },
  {
    route: 'bindBank',
    state: 'bank picker',
    query: SESSION,
    async reach(page) {
      await page.getByRole('tab', { name: 'Bank account' }).click();
      await page.getByLabel('Bank', { exact: true }).click();
      await page.getByRole('radio', { name: 'BPI' }).waitFor();
    },
  },
  {
    route: 'bindBank',
    state: 'city picker',
    query: SESSION,
    async reach(page) {
      await page.getByRole('tab', { name: 'Bank account' }).click();
      await page.getByLabel('Branch city').click();
      await page.getByRole('searchbox', { name: 'Search' }).fill('cebu');
      await page.getByRole('radio', { name: /Cebu City/ }).waitFor();
    },
  },
  {
    route: 'bindBank',
    state: 'PSGC city picker',
    query: SESSION,
    async reach(page) {
      await page.getByRole('tab', { name: 'Bank account' }).click();
      await page.getByLabel('City of residence').click();
      await page.getByRole('searchbox', { name: 'Search' }).fill('san jose');
      await page.getByRole('radio', { name: 'San Jose, Batangas' }).waitFor();
    },
  },
  {
    route: 'bindBank',
    state: 'errors',
    query: SESSION,
    async reach(page) {
      await page.getByLabel('GCash number').fill('');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Please fill in this field').first().waitFor();
    },
  },
  {
    route: 'paymentChannel',
    query: `${SESSION}&ref=PN70241157903&channel=20021&amount=140000`,
    reach: (page) => page.getByText('PN70241157903').waitFor(),
  },
  {
    route: 'paymentChannel',
    state: 'enlarged picture',
    query: `${SESSION}&ref=PN70241157903&channel=20021&amount=140000`,
    async reach(page) {
      await page.getByRole('button', { name: 'E-wallet bills payment screens (enlarge)' }).click();
      await page.getByRole('dialog').getByRole('img').waitFor();
    },
  },
  {
    route: 'paymentMethod',
    query: `${SESSION}&orderId=ORD174`,
    reach: (page) => page.getByRole('button', { name: /^BDO Unibank/ }).waitFor(),
  },
  {
    route: 'paymentMethod',
    state: 'verification code dialog',
    query: `${SESSION}&orderId=ORD174`,
    async reach(page) {
      await page.getByRole('button', { name: /^BDO Unibank/ }).click();
      await page.getByRole('button', { name: 'Pay now' }).click();
      const code = dialog(page, 'Enter verification code');
      await code.getByRole('button', { name: /^Send again in \d+s$/ }).waitFor();
      await code.getByLabel('Verification code').fill('123');
      await code.getByRole('button', { name: 'Confirm' }).click();
      await code.getByText('please enter the correct code').waitFor();
    },
  },
  {
    route: 'repaymentCode',
    state: 'code',
    query: `${SESSION}&type=1&amount=140000&code=PN74920118245&image=/demo-assets/channels/7-eleven.svg&channel=7-Eleven`,
    reach: (page) => page.getByRole('button', { name: /PN74920118245 Tap to copy the code$/ }).waitFor(),
  },
  {
    route: 'repaymentCode',
    state: 'QR',
    query: `${SESSION}&type=2&amount=35000&image=/demo-assets/qr-demo.svg`,
    reach: (page) => page.getByRole('img', { name: 'QR code for your payment' }).waitFor(),
  },
  { route: 'repaymentCodeSaved', state: 'empty', query: SESSION, reach: (page) => page.getByText('No payment code yet').waitFor() },
  {
    route: 'repaymentCodeSaved',
    query: SESSION,
    async reach(page) {
      // The instalment page stores the code it shows; the saved-code page reads it back.
      await page.goto(new URL(`${routes.instalmentRepay}?${SESSION}&orderId=ORD170`, page.url()).href);
      await page.getByRole('button', { name: /PN70241157903 Copy$/ }).click();
      await page.waitForURL(/\/repaymentOfCode2\?/);
      await page.getByText('Over the counter').waitFor();
    },
  },
  {
    route: 'complaintHome',
    query: `${SESSION}&orderId=ORD174D`,
    async reach(page) {
      await page.getByRole('button', { name: 'Collection', exact: true }).click();
      await page.getByRole('button', { name: 'Contacted my family or friends' }).waitFor();
    },
  },
  {
    route: 'complaintHome',
    state: 'order picker',
    query: `${SESSION}&orderId=ORD200`,
    async reach(page) {
      await page.getByRole('button', { name: 'All orders' }).click();
      await dialog(page, 'Choose an order').waitFor();
    },
  },
  {
    route: 'complaintForm',
    query: `${SESSION}&orderNo=ORD174D&problemType=1&problemSonType=12`,
    reach: (page) => page.getByLabel('Description').waitFor(),
  },
  {
    route: 'complaintForm',
    state: 'sent dialog',
    query: `${SESSION}&orderNo=ORD174D&problemType=1&problemSonType=12`,
    async reach(page) {
      await page.getByLabel('Description').fill('A collector called my sister at work.');
      await page.getByRole('button', { name: 'Send' }).click();
      await dialog(page, 'Submitted').waitFor();
    },
  },
  { route: 'complaintList', query: SESSION, reach: (page) => page.getByRole('tab', { name: 'Processing' }).waitFor() },
  { route: 'complaintDetail', query: `${SESSION}&problemId=1003`, reach: (page) => page.getByText('Process Result').waitFor() },
  {
    route: 'complaintDetail',
    state: 'rating dialog',
    query: `${SESSION}&problemId=1002`,
    // The screen opens it 3 s after it has loaded (screens/complaint-detail): a load can take ten
    // times its quiet time on a busy machine.
    reach: (page) => dialog(page, 'Please rate this service').waitFor({ timeout: 30_000 }),
  },
  { route: 'testPreview', query: `${SESSION}&orderId=ORD170`, reach: (page) => page.getByLabel('Order id').waitFor() },
  { route: 'register', query: 'templateId=1&user_from=fb-ads', reach: (page) => page.getByLabel('Mobile number').waitFor() },
  { route: 'appDownload', query: 'templateId=1', reach: (page) => page.getByRole('button', { name: 'Download the app' }).waitFor() },
  { route: 'agreementTemplate', query: 'templateId=2', reach: (page) => page.getByRole('heading', { name: '1. Who may apply' }).waitFor() },
  { route: 'officialHome', query: '', reach: (page) => page.locator('main img[src$="/site/home-app.svg"]').waitFor() },
  { route: 'officialAbout', query: '', reach: (page) => page.getByText('Company information').waitFor() },
  {
    route: 'officialPolicy',
    query: '',
    reach: (page) => page.frameLocator('iframe[title="Privacy Policy"]').getByRole('heading', { name: '1. Who we are' }).waitFor(),
  },
  {
    route: 'officialContact',
    query: '',
    async reach(page) {
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('.app-toast').waitFor();
    },
  },
];

/** The native back press (CONTRACTS §4): screens with a retention dialog open it. */
async function pressBack(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { appBridgeReceive: (message: unknown) => void }).appBridgeReceive({ event: 'back' }));
}

async function waitForAgreement(page: Page): Promise<void> {
  await dialog(page, 'Loan agreement').waitFor();
  await page
    .frameLocator('iframe')
    .getByText(/Disclosure Statement/)
    .first()
    .waitFor();
}

/** Entry animations (dialogs, sheets, toasts) end before colours are measured. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** With A11Y_SCREENSHOTS=1: tests/e2e/screenshots/<prefix>-<route>[-<state>].png; a dialog as the phone shows it. */
async function shoot(page: Page, state: A11yState, prefix: string): Promise<void> {
  const file = await screenshot(page, `${prefix}-${state.route}${state.state ? `-${state.state.replace(/\W+/g, '-')}` : ''}`);
  if (state.state) await page.screenshot({ path: file });
}

/**
 * Brings the page to the state, or fails with what the page showed instead: its text and a
 * screenshot (tests/e2e/screenshots/a11y-unreached-…), so a state missed on a busy machine can be read.
 */
async function reachState(page: Page, state: A11yState): Promise<void> {
  try {
    await state.reach(page);
  } catch (error) {
    await shoot(page, state, 'a11y-unreached').catch(() => undefined);
    const shown = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch(() => '(unreadable)');
    throw new Error(`${(error as Error).message}\nThe page showed instead:\n${shown.slice(0, 1_500)}`, { cause: error });
  }
}

const label = (state: A11yState) => `${routes[state.route]} (${state.route})${state.state ? `, ${state.state}` : ''}`;

function formatFindings(findings: AxeFinding[]): string {
  return findings.map((finding) => `${finding.impact} ${finding.rule}:\n    ${finding.nodes.join('\n    ')}`).join('\n');
}

/** Every problem of the page as text ('' when none), tallied by rule for the run's summary. */
async function checkPage(page: Page, rules?: string[], tallyPrefix = ''): Promise<string> {
  const findings = await axeViolations(page, { rules });
  const gradients = await gradientContrastProblems(page);
  const taps = rules ? [] : await tapTargetProblems(page);
  const count = (rule: string, found: unknown[]) => found.length && tally.set(tallyPrefix + rule, (tally.get(tallyPrefix + rule) ?? 0) + 1);
  for (const finding of findings) count(finding.rule, [finding]);
  count('color-contrast on a gradient', gradients);
  count('tap target size', taps);
  return [
    formatFindings(findings),
    ...gradients.map((problem) => `serious color-contrast on a gradient: "${problem.text}" ${problem.ratio}:1, needs ${problem.needs}:1`),
    ...taps.map(
      (problem) => `tap target ${problem.target} is ${problem.width}×${problem.height} px, needs ${problem.needs}×${problem.needs}`,
    ),
  ]
    .filter(Boolean)
    .join('\n');
}

const PHONE = { width: 375, height: 812 };
const DOC_STATES = new Set([
  '/hasOf (loanDetail)',
  '/humanQuestions (loanConfirm)',
  '/provideChoices (bindBank)',
  '/complainPageNext (complaintForm)',
  '/register (register)',
]);
// WCAG 1.4.10's narrow window (1280 px at 400 % zoom), as tall as a small phone.
const NARROW = { width: 320, height: 640 };

/**
 * The page at 320 px with WCAG 1.4.12's text spacing, then at 320 px with Android's largest font
 * scale (200 %), where the keyboard walk runs too (the sticky bars are tallest there).
 */
async function checkLargeText(page: Page, state: A11yState): Promise<string> {
  const format = (condition: string, problems: LayoutProblem[]) =>
    problems.map((problem) => `${condition}: ${problem.kind}: ${problem.what}`);
  await page.setViewportSize(NARROW);
  const unspace = await spaceText(page);
  const spaced = await layoutProblems(page);
  await unspace();
  await scaleText(page, 2);
  const large = await layoutProblems(page);
  if (process.env.A11Y_SCREENSHOTS) await shoot(page, state, 'a11y-200');
  if (process.env.A11Y_SCREENSHOTS && DOC_STATES.has(label(state))) {
    // docs/a11y/: the busiest routes as a borrower with the largest font sees them (1 CSS px a
    // pixel), in a window as tall as the page so the sticky bars sit where scrolling takes them.
    const height = await page.evaluate(() => (window.scrollTo(0, 0), document.documentElement.scrollHeight));
    await page.setViewportSize({ width: NARROW.width, height });
    await page.screenshot({ path: `docs/a11y/${state.route}-200-text-320px.png`, scale: 'css' });
    await page.setViewportSize(NARROW);
  }
  const focus = await keyboardFocusProblems(page);
  const count = (rule: string, found: unknown[]) => found.length && tally.set(rule, (tally.get(rule) ?? 0) + 1);
  for (const [rule, found] of [
    ['text spacing at 320 px', spaced],
    ['200% text at 320 px', large],
    ['keyboard focus', focus],
  ] as const)
    count(rule, [...found]);
  return [
    ...format('text spacing at 320 px', spaced),
    ...format('200% text at 320 px', large),
    ...focus.map((problem) => `200% text at 320 px: ${problem.kind}: ${problem.what}`),
  ].join('\n');
}

let app: E2eApp;
let recorded: RecordedPage;
const tally = new Map<string, number>();

beforeAll(async () => {
  app = await startApp();
  recorded = await app.openPage('/favicon.svg');
  // The demo back end has no order with a withdraw link: one is added to ORD110's reply.
  await recorded.context.route('**/loan-details/loan-details?*', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('orderId') !== 'ORD110') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.h5Url = `${app.url}/paymentChannel`;
    await route.fulfill({ response, json: body });
  });
});
afterAll(async () => {
  if (tally.size) console.info(`accessibility problems by rule (number of states): ${JSON.stringify(Object.fromEntries(tally))}`);
  await app?.close();
});

describe('accessibility of every route and its open dialogs in Chromium', () => {
  it('covers every route of the screens folder', () => {
    const covered = new Set(STATES.map((state) => state.route));
    expect(Object.keys(routes).filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(STATES.map((state) => [label(state), state] as const))('%s', async (_name, state) => {
    const { page } = recorded;
    await page.setViewportSize(PHONE);
    await page.goto(new URL(`${routes[state.route]}${state.query ? `?${state.query}` : ''}`, app.url).href);
    await reachState(page, state);
    await settle(page);
    const report = await checkPage(page);
    if (process.env.A11Y_SCREENSHOTS) await shoot(page, state, 'a11y');
    const motion = (await reducedMotionProblems(page)).map((problem) => `reduced motion: ${problem}`);
    if (motion.length) tally.set('reduced motion', (tally.get('reduced motion') ?? 0) + 1);
    const largeText = await checkLargeText(page, state);
    expect([report, ...motion, largeText].filter(Boolean).join('\n')).toBe('');
  });
});

// An operator's light brand pair: the palette darkens it where it is text or under white text.
const LIGHT_BRAND = ['#f5a623', '#ffc862'] as const;
// Between them these show every use of the brand tokens: primary, secondary and link buttons,
// the hero card, tabs, a selected option, tags, Markdown links, the site's current nav link.
const BRANDED_STATES = new Set([
  '/hasOf (loanDetail)',
  '/attemptApply (instalmentRepay)',
  '/provideChoices (bindBank), bank picker',
  '/complainPage (complaintHome)',
  '/biologyMind (loanAgreement)',
  '/ (officialHome)',
]);

describe(`text contrast with brandColors ${JSON.stringify(LIGHT_BRAND)} in config.js`, () => {
  let branded: RecordedPage;
  beforeAll(async () => {
    branded = await app.openPage('/favicon.svg');
    const original = await (await fetch(new URL('/config.js', app.url))).text();
    const config = original.replace(/brandColors: \[[^\]]*\]/, `brandColors: ${JSON.stringify(LIGHT_BRAND)}`);
    expect(config).not.toBe(original);
    await branded.context.route('**/config.js', (route) => route.fulfill({ contentType: 'text/javascript', body: config }));
  });

  it.each(STATES.filter((state) => BRANDED_STATES.has(label(state))).map((state) => [label(state), state] as const))(
    '%s',
    async (_name, state) => {
      const { page } = branded;
      await page.goto(new URL(`${routes[state.route]}${state.query ? `?${state.query}` : ''}`, app.url).href);
      await reachState(page, state);
      await settle(page);
      const report = await checkPage(page, ['color-contrast'], 'light brand: ');
      if (process.env.A11Y_SCREENSHOTS) await shoot(page, state, 'a11y-brand');
      // The operator's colour is used, darkened where it is text or under white text.
      const tokens = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return Object.fromEntries(['--brand', '--brand-ink', '--brand-fill'].map((name) => [name, style.getPropertyValue(name).trim()]));
      });
      const palette = brandPalette(LIGHT_BRAND);
      expect(tokens).toEqual({ '--brand': LIGHT_BRAND[0], '--brand-ink': palette['--brand-ink'], '--brand-fill': palette['--brand-fill'] });
      expect(report).toBe('');
    },
  );
});
