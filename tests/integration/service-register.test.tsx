import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_SMS_CODE, REGISTERED_PHONE } from '../../scripts/demo-server/data.ts';
import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp } from './app-harness.tsx';
import { forgetLeaving, leftFor, waitForTitle } from './service-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
const realUserAgent = navigator.userAgent;
beforeEach(() => {
  forgetLeaving();
});
afterEach(() => {
  app?.cleanup();
  Object.defineProperty(window.navigator, 'userAgent', { value: realUserAgent, configurable: true });
});

const LANDING_QUERY = 'templateId=1&user_from=fb-ads&utm_tag=summer&app_from=landing&invite_code=INV7';
const CONFIG = { appScheme: 'pesoloan://', merchantNumber: 'M-FALLBACK' };

async function openLanding(query = LANDING_QUERY) {
  app = renderApp(`/register?${query}`, CONFIG);
  await waitForTitle('Register');
  await screen.findByLabelText('Mobile number');
  return app;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** The sid the page got from get-sid (read from its reply, not guessed from the demo state). */
const sid = () => {
  const image = document.querySelector<HTMLImageElement>('img[alt="Image captcha, tap to refresh"]');
  return image ? new URL(image.src).searchParams.get('sid')! : '';
};

/** Taps the captcha, then loads its image as the browser would (jsdom fetches no images); returns the code. */
async function refreshCaptcha(): Promise<string> {
  const before = document.querySelector<HTMLImageElement>('img[alt="Image captcha, tap to refresh"]')?.src;
  // Named by its text before the first picture, by its label once the picture shows.
  await app!.user.click(screen.getByRole('button', { name: before ? 'Refresh the image captcha' : 'Get captcha' }));
  const image = await waitFor(() => {
    const found = document.querySelector<HTMLImageElement>('img[alt="Image captcha, tap to refresh"]');
    expect(found?.src).toBeTruthy();
    expect(found!.src).not.toBe(before);
    return found!;
  });
  const reply = await fetch(image.src);
  expect(reply.headers.get('content-type')).toContain('image/svg+xml');
  const code = demo.state.captchas.get(new URL(image.src).searchParams.get('sid')!);
  expect(code).toMatch(/^[A-Z2-9]{4}$/);
  return code!;
}

async function fillPhoneAndCaptcha(phone: string) {
  await app!.user.type(field('Mobile number'), phone);
  const code = await refreshCaptcha();
  await app!.user.type(field('Image captcha'), code);
  return code;
}

const sentTo = async (end: string) => (await demo.settledRequests()).filter((request) => request.path.endsWith(end));

describe('registration landing page /register', () => {
  it('loads the template and a sid, reports the visit, and shows the template', async () => {
    await openLanding();
    const [template] = await sentTo('/service/channel/channel-template');
    expect(template.method).toBe('GET');
    expect(template.query).toMatchObject({ templateId: '1' });
    expect((await sentTo('/promotion/get-sid'))[0].method).toBe('GET');
    await waitFor(() => expect(demo.state.events.map((event) => event.name)).toContain('track-visit'));
    const [visit] = await sentTo('/promotion/track-visit');
    expect(visit.method).toBe('GET');
    expect(visit.query).toMatchObject({
      page_id: '1',
      page_type: '1',
      user_from: 'fb-ads',
      utm_tag: 'summer',
      app_from: 'landing',
      client_type: 'h5',
    });
    expect(screen.getByText('PesoNow')).toBeTruthy();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Cash in 5 minutes' }).src).toMatch(/pesonow-banner\.svg$/);
    // No in-app-browser hint in an ordinary browser.
    expect(screen.queryByText(/You are in a chat app/)).toBeNull();
  });

  it('limits the inputs to 11, 4 and 6 characters', async () => {
    await openLanding();
    await app!.user.type(field('Mobile number'), '0917123456789');
    expect(field('Mobile number').value.replace(/\D/g, '')).toBe('09171234567');
    await app!.user.type(field('Image captcha'), 'ABCDEF');
    expect(field('Image captcha').value).toBe('ABCD');
    await app!.user.type(field('SMS code'), '12345678');
    expect(field('SMS code').value).toBe('123456');
  });

  it('asks for a correct phone, then the image captcha, then the SMS code, in that order, and registers nothing', async () => {
    await openLanding();
    const register = screen.getByRole('button', { name: 'Register' });
    await app!.user.click(register);
    await waitFor(() => expect(getToastText()).toBe('Please enter a correct phone number'));
    await app!.user.type(field('Mobile number'), '08171234567');
    await app!.user.click(register);
    await waitFor(() => expect(getToastText()).toBe('Please enter a correct phone number'));
    await app!.user.clear(field('Mobile number'));
    await app!.user.type(field('Mobile number'), '09171234567');
    await app!.user.click(register);
    await waitFor(() => expect(getToastText()).toBe('Please enter the correct image captcha'));
    await app!.user.type(field('Image captcha'), 'AB');
    await app!.user.click(register);
    await waitFor(() => expect(getToastText()).toBe('Please enter the correct image captcha'));
    await app!.user.type(field('Image captcha'), 'CD');
    await app!.user.click(register);
    await waitFor(() => expect(getToastText()).toBe('Please enter the correct SMS code'));
    expect(await sentTo('/promotion/register')).toEqual([]);
  });

  it('needs a phone before the captcha can be refreshed', async () => {
    await openLanding();
    await app!.user.click(screen.getByRole('button', { name: 'Get captcha' }));
    await waitFor(() => expect(getToastText()).toBe('Please enter a correct phone number'));
    expect(document.querySelector('img[alt="Image captcha, tap to refresh"]')).toBeNull();
    const code = await fillPhoneAndCaptcha('09171234567');
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    expect(
      new URL((document.querySelector('img[alt="Image captcha, tap to refresh"]') as HTMLImageElement).src).searchParams.get('sid'),
    ).toBe(sid());
  });

  it('sends the SMS with the page parameters, starts a 60 s countdown, and refuses a second request inside it', async () => {
    await openLanding();
    const code = await fillPhoneAndCaptcha('09171234567');
    const clicked = Date.now();
    await app!.user.click(screen.getByRole('button', { name: 'Get code' }));
    // 60 s from the reply, less the whole seconds since the tap (a busy machine may have ticked already).
    const countdown = () => Number(/^(\d+)s$/.exec(screen.getByRole('button', { name: /^\d+s$/ }).textContent ?? '')?.[1]);
    await screen.findByRole('button', { name: /^\d+s$/ });
    const first = countdown();
    expect(first).toBeLessThanOrEqual(60);
    expect(first).toBeGreaterThanOrEqual(60 - Math.ceil((Date.now() - clicked) / 1000));
    const [sms] = await sentTo('/promotion/get-sms');
    expect(sms.method).toBe('POST');
    expect(sms.body).toEqual({
      phone: '09171234567',
      capcode: code,
      sid: sid(),
      deviceId: '',
      appName: 'PesoNow',
      app_from: 'landing',
      user_from: 'fb-ads',
      utm_tag: 'summer',
    });
    await app!.user.click(screen.getByRole('button', { name: /^\d+s$/ }));
    expect(getToastText()).toBe('The code has already been sent. Please wait until the countdown ends.');
    expect(await sentTo('/promotion/get-sms')).toHaveLength(1);
    // It keeps counting down.
    await waitFor(() => expect(countdown()).toBeLessThan(first));
  });

  it('SMS reply 101 refreshes the captcha and shows the message', async () => {
    await openLanding();
    await app!.user.type(field('Mobile number'), '09171234567');
    await refreshCaptcha();
    await app!.user.type(field('Image captcha'), 'ZZZZ');
    const first = (document.querySelector('img[alt="Image captcha, tap to refresh"]') as HTMLImageElement).src;
    await app!.user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(getToastText()).toBe('Incorrect image captcha'));
    await waitFor(() =>
      expect((document.querySelector('img[alt="Image captcha, tap to refresh"]') as HTMLImageElement).src).not.toBe(first),
    );
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });

  it('SMS reply 11: already registered, then the download page', async () => {
    await openLanding();
    await fillPhoneAndCaptcha(REGISTERED_PHONE);
    await app!.user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(getToastText()).toBe('You are registered, please download the APP to log in'));
    await waitFor(() => expect(app!.location()).toMatch(/^\/downloadTemplate\?/));
    expect(app!.query()).toMatchObject({ templateId: '1' });
  });

  it('registers with the full payload of SPEC §3, says so, then goes to the download page of the template', async () => {
    await openLanding(`${LANDING_QUERY}&merchantNumber=M777`);
    const code = await fillPhoneAndCaptcha('09171234567');
    await app!.user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^\d+s$/ });
    await app!.user.type(field('SMS code'), DEMO_SMS_CODE);
    await app!.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getToastText()).toBe('registration successful'));
    const [register] = await sentTo('/promotion/register');
    expect(register.method).toBe('POST');
    expect(register.body).toEqual({
      phone: '09171234567',
      capcode: code,
      sid: sid(),
      deviceId: '',
      appName: 'PesoNow',
      merchantNumber: 'M777',
      userName: '09171234567',
      smsCode: DEMO_SMS_CODE,
      invite_code: 'INV7',
      user_from: 'fb-ads',
      id: '1',
      app_from: 'landing',
      utm_tag: 'summer',
    });
    const [click] = await sentTo('/promotion/track-click');
    expect(click.query).toMatchObject({ phone: '09171234567', page_id: '1' });
    expect(demo.state.registeredPhones.has('09171234567')).toBe(true);
    await waitFor(() => expect(app!.location()).toMatch(/^\/downloadTemplate\?/));
  });

  it('a template that leads to the agreement goes there; with no merchant number from the page or the template, the fallback of config is sent', async () => {
    demo.state.templates[1].merchantNumber = '';
    await openLanding('templateId=2');
    await fillPhoneAndCaptcha('09181234567');
    await app!.user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^\d+s$/ });
    await app!.user.type(field('SMS code'), DEMO_SMS_CODE);
    await app!.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/agreementTemplate\?/));
    expect(app!.query()).toMatchObject({ templateId: '2' });
    const [register] = await sentTo('/promotion/register');
    expect(register.body).toMatchObject({ merchantNumber: 'M-FALLBACK', appName: 'Kaagapay Cash', id: '2' });
  });

  it('register reply -1 refreshes the captcha; 11 sends a registered phone to download; others show their message', async () => {
    await openLanding();
    await fillPhoneAndCaptcha('09171234567');
    await app!.user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /^\d+s$/ });
    await app!.user.type(field('SMS code'), '654321');
    await app!.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getToastText()).toBe('Incorrect SMS code'));

    const captchaBefore = (document.querySelector('img[alt="Image captcha, tap to refresh"]') as HTMLImageElement).src;
    await app!.user.clear(field('Image captcha'));
    await app!.user.type(field('Image captcha'), 'ZZZZ');
    await app!.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getToastText()).toBe('Incorrect image captcha'));
    await waitFor(() =>
      expect((document.querySelector('img[alt="Image captcha, tap to refresh"]') as HTMLImageElement).src).not.toBe(captchaBefore),
    );
    expect(app!.location()).toMatch(/^\/register\?/);
  });

  it('register reply 11 for a registered phone: the message, then the download page', async () => {
    await openLanding();
    await fillPhoneAndCaptcha(REGISTERED_PHONE);
    await app!.user.type(field('SMS code'), '123456');
    await app!.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getToastText()).toBe('You are registered, please download the APP to log in'));
    expect((await sentTo('/promotion/register'))[0].body).toMatchObject({ phone: REGISTERED_PHONE });
    await waitFor(() => expect(app!.location()).toMatch(/^\/downloadTemplate\?/));
  });

  it('an unknown template shows the server message with Retry', async () => {
    app = renderApp('/register?templateId=99', CONFIG);
    await waitForTitle('Register');
    expect(await screen.findByText(/Landing template "99" was not found/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('in a chat app’s built-in browser, hints to open the page in the system browser', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.0;]',
      configurable: true,
    });
    await openLanding();
    expect(screen.getByText(/You are in a chat app/)).toBeTruthy();
  });
});

describe('app download /downloadTemplate', () => {
  it('shows the app of the template, downloads from its store link and opens the app by the configured scheme', async () => {
    app = renderApp('/downloadTemplate?templateId=1', CONFIG);
    await waitForTitle('Download the app');
    await app.user.click(await screen.findByRole('button', { name: 'Download the app' }));
    expect(screen.getByText('PesoNow')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'I have the app: open it' }));
    expect(leftFor()).toEqual([
      { kind: 'url', target: 'https://play.google.com/store/apps/details?id=ph.pesonow.demo' },
      { kind: 'external', target: 'pesoloan://' },
    ]);
  });

  it('works without a template, and hints to leave a chat app’s browser', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.40',
      configurable: true,
    });
    app = renderApp('/downloadTemplate', CONFIG);
    await waitForTitle('Download the app');
    expect(screen.getByText(/You are in a chat app/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download the app' })).toBeNull();
    expect(demo.requests().some((request) => request.path.endsWith('/channel-template'))).toBe(false);
    await app.user.click(screen.getByRole('button', { name: 'I have the app: open it' }));
    expect(leftFor()).toEqual([{ kind: 'external', target: 'pesoloan://' }]);
  });

  it('hides "open the app" when no scheme is configured, and refuses a scheme that is not an app link', async () => {
    app = renderApp('/downloadTemplate', { appScheme: '' });
    await waitForTitle('Download the app');
    expect(screen.queryByRole('button', { name: 'I have the app: open it' })).toBeNull();
    app.cleanup();
    app.unmount();
    app = renderApp('/downloadTemplate', { appScheme: 'javascript:alert(1)' });
    await waitForTitle('Download the app');
    await app.user.click(screen.getByRole('button', { name: 'I have the app: open it' }));
    expect(leftFor()).toEqual([]);
    await waitFor(() => expect(getToastText()).toBe("This link can't be opened."));
  });

  it('opens from the legacy #/downloadTemplate link', async () => {
    app = renderApp('/?templateId=1#/downloadTemplate', CONFIG);
    await waitForTitle('Download the app');
    expect(await screen.findByRole('button', { name: 'Download the app' })).toBeTruthy();
  });
});

describe('agreement page /agreementTemplate', () => {
  it('shows the terms and continues to the download page of the same template', async () => {
    app = renderApp('/agreementTemplate?templateId=2', CONFIG);
    await waitForTitle('Terms and Conditions');
    expect(await screen.findByRole('heading', { name: '8. Default and late charges' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Continue to download the app' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/downloadTemplate\?/));
    expect(app.query()).toMatchObject({ templateId: '2' });
  });
});
