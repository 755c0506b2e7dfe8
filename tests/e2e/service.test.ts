// Browser tests of the service and content screens: the built app on the demo server in Chromium,
// walked as a borrower would, checking what the app sent. Screenshots: tests/e2e/screenshots/service-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_SMS_CODE } from '../../scripts/demo-server/data.ts';
import { E2E_SESSION, type E2eApp, expectCleanPage, type RecordedPage, screenshot, startApp } from './harness.ts';

// What follows one of the app's own timers (a redirect 1.5 s after a success, the rating 3 s after load):
// a few seconds alone, longer on a busy machine.
const APP_TIMER_WAIT_MS = 20_000;

const SESSION = E2E_SESSION;
const DESKTOP = { width: 1280, height: 900 };

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

// The app's toast region; an open dialog repeats toasts in its own live region too.
const toast = (page: Page) => page.locator('.app-toast-region');

/** A screenshot of what the borrower sees without scrolling (long legal pages). */
async function screenshotViewport(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: await screenshot(page, name), fullPage: false });
}

/** Records links the page hands to the OS (mailto:, app schemes): Chromium reports them as navigation requests. */
async function recordExternalLinks(recorded: RecordedPage): Promise<string[]> {
  const links: string[] = [];
  const cdp = await recorded.context.newCDPSession(recorded.page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => {
    if (!/^https?:/.test(event.url)) links.push(event.url);
  });
  return links;
}

/**
 * Answers the page's navigations to another site (`pattern`) with a small page of its own, and
 * gives the first address the page went to there: what the app sent the browser to, known
 * as soon as the request leaves, however long the machine then takes to load the page.
 */
async function answerExternalSite(recorded: RecordedPage, pattern: string, title: string): Promise<{ url: Promise<string> }> {
  let opened!: (url: string) => void;
  const url = new Promise<string>((resolve) => (opened = resolve));
  await recorded.context.route(pattern, (route) => {
    if (route.request().isNavigationRequest()) opened(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: `<title>${title}</title>` });
  });
  return { url };
}

describe('complaints in Chromium', () => {
  it('files a collection complaint with a photo from the online-service entry, and lands on the complaint home', async () => {
    const recorded = await app.openPage(`/toThe?${SESSION}&orderId=ORD174D`);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Submit a complaint' }).waitFor();
    await screenshot(page, 'service-complaint-entry');
    await page.getByRole('button', { name: 'Submit a complaint' }).click();
    await page.waitForURL(/\/complainPage\?/);
    await page.getByText('Order No. ORD174D').waitFor();
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    await page.getByRole('button', { name: 'Contacted my family or friends' }).waitFor();
    await screenshot(page, 'service-complaint-home');
    await page.getByRole('button', { name: 'Contacted my family or friends' }).click();
    await page.waitForURL(/\/complainPageNext\?/);
    const formUrl = new URL(page.url());
    expect(Object.fromEntries(formUrl.searchParams)).toMatchObject({
      problemType: '1',
      problemSonType: '12',
      orderNo: 'ORD174D',
      sessionId: 'e2e-session',
    });

    const description = 'A collector called my sister at work and told her about my loan.';
    await page.getByLabel('Description').fill(description);
    await page.getByText(`${description.length}/200`).waitFor();
    await page.getByTestId('problemImage-file').setInputFiles({
      name: 'screenshot.png',
      mimeType: 'image/png',
      // A real 1×1 PNG, so the thumbnail shows as a picture.
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    });
    await page.getByText('1/9').waitFor();
    await page.locator('.eng-upload.is-done img').waitFor();
    await screenshot(page, 'service-complaint-form');
    const upload = await recorded.waitForApiCall('/user-problem/upload-problem-img');
    expect(upload.headers['content-type']).toContain('multipart/form-data');
    // Playwright does not expose binary multipart bodies; the demo server kept the file it received
    // as problemImage: the photo re-encoded on the phone (tests/e2e/photo-upload.test.ts).
    expect([...app.state.uploads.values()].at(-1)?.contentType).toBe('image/jpeg');

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('dialog', { name: 'Submitted' }).waitFor();
    await screenshot(page, 'service-complaint-sent');
    const save = await recorded.waitForApiCall('/user-problem/problem-save');
    expect(save.body).toMatchObject({
      problemType: '1',
      problemSonType: '12',
      orderNo: 'ORD174D',
      problemDetail: description,
      // As the upload reply named it: a path on the server's host, not resolved by the app.
      problemImage: expect.stringMatching(/^\/demo-assets\/uploads\/[\w-]+\.jpg$/),
    });
    await page.waitForURL(/\/complainPage\?/, { timeout: APP_TIMER_WAIT_MS });
    expect(app.state.complaints.at(-1)).toMatchObject({ problemSonType: 12, orderNo: 'ORD174D' });
    expectCleanPage(recorded);
  });

  it('refuses a collection complaint on an order that does not allow it', async () => {
    const recorded = await app.openPage(`/complainPage?${SESSION}&orderId=ORD200`);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    await toast(page).getByText('This order does not support collection complaints.').waitFor();
    await page.getByRole('button', { name: 'All orders' }).click();
    await page.getByRole('dialog', { name: 'Choose an order' }).waitFor();
    await screenshot(page, 'service-complaint-orders');
    expectCleanPage(recorded);
  });

  it('follows a complaint from the list to its details and rates the service after 3 s', async () => {
    const recorded = await app.openPage(`/complaintList?${SESSION}`);
    const { page } = recorded;
    await page.getByRole('tab', { name: 'Processing' }).waitFor();
    await screenshot(page, 'service-complaint-list');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await page.getByRole('button', { name: /^Collection · Too many calls or messages / }).click();
    await page.waitForURL(/\/complainDetails\?.*problemId=1002/);
    await page.getByText('Process Result').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Please rate this service' });
    await dialog.waitFor({ timeout: APP_TIMER_WAIT_MS });
    await dialog.getByRole('radio', { name: '4 stars' }).click();
    await screenshot(page, 'service-complaint-rating');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page).getByText('Successful demonstration!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const score = await recorded.waitForApiCall('/user-problem/save-score');
    expect(score.body).toEqual({ score: '4', problemId: '1002' });
    await screenshot(page, 'service-complaint-detail');
    expectCleanPage(recorded);
  });
});

describe('customer service and content pages in Chromium', () => {
  it('customer service: calls the order phone through the bridge, writes an e-mail and opens WhatsApp', async () => {
    const recorded = await app.openPage(`/listsA?${SESSION}&orderId=ORD170`);
    const { page } = recorded;
    const external = await recordExternalLinks(recorded);
    await page.getByRole('button', { name: 'Phone (02) 8876 5432 Call' }).waitFor();
    await screenshot(page, 'service-customer-service');
    const contact = await recorded.waitForApiCall('/personal-center/contact-kf-info');
    expect(contact.body).toMatchObject({ overall: '30' });
    await page.getByRole('button', { name: 'Phone (02) 8876 5432 Call' }).click();
    expect((await recorded.waitForBridgeCall('callPhone')).payload).toEqual({ phone: '(02) 8876 5432' });
    await page.getByRole('button', { name: 'E-mail support@pesonow-demo.ph Write' }).click();
    await expect.poll(() => external).toEqual(['mailto:support@pesonow-demo.ph']);
    const whatsApp = await answerExternalSite(recorded, 'https://wa.me/**', 'WhatsApp');
    await page.getByRole('button', { name: 'WhatsApp +63 917 555 0142 Chat' }).click();
    expect(await whatsApp.url).toBe('https://wa.me/639175550142');
    await page.waitForURL('https://wa.me/639175550142', { waitUntil: 'commit' });
    expect(recorded.pageErrors).toEqual([]);
  });

  it('about us, privacy policy and terms show the lender from config.js and the peso', async () => {
    for (const [path, title, name, check] of [
      ['/workIs', 'About us', 'service-about-us', 'Certificate of Authority No. 0000'],
      ['/psychologicalIncluding', 'Privacy Policy', 'service-privacy-policy', '10. Grievance officer'],
      ['/biologyMind', 'Terms and Conditions', 'service-loan-agreement', '8. Default and late charges'],
    ] as const) {
      const recorded = await app.openPage(`${path}?${SESSION}`);
      const { page } = recorded;
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByText(check).first().waitFor();
      const text = await page.locator('.eng-md').innerText();
      expect(text).toContain('Example Lending Corporation');
      expect(text).not.toMatch(/\{[a-zA-Z]+\}|Rs\./);
      await screenshotViewport(page, name);
      if (path === '/biologyMind') {
        expect(text).toContain('₱1,000');
        await page.getByRole('table').first().scrollIntoViewIfNeeded();
        await screenshotViewport(page, `${name}-fees`);
      }
      expectCleanPage(recorded);
    }
  });

  it('payment instructions: the Reference_no copies, a picture enlarges, and the legacy #/alipayrepayment link opens them', async () => {
    const recorded = await app.openPage(`/paymentChannel?${SESSION}&ref=PN70241157903&channel=20021&amount=140000`);
    const { page } = recorded;
    await page.getByText('PN70241157903').waitFor();
    await page.getByText('₱1,400.00').waitFor();
    await screenshotViewport(page, 'service-payment-channel');
    await page.getByRole('button', { name: 'Copy' }).click();
    await toast(page).getByText('copy success').waitFor();
    await page.getByRole('button', { name: 'E-wallet bills payment screens (enlarge)' }).click();
    await page.getByRole('dialog').getByRole('img').waitFor();
    await screenshotViewport(page, 'service-payment-channel-zoom');
    expectCleanPage(recorded);

    const legacy = await app.openPage(`/?${SESSION}#/alipayrepayment`);
    await legacy.page.waitForURL(/\/paymentChannel\?/);
    await legacy.page.getByRole('heading', { name: '1. E-wallet bills payment' }).waitFor();
    expectCleanPage(legacy);
  });

  it('joint-login failure: reports the tap and opens a web product in the page, a deep link through the bridge', async () => {
    const recorded = await app.openPage(`/theBiology?${SESSION}`);
    const { page } = recorded;
    await page.getByText('We could not sign you in to Kaagapay Cash').waitFor();
    await page.getByRole('button', { name: 'Full today' }).waitFor();
    expect(await page.getByRole('button', { name: 'Full today' }).isDisabled()).toBe(true);
    await screenshot(page, 'service-joint-login-failure');
    const drowns = await recorded.waitForApiCall('/gopia/goya/drowns');
    expect(drowns.method).toBe('POST');

    await page.getByRole('button', { name: 'Apply now' }).nth(1).click();
    expect((await recorded.waitForBridgeCall('openPage')).payload).toEqual({ url: 'pesoloan://product/detail?productId=2' });
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    await page.waitForURL(/\/humanQuestions\?productId=1/);
    const tracked = recorded.apiCalls.filter((call) => call.path === '/gopia/goya/because').map((call) => call.body.productKey);
    expect(tracked).toEqual(['kaagapay-cash', 'pesonow']);
    expect(recorded.apiCalls.filter((call) => call.path === '/gopia/goya/define').map((call) => call.body.productKey)).toEqual([
      'kaagapay-cash',
      'pesonow',
    ]);
    expect(recorded.pageErrors).toEqual([]);
  });
});

describe('registration landing page in Chromium', () => {
  it('registers a new phone with captcha and SMS code, then offers the app download', async () => {
    const recorded = await app.openPage('/register?templateId=1&user_from=fb-ads&utm_tag=summer&app_from=landing');
    const { page } = recorded;
    await page.getByLabel('Mobile number').waitFor();
    await screenshot(page, 'service-register');
    const visit = await recorded.waitForApiCall('/promotion/track-visit');
    expect(visit.query).toMatchObject({ page_id: '1', page_type: '1', user_from: 'fb-ads' });

    await page.getByRole('button', { name: 'Get captcha' }).click();
    await toast(page).getByText('Please enter a correct phone number').waitFor();
    await page.getByLabel('Mobile number').pressSequentially('09181234567');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('091 8123 4567');
    await page.getByRole('button', { name: 'Get captcha' }).click();
    const captcha = page.getByRole('img', { name: 'Image captcha, tap to refresh' });
    await captcha.waitFor();
    await expect.poll(() => captcha.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const sid = new URL((await captcha.getAttribute('src')) ?? '', app.url).searchParams.get('sid')!;
    const code = app.state.captchas.get(sid)!;
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    await page.getByLabel('Image captcha', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Get code' }).click();
    // The countdown starts at 60 s (read whenever the machine gets to it: it ticks on meanwhile).
    const countdown = page.getByRole('button', { name: /^\d+s$/ });
    await countdown.waitFor();
    expect(Number((await countdown.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(45);
    await screenshot(page, 'service-register-countdown');
    await countdown.click();
    await toast(page).getByText('The code has already been sent. Please wait until the countdown ends.').waitFor();
    expect(recorded.apiCalls.filter((call) => call.path.endsWith('/promotion/get-sms'))).toHaveLength(1);

    await page.getByLabel('SMS code').fill(DEMO_SMS_CODE);
    await page.getByRole('button', { name: 'Register' }).click();
    await toast(page).getByText('registration successful').waitFor();
    const register = await recorded.waitForApiCall('/promotion/register');
    expect(register.body).toMatchObject({
      phone: '09181234567',
      capcode: code,
      sid,
      smsCode: DEMO_SMS_CODE,
      appName: 'PesoNow',
      merchantNumber: 'M001',
      id: '1',
      user_from: 'fb-ads',
      utm_tag: 'summer',
      app_from: 'landing',
    });
    await page.waitForURL(/\/downloadTemplate\?templateId=1/, { timeout: APP_TIMER_WAIT_MS });
    await page.getByRole('button', { name: 'Download the app' }).waitFor();
    await screenshot(page, 'service-app-download');
    const downloadPage = new URL(page.url());
    const play = await answerExternalSite(recorded, 'https://play.google.com/**', 'Play');
    await page.getByRole('button', { name: 'Download the app' }).click();
    expect(await play.url).toBe('https://play.google.com/store/apps/details?id=ph.pesonow.demo');
    await page.waitForURL(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=ph\.pesonow\.demo/, { waitUntil: 'commit' });
    expect(recorded.pageErrors).toEqual([]);

    // The app's own scheme, on a page of its own: a link Chromium hands to the OS stays pending in
    // its page, and a tap that navigates after it can be lost on a busy machine.
    const again = await app.openPage(`${downloadPage.pathname}${downloadPage.search}`);
    const external = await recordExternalLinks(again);
    await again.page.getByRole('button', { name: 'I have the app: open it' }).click();
    await expect.poll(() => external).toEqual(['pesoloan://']);
    expect(again.pageErrors).toEqual([]);
  });

  it('the agreement page after registering shows the terms and continues to the download page', async () => {
    const recorded = await app.openPage('/agreementTemplate?templateId=2');
    const { page } = recorded;
    await page.getByRole('heading', { name: '1. Who may apply' }).waitFor();
    await screenshotViewport(page, 'service-agreement-template');
    await page.getByRole('button', { name: 'Continue to download the app' }).click();
    await page.waitForURL(/\/downloadTemplate\?templateId=2/);
    await page.getByText('Kaagapay Cash').waitFor();
    expectCleanPage(recorded);
  });
});

describe('official site in Chromium', () => {
  it('looks like a company site on a phone and on a desktop, with the lender’s registration in the footer', async () => {
    const recorded = await app.openPage('/');
    const { page } = recorded;
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.locator('main img[src$="/site/home-app.svg"]').waitFor();
    await screenshot(page, 'service-site-home-phone');
    // The four nav links fit one row of a 375 px phone: nothing is cut off or pushed to a second row.
    const boxes = await Promise.all(
      ['Home', 'About us', 'Privacy Policy', 'Contact us'].map((name) =>
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).boundingBox(),
      ),
    );
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const footer = await page.locator('.eng-style--footer').innerText();
    expect(footer).toContain('SEC Registration No. CS000000000');
    expect(footer).toContain('Certificate of Authority No. 0000');
    expect(footer).toContain('© 2025 Example Lending Corporation');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'service-site-home-desktop');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
    await page.waitForURL(/\/about$/);
    await page.getByText('Company information').waitFor();
    await screenshot(page, 'service-site-about-desktop');
    expect(recorded.apiCalls).toEqual([]);
    expectCleanPage(recorded);
  });

  it('shows the privacy policy in a frame, and checks the contact form without calling anything', async () => {
    const recorded = await app.openPage('/policy');
    const { page } = recorded;
    await page.frameLocator('iframe[title="Privacy Policy"]').getByRole('heading', { name: '1. Who we are' }).waitFor();
    await screenshot(page, 'service-site-policy-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'service-site-policy-desktop');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page).getByText('Please provide complete information!').waitFor();
    await page.getByLabel('Name').fill('Maria Dela Cruz');
    await page.getByLabel('Telephone').fill('09171234567');
    await page.getByLabel('Email').fill('maria@example.ph');
    await page.getByLabel('Remark').fill('Can I repay before the due date?');
    await screenshot(page, 'service-site-contact-desktop');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page).getByText('Successful!').waitFor();
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'service-site-contact-phone');
    expect(recorded.apiCalls.filter((call) => !call.path.startsWith('/site/'))).toEqual([]);
    expectCleanPage(recorded);
  });
});
