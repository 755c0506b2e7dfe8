import { createContext, useContext, useRef, useSyncExternalStore } from 'react';

import { evaluate, isTruthy, type Scope } from '../core/expression.ts';
import type { RuntimeState, ScreenRuntime } from '../core/screen-runtime.ts';
import type { EngineServices } from '../core/services.ts';
import { resolveText } from '../core/text.ts';
import type { Expr, Text } from '../generated/schema-types.ts';
import type { Announcer } from './announcer.ts';
import type { EngineRegistries } from './registries.ts';

export interface EngineContextValue {
  runtime: ScreenRuntime;
  services: EngineServices;
  registries: EngineRegistries;
  /** Repeats toasts inside an open dialog (see announcer.ts). */
  announcer: Announcer;
  /** Set by a tool that looks into the running screen (see ScreenInspector in screen.tsx); absent in the app. */
  inspector?: ScreenInspector;
}

/**
 * What a tool around the engine (a screen editor's live preview) may ask of a running screen;
 * the app passes none, and then nothing of it runs or renders.
 */
export interface ScreenInspector {
  /** Each block's and field's element carries `data-pointer`: its JSON pointer in the screen file. */
  pointers?: boolean;
  /** Called when a screen's runtime starts (state, forms); the function it returns, when the screen closes. */
  onRuntime?: (runtime: ScreenRuntime) => (() => void) | undefined;
}

const NO_ATTRIBUTES: { 'data-pointer'?: string } = {};

/**
 * The attributes a block or field puts on its outer element: with an inspector asking for
 * pointers, `data-pointer`, else none.
 * @example <div className="eng-stack" {...useInspectAttributes(pointer)}>
 */
export function useInspectAttributes(pointer: string): { 'data-pointer'?: string } {
  const value = useContext(EngineContext);
  return value?.inspector?.pointers ? { 'data-pointer': pointer } : NO_ATTRIBUTES;
}

export const EngineContext = createContext<EngineContextValue | null>(null);

/** Extra scope entries of an enclosing list (item, index). */
export const LocalScopeContext = createContext<Scope>({});

export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error('Engine components must render inside <Screen>.');
  return value;
}

/**
 * Subscribes to the part of the screen state a selector reads. The selector's result is cached
 * per state object, so a stable answer never re-renders the component.
 */
export function useRuntimeSelector<T>(select: (state: RuntimeState, scope: Scope) => T): T {
  const { runtime } = useEngine();
  const local = useContext(LocalScopeContext);
  const cache = useRef<{ state: RuntimeState | null; local: Scope | null; value: T } | null>(null);
  // getSnapshot is made anew each render, so it always reads this render's selector.
  const getSnapshot = () => {
    const state = runtime.getState();
    if (cache.current && cache.current.state === state && cache.current.local === local) return cache.current.value;
    const value = select(state, { ...runtime.getScope(state), ...local });
    cache.current = { state, local, value };
    return value;
  };
  return useSyncExternalStore(runtime.subscribe, getSnapshot, getSnapshot);
}

export function useEvaluated(expr: Expr | undefined): unknown {
  return useRuntimeSelector((_, scope) => evaluate(expr, scope));
}

export function useIsVisible(expr: Expr | undefined): boolean {
  return useRuntimeSelector((_, scope) => expr === undefined || isTruthy(evaluate(expr, scope)));
}

export function useText(text: Text | undefined): string {
  const { services } = useEngine();
  return useRuntimeSelector((_, scope) => resolveText(text, scope, services));
}

/** The current scope for running actions from an event handler. */
export function useScopeGetter(): () => Scope {
  const { runtime } = useEngine();
  const local = useContext(LocalScopeContext);
  return () => ({ ...runtime.getScope(), ...local });
}
