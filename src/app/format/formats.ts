// The money and date formats, in the app's chunk: a chunk of their own (1.4 KB gzip, 1.1 KB in the
// app's) was a request on the busiest round of the nine screens that show an amount or a date, the
// seventh of that round on a form route (six connections), which waited a round trip for it.
export { formatDate } from './format-date.ts';
export { formatMoney, formatNumber } from './format-money.ts';
