// The tabs block: a chunk of its own, loaded before a screen that shows tabs (engine/blocks/lazy-blocks.ts).
import { type KeyboardEvent, useRef } from 'react';

import { evaluate, isSameValue, type Scope } from '../core/expression.ts';
import { resolveText } from '../core/text.ts';
import type { TabsBlock } from '../generated/schema-types.ts';
import { useEngine, useInspectAttributes, useRuntimeSelector, useScopeGetter, useText } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';

export const tabsBlock = defineBlock<TabsBlock>({
  type: 'tabs',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const { runtime, services } = useEngine();
    const getScope = useScopeGetter();
    const current = useRuntimeSelector((state) => state.vars[block.var]);
    const label = useText(block.label);
    const options = useRuntimeSelector((_, scope) => toTabOptions(block, scope, services));
    if (options.length === 0) return null;
    const selectedIndex = Math.max(
      0,
      options.findIndex((option) => isSameValue(option.value, current)),
    );
    const onChange = (index: number) => {
      const value = options[index]?.value;
      if (isSameValue(value, current)) return;
      runtime.setVar(block.var, value);
      void runtime.run(block.onChange, { ...getScope(), value }, `${pointer}/onChange`);
    };
    return (
      <TabStrip
        labels={options.map((option) => option.label)}
        selectedIndex={selectedIndex}
        onChange={onChange}
        label={label}
        inspect={inspect}
      />
    );
  },
});

/**
 * A row of tabs that filters what the screen shows (no panels of its own): the WAI-ARIA tabs
 * pattern, small enough to be on screen at the first paint without Headless UI's code. One tab
 * is in the tab order; arrow keys, Home and End move to a tab and choose it.
 */
function TabStrip({
  labels,
  selectedIndex,
  onChange,
  label,
  inspect,
}: {
  labels: string[];
  selectedIndex: number;
  onChange: (index: number) => void;
  label: string;
  inspect?: { 'data-pointer'?: string };
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const next = (index + labels.length) % labels.length;
    tabs.current[next]?.focus();
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowDown: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      ArrowUp: selectedIndex - 1,
      Home: 0,
      End: labels.length - 1,
    };
    if (!Object.hasOwn(moves, event.key)) return;
    event.preventDefault();
    choose(moves[event.key]);
  };
  return (
    <div className="eng-tabs" {...inspect}>
      <div role="tablist" aria-orientation="horizontal" className="eng-tab-list" aria-label={label || undefined} onKeyDown={onKeyDown}>
        {labels.map((text, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={index}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              className="eng-tab"
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected ? '' : undefined}
              onClick={() => onChange(index)}
            >
              {text}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The tabs of a tabs block: its options, or one per item of optionsFrom.each (with item and index in scope). */
function toTabOptions(
  block: TabsBlock,
  scope: Scope,
  services: Parameters<typeof resolveText>[2],
): { label: string; value: string | number }[] {
  const { optionsFrom } = block;
  if (optionsFrom) {
    const items: unknown = evaluate(optionsFrom.each, scope);
    if (!Array.isArray(items)) return [];
    return items.map((item: unknown, index) => {
      const itemScope = { ...scope, item, index };
      const value = evaluate(optionsFrom.value, itemScope);
      const text = evaluate(optionsFrom.label, itemScope);
      return {
        label: isPlain(text) ? String(text) : '',
        value: typeof value === 'number' ? value : isPlain(value) ? String(value) : String(index),
      };
    });
  }
  return (block.options ?? []).map((option) => ({ label: resolveText(option.label, scope, services), value: option.value }));
}

/** A value that reads as text (not nothing, not a list or an object). */
const isPlain = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
