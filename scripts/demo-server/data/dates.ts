// Dates in Asia/Manila (UTC+8, no daylight saving) and peso amounts in centavos, as the demo
// replies write them (SPEC §9).

export const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Midnight in Manila of the day `ms` falls on, plus `days`. */
export function getManilaDay(ms: number, days = 0): number {
  const local = ms + MANILA_OFFSET_MS;
  return local - (local % DAY_MS) - MANILA_OFFSET_MS + days * DAY_MS;
}

/** YYYY-MM-DD in Asia/Manila (SPEC §9). */
export function formatManilaDate(ms: number): string {
  return new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:MM:SS in Asia/Manila (SPEC §9). */
export function formatManilaDateTime(ms: number): string {
  return new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Display text of an amount in centavos, e.g. 140000 → "₱1,400.00". */
export function formatPeso(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  const pesos = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}₱${pesos}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal peso amount as some servers send it, e.g. 35000 centavos → "350.00". */
export function toPesoDecimal(centavos: number): string {
  return (centavos / 100).toFixed(2);
}

/**
 * An amount the app sent back, as the reply gave it: centavos ("35000") or a decimal peso amount
 * ("350.00"); undefined for anything else.
 */
export function parseSentAmount(text: string | undefined): number | undefined {
  const value = (text ?? '').trim();
  if (/^-?\d+$/.test(value)) return Number(value);
  if (/^-?\d+\.\d{1,2}$/.test(value)) return Math.round(Number(`${value}e2`));
  return undefined;
}
