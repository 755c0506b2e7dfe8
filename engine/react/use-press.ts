import { useRef, useState } from 'react';

import type { Action } from '../generated/schema-types.ts';
import { useEngine, useScopeGetter } from './context.tsx';

/**
 * Runs actions on a tap, at most once at a time. The guard is a ref checked synchronously, so
 * several taps landing in the same frame still start one run (a `disabled` prop alone would not).
 */
export function usePress(actions: readonly Action[] | undefined, pointer: string) {
  const { runtime } = useEngine();
  const getScope = useScopeGetter();
  const isRunning = useRef(false);
  const [isBusy, setBusy] = useState(false);
  const press = async (extraScope?: Record<string, unknown>) => {
    if (isRunning.current || !actions?.length) return;
    isRunning.current = true;
    setBusy(true);
    try {
      await runtime.run(actions, { ...getScope(), ...extraScope }, pointer);
    } finally {
      isRunning.current = false;
      setBusy(false);
    }
  };
  return { press, isBusy };
}
