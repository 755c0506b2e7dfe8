// Windowing: a long form mounts only the groups of fields near the viewport, near focus or asked
// for. Its fields stay in the core's form store either way, so they are still checked and sent.
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';

import type { EngineForm, PlacedField } from '../core/forms.ts';
import { FieldSlot } from './form-field.tsx';
import type { FormView } from './form-view.ts';

/** Fields per group: a long form mounts and unmounts its fields a group at a time. */
const FIELD_GROUP_SIZE = 20;
/** From this many fields on, only the groups near the viewport are rendered (windowing). */
export const WINDOW_MIN_FIELDS = 60;
/** The height of a field until its group has been measured. */
const ESTIMATED_FIELD_PX = 84;

/**
 * A long form renders only the groups of fields near the viewport (one screen above and below),
 * the group of the field holding focus and those of the fields before and after it (so Tab and
 * Shift+Tab reach the next field), and the group of a field asked for (the first invalid one
 * after a submit). The others are empty boxes of their last measured height, hidden from screen
 * readers; their fields stay in the core's form, so they are still checked and sent.
 *
 * Every field in the DOM costs on each keystroke: Chromium's autofill re-reads every field of the
 * form after each change (a forced layout or two per field). So focus adds the neighbouring
 * group only when the focused field is at its edge, not both neighbours whole.
 */
export function WindowedFields({ fields, view }: { fields: readonly PlacedField[]; view: FormView }) {
  const groups = useMemo(() => toGroups(fields), [fields]);
  const indexByName = useMemo(() => new Map(fields.map((entry, index) => [entry.field.name, index])), [fields]);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const [focused, setFocused] = useState<readonly number[]>([]);
  const [asked, setAsked] = useState<number | undefined>(undefined);
  const [heights] = useState(() => new Map<number, number>());
  const [observer, setObserver] = useState<IntersectionObserver | undefined>(undefined);

  useEffect(() => {
    const next = new IntersectionObserver(
      (entries) => {
        setNear((before) => {
          const after = new Set(before);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.group);
            if (entry.isIntersecting) after.add(index);
            else {
              // Keep its height, so the page does not jump when it empties.
              if (entry.boundingClientRect.height > 0 && entry.target.childElementCount > 0)
                heights.set(index, entry.boundingClientRect.height);
              after.delete(index);
            }
          }
          return after.size === before.size && [...after].every((index) => before.has(index)) ? before : after;
        });
      },
      { rootMargin: '100% 0px' },
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the observer needs the mounted list; rows observe it once it exists.
    setObserver(next);
    return () => next.disconnect();
  }, [heights]);

  useEffect(() => {
    const groupOf = (name: string) => groups.findIndex((group) => group.some((entry) => entry.field.name === name));
    view.form.setFocusHandler((name) => {
      const index = groupOf(name);
      if (index >= 0) flushSync(() => setAsked(index));
      const element = view.elements.get(name);
      if (!element) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'center' });
    });
    return () => view.form.setFocusHandler(undefined);
  }, [groups, view]);

  const isRendered = (index: number) => near.has(index) || index === asked || focused.includes(index);

  // The groups of the focused field and of the shown fields just before and after it.
  const onFocusIn = (group: number, target: EventTarget) => {
    const name = target instanceof Element ? target.closest<HTMLElement>('[data-field]')?.dataset.field : undefined;
    const at = name === undefined ? undefined : indexByName.get(name);
    const next =
      at === undefined
        ? [group - 1, group, group + 1]
        : [nearestShown(fields, at, -1, view.form), at, nearestShown(fields, at, 1, view.form)].map((index) =>
            Math.floor(index / FIELD_GROUP_SIZE),
          );
    const kept = [...new Set(next)].filter((index) => index >= 0 && index < groups.length);
    setFocused((before) => (before.length === kept.length && kept.every((index, position) => before[position] === index) ? before : kept));
  };

  return groups.map((group, index) => {
    const rendered = isRendered(index);
    return (
      <div
        key={group[0].field.name}
        ref={(element) => {
          if (!element || !observer) return;
          observer.observe(element);
          return () => observer.unobserve(element);
        }}
        className={rendered ? 'eng-field-group' : 'eng-field-group eng-field-group--empty'}
        data-group={index}
        data-placeholder-fields={rendered ? undefined : group.length}
        aria-hidden={rendered ? undefined : true}
        onFocus={(event) => onFocusIn(index, event.target)}
        style={
          rendered
            ? { containIntrinsicSize: `auto ${group.length * ESTIMATED_FIELD_PX}px` }
            : { height: heights.get(index) ?? group.length * ESTIMATED_FIELD_PX }
        }
      >
        {rendered ? group.map((entry) => <FieldSlot key={entry.field.name} entry={entry} view={view} />) : null}
      </div>
    );
  });
}

/** The index of the nearest field before (step -1) or after (step 1) `from` that is shown (visibleWhen), else `from`. */
function nearestShown(fields: readonly PlacedField[], from: number, step: 1 | -1, form: EngineForm): number {
  for (let index = from + step; index >= 0 && index < fields.length; index += step) {
    if (form.isActive(fields[index].field.name)) return index;
  }
  return from;
}

function toGroups<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += FIELD_GROUP_SIZE) groups.push(items.slice(index, index + FIELD_GROUP_SIZE));
  return groups;
}
