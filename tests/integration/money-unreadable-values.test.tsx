// Numbers the server sends as garbage ('abc', '', null, {}, [], '1e400', a JSON 1e400, 'NaN',
// 'Infinity', -5, true) in the fields a borrower reads or sends back: the loan confirm's amount,
// period and first-period days (both variants) and the repay screens' amount due. Each value is
// spliced into the demo back end's own reply, so the rest of the screen is as real servers send it.
// What the borrower sees is checked: never "NaN", "Infinity" or "undefined"; a dash where the screen
// still works without the value, the error with Retry where it cannot (and Retry works once the
// server answers well); and no such word in a request that is sent.
import { screen, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { createHandlers } from '../../scripts/demo-server/handlers.ts';
import { withDemoServer } from '../setup/msw.ts';
import { renderApp, SESSION_QUERY } from './app-harness.tsx';
import { openedUrls, waitForScreen } from './money-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.cleanup();
  app = undefined;
  openedUrls.length = 0;
  localStorage.clear();
});

/** A garbage value as the JSON text the server sends (a JSON 1e400 cannot be built with JSON.stringify). */
interface Garbage {
  label: string;
  json: string;
}

const GARBAGE: Garbage[] = [
  { label: "'abc'", json: '"abc"' },
  { label: "''", json: '""' },
  { label: 'null', json: 'null' },
  { label: '{}', json: '{}' },
  { label: '[]', json: '[]' },
  { label: "'1e400'", json: '"1e400"' },
  { label: '1e400 (a JSON number)', json: '1e400' },
  { label: "'NaN'", json: '"NaN"' },
  { label: "'Infinity'", json: '"Infinity"' },
  { label: '-5', json: '-5' },
  { label: 'true', json: 'true' },
];

const NOT_A_NUMBER = /NaN|Infinity|undefined/;
const UNEXPECTED_REPLY = 'The server sent an unexpected reply. Please try again.';
const MARK = '__garbage__';

/**
 * Answers `path` with the demo back end's own reply, `field` of its data replaced by the garbage,
 * until `repair()`: then the demo answers as usual.
 */
function garbleReply(path: string, field: string, garbage: Garbage) {
  let isOn = true;
  demo.server.use(
    http.post(`*${path}`, async ({ request }) => {
      if (!isOn) return undefined;
      const reply = await getResponse(createHandlers(demo.state), request);
      const body = (await reply!.json()) as { data: Record<string, unknown> };
      body.data[field] = MARK;
      return new HttpResponse(JSON.stringify(body).replace(`"${MARK}"`, garbage.json), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { repair: () => void (isOn = false) };
}

/** What the borrower can read or hear: the page's text and every accessible name and alt text. */
function shownText(): string {
  const names = Array.from(document.querySelectorAll('[aria-label], [alt], [title]')).flatMap((element) =>
    ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...names].join('\n');
}

function expectNoNotANumber(): void {
  expect(shownText()).not.toMatch(NOT_A_NUMBER);
}

/** The screen's error with Retry, and nothing of the offer; Retry once the server answers well shows the screen. */
async function expectRefusedThenRetry(repair: () => void, heading: string, shown: () => void): Promise<void> {
  expect(await screen.findByText(UNEXPECTED_REPLY)).toBeTruthy();
  expectNoNotANumber();
  repair();
  await app!.user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitForScreen(heading);
  await waitFor(() => expect(screen.queryByText(UNEXPECTED_REPLY)).toBeNull());
  shown();
  expectNoNotANumber();
}

const hero = () => document.querySelector<HTMLElement>('.eng-style--hero');
const heroAmount = () => hero()?.querySelector('.eng-text--display')?.textContent;
const sentBodies = async (path: string) => (await demo.settledRequests()).filter((request) => request.path.endsWith(path));

interface ConfirmVariant {
  route: string;
  path: string;
  submitPath: string;
  fields: { amount: string; periods: string; firstPeriodDay: string };
}

const CONFIRM_VARIANTS: ConfirmVariant[] = [
  {
    route: '/humanQuestions',
    path: '/currentlyer/v3/loan-confirm/loan-detail-confirm',
    submitPath: '/loan-confirm/loan-detail-push',
    fields: { amount: 'amount', periods: 'periods', firstPeriodDay: 'firstPeriodDay' },
  },
  {
    route: '/discernEvolutionary',
    path: '/gopia/goya/satire',
    submitPath: '/gopia/goya/depush',
    fields: { amount: 'vestige', periods: 'cadence', firstPeriodDay: 'dawnDays' },
  },
];

for (const variant of CONFIRM_VARIANTS) {
  describe(`loan confirm ${variant.route}: garbage in the reply`, () => {
    const open = () => {
      app = renderApp(`${variant.route}?${SESSION_QUERY.replace('productId=1', 'productId=2')}`);
    };

    for (const [name, field] of [
      ['amount', variant.fields.amount],
      ['period', variant.fields.periods],
    ] as const) {
      it.each(GARBAGE)(`an offer whose ${name} (${field}) is $label is refused with Retry: nothing to confirm`, async (garbage) => {
        const { repair } = garbleReply(variant.path, field, garbage);
        open();
        await expectRefusedThenRetry(repair, 'Confirm your loan', () => {
          expect(heroAmount()).toBe('₱8,000.00');
          expect(screen.getByText('180 days')).toBeTruthy();
        });
        expect(await sentBodies(variant.submitPath)).toHaveLength(0);
      });
    }

    it.each(GARBAGE)(
      `first-period days (${variant.fields.firstPeriodDay}, neither shown nor sent) as $label never shows a non-number; Next sends none`,
      async (garbage) => {
        const { repair } = garbleReply(variant.path, variant.fields.firstPeriodDay, garbage);
        open();
        const isTextOrNumber = !['{}', '[]', 'true', '1e400'].includes(garbage.json);
        if (!isTextOrNumber) {
          // A list, an object, a flag or a number beyond any (JSON 1e400) where a number or text belongs fails the reply check.
          await expectRefusedThenRetry(repair, 'Confirm your loan', () => expect(heroAmount()).toBe('₱8,000.00'));
          return;
        }
        await waitForScreen('Confirm your loan');
        expect(heroAmount()).toBe('₱8,000.00');
        expectNoNotANumber();
        await app!.user.click(screen.getByRole('button', { name: 'Next' }));
        await waitFor(async () => expect(await sentBodies(variant.submitPath)).toHaveLength(1));
        const [push] = await sentBodies(variant.submitPath);
        expect(push.body).toMatchObject({ amount: '800000', periods: '180' });
        expect(JSON.stringify(push.body)).not.toMatch(NOT_A_NUMBER);
      },
    );
  });
}

interface RepayRoute {
  route: string;
  heading: string;
  path: string;
  /** The primary button that sends the amount back. */
  pay: string;
}

const REPAY_ROUTES: RepayRoute[] = [
  { route: '/attemptApply', heading: 'Repayment', path: '/currentlyer/v3/installment/loan-play-detail', pay: 'Payment' },
  { route: '/paymentMethod', heading: 'Payment method', path: '/currentlyer/v3/installment/loan-play-detail', pay: 'Pay now' },
];

for (const repay of REPAY_ROUTES) {
  describe(`${repay.route}: garbage in the amount due (repayAmount)`, () => {
    const open = () => {
      app = renderApp(`${repay.route}?${SESSION_QUERY}&orderId=ORD174`);
    };
    const refused = GARBAGE.filter((garbage) => !['null', '""'].includes(garbage.json));

    it.each(refused)('an amount due of $label is refused with Retry: it would be sent back to pay', async (garbage) => {
      const { repair } = garbleReply(repay.path, 'repayAmount', garbage);
      open();
      await expectRefusedThenRetry(repair, repay.heading, () => expect(heroAmount()).toMatch(/^₱[\d,]+\.\d\d$/));
    });

    it.each(GARBAGE.filter((garbage) => !refused.includes(garbage)))(
      'no amount due ($label) shows a dash, and Pay stays disabled',
      async (garbage) => {
        garbleReply(repay.path, 'repayAmount', garbage);
        open();
        await waitForScreen(repay.heading);
        expect(heroAmount()).toBe('—');
        expect(screen.getByRole<HTMLButtonElement>('button', { name: repay.pay }).disabled).toBe(true);
        expectNoNotANumber();
      },
    );
  });
}

describe('/appliedOthers: garbage in the rollover amounts', () => {
  it.each(GARBAGE.filter((garbage) => !['{}', '[]', 'true'].includes(garbage.json)))(
    'a rollover amount (delayInfo.delayAmount) of $label shows a dash or the amount, never a non-number',
    async (garbage) => {
      let isOn = true;
      demo.server.use(
        http.post('*/mammalsed/carboniferous', async ({ request }) => {
          if (!isOn) return undefined;
          const reply = await getResponse(createHandlers(demo.state), request);
          const body = (await reply!.json()) as { data: { delayInfo: Record<string, unknown> } };
          body.data.delayInfo.delayAmount = MARK;
          const text = JSON.stringify(body).replace(`"${MARK}"`, garbage.json);
          return new HttpResponse(text, { headers: { 'content-type': 'application/json' } });
        }),
      );
      app = renderApp(`/appliedOthers?${SESSION_QUERY}&orderId=ORD174D`);
      const refusedOrShown = await Promise.race([
        screen.findByText(UNEXPECTED_REPLY).then(() => 'refused' as const),
        waitForScreen('Rollover repayment').then(() => 'shown' as const),
      ]);
      expectNoNotANumber();
      if (refusedOrShown === 'refused') {
        isOn = false;
        await app.user.click(screen.getByRole('button', { name: 'Retry' }));
        await waitForScreen('Rollover repayment');
      } else if (garbage.json !== '-5') {
        expect(heroAmount()).toBe('—');
      }
      expectNoNotANumber();
    },
  );

  it.each(GARBAGE.filter((garbage) => !['null', '""'].includes(garbage.json)))(
    'an amount due (repayAmount) of $label is refused with Retry',
    async (garbage) => {
      const { repair } = garbleReply('/mammalsed/carboniferous', 'repayAmount', garbage);
      app = renderApp(`/appliedOthers?${SESSION_QUERY}&orderId=ORD174D`);
      await expectRefusedThenRetry(repair, 'Rollover repayment', () => expect(heroAmount()).toMatch(/^₱[\d,]+\.\d\d$/));
    },
  );
});

describe('/repaymentOfCode and /repaymentOfCode2: garbage in a stored or linked amount', () => {
  const STORED = {
    productName: 'PesoNow',
    defDetail: { payCode: 'PN74920118245', logo: '/demo-assets/channels/7-eleven.svg', title: '7-Eleven (CLiQQ)', payNotice: [] },
  };

  it.each(GARBAGE)('a stored amount (repayAmount) of $label shows a dash, never a non-number', async (garbage) => {
    localStorage.setItem('repaymentInfo', JSON.stringify({ ...STORED, repayAmount: MARK }).replace(`"${MARK}"`, garbage.json));
    app = renderApp(`/repaymentOfCode2?${SESSION_QUERY}`);
    await waitForScreen('Repayment code');
    expect(heroAmount()).toBe(garbage.json === '-5' ? '-₱0.05' : '—');
    expectNoNotANumber();
  });

  it.each(['abc', 'NaN', 'Infinity', '-Infinity', '1e400', 'undefined', ''])('a link whose amount is %j shows a dash', async (amount) => {
    app = renderApp(
      `/repaymentOfCode?${SESSION_QUERY}&type=1&amount=${encodeURIComponent(amount)}&code=PN74920118245&image=/demo-assets/channels/7-eleven.svg&channel=7-Eleven`,
    );
    await waitForScreen('Repayment code');
    expect(heroAmount()).toBe('—');
    expectNoNotANumber();
  });
});
