// One Chromium for all the browser test files: started once before them, each file connects to it
// (tests/e2e/browser.ts) and opens its own contexts, which are closed when the file disconnects.
// Saves a browser start per file; the server listens on 127.0.0.1 at a free port.
import type { TestProject } from 'vitest/node';

import { launchChromiumServer } from '../../scripts/lib/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
