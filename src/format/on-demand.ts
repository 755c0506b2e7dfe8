// The money and date formats are code only some screens need (loan offers, repayments): a chunk of
// their own, loaded before a screen whose file formats an amount or a date is shown, like the
// engine's lazy blocks (index.html's early script names it for the build's copy of such a screen).
import { createLazyModules } from '../../engine/core/lazy-modules.ts';

const modules = createLazyModules({ formats: () => import('./formats.ts') });

/** Whether a screen file's text formats an amount or a date (a cheap scan; a false hit only loads the chunk early). */
export function usesFormats(screenText: string): boolean {
  return /"format"\s*:\s*"(?:money|date|dateTime)"/.test(screenText);
}

/** Loads the formats when `screen` uses them, so it shows formatted at once; a failed load is left to the blocks. */
export function preloadScreenFormats(screen: unknown): Promise<void> {
  return usesFormats(JSON.stringify(screen)) ? loadFormats().then(noop, noop) : Promise.resolve();
}

export function loadFormats() {
  return modules.load('formats');
}

/**
 * The formats, loaded already. Never a guess: an amount shown before its format is there would be a
 * wrong number (centavos as pesos), so the block fails instead and shows its notice.
 */
export function getFormats() {
  const formats = modules.get('formats');
  if (!formats) throw new Error('The money and date formats are not loaded: the screen was shown before preloadScreenFormats');
  return formats;
}

function noop(): void {}
