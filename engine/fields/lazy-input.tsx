import { type ComponentType, createElement, useEffect, useState } from 'react';

import type { FieldProps } from '../react/registries.ts';
import { fieldInputs, type LazyFieldInputs } from './lazy-inputs.ts';

/**
 * A field type's input whose code is a chunk of its own (LAZY_FIELD_INPUTS). A screen that names
 * the type loads it before it shows (preloadScreenBlocks), so it renders at once; otherwise (e.g. a
 * field built from server data) it holds the field's place until the code is there. A chunk that
 * fails to load is thrown to the form's error boundary, which says so.
 */
export function lazyInput<K extends LazyFieldInputs>(
  inputs: K,
  pick: (module: NonNullable<ReturnType<typeof fieldInputs.get<K>>>) => ComponentType<FieldProps>,
): ComponentType<FieldProps> {
  function LazyInput(props: FieldProps) {
    const loaded = fieldInputs.get(inputs);
    const [error, setError] = useState<unknown>();
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let isCurrent = true;
      fieldInputs.load(inputs).then(
        () => isCurrent && setLoaded(true),
        (reason: unknown) => isCurrent && setError(reason ?? new Error(`The ${inputs} input could not be loaded`)),
      );
      return () => {
        isCurrent = false;
      };
    }, [loaded]);
    if (error) throw error instanceof Error ? error : new Error(`The ${inputs} input could not be loaded`);
    if (!loaded) return createElement('div', { className: 'eng-block-loading', 'aria-busy': true });
    return createElement(pick(loaded), props);
  }
  LazyInput.displayName = `LazyInput(${inputs})`;
  return LazyInput;
}
