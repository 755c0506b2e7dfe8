// The money and date formats as one chunk, loaded only before a screen that shows an amount or a
// date (src/format/on-demand.ts).
export { formatMoney } from './format-money.ts';
export { formatDate } from './format-date.ts';
