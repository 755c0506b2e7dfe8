// Renders the real app shell (router, API client, bridge, messages) at a URL, against the demo
// handlers of tests/setup/msw.ts, and records what the app sent to the native bridge and where it
// left the page for (jsdom cannot navigate: `leftPages`; the app's own checks still judge every
// address, and a refused one takes the real path, a toast and no leaving).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createApi } from '../../src/app/api/create-api.ts';
import { loadValidators } from '../../src/app/api/validators.ts';
import { App, type AppDeps } from '../../src/app/app.tsx';
import { createBridge } from '../../src/app/bridge/bridge.ts';
import { parseConfig } from '../../src/app/config.ts';
import { captureSession } from '../../src/app/session/session.ts';
import { toastStore } from '../../src/app/ui/toast.tsx';
import { createTestScreenSource, type TestScreenSourceOptions } from '../setup/screens.ts';

export const SESSION_QUERY =
  'deviceId=dev-1&userId=10001&sessionId=sess-1&merchantNumber=M001&mobile=09171234567&platform=android&appVersion=3.2.0&productId=1';

export interface LeftPage {
  /** Where the browser would have gone: the allowed address, with the session where it is trusted. */
  target: string;
  replace: boolean;
}

/** Every leaving of the page since a test emptied it (each file's afterEach does). */
export const leftPages: LeftPage[] = [];

interface BridgeCall {
  action: string;
  payload?: unknown;
}

export function renderApp(
  url: string,
  configOverrides: Record<string, unknown> = {},
  screensOptions: TestScreenSourceOptions = {},
  /** e.g. option sources that fail or record their loads; default: the app's own. */
  appOverrides: Pick<AppDeps, 'optionSources' | 'leavePage'> = {},
) {
  window.history.replaceState(null, '', url);
  // As public/config.js sets them for the demo back end.
  const config = parseConfig(
    { servicePhone: '+63 2 8123 4567', appScheme: 'pesoloan://', allowedHosts: ['wa.me', 'play.google.com'], ...configOverrides },
    window.location.href,
  );
  const session = captureSession(window.location.search);
  const bridgeCalls: BridgeCall[] = [];
  const onBridge = (event: Event) => bridgeCalls.push((event as CustomEvent<BridgeCall>).detail);
  window.addEventListener('appbridge', onBridge);
  const bridge = createBridge(window);
  const api = createApi({ config, validators: loadValidators });
  const user = userEvent.setup();
  const view = render(
    <App
      config={config}
      session={session}
      locale="en"
      bridge={bridge}
      api={api}
      screens={createTestScreenSource(screensOptions)}
      leavePage={(target, replace) => void leftPages.push({ target, replace })}
      {...appOverrides}
    />,
  );
  return {
    ...view,
    user,
    bridgeCalls,
    location: () => `${window.location.pathname}${window.location.search}`,
    query: () => Object.fromEntries(new URLSearchParams(window.location.search)),
    cleanup() {
      window.removeEventListener('appbridge', onBridge);
      toastStore.dismiss();
    },
  };
}

/** The toast text currently shown, if any. */
export function getToastText(): string | undefined {
  // The app's toast region (a dialog has its own live region, see engine/react/dialog-announcer.tsx).
  // hidden: a modal dialog marks the rest of the page inert, the toast region included.
  const region = screen.queryAllByRole('status', { hidden: true }).find((element) => element.classList.contains('app-toast-region'));
  return region?.textContent?.trim() || undefined;
}
