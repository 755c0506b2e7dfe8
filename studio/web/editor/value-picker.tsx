// The picker of a value the screen knows, in words (condition-values.ts), grouped by where it comes
// from, with a box to type a value's path by hand for one the screen does not read elsewhere. Used
// by a condition's "the value looked at" and a data text's "the value shown".
import { useState } from 'react';

import type { ConditionValue } from './condition-values.ts';

/** The props of a control for a property set from what the screen knows (data-text-input.tsx, value-ref-input.tsx). */
export interface KnownValueProps<T> {
  label: string;
  describedBy: string;
  value: T;
  /** What the screen knows, in words, to pick from. */
  known: readonly ConditionValue[];
  /** The property's new value; `typing`: a step of typing (one undo step with the next). */
  onSet: (expression: unknown, typing: boolean) => void;
}

/** The picker's choice that shows the box to type a value by hand. */
const BY_HAND = '\u0000by hand';

export function ValuePicker({
  label,
  describedBy,
  path,
  known,
  prompt,
  onPick,
}: {
  /** The picker's accessible name; the box's is this with ", typed by hand". */
  label: string;
  describedBy?: string;
  /** The value's path now ('' for none). */
  path: string;
  known: readonly ConditionValue[];
  /** The first, empty choice, e.g. "Choose what it looks at…". */
  prompt: string;
  /** `typing`: a step of typing in the box (one undo step with the next), else a step of its own. */
  onPick: (path: string, typing: boolean) => void;
}) {
  // A value typed by hand (or one the screen does not read elsewhere) shows in its own box.
  const [typing, setTyping] = useState(false);
  const picked = known.find((entry) => entry.path === path);
  const byHand = typing || (path.trim() !== '' && !picked);
  const groups = [...new Set(known.map((entry) => entry.group))];
  return (
    <>
      <select
        aria-label={label}
        aria-describedby={describedBy}
        title={picked ? `In the screen file: ${picked.path}` : undefined}
        value={byHand ? BY_HAND : (picked?.path ?? '')}
        onChange={(event) => {
          const next = event.target.value;
          setTyping(next === BY_HAND);
          if (next !== BY_HAND) onPick(next, false);
        }}
      >
        <option value="">{prompt}</option>
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {known
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <option key={entry.path} value={entry.path} title={`In the screen file: ${entry.path}`}>
                  {entry.label}
                </option>
              ))}
          </optgroup>
        ))}
        <option value={BY_HAND}>Another value, typed by hand…</option>
      </select>
      {byHand ? (
        <input
          aria-label={`${label}, typed by hand`}
          title="For developers: a value's path, e.g. vars.nickname or data.detail.status"
          placeholder="Ask a developer for its name"
          value={path}
          onChange={(event) => onPick(event.target.value, true)}
        />
      ) : null}
    </>
  );
}

/** What is shown or used when the value is empty: a box beside "If no value". */
export function IfNoValue({
  label,
  placeholder,
  value,
  onType,
}: {
  label: string;
  placeholder: string;
  value: string | number | undefined;
  onType: (text: string) => void;
}) {
  return (
    <label className="studio-prop-text">
      <span>If no value</span>
      <input
        aria-label={`${label}: if no value`}
        placeholder={placeholder}
        value={value ?? ''}
        onChange={(event) => onType(event.target.value)}
      />
    </label>
  );
}
