import type { DataSource, Screen } from '../generated/schema-types.ts';
import { type ActionRegistry, runActionList } from './actions.ts';
import { createDialogQueue } from './dialog-queue.ts';
import type { Scope } from './expression.ts';
import { toInitialVars, toLeadingSets } from './first-load.ts';
import type { FieldCodecs } from './forms.ts';
import { fetchSources, mergeSourceResults, settledFirstLoad, settledSources } from './screen-data.ts';
import { createScreenForms } from './screen-forms.ts';
import type { RuntimeState, ScreenRuntime } from './screen-runtime.ts';
import type { EngineServices } from './services.ts';
import { createSubject } from './subject.ts';

// A module of its own: the screen source checks it without the runtime's code.
export { ENGINE_SCHEMA_VERSION } from './version.ts';
// The data sources' helpers, where the engine's actions and fields have always found them.
export { readStoredSource, toFailureMessage } from './screen-data.ts';

const NO_FIELD_TYPES: FieldCodecs = { get: () => undefined, has: () => false };

/**
 * The React-free heart of a screen: its state, data loading, actions, timers and forms.
 * The React layer reads it with useSyncExternalStore.
 * `fieldTypes` gives the forms their field types' start and request values (the field registry).
 * @example const runtime = createScreenRuntime(screen, services, actionRegistry, fieldRegistry); runtime.start();
 */
export function createScreenRuntime(
  screen: Screen,
  services: EngineServices,
  registry: ActionRegistry,
  fieldTypes: FieldCodecs = NO_FIELD_TYPES,
): ScreenRuntime {
  const changes = createSubject();
  const timers = new Set<() => void>();
  const eventSubscriptions = new Set<() => void>();
  const countdowns = new Map<string, () => void>();
  let isDisposed = false;
  let hasLoaded = false;
  let unsubscribeBack: (() => void) | undefined;

  const readStorage = (area: 'local' | 'session', key: string) => services.storage.get(area, key);
  const baseScope = (): Scope => ({ query: services.query, config: services.config, env: services.env ?? {}, readStorage });

  const sources = Object.entries(screen.data ?? {});
  const start = toStartState(screen, sources, baseScope(), services);
  let state = start.state;
  const { firstScope, first } = start;

  const setState = (next: Partial<RuntimeState>) => {
    if (isDisposed) return;
    state = { ...state, ...next };
    changes.next();
  };

  const setDialog = createDialogQueue({
    getDialogs: () => state.dialogs,
    setDialogs: (dialogs) => setState({ dialogs }),
    schedule: (ms, run) => runtime.schedule(ms, run),
  });

  /** The screen's onLoad, once, after its first complete load: on from the leading `set`s applied at the start. */
  const runOnLoad = () => {
    hasLoaded = true;
    if (start.onLoadFrom >= (screen.onLoad?.length ?? 0)) return;
    const scope = start.onLoadScope ?? runtime.getScope();
    void runActionList(screen.onLoad, { runtime, services, registry, scope, pointer: '/onLoad', from: start.onLoadFrom });
  };

  const runtime: ScreenRuntime = {
    screen,
    screenId: screen.id,
    getState: () => state,
    subscribe: changes.subscribe,
    getScope(current = state) {
      return { ...baseScope(), data: current.data, vars: current.vars };
    },
    start() {
      for (const [event, actions] of Object.entries(screen.events ?? {})) {
        const unsubscribe = services.bridge.subscribe(event, (data) => void runtime.run(actions, { event: data }, `/events/${event}`));
        eventSubscriptions.add(unsubscribe);
      }
      if (screen.onBack?.length) {
        unsubscribeBack = services.bridge.subscribe('back', () => void runtime.run(screen.onBack, undefined, '/onBack'));
      }
      if (!first) {
        void runtime.reload();
        return;
      }
      // The replies the screen started with are its own now; none goes to another call.
      settledSources(sources, firstScope, services, true);
      if (state.status === 'ready') runOnLoad();
    },
    dispose() {
      isDisposed = true;
      for (const cancel of timers) cancel();
      timers.clear();
      countdowns.clear();
      unsubscribeBack?.();
      for (const unsubscribe of eventSubscriptions) unsubscribe();
      eventSubscriptions.clear();
      forms.dispose();
      changes.unsubscribe();
    },
    async reload(only) {
      const sources = Object.entries(screen.data ?? {}).filter(([name]) => !only || name === only);
      if (sources.length > 0) {
        setState({ status: 'loading', errorMessage: undefined });
        const scope = runtime.getScope();
        const results = await fetchSources(sources, scope, services);
        if (isDisposed) return false;
        const merged = mergeSourceResults(screen.id, results, state.data, scope, services);
        if ('errorMessage' in merged) {
          setState({ status: 'error', errorMessage: merged.errorMessage });
          return false;
        }
        setState({ status: 'ready', data: merged.data });
      }
      // onLoad runs once, after the first complete load (also when that load was a Retry).
      if (!hasLoaded && !only) runOnLoad();
      return true;
    },
    run(actions, scope, pointer = '') {
      return runActionList(actions, {
        runtime,
        services,
        registry,
        scope: { ...runtime.getScope(), ...scope },
        pointer,
      });
    },
    setVar(name, value) {
      setState({ vars: { ...state.vars, [name]: value } });
    },
    setDialog,
    schedule(ms, run) {
      if (isDisposed) return;
      const cancel = services.clock.setTimeout(() => {
        timers.delete(cancel);
        if (!isDisposed) run();
      }, ms);
      timers.add(cancel);
    },
    startCountdown(name, seconds) {
      countdowns.get(name)?.();
      let remaining = seconds;
      let isCancelled = false;
      countdowns.set(name, () => {
        isCancelled = true;
      });
      runtime.setVar(name, remaining);
      const tick = () => {
        if (isCancelled) return;
        remaining -= 1;
        runtime.setVar(name, Math.max(remaining, 0));
        if (remaining > 0) runtime.schedule(1000, tick);
        else countdowns.delete(name);
      };
      if (remaining > 0) runtime.schedule(1000, tick);
    },
    getForm: (id) => forms.get(id),
    async validateForm(id, fields) {
      const form = forms.get(id);
      if (!form) {
        services.log({ level: 'error', screen: screen.id, pointer: `/forms/${id}`, message: `No form "${id}" on the screen` });
        return undefined;
      }
      return form.validate(fields);
    },
    async submitForm(id) {
      const form = forms.get(id);
      if (!form) {
        services.log({ level: 'error', screen: screen.id, pointer: `/forms/${id}`, message: `No form "${id}" on the screen` });
        return false;
      }
      return form.submit();
    },
  };

  // Made once the runtime is there: a form's host is the runtime.
  const forms = createScreenForms(screen, runtime, services, fieldTypes);

  return runtime;
}

/**
 * The state a screen starts in. The first load's replies, when the app has them all in already:
 * the screen starts with its data (or its load error) and renders once, not its loading state and
 * then again. They are handed over when the screen starts (on the page), so a render React throws
 * away takes nothing. A screen that starts ready (its data in, or none to load) starts with what
 * its onLoad sets first (toLeadingSets); its onLoad runs on from the action after those
 * (`onLoadFrom`), in the scope the whole onLoad would have started in, as every action of a list does.
 */
function toStartState(screen: Screen, sources: readonly (readonly [string, DataSource])[], base: Scope, services: EngineServices) {
  const initialVars = toInitialVars(screen, base);
  const firstScope: Scope = { ...base, data: {}, vars: initialVars };
  const first = settledFirstLoad(screen.id, sources, firstScope, services);
  const state: RuntimeState = !first
    ? { status: sources.length > 0 ? 'loading' : 'ready', data: {}, vars: initialVars, dialogs: {} }
    : 'errorMessage' in first
      ? { status: 'error', errorMessage: first.errorMessage, data: {}, vars: initialVars, dialogs: {} }
      : { status: 'ready', data: first.data, vars: initialVars, dialogs: {} };
  if (state.status !== 'ready') return { state, firstScope, first, onLoadFrom: 0, onLoadScope: undefined };
  const onLoadScope: Scope = { ...base, data: state.data, vars: state.vars };
  const leading = toLeadingSets(screen.onLoad, onLoadScope);
  return { state: { ...state, vars: leading.vars }, firstScope, first, onLoadFrom: leading.count, onLoadScope };
}
