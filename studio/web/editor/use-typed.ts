// What staff type into a property's control stays as typed while it still writes the property's
// value: a row without a name yet, or a condition whose value is not named yet, writes what the
// property already holds, and must not vanish as it is typed. An undo or another edit (the property
// now writes something else) shows the property's own value again.
import { useState } from 'react';

/**
 * The control's shown value and the setter for what was typed. `write` turns either into what the
 * property holds (compared as JSON text); a property with no value yet (`undefined`) shows what is
 * typed, `empty` at first.
 */
export function useTyped<T>(value: T | undefined, write: (shown: T) => unknown, empty: T): [shown: T, setTyped: (typed: T) => void] {
  const [typed, setTyped] = useState<T>(value ?? empty);
  const same = JSON.stringify(write(typed)) === JSON.stringify(value === undefined ? undefined : write(value));
  return [same ? typed : (value ?? typed), setTyped];
}
