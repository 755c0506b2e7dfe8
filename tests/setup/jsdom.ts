import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { loadActions } from '../../engine/actions/on-demand.ts';
import { preloadAllBlocks } from '../../engine/blocks/registry.ts';

// A shared machine under load can take several seconds to render a screen or to run out a timer
// the app sets (a redirect 1.5 s after a success, a dialog 3 s after load); waits give it fifteen.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has the <dialog> element but not its methods: a stand-in with the behaviour the engine's
// modal relies on (engine/react/modal.tsx). showModal opens it on top of the others; close closes
// it and fires `close`; Escape fires a cancelable `cancel` at the top one, which closes it unless
// the event is cancelled. The top layer's inertness and focus steps are the browser's (e2e tests).
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

// jsdom does no layout and only logs "Not implemented" for window.scrollTo, which the router's
// ScrollRestoration calls on every navigation: scrolling is the browser's (e2e tests), so here it
// does nothing.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The app loads a screen's form, markdown and bar-code code before showing it (engine/blocks/
// registry.ts), and the actions' code when idle (engine/actions/on-demand.ts); tests render screens
// directly, so every lazy block type and the actions are loaded up front. The screen validators (a
// large generated module) are warmed too: a test's first screen must not wait on its transform past
// the queries' one-second patience on a busy machine.
await Promise.all([preloadAllBlocks(), loadActions(), import('../../engine/generated/screen-validators.js')]);
