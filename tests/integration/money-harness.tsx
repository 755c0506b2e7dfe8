// Helpers of the money-path integration tests (tests/integration/money-*.test.tsx).
//
// jsdom cannot navigate to another document, so leaving the page is recorded here instead: each
// test file wraps the app's services with
// `vi.mock(path, async (importOriginal) => (await import(...)).recordOpenUrl(importOriginal))`.
// The real openUrl still judges every URL; a refused one still takes the real path (toast, false).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import type { EngineServices } from '../../engine/core/services.ts';
import type { ServicesDeps } from '../../src/app/services.ts';

export interface OpenedUrl {
  /** What the screen asked to open. */
  url: string;
  /** Where the browser would have gone: the allow-listed URL with the session and extra query. */
  target: string;
  replace: boolean;
}

export const openedUrls: OpenedUrl[] = [];

type ServicesModule = typeof import('../../src/app/services.ts');

/** A `vi.mock` factory for src/app/services.ts that records openUrl instead of navigating. */
export async function recordOpenUrl(importOriginal: () => Promise<ServicesModule>): Promise<ServicesModule> {
  const original = await importOriginal();
  return {
    ...original,
    createServices(deps: ServicesDeps): EngineServices {
      let asked = '';
      const services = original.createServices({
        ...deps,
        // The real openUrl judges the URL (allow-list, session for trusted hosts only); only the leaving is recorded.
        leavePage: (target, replace) => void openedUrls.push({ url: asked, target, replace }),
      });
      const openUrl = services.openUrl.bind(services);
      services.openUrl = (url, options) => {
        asked = url;
        return openUrl(url, options);
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
