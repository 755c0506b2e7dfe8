// The engine's own block, field and action types, as the app hands them to <Screen> (src/app/app.tsx):
// every block type (the lazy ones load before a screen that uses them shows), the field types once
// a form's code is in, and every action type with its code on demand, loaded when the page is idle
// after a screen shows (with the code of the screen's dialogs a tap opens). The composition root on top of the engine: nothing in engine/ imports it,
// so engine/react never picks block, field or action types itself, and a test or a tool may pass
// others.
import { actionsOnDemand, loadActions } from './actions/on-demand.ts';
import { fieldsOnDemand } from './blocks/lazy-blocks.ts';
import { blocks, isScreenCodeLoaded, preloadAllScreenBlocks, preloadScreenBlocks } from './blocks/registry.ts';
import type { EngineRegistries } from './react/registries.ts';

export const engineRegistries: EngineRegistries = {
  blocks,
  fields: fieldsOnDemand,
  actions: actionsOnDemand,
  screenCode: { isLoaded: isScreenCodeLoaded, load: preloadScreenBlocks },
  loadWhenIdle: (screen) => Promise.all([loadActions(), preloadAllScreenBlocks(screen)]).then(() => undefined),
};
