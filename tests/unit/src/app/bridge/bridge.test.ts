import { afterEach, describe, expect, it, vi } from 'vitest';

import { type BridgeWindow, BROWSER_BRIDGE_EVENT, createBridge } from '../../../../../src/app/bridge/bridge.ts';
import { detectInAppBrowser } from '../../../../../src/app/bridge/detect-in-app-browser.ts';
import { captureSession, resetSessionForTests } from '../../../../../src/app/session/session.ts';

// A fresh event target per test stands in for window, so installed transports and
// appBridgeReceive do not leak between tests.
function makeFakeWindow(): BridgeWindow {
  return new EventTarget() as unknown as BridgeWindow;
}

afterEach(() => {
  vi.restoreAllMocks();
  resetSessionForTests();
});

describe('createBridge transports', () => {
  it('posts a JSON string to window.AppBridge on Android', () => {
    const win = makeFakeWindow();
    const postMessage = vi.fn();
    win.AppBridge = { postMessage };
    createBridge(win).send('openPage', { url: 'https://h5.example.ph/x' });
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ action: 'openPage', payload: { url: 'https://h5.example.ph/x' } }));
  });

  it('posts an object to webkit.messageHandlers.AppBridge on iOS', () => {
    const win = makeFakeWindow();
    const postMessage = vi.fn();
    win.webkit = { messageHandlers: { AppBridge: { postMessage } } };
    createBridge(win).send('callPhone', { phone: '+6321234567' });
    expect(postMessage).toHaveBeenCalledWith({ action: 'callPhone', payload: { phone: '+6321234567' } });
  });

  it('finds a native object injected after the bridge was created', () => {
    const win = makeFakeWindow();
    const bridge = createBridge(win);
    const postMessage = vi.fn();
    win.AppBridge = { postMessage };
    bridge.send('closeWebview');
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ action: 'closeWebview' }));
  });

  it('dispatches an appbridge event and logs it, redacted, in a plain browser', () => {
    captureSession('?sessionId=sess-abcdef');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const win = makeFakeWindow();
    const seen: unknown[] = [];
    win.addEventListener(BROWSER_BRIDGE_EVENT, (event) => seen.push((event as CustomEvent).detail));
    createBridge(win).send('burialPoint', { name: 'loan_submit', params: { note: 'sess-abcdef' } });
    expect(seen).toEqual([{ action: 'burialPoint', payload: { name: 'loan_submit', params: { note: 'sess-abcdef' } } }]);
    expect(info).toHaveBeenCalledOnce();
    expect(JSON.stringify(info.mock.calls[0])).not.toContain('sess-abcdef');
  });

  it('refuses an action CONTRACTS §4 does not list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = makeFakeWindow();
    const postMessage = vi.fn();
    win.AppBridge = { postMessage };
    createBridge(win).send('deleteEverything', {});
    expect(postMessage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });
});

describe('appBridgeReceive', () => {
  it('delivers native events to their subscribers until they unsubscribe', () => {
    const win = makeFakeWindow();
    const bridge = createBridge(win);
    const onBack = vi.fn();
    const onLocation = vi.fn();
    const stopBack = bridge.subscribe('back', onBack);
    bridge.subscribe('location', onLocation);

    win.appBridgeReceive?.({ event: 'back' });
    win.appBridgeReceive?.({ event: 'location', data: { lat: 14.55, lng: 121.02 } });
    expect(onBack).toHaveBeenCalledOnce();
    expect(onLocation).toHaveBeenCalledWith({ lat: 14.55, lng: 121.02 });

    stopBack();
    win.appBridgeReceive?.({ event: 'back' });
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('accepts a JSON string, any event name, and shares subscribers between bridges of one window', () => {
    const win = makeFakeWindow();
    const onContact = vi.fn();
    const onCustom = vi.fn();
    createBridge(win).subscribe('contact', onContact);
    createBridge(win).subscribe('walletReady', onCustom);
    win.appBridgeReceive?.(JSON.stringify({ event: 'contact', data: { name: 'Ana', phone: '0917' } }));
    win.appBridgeReceive?.({ event: 'walletReady', data: 1 });
    expect(onContact).toHaveBeenCalledWith({ name: 'Ana', phone: '0917' });
    expect(onCustom).toHaveBeenCalledWith(1);
  });

  it('ignores malformed messages and keeps going when a handler throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = makeFakeWindow();
    const bridge = createBridge(win);
    const second = vi.fn();
    bridge.subscribe('back', () => {
      throw new Error('boom');
    });
    bridge.subscribe('back', second);
    win.appBridgeReceive?.('not json');
    win.appBridgeReceive?.({ data: 1 } as never);
    win.appBridgeReceive?.({ event: 'back' });
    expect(second).toHaveBeenCalledOnce();
  });
});

describe('detectInAppBrowser', () => {
  const SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

  it.each([
    ['wechat', `${CHROME} MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64`],
    ['facebook', `${SAFARI.replace(' Safari/604.1', '')} [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/1;FBDV/iPhone15,2]`],
    ['facebook', `${CHROME} [FB_IAB/FB4A;FBAV/452.0.0.47.109;]`],
    ['messenger', `${SAFARI} [FBAN/MessengerForiOS;FBAV/449.0.0.36.111]`],
    ['messenger', `${CHROME} [FB_IAB/Orca-Android;FBAV/440.0.0.33.118;]`],
    ['messenger', `${CHROME} [FB_IAB/MESSENGER;FBAV/440.0.0.33.118;]`],
    ['instagram', `${CHROME} Instagram 330.0.0.40.92 Android (34/14; 420dpi)`],
    ['line', `${SAFARI} Line/13.20.0`],
    ['tiktok', `${CHROME} trill_330503 BytedanceWebview/d8a21c6`],
    ['tiktok', `${CHROME} musical_ly_2023100040 JsSdk/1.0`],
    ['tiktok', `${SAFARI} TikTok 32.5.0`],
  ] as const)('detects %s', (expected, userAgent) => {
    expect(detectInAppBrowser(userAgent)).toBe(expected);
  });

  it('returns null for ordinary browsers', () => {
    expect(detectInAppBrowser(SAFARI)).toBeNull();
    expect(detectInAppBrowser(CHROME)).toBeNull();
    expect(detectInAppBrowser('Mozilla/5.0 Outline/1.0 Airline/2')).toBeNull();
  });
});
