import type { Screen } from '../engine/generated/schema-types.ts';
import type { RouteName } from './routes.ts';

type ScreenLoader = () => Promise<Screen>;

const load = (module: Promise<{ default: unknown }>) => module.then((loaded) => loaded.default as Screen);

/** The screen file behind each route; each loads on demand so a route ships only its own JSON. */
export const screenLoaders: Partial<Record<RouteName, ScreenLoader>> = {
  bindBank: () => load(import('../screens/bind-bank/screen.json')),
  loanDetail: () => load(import('../screens/loan-detail/screen.json')),
};
