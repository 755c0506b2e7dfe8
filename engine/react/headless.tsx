import { lazy, type ComponentType } from 'react';

// Headless UI (dialogs, sheets, pickers) loads on first use, so a screen's first paint
// carries no overlay code; `preloadHeadless` fetches it while the borrower reads the screen.
const loadHeadless = () => import('./headless-parts.ts');

let preload: Promise<unknown> | undefined;
export function preloadHeadless(): void {
  preload ??= loadHeadless().catch(() => {
    preload = undefined; // a later open tries again
  });
}

// Headless UI's polymorphic generics do not survive React.lazy; props are checked where used.
type AnyComponent = ComponentType<Record<string, unknown> & { children?: unknown }>;
const pick = (name: 'Dialog' | 'DialogPanel' | 'DialogTitle' | 'Radio' | 'RadioGroup') =>
  lazy(() => loadHeadless().then((module) => ({ default: module[name] as unknown as AnyComponent })));

export const Dialog = pick('Dialog');
export const DialogPanel = pick('DialogPanel');
export const DialogTitle = pick('DialogTitle');
export const Radio = pick('Radio');
export const RadioGroup = pick('RadioGroup');
