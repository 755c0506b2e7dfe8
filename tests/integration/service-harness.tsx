// Helpers of the service-screen integration tests (tests/integration/service-*.test.tsx).
// jsdom cannot leave the page, so what would leave it is recorded instead: openUrl (a web
// address) and openExternal (mailto: and the app's scheme). Each test file wraps the app's services:
//   vi.mock('../../src/services.ts', async (original) => (await import('./service-harness.tsx')).recordLeaving(original));
// The URL policy still judges every URL: a refused one takes the real path (toast, false).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { isExternalHref } from '../../engine/core/external-links.ts';
import type { EngineServices } from '../../engine/core/services.ts';
import type { ServicesDeps } from '../../src/services.ts';
import { toRedirectUrl } from '../../src/security/url-policy.ts';

export interface LeftFor {
  kind: 'url' | 'external';
  /** Where the browser would have gone. */
  target: string;
}

export const leftFor: LeftFor[] = [];

type ServicesModule = typeof import('../../src/services.ts');

export async function recordLeaving(importOriginal: () => Promise<ServicesModule>): Promise<ServicesModule> {
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
        leftFor.push({ kind: 'url', target });
        return true;
      };
      // The same check as the shell's openExternal; an accepted link is recorded instead of opened.
      services.openExternal = (href) => {
        if (!isExternalHref(href)) return false;
        leftFor.push({ kind: 'external', target: href });
        return true;
      };
      return services;
    },
  };
}

/** Waits until the screen's title shows and its data has loaded. */
export async function waitForTitle(title: string): Promise<void> {
  await screen.findByRole('heading', { name: title, level: 1 });
  await waitFor(() => expect(document.querySelector('.eng-screen[aria-busy="true"]')).toBeNull());
}
