/** How a text-like field turns what was typed into what it shows and what it sends. */
export interface InputFormat {
  /** What the input shows after each keystroke (non-digits stripped, grouping added). */
  toDisplay: (typed: string, maxLength?: number) => string;
  /** What is sent: the display without grouping. */
  toRaw: (display: string) => string;
  inputMode: 'text' | 'numeric' | 'tel';
  /** The longest raw value when the field sets none. */
  defaultMaxLength?: number;
}

const toDigits = (text: string) => text.replace(/\D+/g, '');

function grouped(sizes: (index: number) => number) {
  return (digits: string) => {
    const parts: string[] = [];
    let index = 0;
    let rest = digits;
    while (rest.length > 0) {
      const size = sizes(index++);
      parts.push(rest.slice(0, size));
      rest = rest.slice(size);
    }
    return parts.join(' ');
  };
}

/** SPEC §5: phone digits only, at most 11, grouped 3-4-4. */
const PHONE_MAX_DIGITS = 11;
const groupPhone = grouped((index) => (index === 0 ? 3 : 4));
const groupCard = grouped(() => 4);

export const formats: Record<'text' | 'digits' | 'phone' | 'bankCard' | 'number', InputFormat> = {
  text: {
    toDisplay: (typed, max) => (max ? Array.from(typed).slice(0, max).join('') : typed),
    toRaw: (display) => display.trim(),
    inputMode: 'text',
  },
  digits: {
    toDisplay: (typed, max) => toDigits(typed).slice(0, max),
    toRaw: toDigits,
    inputMode: 'numeric',
  },
  number: {
    toDisplay: (typed, max) => toDigits(typed).slice(0, max),
    toRaw: toDigits,
    inputMode: 'numeric',
  },
  phone: {
    toDisplay: (typed, max = PHONE_MAX_DIGITS) => groupPhone(toDigits(typed).slice(0, max)),
    toRaw: toDigits,
    inputMode: 'tel',
    defaultMaxLength: PHONE_MAX_DIGITS,
  },
  bankCard: {
    toDisplay: (typed, max = 24) => groupCard(toDigits(typed).slice(0, max)),
    toRaw: toDigits,
    inputMode: 'numeric',
  },
};

/** Where the caret belongs after reformatting: after the same number of meaningful characters. */
export function toCaretPosition(before: string, caret: number, after: string, isMeaningful: (char: string) => boolean): number {
  let count = 0;
  for (let index = 0; index < caret && index < before.length; index++) if (isMeaningful(before[index])) count++;
  if (count === 0) return 0;
  for (let index = 0; index < after.length; index++) {
    if (isMeaningful(after[index])) count--;
    if (count === 0) return index + 1;
  }
  return after.length;
}
