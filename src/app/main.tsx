import '@borrower/engine/styles.css';

import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { preloadScreenCode } from '@borrower/engine/blocks/registry.ts';
import { firstShownPart } from '@borrower/engine/core/code-split.ts';

import { findDataReplyChecks, loadValidators } from './api/validators.ts';
import { App } from './app.tsx';
import { createBridge } from './bridge/bridge.ts';
import { preloadScreenContent, readPublishedPages } from './content-files.ts';
import { toMessageLocale } from './page-scope.ts';
import { getAppStart, startRoute, startScreenCalls } from './route-start.ts';
import { quietSkeletonAnimations } from './ui/app-shell.tsx';

// The config, session, API client and screen source the prefetch entry started the route with
// (route-start.ts): the app takes over the screen it is loading and the replies of its first calls.
const start = getAppStart();
const { config, session, api, screens } = start;
// A Markdown page published after the build shows its published text (hash-checked; the build's copy when it fails).
readPublishedPages(screens.loadPage);
// The brand palette of a lender's own colours is on the page already (the route start sets it).
const locale = toMessageLocale(location.search, config.locale);
document.documentElement.lang = locale === 'fil' ? 'fil' : 'en';
const bridge = createBridge(window);

// The route's screen (started by the route start already): the code of its lazy blocks (form,
// markdown, bar code, tabs, rating, nav) and of its fields' pickers or photo upload, the reply checks of the endpoints its data comes from (the early calls ask for them
// too) and its content files start now, beside the screen's own checks. The app still waits for
// them itself (preloadScreenBlocks, preloadScreenContent). Checks of calls made later (a button's) load with those calls.
startRoute(start).then(
  (loaded) => {
    if (!loaded) return;
    const text = JSON.stringify(loaded.screen);
    // What shows before a tap; the dialogs a tap opens load their code once the screen shows.
    void preloadScreenCode(JSON.stringify(firstShownPart(loaded.screen)));
    for (const name of findDataReplyChecks(loaded.screen)) loadValidators(name).catch(() => undefined);
    if (text.includes('"markdown"')) void preloadScreenContent(loaded.screen, locale);
  },
  () => undefined,
);

quietSkeletonAnimations(window);
// The first render takes over the frame index.html painted (the router's fallback renders the same
// markup: tests/unit/src/app/ui/app-shell.test.tsx) instead of replacing it: React adopts the
// page's elements, so the browser builds, lays out and paints no second copy of the frame, and its
// skeleton's shine runs on. It runs in a transition: React renders in slices and lets the browser
// paint and handle input between them, instead of one long task (React's first render also pays
// for its own start, on the bench's phone the largest task before the screen). The router's own
// updates (the screen, once its loader is done) are transitions already, and none settles before
// this first render is on the page (app.tsx), so the router renders its fallback here.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <App
      config={config}
      session={session}
      locale={locale}
      bridge={bridge}
      api={api}
      screens={screens}
      startScreenCalls={(screen, url, signal) => startScreenCalls(start, screen, url, signal)}
    />,
  );
});
