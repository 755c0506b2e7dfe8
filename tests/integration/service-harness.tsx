// Helpers of the service-screen integration tests (tests/integration/service-*.test.tsx).
// jsdom cannot leave the page, so what would leave it is recorded instead: openUrl (a web
// address) and openExternal (mailto: and the app's scheme). Each test file wraps the app's services:
//   vi.mock('../../src/app/services.ts', async (original) => (await import('./service-harness.tsx')).recordLeaving(original));
// The app's own checks still judge every address: a refused one takes the real path (toast, false).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import { isExternalHref } from '../../engine/core/external-links.ts';
import type { EngineServices } from '../../engine/core/services.ts';
import type { ServicesDeps } from '../../src/app/services.ts';

export interface LeftFor {
  kind: 'url' | 'external';
  /** Where the browser would have gone. */
  target: string;
}

export const leftFor: LeftFor[] = [];

type ServicesModule = typeof import('../../src/app/services.ts');

export async function recordLeaving(importOriginal: () => Promise<ServicesModule>): Promise<ServicesModule> {
  const original = await importOriginal();
  return {
    ...original,
    createServices(deps: ServicesDeps): EngineServices {
      // The real openUrl and openExternal judge every address; only the leaving is recorded.
      return original.createServices({
        ...deps,
        leavePage: (target) => void leftFor.push({ kind: isExternalHref(target) ? 'external' : 'url', target }),
      });
    },
  };
}

/** Waits until the screen's title shows and its data has loaded. */
export async function waitForTitle(title: string): Promise<void> {
  await screen.findByRole('heading', { name: title, level: 1 });
  await waitFor(() => expect(document.querySelector('.eng-screen[aria-busy="true"]')).toBeNull());
}
