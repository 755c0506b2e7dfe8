import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

import { loadActions } from '../../engine/actions/on-demand.ts';
import { preloadAllBlocks } from '../../engine/blocks/registry.ts';

// A shared machine under load can take several seconds to render a screen or to run out a timer
// the app sets (a redirect 1.5 s after a success, a dialog 3 s after load); waits give it fifteen.
configure({ asyncUtilTimeout: 15_000 });

// The files of the `unit` project share one jsdom and one module graph per worker (vitest.config.ts,
// `isolate: false`); this file runs again before each of them, so what it adds to the document and
// its prototypes is added once, by the first file of the worker.
// The mark is on the document, not on Node's globalThis: a worker that goes on to another jsdom (a
// file of another project) has a new document, and gets the stand-ins again.
const ONCE = Symbol.for('tests/setup/jsdom: start address');
const installed = document as Document & { [ONCE]?: string };
if (installed[ONCE] === undefined) {
  // Where the document starts: each file begins there, as in a jsdom of its own.
  installed[ONCE] = window.location.href;
  installDialogStandIn();
  // jsdom does no layout and only logs "Not implemented" for window.scrollTo, which the router's
  // ScrollRestoration calls on every navigation: scrolling is the browser's (e2e tests), so here it
  // does nothing.
  window.scrollTo = () => undefined;
}

// jsdom has the <dialog> element but not its methods: a stand-in with the behaviour the engine's
// modal relies on (engine/react/modal.tsx). showModal opens it on top of the others; close closes
// it and fires `close`; Escape fires a cancelable `cancel` at the top one, which closes it unless
// the event is cancelled. The top layer's inertness and focus steps are the browser's (e2e tests).
function installDialogStandIn(): void {
  const modalStack: HTMLDialogElement[] = [];
  if (!('showModal' in HTMLDialogElement.prototype)) {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.open = true;
        modalStack.push(this);
      },
      close(this: HTMLDialogElement) {
        if (!this.open) return;
        this.open = false;
        modalStack.splice(modalStack.indexOf(this), 1);
        this.dispatchEvent(new Event('close'));
      },
    });
  }
  document.addEventListener('keydown', (event) => {
    const top = modalStack.findLast((dialog) => dialog.isConnected && dialog.open);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// What a file may leave in the shared document and globals for the next one: its own nodes, the
// address, cookies, fake timers and stubbed globals (vitest restores spies itself after each file).
afterAll(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', installed[ONCE]);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// The app loads a screen's form, markdown and bar-code code before showing it (engine/blocks/
// registry.ts), and the actions' code when idle (engine/actions/on-demand.ts); tests render screens
// directly, so every lazy block type and the actions are loaded up front. The screen validators (a
// large generated module) are warmed too: a test's first screen must not wait on its transform past
// the queries' one-second patience on a busy machine.
await Promise.all([preloadAllBlocks(), loadActions(), import('../../engine/generated/screen-validators.js')]);
