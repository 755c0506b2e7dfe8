import { isReadableText, UNREADABLE } from './unreadable.ts';

// Asia/Manila has kept UTC+8 without daylight saving since 1978, so a fixed offset is exact
// for every date the app shows and needs no time-zone data in the webview.
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

// Epoch values below this are seconds; 10^11 s is the year 5138, 10^11 ms is 1973.
const EPOCH_MS_THRESHOLD = 1e11;

const DATE_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * SPEC §9: YYYY-MM-DD, or YYYY-MM-DD HH:MM:SS with `withTime`, in Manila time.
 * Accepts a Date, epoch seconds or milliseconds, or date text. Text it cannot read is returned as
 * is ('end of term'), unless it is JavaScript's word for no value ('NaN', 'Invalid Date',
 * 'undefined'); that text and any other value it cannot read (null, an object, NaN, a number of
 * no date) are '—'.
 */
export function formatDate(value: unknown, withTime = false): string {
  const wallTime = toManilaWallTime(value);
  if (!wallTime) return toFallbackText(value);
  const date = `${wallTime.year}-${pad(wallTime.month)}-${pad(wallTime.day)}`;
  return withTime ? `${date} ${pad(wallTime.hour)}:${pad(wallTime.minute)}:${pad(wallTime.second)}` : date;
}

function toManilaWallTime(value: unknown): WallTime | undefined {
  if (value instanceof Date) return fromInstant(value.getTime());
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return fromEpoch(Number(text));
  return fromDateText(text);
}

function fromEpoch(epoch: number): WallTime | undefined {
  if (!Number.isFinite(epoch)) return undefined;
  return fromInstant(Math.abs(epoch) < EPOCH_MS_THRESHOLD ? epoch * 1000 : epoch);
}

function fromInstant(ms: number): WallTime | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const manila = new Date(ms + MANILA_OFFSET_MS);
  if (Number.isNaN(manila.getTime())) return undefined;
  return {
    year: manila.getUTCFullYear(),
    month: manila.getUTCMonth() + 1,
    day: manila.getUTCDate(),
    hour: manila.getUTCHours(),
    minute: manila.getUTCMinutes(),
    second: manila.getUTCSeconds(),
  };
}

function fromDateText(text: string): WallTime | undefined {
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', zone] = match;
  const wallTime: WallTime = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  if (!isValidWallTime(wallTime)) return undefined;
  // Text without a zone is the server's Manila wall time and is shown as written.
  if (!zone) return wallTime;
  const utcMs =
    Date.UTC(wallTime.year, wallTime.month - 1, wallTime.day, wallTime.hour, wallTime.minute, wallTime.second) - toZoneOffsetMs(zone);
  return fromInstant(utcMs);
}

function isValidWallTime(time: WallTime): boolean {
  const check = new Date(Date.UTC(time.year, time.month - 1, time.day));
  return (
    check.getUTCFullYear() === time.year &&
    check.getUTCMonth() === time.month - 1 &&
    check.getUTCDate() === time.day &&
    time.hour < 24 &&
    time.minute < 60 &&
    time.second < 60
  );
}

function toZoneOffsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60 * 1000;
}

function toFallbackText(value: unknown): string {
  return typeof value === 'string' && isReadableText(value, false) ? value : UNREADABLE;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
