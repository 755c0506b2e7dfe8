import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  replace,
  RouterProvider,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
} from 'react-router-dom';

import { preloadScreenBlocks } from '@borrower/engine/blocks/registry.ts';
import type { EngineApi, EngineBridge, NavigateTarget, OptionSources } from '@borrower/engine/core/services.ts';
import type { ScreenInspector } from '@borrower/engine/react/context.tsx';
import { Screen } from '@borrower/engine/react/screen.tsx';
import { engineRegistries } from '@borrower/engine/registries.ts';

import type { AppConfig } from './config.ts';
import { preloadScreenContent } from './content-files.ts';
import { createMessages, loadAppTextsFallback, type MessageLayer, type MessageLocale, type Messages } from './messages/create-messages.ts';
import { resolveHashAlias, type RouteTable, toRouteName, toRouteTable } from './routes.ts';
import { type DevProblem, subscribeDevScreenUpdates } from './screen-source/dev-updates.ts';
import type { LoadedScreen, ScreenSource } from './screen-source/screen-source.ts';
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
  /** Option lists pickers load by name (src/app/option-sources/); default: the app's own. */
  optionSources?: OptionSources;
  /**
   * Sends a screen's first API calls for the page the router is about to show at `url`, while its
   * code loads (the page's first screen has them sent by the route start already).
   */
  startScreenCalls?: (screen: LoadedScreen['screen'], url: URL, signal: AbortSignal) => readonly Promise<unknown>[];
  /** Only the screen studio's preview: block elements carry their JSON pointer, the runtime is shown to it. */
  inspector?: ScreenInspector;
  /** How the page is left for another address (default: the browser's location); tests record it, as jsdom cannot navigate. */
  leavePage?: (href: string, replace: boolean) => void;
}

interface Shell {
  routes: RouteTable;
  /** The published shared texts, when they could be read; else the app's own texts the build shipped (loaded then). */
  shared: MessageLayer;
  messages: Messages;
}

/** What a route shows: its screen, ready to render (its lazy code and content files in), or the not-found page. */
type RouteData = { kind: 'screen'; shell: Shell; loaded: LoadedScreen } | { kind: 'notFound'; shell: Shell };

interface AppRouter {
  router: ReturnType<typeof createBrowserRouter>;
  /** Forgets the manifest and shared texts read so far (development: a screen file was saved). */
  reloadShell: () => void;
  /** The app's first render is on the page: from now on a loader may settle. */
  markRendered: () => void;
}

/**
 * The app's data router: one route for every path, whose loader reads the screens manifest in force
 * (a screen published without a rebuild has its route at once) and loads the path's screen with the
 * code of its lazy blocks and its content files, so a screen shows complete. The screen file and
 * the first API calls were started by the route start before the app's code ran; the loader takes
 * them over. A legacy hash address (`/#/borrowDetail?orderId=1`) is replaced by its route.
 */
function createAppRouter(deps: AppDeps): AppRouter {
  let shell: Promise<Shell> | undefined;
  // Neither rejects: both fall back to the copies the build shipped (the app's own texts, loaded on demand).
  const loadShell = () =>
    (shell ??= Promise.all([deps.screens.getManifest(), deps.screens.loadShared().then((shared) => shared ?? loadAppTextsFallback())]).then(
      ([manifest, shared]) => ({ routes: toRouteTable(manifest), shared, messages: createMessages(deps.locale, shared) }),
    ));
  // The router's requests carry no hash: the page's first address is looked at once, here.
  let firstHash: string | undefined = window.location.hash;
  // The page's first render takes over the frame index.html painted (main.tsx hydrates it): React
  // must render the router's fallback, the same frame, for it. A loader that settled before the
  // router first rendered would have it render the screen instead, which does not match the frame,
  // so every loader settles only once that render is on the page. Its work starts at once all the same.
  let markRendered!: () => void;
  const rendered = new Promise<void>((resolve) => (markRendered = resolve));
  function loader(args: LoaderFunctionArgs): Promise<RouteData | Response> {
    const result = loadRoute(args);
    // Handled here too, so a failure that waits for the first render is not reported as unhandled.
    result.catch(() => undefined);
    return rendered.then(() => result);
  }

  async function loadRoute({ request }: LoaderFunctionArgs): Promise<RouteData | Response> {
    const current = await loadShell();
    const url = new URL(request.url);
    const hash = firstHash;
    firstHash = undefined;
    const aliased = hash ? resolveHashAlias(current.routes, url.search, hash) : undefined;
    if (aliased) return replace(aliased);
    const name = toRouteName(current.routes, url.pathname);
    if (!name) return { kind: 'notFound', shell: current };
    const loaded = await whileCurrent(
      request.signal,
      deps.screens.loadScreen(name).then((screen) => {
        // Its first calls leave now, beside its code, not once it shows (on the page's first screen
        // the route start sent them already: these are the same requests).
        const replies = request.signal.aborted ? [] : (deps.startScreenCalls?.(screen.screen, url, request.signal) ?? []);
        return Promise.all([preloadScreenBlocks(screen.screen), preloadScreenContent(screen.screen, deps.locale)])
          .then(() => whenInOrLate(replies, FIRST_REPLIES_WAIT_MS))
          .then(() => screen);
      }),
    );
    return { kind: 'screen', shell: current, loaded };
  }

  const router = createBrowserRouter([
    {
      path: '*',
      loader,
      Component: () => <RouteScreen deps={deps} />,
      ErrorBoundary: () => <RouteError deps={deps} />,
      HydrateFallback: AppShell,
    },
  ]);
  return {
    router,
    reloadShell: () => {
      shell = undefined;
    },
    markRendered,
  };
}

/**
 * How long a screen whose code is in waits for its first replies before it shows its own loading
 * state (its title, the skeleton, a source's loading text). Replies in by then render with the
 * screen in one pass (the runtime starts with them: `EngineApi.settledReply`), instead of the
 * loading state first and the whole screen again, in one long task, when they arrive.
 */
const FIRST_REPLIES_WAIT_MS = 1000;

/** Resolves once every reply is in (each settles; none rejects), or after `ms`, whichever is first. */
function whenInOrLate(replies: readonly Promise<unknown>[], ms: number): Promise<void> {
  if (replies.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    Promise.all(replies).then(done, done);
  });
}

/** Settles with `work`, or rejects as soon as the navigation that asked for it is superseded. */
function whileCurrent<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  const superseded = () => new Error('The navigation was superseded.');
  if (signal.aborted) return Promise.reject(superseded());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(superseded());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function App(deps: AppDeps) {
  const [{ router, reloadShell, markRendered }] = useState(() => createAppRouter(deps));
  const [devProblems, setDevProblems] = useState<DevProblem[]>([]);

  // After the router's first render (its layout effects, its subscription to the router, run first).
  useLayoutEffect(markRendered, [markRendered]);

  useEffect(() => () => router.dispose(), [router]);

  // Development only: a saved screen file reloads the screens; a failing one shows the checker's problems.
  useEffect(
    () =>
      subscribeDevScreenUpdates((problems) => {
        setDevProblems(problems);
        if (problems.length === 0) {
          deps.screens.invalidate();
          reloadShell();
          void router.revalidate();
        }
      }),
    [deps, router, reloadShell],
  );

  // Development only: the production build leaves this view (and its code) out.
  if (import.meta.env.DEV && devProblems.length > 0) return <DevProblems problems={devProblems} />;
  return <RouterProvider router={router} />;
}

function RouteScreen({ deps }: { deps: AppDeps }) {
  const data = useLoaderData<RouteData>();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { shell } = data;
  const loaded = data.kind === 'screen' ? data.loaded : undefined;
  const services = useMemo(
    () =>
      loaded &&
      createServices({
        ...deps,
        routes: shell.routes,
        messages: createMessages(deps.locale, shell.shared, loaded.messages),
        // The session the visit started with, or the one the developer test page set since.
        getSession,
        // Every in-app navigation carries the session parameters.
        navigate(target: NavigateTarget) {
          const href = toAppHref(target, getSession(), shell.routes);
          if (href) void navigate(href, { replace: target.replace });
          else console.error(`navigate: unknown route "${target.route}"`);
        },
      }),
    [deps, shell, loaded, navigate],
  );

  return (
    <>
      {/* A navigation on its way shows the loading state at once, never the previous screen under the new address. */}
      {navigation.state === 'loading' ? (
        <AppShell />
      ) : !loaded || !services ? (
        <NotFoundRoute deps={deps} shell={shell} goHome={(href) => void navigate(href)} />
      ) : (
        // A new location (even the same path with another query) opens a fresh screen, and so does
        // another copy of its file (development: a saved screen file, through the router's revalidation).
        <Screen
          registries={engineRegistries}
          key={`${location.key}:${toLoadId(loaded)}`}
          screen={loaded.screen}
          services={services}
          inspector={deps.inspector}
        />
      )}
      <ToastHost />
      <LoadingHost />
      <ScrollRestoration />
    </>
  );
}

// Each copy of a screen file loaded gets a number of its own: the same copy keeps its screen mounted.
const loadIds = new WeakMap<LoadedScreen, number>();
let loadCount = 0;
function toLoadId(loaded: LoadedScreen): number {
  let id = loadIds.get(loaded);
  if (id === undefined) loadIds.set(loaded, (id = ++loadCount));
  return id;
}

/** The screen could not be loaded (offline, a bad file in the bundle): a clear message and Retry. */
function RouteError({ deps }: { deps: AppDeps }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const [messages, setMessages] = useState<Messages>();
  useEffect(() => {
    let isCurrent = true;
    void deps.screens
      .loadShared()
      .then((shared) => shared ?? loadAppTextsFallback())
      .then((shared) => isCurrent && setMessages(createMessages(deps.locale, shared)));
    return () => {
      isCurrent = false;
    };
  }, [deps]);
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error('The screen could not be loaded.');
  }, [error]);
  if (!messages) return <AppShell />;
  return (
    <Message
      messages={messages}
      titleKey="app.loadFailed.title"
      bodyKey="app.screenLoadFailed"
      onRetry={revalidator.state === 'idle' ? () => void revalidator.revalidate() : undefined}
    />
  );
}

// Only an unknown path needs it: its code loads then, not on every page.
const NotFound = lazy(() => import('./ui/not-found.tsx').then((module) => ({ default: module.NotFound })));

/** Any path the app does not know, opened directly or by a redirect: never a blank page. */
function NotFoundRoute({ deps, shell, goHome }: { deps: AppDeps; shell: Shell; goHome: (href: string) => void }) {
  const home = toAppHref({ route: 'officialHome' }, deps.session, shell.routes) ?? '/';
  return (
    <Suspense fallback={<AppShell />}>
      <NotFound messages={shell.messages} bridge={deps.bridge} isInApp={Boolean(deps.session.platform)} goHome={() => goHome(home)} />
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
