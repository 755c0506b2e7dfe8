import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadActions } from '../../engine/actions/on-demand.ts';
import { preloadAllBlocks } from '../../engine/blocks/registry.ts';

// A shared machine under load can take over a second to render a screen; waits give it five.
configure({ asyncUtilTimeout: 5_000 });

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
