import { useRef, type KeyboardEvent } from 'react';
import type { ButtonBlock, RatingBlock, TabsBlock } from '../generated/schema-types.ts';
import { evaluate, isSameValue, isTruthy, type Scope } from '../core/expression.ts';
import { resolveText } from '../core/text.ts';
import { useEngine, useInspectAttributes, useRuntimeSelector, useScopeGetter, useText } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';
import { usePress } from '../react/use-press.ts';

export const buttonBlock = defineBlock<ButtonBlock>({
  type: 'button',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const label = useText(block.label);
    const caption = useText(block.caption);
    const isDisabled = useRuntimeSelector((_, scope) => block.disabledWhen !== undefined && isTruthy(evaluate(block.disabledWhen, scope)));
    const { press, isBusy } = usePress(block.actions, `${pointer}/actions`);
    const button = (
      <button
        type="button"
        className={`eng-btn eng-btn--${block.variant ?? 'primary'}${block.grow ? ' eng-grow' : ''}`}
        {...(caption ? undefined : inspect)}
        disabled={isDisabled}
        aria-busy={isBusy || undefined}
        onClick={() => void press()}
      >
        {label}
      </button>
    );
    if (!caption) return button;
    return (
      <div className={`eng-captioned${block.grow ? ' eng-grow' : ''}`} {...inspect}>
        <span className="eng-caption">{caption}</span>
        {button}
      </div>
    );
  },
});

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
  if (block.optionsFrom) {
    const items = evaluate(block.optionsFrom.each, scope);
    if (!Array.isArray(items)) return [];
    return items.map((item, index) => {
      const itemScope = { ...scope, item, index };
      const value = evaluate(block.optionsFrom!.value, itemScope);
      const text = evaluate(block.optionsFrom!.label, itemScope);
      return {
        label: text === undefined || text === null || typeof text === 'object' ? '' : String(text),
        value: typeof value === 'number' ? value : String(value ?? index),
      };
    });
  }
  return (block.options ?? []).map((option) => ({ label: resolveText(option.label, scope, services), value: option.value }));
}

export const ratingBlock = defineBlock<RatingBlock>({
  type: 'rating',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const { runtime, services } = useEngine();
    const value = useRuntimeSelector((state) => Number(state.vars[block.var]) || 0);
    const label = useText(block.label);
    const max = block.max ?? 5;
    return (
      <div className="eng-rating" {...inspect} role="radiogroup" aria-label={label || services.messages.t('engine.rating')}>
        {Array.from({ length: max }, (_, index) => {
          const score = index + 1;
          return (
            <button
              key={score}
              type="button"
              role="radio"
              aria-checked={value === score}
              aria-label={services.messages.t('engine.stars', { count: score })}
              className={`eng-star${score <= value ? ' is-filled' : ''}`}
              onClick={() => runtime.setVar(block.var, score)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
            </button>
          );
        })}
      </div>
    );
  },
});
