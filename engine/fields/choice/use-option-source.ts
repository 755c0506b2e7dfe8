// A choice picker's options: those given (by the screen or the server) win; a named source
// (`optionsFrom`) fills an empty list, fetched when the picker first opens (never with the page).
import { useMemo, useRef, useState } from 'react';

import type { EngineServices } from '../../core/services.ts';
import type { Field } from '../../generated/schema-types.ts';
import type { ResolvedOption } from './option-search.ts';

type SourceState = { status: 'idle' | 'loading' | 'failed'; options?: undefined } | { status: 'ready'; options: ResolvedOption[] };

export interface OptionSource {
  /** The source's name, when the options come from one. */
  source: string | undefined;
  sourced: SourceState;
  options: ResolvedOption[];
  /** Fetches the source's options (again); a later call wins over an earlier one still on its way. */
  load: () => void;
}

export function useOptionSource(
  field: Pick<Field, 'name' | 'optionsFrom'>,
  givenOptions: ResolvedOption[],
  services: EngineServices,
): OptionSource {
  const source = givenOptions.length === 0 && field.optionsFrom ? field.optionsFrom : undefined;
  const [sourced, setSourced] = useState<SourceState>({ status: 'idle' });
  const loadRun = useRef(0);
  const load = () => {
    if (!source) return;
    const run = ++loadRun.current;
    setSourced({ status: 'loading' });
    const loading = services.options?.load(source) ?? Promise.reject(new Error('the app registers no option sources'));
    loading.then(
      (list) => run === loadRun.current && setSourced({ status: 'ready', options: list.map(({ label, value }) => ({ label, value })) }),
      (error: unknown) => {
        if (run !== loadRun.current) return;
        services.log({
          level: 'error',
          screen: '',
          pointer: field.name,
          message: `options "${source}" could not be loaded: ${String(error)}`,
        });
        setSourced({ status: 'failed' });
      },
    );
  };
  const options = useMemo(() => (source ? (sourced.options ?? []) : givenOptions), [source, sourced.options, givenOptions]);
  return { source, sourced, options, load };
}
