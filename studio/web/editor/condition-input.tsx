// The property panel's control for a condition ("Show only when" …): the value looked at, picked in
// words from what the screen knows (condition-values.ts) or typed by hand, how it is tested and what
// it is compared with, written as the screen language's expression (conditions.ts) once a value is
// named. "Always" takes the condition off.
import { useState } from 'react';

import type { ConditionValue } from './condition-values.ts';
import { type Condition, type ConditionTest, TEST_WORDS, writeCondition } from './conditions.ts';

/** The picker's choice that shows the box to type a value by hand. */
const BY_HAND = '\u0000by hand';

const EMPTY: Condition = { name: '', test: 'filled', value: '' };

export function ConditionInput({
  label,
  describedBy,
  value,
  known = [],
  onSet,
}: {
  label: string;
  describedBy: string;
  value: Condition | undefined;
  /** What the screen knows, in words, to pick from. */
  known?: readonly ConditionValue[];
  /** The new expression (undefined: no condition). */
  onSet: (expression: unknown, typing: boolean) => void;
}) {
  // What is typed stays as typed (no value named yet); an undo or another edit shows its condition.
  const [typed, setTyped] = useState<Condition>(value ?? EMPTY);
  const shown = JSON.stringify(writeCondition(typed)) === JSON.stringify(value && writeCondition(value)) ? typed : (value ?? typed);
  const change = (next: Condition, typing: boolean) => {
    setTyped(next);
    onSet(writeCondition(next), typing);
  };
  const compares = shown.test === 'equals' || shown.test === 'differs';
  // A value typed by hand (or one the screen does not read elsewhere) shows in its own box.
  const [typing, setTyping] = useState(false);
  const picked = known.find((entry) => entry.path === shown.name);
  const byHand = typing || (shown.name.trim() !== '' && !picked);
  const groups = [...new Set(known.map((entry) => entry.group))];
  return (
    <span className="studio-condition">
      <select
        aria-label={`${label}: the value looked at`}
        aria-describedby={describedBy}
        title={picked ? `In the screen file: ${picked.path}` : undefined}
        value={byHand ? BY_HAND : (picked?.path ?? '')}
        onChange={(event) => {
          const next = event.target.value;
          setTyping(next === BY_HAND);
          if (next !== BY_HAND) change({ ...shown, name: next }, false);
        }}
      >
        <option value="">Choose what it looks at…</option>
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
          aria-label={`${label}: the value looked at, typed by hand`}
          title="For developers: a value's path, e.g. vars.nickname or data.detail.status"
          placeholder="Ask a developer for its name"
          value={shown.name}
          onChange={(event) => change({ ...shown, name: event.target.value }, true)}
        />
      ) : null}
      <select
        aria-label={`${label}: test`}
        value={shown.test}
        onChange={(event) => change({ ...shown, test: event.target.value as ConditionTest }, false)}
      >
        {(Object.keys(TEST_WORDS) as ConditionTest[]).map((test) => (
          <option key={test} value={test}>
            {TEST_WORDS[test]}
          </option>
        ))}
      </select>
      {compares ? (
        <input
          aria-label={`${label}: compared with`}
          value={shown.value}
          onChange={(event) => change({ ...shown, value: event.target.value }, true)}
        />
      ) : null}
      {value ? (
        <button
          type="button"
          onClick={() => {
            setTyped(EMPTY);
            setTyping(false);
            onSet(undefined, false);
          }}
        >
          Always
        </button>
      ) : null}
    </span>
  );
}
