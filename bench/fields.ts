// The generated fields both bench forms render: the engine page turns them into a screen file,
// the hand-written page into plain react-hook-form inputs.

type BenchFieldKind = 'text' | 'enum' | 'day';

export interface BenchOption {
  label: string;
  value: string;
}

export interface BenchField {
  name: string;
  kind: BenchFieldKind;
  label: string;
  /** Only for enum; day fields use the days of the month. */
  options?: readonly BenchOption[];
}

export const REQUIRED_MESSAGE = 'This field is required';
export const SUBMIT_LABEL = 'Submit';
export const FORM_TITLE = 'Loan application';

const ENUM_OPTIONS: readonly BenchOption[] = [
  { label: 'Employed', value: 'employed' },
  { label: 'Self-employed', value: 'selfEmployed' },
  { label: 'OFW', value: 'ofw' },
  { label: 'Student', value: 'student' },
  { label: 'Unemployed', value: 'unemployed' },
];

export const DAY_OPTIONS: readonly BenchOption[] = Array.from({ length: 31 }, (_, index) => ({
  label: String(index + 1),
  value: String(index + 1),
}));

// 3 text : 1 enum : 1 day, starting with text so the first field takes typing.
const KIND_CYCLE: readonly BenchFieldKind[] = ['text', 'enum', 'text', 'day', 'text'];

const LABELS: Record<BenchFieldKind, string> = { text: 'Text', enum: 'Employment', day: 'Payday' };

/** The bench's `?n=` value; anything else than a whole number from 1 to 5000 falls back to 10. */
export function readFieldCount(search: string): number {
  const count = Number(new URLSearchParams(search).get('n'));
  return Number.isInteger(count) && count >= 1 && count <= 5000 ? count : 10;
}

/**
 * `count` required fields, 60% text, 20% enum, 20% day; the last one is always text so the
 * bench can type into it. Names are zero-padded so none is a prefix of another.
 */
export function generateBenchFields(count: number): BenchField[] {
  const width = String(count).length;
  return Array.from({ length: count }, (_, index) => {
    const kind = index === count - 1 ? 'text' : KIND_CYCLE[index % KIND_CYCLE.length];
    const number = index + 1;
    return {
      name: `f${String(number).padStart(width, '0')}`,
      kind,
      label: `${LABELS[kind]} ${number}`,
      ...(kind === 'enum' ? { options: ENUM_OPTIONS } : {}),
    };
  });
}
