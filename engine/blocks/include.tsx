import { useEffect } from 'react';

import type { IncludeBlock } from '../generated/schema-types.ts';
import { useEngine } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';

/**
 * Parts are put in place when screens are built and published (scripts/lib/screens-bundle.ts),
 * so the engine only meets an include block in a screen that was not: it shows nothing there
 * and logs where, instead of failing the screen.
 */
export const includeBlock = defineBlock<IncludeBlock>({
  type: 'include',
  Component({ block, pointer }) {
    const { services, runtime } = useEngine();
    useEffect(
      () =>
        services.log({
          level: 'error',
          screen: runtime.screenId,
          pointer,
          message: `Part "${block.part}" was not put in place; build or publish the screens to include it`,
        }),
      [services, runtime, pointer, block.part],
    );
    return null;
  },
});
