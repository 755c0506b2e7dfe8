import { type ComponentType, lazy } from 'react';

// Headless UI's radio group (the options of a choice picker) loads on first use, so no screen's
// first paint carries it; `preloadRadios` fetches it while the borrower reads a screen that has a
// picker. Dialogs and sheets need none of it (./modal.tsx).
const loadHeadless = () => import('./headless-parts.ts');

let preload: Promise<unknown> | undefined;
export function preloadRadios(): void {
  preload ??= loadHeadless().catch(() => {
    preload = undefined; // a later open tries again
  });
}

// Headless UI's polymorphic generics do not survive React.lazy; props are checked where used.
type AnyComponent = ComponentType<Record<string, unknown> & { children?: unknown }>;
const pick = (name: 'Radio' | 'RadioGroup') =>
  lazy(() => loadHeadless().then((module) => ({ default: module[name] as unknown as AnyComponent })));

export const Radio = pick('Radio');
export const RadioGroup = pick('RadioGroup');
