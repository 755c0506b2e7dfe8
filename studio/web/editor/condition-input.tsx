// The property panel's control for a condition ("Show only when" …): the value looked at, picked in
// words from what the screen knows (condition-values.ts) or typed by hand, how it is tested and what
// it is compared with, written as the screen language's expression (conditions.ts) once a value is
// named. "Always" takes the condition off, where the node can do without one.
import { useState } from 'react';

import type { ConditionValue } from './condition-values.ts';
import { type Condition, type ConditionTest, TEST_WORDS, writeCondition } from './conditions.ts';
import { ValuePicker } from './value-picker.tsx';

const EMPTY: Condition = { name: '', test: 'filled', value: '' };

export function ConditionInput({
  label,
  describedBy,
  value,
  known = [],
  required = false,
  onSet,
}: {
  label: string;
  describedBy: string;
  value: Condition | undefined;
  /** What the screen knows, in words, to pick from. */
  known?: readonly ConditionValue[];
  /** A condition the node cannot do without (an "Only if" step's): no "Always". */
  required?: boolean;
  /** The new expression (undefined: no condition). */
  onSet: (expression: unknown, typing: boolean) => void;
}) {
  // What is typed stays as typed (no value named yet); an undo or another edit shows its condition.
  const [typed, setTyped] = useState<Condition>(value ?? EMPTY);
  // "Always" starts the picker again (no box typed by hand left open).
  const [cleared, setCleared] = useState(0);
  const shown = JSON.stringify(writeCondition(typed)) === JSON.stringify(value && writeCondition(value)) ? typed : (value ?? typed);
  const change = (next: Condition, typing: boolean) => {
    setTyped(next);
    const expression = writeCondition(next);
    // A condition the node needs keeps its last one until a new value is named.
    if (expression !== undefined || !required) onSet(expression, typing);
  };
  const compares = shown.test === 'equals' || shown.test === 'differs';
  return (
    <span className="studio-condition">
      <ValuePicker
        key={cleared}
        label={`${label}: the value looked at`}
        describedBy={describedBy}
        path={shown.name}
        known={known}
        prompt="Choose what it looks at…"
        onPick={(name, typing) => change({ ...shown, name }, typing)}
      />
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
      {value && !required ? (
        <button
          type="button"
          onClick={() => {
            setTyped(EMPTY);
            setCleared((count) => count + 1);
            onSet(undefined, false);
          }}
        >
          Always
        </button>
      ) : null}
    </span>
  );
}
