// The property panel's control for a condition ("Show only when" …): the value looked at, picked in
// words from what the screen knows (condition-values.ts) or typed by hand, how it is tested and what
// it is compared with, written as the screen language's expression (conditions.ts) once a value is
// named. Several tests join as "All of these hold" or "Any one of these holds"; "And another
// condition" adds one, Remove takes one off. "Always" takes the condition off, where the node can
// do without one.
import { useState } from 'react';

import type { ConditionValue } from './condition-values.ts';
import {
  type Condition,
  type ConditionJoin,
  type ConditionSet,
  type ConditionTest,
  JOIN_WORDS,
  TEST_WORDS,
  VALUE_KINDS,
  writeConditions,
} from './conditions.ts';
import { useTyped } from './use-typed.ts';
import { ValuePicker } from './value-picker.tsx';

const EMPTY: Condition = { name: '', test: 'filled', value: '' };
const NONE: ConditionSet = { join: 'and', parts: [EMPTY] };

export function ConditionInput({
  label,
  describedBy,
  value,
  known = [],
  required = false,
  onSet,
  onAlways,
}: {
  label: string;
  describedBy: string;
  value: ConditionSet | undefined;
  /** What the screen knows, in words, to pick from. */
  known?: readonly ConditionValue[];
  /** A condition the node cannot do without (an "Only if" step's): no "Always". */
  required?: boolean;
  /** The new expression (undefined: no condition). */
  onSet: (expression: unknown, typing: boolean) => void;
  /** "Always" was pressed: the condition is taken off (after `onSet(undefined)`). */
  onAlways?: () => void;
}) {
  // What is typed stays as typed (no value named yet); an undo or another edit shows its condition.
  const [shown, setTyped] = useTyped(value, writeConditions, NONE);
  // "Always" starts the pickers again (no box typed by hand left open).
  const [cleared, setCleared] = useState(0);
  const change = (next: ConditionSet, typing: boolean) => {
    setTyped(next);
    const expression = writeConditions(next);
    // A condition the node needs keeps its last one until a new value is named.
    if (expression !== undefined || !required) onSet(expression, typing);
  };
  const several = shown.parts.length > 1;
  const setPart = (index: number, part: Condition, typing: boolean) =>
    change({ ...shown, parts: shown.parts.map((before, at) => (at === index ? part : before)) }, typing);
  return (
    <span className="studio-condition">
      {several ? (
        <select
          aria-label={`${label}: how they combine`}
          value={shown.join}
          onChange={(event) => change({ ...shown, join: event.target.value as ConditionJoin }, false)}
        >
          {(Object.keys(JOIN_WORDS) as ConditionJoin[]).map((join) => (
            <option key={join} value={join}>
              {JOIN_WORDS[join]}
            </option>
          ))}
        </select>
      ) : null}
      {shown.parts.map((part, index) => (
        <ConditionRow
          key={`${cleared}-${index}`}
          label={several ? `${label} ${index + 1}` : label}
          describedBy={describedBy}
          part={part}
          known={known}
          onChange={(next, typing) => setPart(index, next, typing)}
          onRemove={several ? () => change({ ...shown, parts: shown.parts.filter((_, at) => at !== index) }, false) : undefined}
        />
      ))}
      <span className="studio-row">
        {value ? (
          <button type="button" onClick={() => change({ ...shown, parts: [...shown.parts, EMPTY] }, false)}>
            And another condition
          </button>
        ) : null}
        {value && !required ? (
          <button
            type="button"
            onClick={() => {
              setTyped(NONE);
              setCleared((count) => count + 1);
              onSet(undefined, false);
              onAlways?.();
            }}
          >
            Always
          </button>
        ) : null}
      </span>
    </span>
  );
}

/** One test: the value looked at, the test and what it is compared with; Remove when there are several. */
function ConditionRow({
  label,
  describedBy,
  part,
  known,
  onChange,
  onRemove,
}: {
  label: string;
  describedBy: string;
  part: Condition;
  known: readonly ConditionValue[];
  onChange: (part: Condition, typing: boolean) => void;
  onRemove?: () => void;
}) {
  const kind = VALUE_KINDS[part.test];
  const setTest = (test: ConditionTest) => {
    // A value typed and another value picked are not the same kind of thing: a switch between them starts afresh.
    const keeps = (VALUE_KINDS[test] === 'value') === (kind === 'value');
    onChange({ ...part, test, value: keeps ? part.value : '' }, false);
  };
  return (
    <span className="studio-condition-part">
      <ValuePicker
        label={`${label}: the value looked at`}
        describedBy={describedBy}
        path={part.name}
        known={known}
        prompt="Choose what it looks at…"
        onPick={(name, typing) => onChange({ ...part, name }, typing)}
      />
      <select aria-label={`${label}: test`} value={part.test} onChange={(event) => setTest(event.target.value as ConditionTest)}>
        {(Object.keys(TEST_WORDS) as ConditionTest[]).map((test) => (
          <option key={test} value={test}>
            {TEST_WORDS[test]}
          </option>
        ))}
      </select>
      {kind === 'value' ? (
        <ValuePicker
          label={`${label}: compared with`}
          path={part.value}
          known={known}
          prompt="Choose the other value…"
          onPick={(value, typing) => onChange({ ...part, value }, typing)}
        />
      ) : kind !== 'none' ? (
        <input
          aria-label={`${label}: compared with`}
          value={part.value}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          placeholder={kind === 'list' ? 'Values, separated by commas' : kind === 'number' ? 'A number' : undefined}
          onChange={(event) => onChange({ ...part, value: event.target.value }, true)}
        />
      ) : null}
      {onRemove ? (
        <button type="button" aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove
        </button>
      ) : null}
    </span>
  );
}
