// The browser test files' Chromium: a connection to the one started for the run (tests/e2e/global-setup.ts).
// Closing it closes the contexts and pages this file opened, not the browser.
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
