// Helpers of the money-path integration tests (tests/integration/money-*.test.tsx).
//
// jsdom cannot navigate to another document, so `openUrl` (a server URL opened with
// location.assign/replace) is recorded here instead: each test file wraps the app's services with
// `vi.mock(path, async (importOriginal) => (await import(...)).recordOpenUrl(importOriginal))`. The URL is still judged by the real
// allow-list (toRedirectUrl), and a refused URL still takes the real path (toast, false).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { EngineServices } from '../../engine/core/services.ts';
import type { ServicesDeps } from '../../src/services.ts';
import { toRedirectUrl } from '../../src/security/url-policy.ts';

export interface OpenedUrl {
  /** What the screen asked to open. */
  url: string;
  /** Where the browser would have gone: the allow-listed URL with the session and extra query. */
  target: string;
  replace: boolean;
}

export const openedUrls: OpenedUrl[] = [];

type ServicesModule = typeof import('../../src/services.ts');

/** A `vi.mock` factory for src/services.ts that records openUrl instead of navigating. */
export async function recordOpenUrl(importOriginal: () => Promise<ServicesModule>): Promise<ServicesModule> {
  const original = await importOriginal();
  return {
    ...original,
    createServices(deps: ServicesDeps): EngineServices {
      const services = original.createServices(deps);
      const realOpenUrl = services.openUrl.bind(services);
      // Mutated, not spread: `query` is a getter that must keep reading the current location.
      services.openUrl = (url, options = {}) => {
        const target = toRedirectUrl(url, {
          session: options.appendSession ? deps.session : {},
          trustedHosts: deps.config.trustedHosts,
          extraQuery: options.query,
          base: window.location.href,
        });
        if (!target) return realOpenUrl(url, options);
        openedUrls.push({ url, target, replace: Boolean(options.replace) });
        return true;
      };
      return services;
    },
  };
}

/** The query of an opened URL as an object. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

/** Waits until the skeleton is gone and the screen's data has rendered. */
export async function waitForScreen(heading: string): Promise<void> {
  await screen.findByRole('heading', { name: heading, level: 1 });
  await waitFor(() => expect(document.querySelector('.eng-screen[aria-busy="true"]')).toBeNull());
}
