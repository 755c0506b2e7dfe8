// The preview frame: the real app shell and engine, with a ScreenSource fed by the studio page
// (postMessage, same origin only) instead of the published bundle. API calls go to the demo back
// end the studio server runs.
import '@borrower/engine/styles.css';

import { useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import type { ScreensManifest } from '@borrower/engine/schema-types';

import { createApi } from '../../../src/app/api/create-api.ts';
import { loadValidators } from '../../../src/app/api/validators.ts';
import { App } from '../../../src/app/app.tsx';
import { createBridge } from '../../../src/app/bridge/bridge.ts';
import { getConfig } from '../../../src/app/config.ts';
import { showStudioPages } from '../../../src/app/content-files.ts';
import type { ScreenSource } from '../../../src/app/screen-source/screen-source.ts';
import { captureSession } from '../../../src/app/session/session.ts';
import { applyBrandPalette } from '../../../src/app/ui/brand-palette.ts';
import { type FromPreview, isStudioMessage, type PreviewScreens, type ToPreview } from '../preview-panel/protocol.ts';
import { withReplyScenario } from '../preview-panel/scenarios.ts';
import { installAxeCheck } from './axe-check.ts';
import { createPreviewInspector } from './inspect.ts';

const config = getConfig();
applyBrandPalette(document.documentElement, config.brandColors);
const bridge = createBridge(window);

function toManifest(content: PreviewScreens): ScreensManifest {
  const screens: ScreensManifest['screens'] = {};
  for (const [id, { screen }] of Object.entries(content.screens)) {
    screens[id] = {
      file: `${id}.json`,
      hash: '0'.repeat(64),
      path: screen.route?.path ?? `/${id}`,
      ...(screen.route?.hashAliases?.length ? { hashAliases: screen.route.hashAliases } : {}),
      schemaVersion: screen.schemaVersion,
    };
  }
  return {
    version: 'studio',
    createdAt: new Date(0).toISOString(),
    languageVersion: 1,
    shared: { file: 'shared.json', hash: '0'.repeat(64) },
    screens,
  };
}

/** The studio's screens as the app loads them: already checked by the studio's checker. */
function createStudioSource(content: PreviewScreens): ScreenSource {
  const manifest = toManifest(content);
  return {
    getManifest: () => Promise.resolve(manifest),
    loadScreen: (name) => {
      const entry = content.screens[name];
      if (!entry) return Promise.reject(new Error(`No screen "${name}" in the studio`));
      return Promise.resolve({ screen: entry.screen, messages: entry.messages, origin: 'published' });
    },
    loadShared: () => Promise.resolve(content.shared),
    // The preview's pages come from the studio itself (showStudioPages), drafts included.
    loadPage: () => Promise.resolve({ kind: 'build' }),
    invalidate: () => undefined,
  };
}

const send = (message: FromPreview) => parent.postMessage(message, location.origin);

// The preview never takes the keyboard from the studio: a focus the app moves by itself (a dialog
// opening on each new revision) applies only while staff work inside this frame.
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the element as `this`
const focus = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focusInFrame(this: HTMLElement, options?: FocusOptions) {
  if (document.hasFocus()) focus.call(this, options);
};
// Nor does a dialog: showModal (and show) move the focus into it, so in this frame without focus
// it opens without them, shown but not modal.
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the dialog as `this`
const showModal = HTMLDialogElement.prototype.showModal;
HTMLDialogElement.prototype.showModal = function showModalInFrame(this: HTMLDialogElement) {
  if (document.hasFocus()) showModal.call(this);
  else this.open = true;
};
const inspect = createPreviewInspector(send);

interface Shown {
  content: PreviewScreens;
  route: string;
  locale: 'en' | 'fil';
  revision: number;
  query: string;
}

function Preview() {
  const [shown, setShown] = useState<Shown>();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== parent || !isStudioMessage(event.data)) return;
      const message = event.data as ToPreview;
      if (message.type === 'studio:show') {
        const path = message.screens[message.route]?.screen.route?.path ?? `/${message.route}`;
        history.replaceState(null, '', `${path}${message.query ? `?${message.query}` : ''}`);
        document.documentElement.lang = message.locale;
        setShown({ content: message, route: message.route, locale: message.locale, revision: message.revision, query: message.query });
      } else if (message.type === 'studio:update') {
        setShown((before) => before && { ...before, content: message, revision: message.revision });
      } else if (message.type === 'studio:inspect') {
        inspect.setInspect(message.highlight, message.selecting, message.pausePopups);
      }
    };
    window.addEventListener('message', onMessage);
    send({ type: 'studio:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!shown) return <div className="eng-screen" aria-busy="true" />;
  // Each revision mounts a fresh app over the same location, so a tapped-to screen stays open.
  return <PreviewApp key={`${shown.revision}|${shown.locale}|${shown.query}|${shown.route}`} shown={shown} />;
}

function PreviewApp({ shown }: { shown: Shown }) {
  // Before the app's first render: its markdown blocks read the pages as staff edit them.
  useState(() => shown.content.pages && showStudioPages(shown.content.pages));
  const [screens] = useState(() => createStudioSource(shown.content));
  // A failure or slow reply scenario sends the calls through the studio server's reply prefix.
  const [{ appConfig, api }] = useState(() => {
    const appConfig = withReplyScenario(config, shown.query);
    return { appConfig, api: createApi({ config: appConfig, validators: loadValidators, locale: shown.locale }) };
  });
  const session = captureSession(shown.query);
  inspect.setSession(session);
  useLayoutEffect(() => {
    // Tell the studio once this revision's screen has rendered content.
    let frame = 0;
    const check = () => {
      const screen = document.querySelector('.eng-screen:not([aria-busy="true"])');
      if (screen && screen.textContent) send({ type: 'studio:painted', revision: shown.revision, path: location.pathname });
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [shown.revision]);
  return (
    <App
      config={appConfig}
      session={session}
      locale={shown.locale}
      bridge={bridge}
      api={api}
      screens={screens}
      inspector={inspect.inspector}
    />
  );
}

installAxeCheck();
createRoot(document.getElementById('root')!).render(<Preview />);
