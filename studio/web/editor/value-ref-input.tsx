// The property panel's control for a property that reads one value (value-ref.ts): the value picked
// in words, and what is used when it is empty.
import { IfNoValue, type KnownValueProps, ValuePicker } from './value-picker.tsx';
import { type ValueRef, valuesFor, writeValueRef } from './value-ref.ts';

export function ValueRefInput({ label, describedBy, value, known, onSet }: KnownValueProps<ValueRef>) {
  const change = (next: Partial<ValueRef>, typing: boolean) => onSet(writeValueRef({ ...value, ...next }), typing);
  return (
    <span className="studio-data-text">
      <span className="studio-prop-text">
        <span>Value</span>
        <span className="studio-data-value">
          <ValuePicker
            label={`${label}: value`}
            describedBy={describedBy}
            path={value.path}
            known={valuesFor(value.path, known)}
            prompt="Choose the value…"
            onPick={(path, typing) => {
              // The property needs a value: the prompt keeps the one it has.
              if (path !== '' || typing) change({ path }, typing);
            }}
          />
        </span>
      </span>
      <IfNoValue
        label={label}
        placeholder="Nothing"
        value={value.fallback}
        onType={(text) =>
          // A number stays a number (a count, an amount) when what is typed reads as one.
          change({ fallback: typeof value.fallback === 'number' && /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text }, true)
        }
      />
    </span>
  );
}
