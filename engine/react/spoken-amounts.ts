import { useEngine } from './context.tsx';

const AMOUNT = /(\p{Sc})\s?\d/u;
/** The currencies the app's amounts are shown in (its config's currency), by sign. */
const CURRENCY_NAME_KEYS: Record<string, string> = { '₱': 'engine.currency.peso', '₹': 'engine.currency.rupee' };

/**
 * How a screen reader says an amount: a text holding a currency sign before a number (₱5,000.00)
 * gets the currency's spoken name after it ("₱5,000.00 pesos"), from the catalog
 * (`engine.currency.peso`, `engine.currency.rupee`). The name is a
 * visually hidden `::after` (styles.css, `data-spoken-after`): the shown text, its DOM text and
 * its label in name stay as they are. No key, or no amount: no attribute.
 *
 * @example
 * <p {...useSpokenAmount(text)}>{text}</p>
 */
export function useSpokenAmount(text: string): { 'data-spoken-after'?: string } {
  const { services } = useEngine();
  const sign = AMOUNT.exec(text)?.[1];
  if (!sign) return NONE;
  const key = CURRENCY_NAME_KEYS[sign];
  return key && services.messages.has(key) ? { 'data-spoken-after': ` ${services.messages.t(key)}` } : NONE;
}

const NONE = {};
