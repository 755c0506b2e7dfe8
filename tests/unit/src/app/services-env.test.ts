import { describe, expect, it } from 'vitest';

import type { EngineApi } from '../../../../engine/core/services.ts';
import { createBridge } from '../../../../src/app/bridge/bridge.ts';
import { parseConfig } from '../../../../src/app/config.ts';
import { createMessages } from '../../../../src/app/messages/create-messages.ts';
import { toRouteTable } from '../../../../src/app/routes.ts';
import { createServices } from '../../../../src/app/services.ts';
import { getScreensBundle } from '../../../setup/screens.ts';

const api: EngineApi = { call: async () => ({ ok: false, kind: 'network' }), upload: async () => ({ ok: false, kind: 'network' }) };

function makeServices(userAgent: string) {
  const win = Object.create(window, { navigator: { value: { userAgent } } }) as Window;
  return createServices({
    navigate: () => undefined,
    config: parseConfig({}, 'https://h5.example.ph/'),
    session: { sessionId: 'sess-1', orderId: 'ORD1' },
    messages: createMessages('en'),
    routes: toRouteTable(getScreensBundle().manifest),
    bridge: createBridge(window),
    api,
    win,
  });
}

describe('app services for the service screens', () => {
  it('tells screens which chat app’s browser the page runs in', () => {
    expect(makeServices('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40').env).toEqual({ inAppBrowser: 'wechat' });
    expect(makeServices('Mozilla/5.0 (Linux; Android 13) Chrome/126.0 Mobile Safari/537.36').env).toEqual({ inAppBrowser: null });
  });

  it('builds route links with the session, and nothing for an unknown route', () => {
    const services = makeServices('');
    expect(services.toHref?.({ route: 'officialAbout' })).toBe('/about?sessionId=sess-1&orderId=ORD1');
    expect(services.toHref?.({ route: 'complaintDetail', query: { problemId: '7' } })).toBe(
      '/complainDetails?sessionId=sess-1&orderId=ORD1&problemId=7',
    );
    expect(services.toHref?.({ route: 'nowhere' })).toBeUndefined();
  });

  it('opens only the links the engine builds: mailto: to one address, an app scheme', () => {
    const services = makeServices('');
    expect(services.openExternal?.('javascript:alert(1)')).toBe(false);
    expect(services.openExternal?.('https://evil.example')).toBe(false);
    expect(services.openExternal?.('mailto:a@b')).toBe(false);
  });

  it('loads the content files by name, and nothing for a name outside content/', async () => {
    const services = makeServices('');
    expect(await services.content?.load('privacy-policy')).toContain('# 10. Grievance officer');
    expect(await services.content?.load('payment-channel/wallet-app')).toContain('Reference_no');
    expect(await services.content?.load('../package')).toBeUndefined();
    expect(await services.content?.load('README')).toBeUndefined();
    expect(await services.content?.load('missing-file')).toBeUndefined();
  });
});
