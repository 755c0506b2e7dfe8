// Helpers of the money-path integration tests (tests/integration/money-*.test.tsx). Leaving the
// page is recorded by the app harness (`leftPages`): the real openUrl still judges every URL, and a
// refused one still takes the real path (toast, false).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import { leftPages } from './app-harness.tsx';

/** Where the page was left for: the address the browser would have gone to, and whether it replaced this one. */
export const openedUrls = leftPages;

/** The path of an opened URL (absolute or from the page's origin). */
export function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
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
