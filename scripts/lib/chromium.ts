// Debian's Chromium (scripts/ensure-chromium.sh) as the browser tests and benches start it:
// headless, as root (no sandbox), and without the background connections this closed network refuses.
import { type Browser, type BrowserServer, chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Chromium (`CHROMIUM_PATH`, else /usr/bin/chromium) with the arguments above and any extra ones. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** The same Chromium as a server that several test files connect to (tests/e2e/global-setup.ts): on 127.0.0.1, at a free port. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    host: '127.0.0.1',
    port: 0,
  });
}
