import { lazy, type ComponentType } from 'react';
import type { Screen } from '../generated/schema-types.ts';

// Headless UI (dialogs, sheets, pickers) loads on first use, so a screen's first paint
// carries no overlay code; `preloadHeadless` fetches it while the borrower reads the screen.
const loadHeadless = () => import('./headless-parts.ts');

let preload: Promise<unknown> | undefined;
export function preloadHeadless(): void {
  preload ??= loadHeadless().catch(() => {
    preload = undefined; // a later open tries again
  });
}

/**
 * Starts the overlay code with the screen when its onLoad may open a dialog (e.g. a rating prompt
 * on the loan details): the dialog then opens with the screen, not a round trip after it.
 */
export function preloadHeadlessForOnLoad(screen: Pick<Screen, 'onLoad'>): void {
  if (/"type":"openDialog"/.test(JSON.stringify(screen.onLoad ?? []))) preloadHeadless();
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
