// Manila time (Asia/Manila: UTC+8 all year, no daylight saving) as staff enter and read a
// scheduled release's moment, whatever zone the browser or the server runs in. The studio page and
// the server both read and write "YYYY-MM-DDTHH:MM" in Manila time; the server keeps the moment
// itself as an ISO time in UTC.

const MANILA_OFFSET_MS = 8 * 60 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The moment (ms since 1970) of a Manila date and time "2026-12-01T09:00", or why it is not one, in words. */
export function parseManilaTime(text: string): number | { problem: string } {
  const parts = LOCAL.exec(text);
  if (!parts) return { problem: 'Give the date and the time in Manila time, e.g. 2026-12-01T09:00.' };
  const [year, month, day, hour, minute] = parts.slice(1).map(Number);
  if (hour > 23 || minute > 59) return { problem: `${parts[4]}:${parts[5]} is not a time of day: use 00:00 to 23:59.` };
  const ms = Date.UTC(year, month - 1, day, hour, minute) - MANILA_OFFSET_MS;
  const back = new Date(ms + MANILA_OFFSET_MS);
  if (month < 1 || month > 12 || back.getUTCDate() !== day || back.getUTCMonth() !== month - 1)
    return { problem: `There is no day ${day} in month ${month} of ${year}: choose a date on the calendar.` };
  return ms;
}

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-12-01T09:00": a moment as Manila's date and time, as the date and time fields take it. */
export function toManilaInput(ms: number): string {
  const manila = new Date(ms + MANILA_OFFSET_MS);
  return `${manila.getUTCFullYear()}-${two(manila.getUTCMonth() + 1)}-${two(manila.getUTCDate())}T${two(manila.getUTCHours())}:${two(manila.getUTCMinutes())}`;
}

/** "1 Dec 2026, 09:00": a moment in Manila time, for staff to read (the caller says "Manila time" where it is not obvious). */
export function formatManilaTime(at: string | number): string {
  const manila = new Date((typeof at === 'number' ? at : Date.parse(at)) + MANILA_OFFSET_MS);
  return `${manila.getUTCDate()} ${MONTHS[manila.getUTCMonth()]} ${manila.getUTCFullYear()}, ${two(manila.getUTCHours())}:${two(manila.getUTCMinutes())}`;
}
