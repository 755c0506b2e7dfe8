// Helpers of the service-screen integration tests (tests/integration/service-*.test.tsx). What
// would leave the page is recorded by the app harness (`leftPages`): openUrl (a web address) and
// openExternal (mailto: and the app's scheme). The app's own checks still judge every address: a
// refused one takes the real path (toast, false).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import { isExternalHref } from '../../engine/core/external-links.ts';
import { leftPages } from './app-harness.tsx';

export interface LeftFor {
  kind: 'url' | 'external';
  /** Where the browser would have gone. */
  target: string;
}

/** Where the page was left for since the test began: a web address, or an external one (mailto:, the app's scheme). */
export const leftFor = (): LeftFor[] => leftPages.map(({ target }) => ({ kind: isExternalHref(target) ? 'external' : 'url', target }));

/** Forgets the leavings recorded (each file's afterEach). */
export function forgetLeaving(): void {
  leftPages.length = 0;
}

/** Waits until the screen's title shows and its data has loaded. */
export async function waitForTitle(title: string): Promise<void> {
  await screen.findByRole('heading', { name: title, level: 1 });
  await waitFor(() => expect(document.querySelector('.eng-screen[aria-busy="true"]')).toBeNull());
}
