import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { EngineApi, EngineBridge, NavigateTarget } from '../engine/core/services.ts';
import type { Screen as ScreenDefinition } from '../engine/generated/schema-types.ts';
import { Screen } from '../engine/react/screen.tsx';
import type { AppConfig } from './config.ts';
import type { Messages } from './messages/create-messages.ts';
import { routes, type RouteName } from './routes.ts';
import { screenLoaders } from './screens.ts';
import { createServices, toAppHref } from './services.ts';
import { getSession, type Session } from './session/session.ts';
import { LoadingHost } from './ui/loading.tsx';
import { ToastHost } from './ui/toast.tsx';

export interface AppDeps {
  config: AppConfig;
  session: Session;
  messages: Messages;
  bridge: EngineBridge;
  api: EngineApi;
}

export function App(deps: AppDeps) {
  return (
    <BrowserRouter>
      <Routes>
        {(Object.keys(routes) as RouteName[]).map((name) => (
          <Route key={name} path={routes[name]} element={<RouteScreen name={name} deps={deps} />} />
        ))}
        <Route path="*" element={<Message deps={deps} titleKey="app.notFound.title" bodyKey="app.notFound.body" />} />
      </Routes>
      <ToastHost />
      <LoadingHost />
    </BrowserRouter>
  );
}

type LoadState = { status: 'loading' } | { status: 'ready'; screen: ScreenDefinition } | { status: 'failed' };

function RouteScreen({ name, deps }: { name: RouteName; deps: AppDeps }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = screenLoaders[name];

  useEffect(() => {
    if (!loader) return;
    let isCurrent = true;
    setState({ status: 'loading' });
    loader().then(
      (screen) => isCurrent && setState({ status: 'ready', screen }),
      () => isCurrent && setState({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [loader, attempt]);

  const services = useMemo(
    () =>
      createServices({
        ...deps,
        // The session the visit started with, or the one the developer test page set since.
        getSession,
        // CONTRACTS §3: every in-app navigation carries the session parameters.
        navigate(target: NavigateTarget) {
          const href = toAppHref(target, getSession());
          if (href) navigate(href, { replace: target.replace });
          else console.error(`navigate: unknown route "${target.route}"`);
        },
      }),
    [deps, navigate],
  );

  if (!loader) return <Message deps={deps} titleKey="app.unavailable.title" bodyKey="app.unavailable.body" />;
  if (state.status === 'failed') {
    return <Message deps={deps} titleKey="app.notFound.title" bodyKey="app.screenLoadFailed" onRetry={() => setAttempt((count) => count + 1)} />;
  }
  if (state.status === 'loading') return <div className="eng-screen" aria-busy="true" />;
  // A new location (even the same path with another query) opens a fresh screen.
  return <Screen key={location.key} screen={state.screen} services={services} />;
}

function Message({ deps, titleKey, bodyKey, onRetry }: { deps: AppDeps; titleKey: string; bodyKey: string; onRetry?: () => void }) {
  const t = deps.messages.t;
  return (
    <div className="eng-screen">
      <div className="eng-state" role="alert">
        <p className="eng-state-title">{t(titleKey)}</p>
        <p className="eng-muted">{t(bodyKey)}</p>
        {onRetry ? (
          <button type="button" className="eng-btn eng-btn--primary" onClick={onRetry}>
            {t('engine.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
