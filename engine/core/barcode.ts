// Code 128 (ISO/IEC 15417): the symbology shop counters and bills-payment kiosks scan.

/** Bar/space widths of the 107 symbols, bar first; each sums to 11 modules, the stop (106) to 13. */
// prettier-ignore
const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const CODE128_START_B = 104;
export const CODE128_START_C = 105;
const CODE128_STOP = 106;
const CHECKSUM_MODULUS = 103;
/** Printable ASCII: set B encodes character c as c - 32. */
const FIRST_PRINTABLE = 32;
const LAST_PRINTABLE = 126;

/** The symbol values of `text`, start and check symbols included, stop excluded; undefined when it cannot be encoded. */
export function toCode128Symbols(text: string): number[] | undefined {
  if (text === '') return undefined;
  let symbols: number[];
  // An even run of digits packs two per symbol (set C): shorter, so easier to scan on a phone.
  if (/^(?:\d\d)+$/.test(text)) {
    symbols = [CODE128_START_C];
    for (let index = 0; index < text.length; index += 2) symbols.push(Number(text.slice(index, index + 2)));
  } else {
    symbols = [CODE128_START_B];
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code < FIRST_PRINTABLE || code > LAST_PRINTABLE) return undefined;
      symbols.push(code - FIRST_PRINTABLE);
    }
  }
  const checksum = symbols.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % CHECKSUM_MODULUS;
  return [...symbols, checksum];
}

/**
 * The widths (in modules) of every bar and space of `text`'s bar code, bar first, stop included.
 * @example toCode128Widths('PN7') // [2, 1, 1, 2, 1, 4, ...]
 */
export function toCode128Widths(text: string): number[] | undefined {
  const symbols = toCode128Symbols(text);
  if (!symbols) return undefined;
  return [...symbols, CODE128_STOP].flatMap((symbol) => Array.from(PATTERNS[symbol]).map(Number));
}

/** The pattern of one symbol value (for tests and decoders). */
export function getCode128Pattern(symbol: number): string | undefined {
  return PATTERNS[symbol];
}
