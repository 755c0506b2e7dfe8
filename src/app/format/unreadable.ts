/**
 * What the money, number and date formats show for a value they cannot read: a dash, never
 * "NaN", "Infinity", "undefined" or a guess. A reply check refuses a value a screen cannot do
 * without (the amount of an offer); any other unreadable value is this dash.
 */
export const UNREADABLE = '—';

// JavaScript's words for a value that is none ("NaN", "Infinity", "undefined", "null",
// "Invalid Date", "[object Object]") and a number in exponent notation ("1e400", "2.5E-3"): text a
// borrower cannot read as an amount, a count or a date, whatever else it holds.
const NOT_READABLE = /\b(?:NaN|Infinity|undefined|null|Invalid Date)\b|\[object |\d[eE][+-]?\d/;
const DIGIT = /\d/;

/**
 * Whether text the server sent may be shown as given in place of a value a format could not
 * read: it holds none of JavaScript's words for no value, and with `needsDigit` (an amount, a
 * number) at least one digit.
 */
export function isReadableText(text: string, needsDigit: boolean): boolean {
  if (text.trim() === '' || NOT_READABLE.test(text)) return false;
  return !needsDigit || DIGIT.test(text);
}
