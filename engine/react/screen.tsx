import './site-layout.css';

import { useEffect, useMemo, useRef, useState } from 'react';

import { createScreenRuntime, ENGINE_SCHEMA_VERSION } from '../core/runtime.ts';
import type { EngineServices } from '../core/services.ts';
import type { Screen as ScreenDefinition } from '../generated/schema-types.ts';
import { createAnnouncer, withAnnouncedToasts } from './announcer.ts';
import { BlockList } from './block-list.tsx';
import { EngineContext, type ScreenInspector, useEngine, useRuntimeSelector, useText } from './context.tsx';
import { Dialogs } from './dialogs.tsx';
import { whenIdle } from './idle.ts';
import type { EngineRegistries } from './registries.ts';
import { useStickyBars } from './sticky-bars.ts';

export interface ScreenProps {
  screen: ScreenDefinition;
  services: EngineServices;
  /** The block, field and action types (the app passes the engine's own: engine/registries.ts). */
  registries: EngineRegistries;
  /** A tool looking into the screen (a live preview): pointers on elements, the runtime. The app passes none. */
  inspector?: ScreenInspector;
}

/**
 * Renders a screen file. Remount it (a new `key`) to open another screen or another query.
 * @example <Screen screen={bindBankScreen} services={services} registries={engineRegistries} />
 */
export function Screen({ screen, services, registries, inspector }: ScreenProps) {
  if (typeof screen.schemaVersion !== 'number' || screen.schemaVersion > ENGINE_SCHEMA_VERSION) {
    return (
      <div className="eng-screen">
        <div className="eng-state" role="alert">
          <p>{services.messages.t('engine.unsupportedVersion', { version: String(screen.schemaVersion) })}</p>
        </div>
      </div>
    );
  }
  return <ScreenWhenCodeIsIn screen={screen} services={services} registries={registries} inspector={inspector} />;
}

/**
 * The screen once the code it shows before a tap is in (`registries.screenCode`): at once when it
 * already is (the app loads it beside the screen's data), else after a skeleton while it loads, so
 * a block or field type still loading is never taken for an unknown one.
 */
function ScreenWhenCodeIsIn(props: Required<Omit<ScreenProps, 'inspector'>> & Pick<ScreenProps, 'inspector'>) {
  const { screen, services, registries } = props;
  const [loadedFor, setLoadedFor] = useState(() => ((registries.screenCode?.isLoaded(screen) ?? true) ? screen : undefined));
  const isLoaded = loadedFor === screen;
  useEffect(() => {
    const code = registries.screenCode;
    if (isLoaded || !code) return;
    let isCurrent = true;
    const show = () => isCurrent && setLoadedFor(screen);
    code.load(screen).then(show, show);
    return () => {
      isCurrent = false;
    };
  }, [isLoaded, registries, screen]);
  if (!isLoaded) {
    return (
      <div className={`eng-screen eng-screen--${screen.layout ?? 'app'}`} data-screen={screen.id} aria-busy="true">
        <main className="eng-content">
          <SkeletonView loadingText={services.messages.t('engine.loading')} />
        </main>
      </div>
    );
  }
  return <RunningScreen {...props} />;
}

function RunningScreen({
  screen,
  services: givenServices,
  registries,
  inspector,
}: Required<Omit<ScreenProps, 'inspector'>> & Pick<ScreenProps, 'inspector'>) {
  const [announcer] = useState(createAnnouncer);
  const services = useMemo(() => withAnnouncedToasts(givenServices, announcer), [givenServices, announcer]);
  const [runtime] = useState(() => createScreenRuntime(screen, services, registries.actions, registries.fields));
  useEffect(() => {
    runtime.start();
    return () => runtime.dispose();
  }, [runtime]);
  useEffect(() => inspector?.onRuntime?.(runtime) ?? undefined, [runtime, inspector]);
  // A stable value: a parent re-render must not re-render every block and field.
  const engine = useMemo(
    () => ({ runtime, services, registries, announcer, inspector }),
    [runtime, services, registries, announcer, inspector],
  );
  return (
    <EngineContext.Provider value={engine}>
      <ScreenLayout />
    </EngineContext.Provider>
  );
}

function ScreenLayout() {
  const { runtime, services, registries } = useEngine();
  const screen = runtime.screen;
  const status = useRuntimeSelector((state) => state.status);
  const screenRef = useRef<HTMLDivElement>(null);
  useStickyBars(screenRef, status);
  const errorMessage = useRuntimeSelector((state) => state.errorMessage);
  const title = useText(screen.title);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (status !== 'ready') return;
    // Fetched when the page is idle, so parsing it never competes with the borrower's first taps
    // (a failed load is tried again when an action needs it).
    const { loadWhenIdle } = registries;
    if (!loadWhenIdle) return;
    return whenIdle(() => void loadWhenIdle(screen).catch(() => undefined));
  }, [status, registries, screen]);
  return (
    <div
      ref={screenRef}
      className={`eng-screen eng-screen--${screen.layout ?? 'app'}`}
      data-screen={screen.id}
      aria-busy={status === 'loading'}
    >
      {/* A site page draws its own header (a nav block); its title still names the page. */}
      {screen.layout === 'site' ? (
        <h1 className="eng-sr-only">{title}</h1>
      ) : (
        <header className="eng-appbar">
          <h1 className="eng-appbar-title">{title}</h1>
        </header>
      )}
      <main className="eng-content">
        {status === 'loading' ? <Skeleton /> : null}
        {status === 'error' ? (
          <div className="eng-state" role="alert">
            <div className="eng-state-icon" aria-hidden="true">
              !
            </div>
            <p className="eng-state-title">{services.messages.t('engine.loadFailed')}</p>
            <p className="eng-muted">{errorMessage}</p>
            <button type="button" className="eng-btn eng-btn--primary" onClick={() => void runtime.reload()}>
              {services.messages.t('engine.retry')}
            </button>
          </div>
        ) : null}
        {status === 'ready' ? <BlockList blocks={screen.blocks} pointer="/blocks" /> : null}
      </main>
      {status === 'ready' && screen.footer?.length ? (
        <footer className="eng-footer">
          <BlockList blocks={screen.footer} pointer="/footer" />
        </footer>
      ) : null}
      {status === 'ready' ? <Dialogs dialogs={screen.dialogs} /> : null}
    </div>
  );
}

// The screen to come, drawn while its data loads; a screen reader hears "loading..." from a
// status (a polite live region) instead of meeting an empty page.
function Skeleton() {
  const { services } = useEngine();
  return <SkeletonView loadingText={services.messages.t('engine.loading')} />;
}

function SkeletonView({ loadingText }: { loadingText: string }) {
  return (
    <div className="eng-skeleton" role="status">
      <span className="eng-sr-only">{loadingText}</span>
      <div className="eng-skeleton-card" aria-hidden="true" />
      <div className="eng-skeleton-line" aria-hidden="true" />
      <div className="eng-skeleton-line is-short" aria-hidden="true" />
      <div className="eng-skeleton-line" aria-hidden="true" />
    </div>
  );
}
