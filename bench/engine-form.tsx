import '../engine/react/styles.css';

import { preloadScreenBlocks } from '../engine/blocks/registry.ts';
import { Screen } from '../engine/react/screen.tsx';
import { engineRegistries } from '../engine/registries.ts';
import { createBenchServices, toBenchScreen } from './engine-screen.ts';
import { generateBenchFields, readFieldCount } from './fields.ts';
import { mountBenchPage } from './mount.tsx';

const fields = generateBenchFields(readFieldCount(location.search));
const screen = toBenchScreen(fields);
// As the app does (src/app/app.tsx): the form block's code (and the form store) loads before a screen with a form is shown.
mountBenchPage(
  <Screen registries={engineRegistries} screen={screen} services={createBenchServices()} />,
  fields.length,
  preloadScreenBlocks(screen),
);
