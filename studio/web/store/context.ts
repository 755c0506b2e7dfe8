// How a panel reaches the studio: `const studio = useStudio()` gives the store's state
// (`studio.state`), `studio.dispatch(action)` (reducer.ts), what the model derives
// (use-studio-model.ts) and the commands (commands.ts). StudioApp provides it once the folder is read.
import { createContext, useContext } from 'react';

import type { StudioFolder } from '../shell/api.ts';
import type { StudioCommands } from './commands.ts';
import type { StudioModel } from './use-studio-model.ts';

export type Studio = StudioModel & StudioCommands & { folder: StudioFolder };

export const StudioContext = createContext<Studio | undefined>(undefined);

export function useStudio(): Studio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('useStudio() outside <StudioContext>: only the studio page has a store.');
  return studio;
}
