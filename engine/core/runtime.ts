import type { FormBlock, Screen, StorageSource } from '../generated/schema-types.ts';
import { type ActionRegistry, runActionList } from './actions.ts';
import { evaluateParams, type Scope } from './expression.ts';
import { toInitialVars } from './first-load.ts';
import { findFormBlocks, getFormFactory } from './form-factory.ts';
import type { EngineForm, FieldCodecs } from './forms.ts';
import type { RuntimeState, ScreenRuntime } from './screen-runtime.ts';
import type { ApiResult, EngineServices } from './services.ts';
import { createSubject } from './subject.ts';
import { resolveText } from './text.ts';

// A module of its own: the screen source checks it without the runtime's code.
export { ENGINE_SCHEMA_VERSION } from './version.ts';

const NO_FIELD_TYPES: FieldCodecs = { get: () => undefined, has: () => false };

export function toFailureMessage(result: Extract<ApiResult, { ok: false }>, services: EngineServices): string {
  switch (result.kind) {
    case 'server':
      return result.message?.trim() || services.messages.t('engine.loadFailed');
    case 'timeout':
      return services.messages.t('engine.timeout');
    case 'invalid-reply':
      return services.messages.t('engine.invalidReply');
    case 'unknown-endpoint':
      return services.messages.t('engine.unknownEndpoint');
    default:
      return services.messages.t('engine.networkError');
  }
}

/** A storage data source: the stored JSON value, the text itself when it is not JSON, null when nothing is stored. */
export function readStoredSource(source: StorageSource, services: Pick<EngineServices, 'storage'>): ApiResult {
  const text = services.storage.get(source.storage.area, source.storage.key);
  if (text === null || text === '') return { ok: true, data: null };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: true, data: text };
  }
}

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
  const forms = new Map<string, EngineForm>();
  /** The forms of dialogs whose code was not in when the screen was made: made on first use. */
  const laterForms = new Map<string, { block: FormBlock; pointer: string }>();
  const formOf = (id: string): EngineForm | undefined => {
    const made = forms.get(id);
    const later = laterForms.get(id);
    const create = getFormFactory();
    if (made || !later || !create || isDisposed) return made;
    laterForms.delete(id);
    const form = create({ block: later.block, pointer: later.pointer, host: runtime, services, codecs: fieldTypes });
    forms.set(id, form);
    return form;
  };
  let isDisposed = false;
  let hasLoaded = false;
  let unsubscribeBack: (() => void) | undefined;

  const readStorage = (area: 'local' | 'session', key: string) => services.storage.get(area, key);
  const baseScope = (): Scope => ({ query: services.query, config: services.config, env: services.env ?? {}, readStorage });

  const initialVars = toInitialVars(screen, baseScope());
  const hasData = Object.keys(screen.data ?? {}).length > 0;
  let state: RuntimeState = { status: hasData ? 'loading' : 'ready', data: {}, vars: initialVars, dialogs: {} };

  const setState = (next: Partial<RuntimeState>) => {
    if (isDisposed) return;
    state = { ...state, ...next };
    changes.next();
  };

  // Dialogs waiting for the open ones to close (openDialog with queue).
  const dialogQueue: string[] = [];
  // After a close, the next queued dialog opens on the next turn, so actions that close one dialog
  // and open another (a result dialog) run first; the queue then waits for that one too.
  const openNextQueued = () => {
    if (dialogQueue.length === 0) return;
    runtime.schedule(0, () => {
      if (Object.values(state.dialogs).some(Boolean)) return;
      const next = dialogQueue.shift();
      if (next !== undefined) setState({ dialogs: { ...state.dialogs, [next]: true } });
    });
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
      void runtime.reload();
    },
    dispose() {
      isDisposed = true;
      for (const cancel of timers) cancel();
      timers.clear();
      countdowns.clear();
      unsubscribeBack?.();
      for (const unsubscribe of eventSubscriptions) unsubscribe();
      eventSubscriptions.clear();
      for (const form of forms.values()) form.dispose();
      changes.unsubscribe();
    },
    async reload(only) {
      const sources = Object.entries(screen.data ?? {}).filter(([name]) => !only || name === only);
      if (sources.length > 0) {
        setState({ status: 'loading', errorMessage: undefined });
        const scope = runtime.getScope();
        const results = await Promise.all(
          sources.map(async ([name, source]) => {
            if ('storage' in source) return [name, readStoredSource(source, services), source] as const;
            const loadingText = source.loadingText ? resolveText(source.loadingText, scope, services) : undefined;
            return [name, await services.api.call(source.endpoint, evaluateParams(source.params, scope), { loadingText }), source] as const;
          }),
        );
        if (isDisposed) return false;
        const data = { ...state.data };
        for (const [name, result, source] of results) {
          if (!result.ok && 'optional' in source && source.optional) {
            // A side call marked optional fails silently: the screen shows without its data.
            services.log({
              level: 'warn',
              screen: screen.id,
              pointer: `/data/${name}`,
              message: `Optional source "${name}" failed (${result.kind}); shown without it`,
            });
            data[name] = null;
            continue;
          }
          if (!result.ok) {
            const errorText = 'errorText' in source && source.errorText ? resolveText(source.errorText, scope, services) : '';
            setState({ status: 'error', errorMessage: errorText || toFailureMessage(result, services) });
            return false;
          }
          data[name] = result.data;
        }
        setState({ status: 'ready', data });
      }
      // onLoad runs once, after the first complete load (also when that load was a Retry).
      if (!hasLoaded && !only) {
        hasLoaded = true;
        void runtime.run(screen.onLoad, undefined, '/onLoad');
      }
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
    setDialog(id, isOpen, options) {
      const isAnyOpen = Object.values(state.dialogs).some(Boolean);
      if (isOpen && options?.queue && (isAnyOpen || dialogQueue.length > 0)) {
        if (!state.dialogs[id] && !dialogQueue.includes(id)) dialogQueue.push(id);
        if (!isAnyOpen) openNextQueued();
        return;
      }
      if (!isOpen) {
        const queued = dialogQueue.indexOf(id);
        if (queued >= 0) dialogQueue.splice(queued, 1);
      }
      if (Boolean(state.dialogs[id]) === isOpen) return;
      setState({ dialogs: { ...state.dialogs, [id]: isOpen } });
      if (!isOpen) openNextQueued();
    },
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
    getForm: (id) => formOf(id),
    async validateForm(id, fields) {
      const form = formOf(id);
      if (!form) {
        services.log({ level: 'error', screen: screen.id, pointer: `/forms/${id}`, message: `No form "${id}" on the screen` });
        return undefined;
      }
      return form.validate(fields);
    },
    async submitForm(id) {
      const form = formOf(id);
      if (!form) {
        services.log({ level: 'error', screen: screen.id, pointer: `/forms/${id}`, message: `No form "${id}" on the screen` });
        return false;
      }
      return form.submit();
    },
  };

  const createForm = getFormFactory();
  for (const [key, part] of [
    ['blocks', screen.blocks],
    ['footer', screen.footer],
    ['dialogs', screen.dialogs],
  ] as const) {
    for (const { block, pointer } of findFormBlocks(part, `/${key}`)) {
      if (forms.has(block.id) || laterForms.has(block.id)) continue; // the screen checker reports a duplicate id
      // <Screen> loads the form code before it makes the runtime of a screen that shows a form
      // (EngineRegistries.screenCode); a form in a dialog a tap opens, or one whose code failed
      // to load in time, is made on first use once its code is in (when the page is idle after the
      // screen shows, or when its form block loads it).
      if (!createForm) {
        laterForms.set(block.id, { block, pointer });
        continue;
      }
      forms.set(block.id, createForm({ block, pointer, host: runtime, services, codecs: fieldTypes }));
    }
  }

  return runtime;
}
