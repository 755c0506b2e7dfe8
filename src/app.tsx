import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { EngineApi, EngineBridge, NavigateTarget, OptionSources } from '../engine/core/services.ts';
import { preloadScreenBlocks } from '../engine/blocks/registry.ts';
import type { ScreenInspector } from '../engine/react/context.tsx';
import { Screen } from '../engine/react/screen.tsx';
import type { AppConfig } from './config.ts';
import { navigateTo, useAppLocation } from './history.ts';
import { createMessages, loadAppTextsFallback, type MessageLayer, type MessageLocale, type Messages } from './messages/create-messages.ts';
import { resolveHashAlias, toRouteName, toRouteTable, type RouteTable } from './routes.ts';
import { subscribeDevScreenUpdates, type DevProblem } from './screen-source/dev-updates.ts';
import type { LoadedScreen, ScreenSource } from './screen-source/screen-source.ts';
import { preloadScreenContent } from './content-files.ts';
import { createServices, toAppHref } from './services.ts';
import { getSession, type Session } from './session/session.ts';
import { AppShell } from './ui/app-shell.tsx';
import { LoadingHost } from './ui/loading.tsx';
import { ToastHost } from './ui/toast.tsx';

export interface AppDeps {
  config: AppConfig;
  session: Session;
  locale: MessageLocale;
  bridge: EngineBridge;
  api: EngineApi;
  /** Where screens come from: the published bundle, with the build's copy as fallback. */
  screens: ScreenSource;
  /** Option lists pickers load by name (src/option-sources/); default: the app's own. */
  optionSources?: OptionSources;
  /** Only the screen studio's preview: block elements carry their JSON pointer, the runtime is shown to it. */
  inspector?: ScreenInspector;
}

interface Shell {
  routes: RouteTable;
  /** The published shared texts, when they could be read; else the app's own texts the build shipped (loaded then). */
  shared: MessageLayer;
  messages: Messages;
}

export function App(deps: AppDeps) {
  const [shell, setShell] = useState<Shell>();
  const [devProblems, setDevProblems] = useState<DevProblem[]>([]);
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    // Neither rejects: both fall back to the copies the build shipped (the app's own texts, loaded on demand).
    void Promise.all([deps.screens.getManifest(), deps.screens.loadShared().then((shared) => shared ?? loadAppTextsFallback())]).then(
      ([manifest, shared]) => {
        if (!isCurrent) return;
        const routes = toRouteTable(manifest);
        // CONTRACTS §2: legacy hash targets open their screens as browser-history routes.
        const aliased = resolveHashAlias(routes, location.search, location.hash);
        if (aliased) history.replaceState(null, '', aliased);
        setShell({ routes, shared, messages: createMessages(deps.locale, shared) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [deps, revision]);

  // Development only: a saved screen file reloads the screens; a failing one shows the checker's problems.
  useEffect(
    () =>
      subscribeDevScreenUpdates((problems) => {
        setDevProblems(problems);
        if (problems.length === 0) {
          deps.screens.invalidate();
          setRevision((count) => count + 1);
        }
      }),
    [deps],
  );

  // Development only: the production build leaves this view (and its code) out.
  if (import.meta.env.DEV && devProblems.length > 0) return <DevProblems problems={devProblems} />;
  if (!shell) return <AppShell />;
  return (
    <>
      <RouteScreen deps={deps} shell={shell} revision={revision} />
      <ToastHost />
      <LoadingHost />
    </>
  );
}

type LoadState = { status: 'loading' } | { status: 'ready'; loaded: LoadedScreen } | { status: 'failed' };

function RouteScreen({ deps, shell, revision }: { deps: AppDeps; shell: Shell; revision: number }) {
  const location = useAppLocation();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const name = toRouteName(shell.routes, location.pathname);

  useEffect(() => {
    if (!name) return;
    let isCurrent = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new route shows the loading state at once, never the previous screen.
    setState({ status: 'loading' });
    deps.screens
      .loadScreen(name)
      // The code of the screen's lazy blocks and its content files, so it shows complete at once.
      .then((loaded) =>
        Promise.all([preloadScreenBlocks(loaded.screen), preloadScreenContent(loaded.screen, deps.locale)]).then(() => loaded),
      )
      .then(
        (loaded) => isCurrent && setState({ status: 'ready', loaded }),
        () => isCurrent && setState({ status: 'failed' }),
      );
    return () => {
      isCurrent = false;
    };
  }, [deps.screens, deps.locale, name, attempt, revision]);

  // Until the new route's screen is in, nothing of the previous one runs again under the new address.
  const loaded = state.status === 'ready' && state.loaded.screen.id === name ? state.loaded : undefined;
  const services = useMemo(
    () =>
      loaded &&
      createServices({
        ...deps,
        routes: shell.routes,
        messages: createMessages(deps.locale, shell.shared, loaded.messages),
        // The session the visit started with, or the one the developer test page set since.
        getSession,
        // CONTRACTS §3: every in-app navigation carries the session parameters.
        navigate(target: NavigateTarget) {
          const href = toAppHref(target, getSession(), shell.routes);
          if (href) navigateTo(href, { replace: target.replace });
          else console.error(`navigate: unknown route "${target.route}"`);
        },
      }),
    [deps, shell, loaded],
  );

  if (!name) return <NotFoundRoute deps={deps} shell={shell} />;
  if (state.status === 'failed') {
    return (
      <Message
        messages={shell.messages}
        titleKey="app.loadFailed.title"
        bodyKey="app.screenLoadFailed"
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  if (!loaded || !services) return <AppShell />;
  // A new location (even the same path with another query) opens a fresh screen.
  return <Screen key={location.key} screen={loaded.screen} services={services} inspector={deps.inspector} />;
}

// Only an unknown path needs it: its code loads then, not on every page.
const NotFound = lazy(() => import('./ui/not-found.tsx').then((module) => ({ default: module.NotFound })));

/** Any path the app does not know, opened directly or by a redirect: never a blank page. */
function NotFoundRoute({ deps, shell }: { deps: AppDeps; shell: Shell }) {
  const home = toAppHref({ route: 'officialHome' }, deps.session, shell.routes) ?? '/';
  return (
    <Suspense fallback={<AppShell />}>
      <NotFound messages={shell.messages} bridge={deps.bridge} isInApp={Boolean(deps.session.platform)} goHome={() => navigateTo(home)} />
    </Suspense>
  );
}

function Message({
  messages,
  titleKey,
  bodyKey,
  onRetry,
}: {
  messages: Messages;
  titleKey: string;
  bodyKey: string;
  onRetry?: () => void;
}) {
  const { t } = messages;
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

/** Development only: the checker's problems instead of the screen, until the file is fixed. */
function DevProblems({ problems }: { problems: DevProblem[] }) {
  return (
    <div className="eng-screen dev-problems" role="alert">
      <p className="eng-state-title">The screens folder has {problems.length === 1 ? 'a problem' : `${problems.length} problems`}</p>
      <p className="eng-muted">Fix the file and save it: the page updates by itself.</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.file}#${problem.pointer}`}>
            <code>{`${problem.file}${problem.line ? `:${problem.line}:${problem.column ?? 1}` : ''} #${problem.pointer}`}</code>
            <span>{problem.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
