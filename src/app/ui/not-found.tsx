import { useEffect } from 'react';

import type { EngineBridge } from '@borrower/engine/core/services.ts';

import type { Messages } from '../messages/create-messages.ts';

export interface NotFoundProps {
  messages: Messages;
  bridge: EngineBridge;
  /** Inside the lender's app (CONTRACTS §3 `platform`): the way out is the native one. */
  isInApp: boolean;
  /** The official site's home page, for a visitor in a plain browser. */
  goHome: () => void;
}

/**
 * The page for any path the app does not know, opened directly or reached by a server
 * redirect: it says so and always offers a way out (close the webview or the app's home in the
 * native app, back or the home page in a browser). The native back press closes the webview.
 */
export function NotFound({ messages, bridge, isInApp, goHome }: NotFoundProps) {
  const { t } = messages;
  // A browser page opened by a link may have a page to go back to; a fresh webview has none.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;

  useEffect(() => {
    // The path alone: its query may hold session values.
    console.warn(`No page of the app at "${window.location.pathname}"; the not-found page is shown.`);
  }, []);

  useEffect(() => (isInApp ? bridge.subscribe('back', () => bridge.send('closeWebview')) : undefined), [bridge, isInApp]);

  return (
    <main className="eng-screen">
      <div className="eng-state" role="alert">
        <span className="eng-state-icon" aria-hidden="true">
          ?
        </span>
        <h1 className="eng-state-title">{t('app.notFound.title')}</h1>
        <p className="eng-muted">{t('app.notFound.body')}</p>
        {isInApp ? (
          <>
            <button type="button" className="eng-btn eng-btn--primary" onClick={() => bridge.send('closeWebview')}>
              {t('app.notFound.close')}
            </button>
            <button type="button" className="eng-btn eng-btn--secondary" onClick={() => bridge.send('goHome')}>
              {t('app.notFound.appHome')}
            </button>
          </>
        ) : (
          <>
            {canGoBack ? (
              <button type="button" className="eng-btn eng-btn--primary" onClick={() => window.history.back()}>
                {t('app.notFound.back')}
              </button>
            ) : null}
            <button type="button" className={`eng-btn ${canGoBack ? 'eng-btn--secondary' : 'eng-btn--primary'}`} onClick={goHome}>
              {t('app.notFound.siteHome')}
            </button>
          </>
        )}
      </div>
    </main>
  );
}
