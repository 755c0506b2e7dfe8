import { afterEach, describe, expect, it, vi } from 'vitest';

import type { EngineApi } from '../../../../engine/core/services.ts';
import { parseConfig } from '../../../../src/app/config.ts';
import { createMessages } from '../../../../src/app/messages/create-messages.ts';
import { toRouteTable } from '../../../../src/app/routes.ts';
import { createServices, type ServicesDeps } from '../../../../src/app/services.ts';
import { captureSession, resetSessionForTests } from '../../../../src/app/session/session.ts';
import { getScreensBundle } from '../../../setup/screens.ts';

const PAGE = 'https://h5.example.ph/humanQuestions?productId=42&deviceId=dev-123456&sessionId=sess-abcdef&step=2';

function makeFakeWindow(overrides: { clipboard?: Partial<Clipboard> } = {}) {
  const location = {
    href: PAGE,
    search: new URL(PAGE).search,
    assign: vi.fn(),
    replace: vi.fn(),
  };
  const win = {
    location,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigator: { clipboard: overrides.clipboard },
    document,
  } as unknown as Window;
  // The fake location apart from the window: its mocks are read as mocks, not as Location's methods.
  return { win, location };
}

function makeServices(overrides: Partial<ServicesDeps> = {}) {
  const session = captureSession(new URL(PAGE).search);
  const { win, location } = makeFakeWindow();
  const toast = { show: vi.fn() };
  const services = createServices({
    navigate: vi.fn(),
    config: parseConfig({ trustedHosts: ['h5.example.ph'], currencyFlag: 1 }, PAGE),
    session,
    messages: createMessages('en'),
    routes: toRouteTable(getScreensBundle().manifest),
    bridge: { send: vi.fn(), subscribe: vi.fn() },
    api: {} as EngineApi,
    win,
    toast,
    ...overrides,
  });
  return { services, location, toast };
}

afterEach(() => {
  resetSessionForTests();
  vi.restoreAllMocks();
});

describe('createServices openUrl', () => {
  it('opens a trusted URL with the session and the extra query', () => {
    const { services, location } = makeServices();
    expect(services.openUrl('https://h5.example.ph/lend', { appendSession: true, query: { from: 'confirm' } })).toBe(true);
    const opened = new URL(location.assign.mock.calls[0][0] as string);
    expect(opened.searchParams.get('sessionId')).toBe('sess-abcdef');
    expect(opened.searchParams.get('from')).toBe('confirm');
  });

  it('opens an allowed third-party URL without the session, and replaces when asked', () => {
    const { services, location } = makeServices({
      config: parseConfig({ trustedHosts: ['h5.example.ph'], allowedHosts: ['pay.other.com'] }, PAGE),
    });
    services.openUrl('https://pay.other.com/checkout', { appendSession: true, replace: true });
    expect(location.replace).toHaveBeenCalledWith('https://pay.other.com/checkout');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('refuses a hostile URL, tells the user and navigates nowhere', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { services, location, toast } = makeServices();
    expect(services.openUrl(' javascript:alert(document.cookie)')).toBe(false);
    expect(toast.show).toHaveBeenCalledWith("This link can't be opened.");
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('checks images and frames with the same policy', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { services } = makeServices();
    expect(services.toSafeUrl('/img/logo.png', 'image')).toBe('https://h5.example.ph/img/logo.png');
    expect(services.toSafeUrl('data:image/svg+xml,<svg onload=alert(1)>', 'image')).toBeUndefined();
    expect(services.toSafeUrl('https://cdn.other.example/logo.png', 'image')).toBe('https://cdn.other.example/logo.png');
    expect(services.toSafeUrl('https://cdn.other.example/agreement.html', 'frame')).toBeUndefined();
  });

  it("gives a frame of an in-app page the borrower's session, whatever the URL says", () => {
    const { services } = makeServices();
    const framed = new URL(services.toSafeUrl('/hasOf?sessionId=attacker-session&userId=1&deviceId=other&orderId=77', 'frame') ?? '');
    expect(framed.origin + framed.pathname).toBe('https://h5.example.ph/hasOf');
    expect(framed.searchParams.get('sessionId')).toBe('sess-abcdef');
    expect(framed.searchParams.get('deviceId')).toBe('dev-123456');
    // The borrower's first URL named no userId: the attacker's is dropped, not kept.
    expect(framed.searchParams.has('userId')).toBe(false);
    // What the page shows stays the URL's own.
    expect(framed.searchParams.get('orderId')).toBe('77');
    expect(framed.searchParams.get('productId')).toBe('42');
    const plain = new URL(services.toSafeUrl('/biologyMind', 'frame') ?? '');
    expect(plain.searchParams.get('sessionId')).toBe('sess-abcdef');
  });

  it('sends no session to a frame of an allowed third-party page', () => {
    const { services } = makeServices({
      config: parseConfig({ trustedHosts: ['h5.example.ph'], allowedHosts: ['docs.other.com'] }, PAGE),
    });
    const framed = new URL(services.toSafeUrl('https://docs.other.com/terms?sessionId=x', 'frame') ?? '');
    expect(framed.searchParams.get('sessionId')).toBe('x');
    expect(framed.searchParams.has('deviceId')).toBe(false);
  });

  it('opens an operator-listed host (allowedHosts) over https only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { services, location } = makeServices({
      config: parseConfig({ trustedHosts: ['h5.example.ph'], allowedHosts: ['wa.me'] }, PAGE),
    });
    expect(services.openUrl('https://wa.me/639171234567')).toBe(true);
    expect(services.openUrl('http://wa.me/639171234567')).toBe(false);
    expect(services.openUrl('https://wа.me/639171234567')).toBe(false);
    expect(location.assign.mock.calls).toEqual([['https://wa.me/639171234567']]);
  });

  it('logs a refusal with its reason and no session value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { services } = makeServices();
    services.openUrl('https://sess-abcdef.evil.example/?sessionId=sess-abcdef');
    expect(warn).toHaveBeenCalledOnce();
    const logged = String(warn.mock.calls[0][0]);
    expect(logged).toContain('the host is not in allowedHosts');
    expect(logged).not.toContain('sess-abcdef');
  });
});

describe('createServices bridge', () => {
  function makeBridgeServices(config = parseConfig({ trustedHosts: ['h5.example.ph'], appScheme: 'pesoloan://' }, PAGE)) {
    const sent: { action: string; payload: unknown }[] = [];
    const made = makeServices({ config, bridge: { send: (action, payload) => void sent.push({ action, payload }), subscribe: vi.fn() } });
    return { ...made, sent };
  }

  it('passes openPage of an allowed page or the app scheme, and callPhone of a phone number', () => {
    const { services, sent } = makeBridgeServices();
    services.bridge.send('openPage', { url: 'pesoloan://product/detail?productId=2' });
    services.bridge.send('openPage', { url: '/hasOf?sessionId=attacker' });
    services.bridge.send('callPhone', { phone: ' (02) 8876-5432 ' });
    services.bridge.send('closeWebview');
    expect(sent).toEqual([
      { action: 'openPage', payload: { url: 'pesoloan://product/detail?productId=2' } },
      { action: 'openPage', payload: { url: 'https://h5.example.ph/hasOf?sessionId=sess-abcdef' } },
      { action: 'callPhone', payload: { phone: '(02) 8876-5432' } },
      { action: 'closeWebview', payload: undefined },
    ]);
  });

  it.each([
    [{ url: 'javascript:alert(1)' }],
    [{ url: 'file:///android_asset/index.html' }],
    [{ url: 'kaagapaycash://product' }],
    [{ url: undefined }],
    [{}],
    [undefined],
    ['https://h5.example.ph/'],
  ])('sends no openPage for %j and tells the borrower', (payload) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { services, sent, toast } = makeBridgeServices();
    services.bridge.send('openPage', payload);
    expect(sent).toEqual([]);
    expect(toast.show).toHaveBeenCalledWith("This link can't be opened.");
  });

  it.each([[{ phone: 'javascript:alert(1)' }], [{ phone: 'data:text/plain,1' }], [{ phone: 'tel:911' }], [{}]])(
    'sends no callPhone for %j and tells the borrower',
    (payload) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { services, sent, toast } = makeBridgeServices();
      services.bridge.send('callPhone', payload);
      expect(sent).toEqual([]);
      expect(toast.show).toHaveBeenCalledWith("This phone number can't be called.");
    },
  );
});

describe('createServices storage', () => {
  it('reads and writes both areas', () => {
    const { services } = makeServices();
    services.storage.set('local', 'repaymentInfo', '{"repayAmount":120000}');
    services.storage.set('session', 'showBankTip', '1');
    expect(services.storage.get('local', 'repaymentInfo')).toBe('{"repayAmount":120000}');
    expect(localStorage.getItem('repaymentInfo')).toBe('{"repayAmount":120000}');
    expect(services.storage.get('session', 'showBankTip')).toBe('1');
    services.storage.remove('session', 'showBankTip');
    expect(services.storage.get('session', 'showBankTip')).toBeNull();
  });

  it('never writes a session parameter', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { services } = makeServices();
    services.storage.set('local', 'sessionId', 'x');
    services.storage.set('local', 'repaymentInfo', '{"deviceId":"dev-123456"}');
    expect(localStorage.length).toBe(0);
  });
});

describe('createServices clipboard', () => {
  it('uses navigator.clipboard when present', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { services } = makeServices({ win: makeFakeWindow({ clipboard: { writeText } }).win });
    await expect(services.clipboard.copy('PAY-123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('PAY-123');
  });

  it('falls back to a selected textarea when navigator.clipboard is missing', async () => {
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      const { services } = makeServices();
      await expect(services.clipboard.copy('PAY-456')).resolves.toBe(true);
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(copied).toBe('PAY-456');
      expect(document.querySelector('textarea')).toBeNull();
    } finally {
      delete (document as unknown as Record<string, unknown>).execCommand;
    }
  });
});

describe('createServices format, query, clock and log', () => {
  it('formats with the configured currency flag and locale', () => {
    const { services } = makeServices();
    expect(services.format.money(123450)).toBe('₹1,234.50');
    expect(services.format.date('2024-03-06 09:05:01', true)).toBe('2024-03-06 09:05:01');
  });

  it("writes numbers in the configured locale, as the amounts beside them, not the device's", () => {
    expect(makeServices().services.format.number(12500.5)).toBe('12,500.5');
    const config = parseConfig({ locale: 'id-ID' }, PAGE);
    const { services } = makeServices({ config });
    expect(services.format.number(12500.5)).toBe('12.500,5');
    expect(services.format.money(1250050)).toBe('₱12.500,50');
  });

  it('gives the current query with the session parameters', () => {
    const { services } = makeServices();
    expect(services.query).toMatchObject({ step: '2', productId: '42', product_id: '42', sessionId: 'sess-abcdef' });
  });

  it('runs and cancels timers', () => {
    vi.useFakeTimers();
    try {
      const { services } = makeServices();
      const ran = vi.fn();
      const cancelled = vi.fn();
      services.clock.setTimeout(ran, 1500);
      const cancel = services.clock.setTimeout(cancelled, 1500);
      cancel();
      vi.advanceTimersByTime(1500);
      expect(ran).toHaveBeenCalledOnce();
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs without session values', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { services } = makeServices();
    services.log({ level: 'error', screen: 'loan-confirm', pointer: '/blocks/2', message: 'failed for sess-abcdef' });
    expect(error).toHaveBeenCalledOnce();
    const logged = JSON.stringify(error.mock.calls[0]);
    expect(logged).toContain('/blocks/2');
    expect(logged).not.toContain('sess-abcdef');
  });
});
