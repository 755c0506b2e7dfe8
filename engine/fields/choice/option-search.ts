// What a choice picker's sheet shows for the search text: the matching options and the line of
// status beside them. Plain functions: the picker (choice-picker.tsx) renders what they give.
import type { EngineServices } from '../../core/services.ts';

export interface ResolvedOption {
  label: string;
  value: string | number;
  group?: string;
}

/** A list longer than this shows matches only once the borrower types: a cheap phone renders no 1,600-row list. */
export const LONG_LIST = 100;
/** At most this many matches are shown at once; typing more narrows them. */
export const MAX_MATCHES = 50;

/** Lower case without accents, so "paranaque" finds "Parañaque". */
const toSearchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The options whose label (or group) holds every word of the search text, in any order ("cebu
 * city" finds "City of Cebu"), accents and commas ignored; labels starting with the text first.
 */
export function findMatches(options: readonly ResolvedOption[], search: string): ResolvedOption[] {
  const needle = toSearchText(search)
    .replace(/[\s,]+/g, ' ')
    .trim();
  if (!needle) return [...options];
  const words = needle.split(' ');
  const starts: ResolvedOption[] = [];
  const contains: ResolvedOption[] = [];
  for (const option of options) {
    const label = toSearchText(option.label).replace(/[\s,]+/g, ' ');
    const text = option.group === undefined ? label : `${label} ${toSearchText(option.group)}`;
    if (!words.every((word) => text.includes(word))) continue;
    if (label.startsWith(needle)) starts.push(option);
    else contains.push(option);
  }
  return [...starts, ...contains];
}

export interface SheetStatusInput {
  /** Whether the options come from a named source, and how its load went. */
  source?: { status: 'idle' | 'loading' | 'failed' | 'ready' };
  /** The search text as typed (its spaces around kept off). */
  search: string;
  matchCount: number;
  optionCount: number;
  isLong: boolean;
}

/** What the list area says besides the options, or undefined when it says nothing. */
export function toSheetStatus(t: EngineServices['messages']['t'], { source, search, matchCount, optionCount, isLong }: SheetStatusInput) {
  const hasSearch = search !== '';
  if (source?.status === 'failed') return t('engine.optionsFailed');
  if (source && source.status !== 'ready') return t('engine.loading');
  if (hasSearch && matchCount === 0) return t('engine.noMatches', { search });
  if (optionCount === 0) return t('engine.noOptions');
  if (isLong && !hasSearch) return t('engine.typeToSearch', { count: optionCount });
  if (matchCount > MAX_MATCHES) return t('engine.moreMatches', { shown: MAX_MATCHES, count: matchCount });
  if (isLong || (source && hasSearch)) return t('engine.matchCount', { count: matchCount });
  return undefined;
}
