import { Suspense } from 'react';
import type { ButtonBlock, RatingBlock, TabsBlock } from '../generated/schema-types.ts';
import { evaluate, isSameValue, isTruthy, type Scope } from '../core/expression.ts';
import { resolveText } from '../core/text.ts';
import { useEngine, useRuntimeSelector, useScopeGetter, useText } from '../react/context.tsx';
import { Tab, TabGroup, TabList } from '../react/headless.tsx';
import { defineBlock } from '../react/registries.ts';
import { usePress } from '../react/use-press.ts';

export const buttonBlock = defineBlock<ButtonBlock>({
  type: 'button',
  Component({ block, pointer }) {
    const label = useText(block.label);
    const caption = useText(block.caption);
    const isDisabled = useRuntimeSelector((_, scope) => block.disabledWhen !== undefined && isTruthy(evaluate(block.disabledWhen, scope)));
    const { press, isBusy } = usePress(block.actions, `${pointer}/actions`);
    const button = (
      <button
        type="button"
        className={`eng-btn eng-btn--${block.variant ?? 'primary'}${block.grow ? ' eng-grow' : ''}`}
        disabled={isDisabled}
        aria-busy={isBusy || undefined}
        onClick={() => void press()}
      >
        {label}
      </button>
    );
    if (!caption) return button;
    return (
      <div className={`eng-captioned${block.grow ? ' eng-grow' : ''}`}>
        <span className="eng-caption">{caption}</span>
        {button}
      </div>
    );
  },
});

export const tabsBlock = defineBlock<TabsBlock>({
  type: 'tabs',
  Component({ block, pointer }) {
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
      <TabGroup selectedIndex={selectedIndex} onChange={onChange} className="eng-tabs">
        <TabList className="eng-tab-list" aria-label={label || undefined}>
          {options.map((option, index) => (
            <Tab key={index} className="eng-tab">
              {option.label}
            </Tab>
          ))}
        </TabList>
      </TabGroup>
    );
  },
});

/** The tabs of a tabs block: its options, or one per item of optionsFrom.each (with item and index in scope). */
function toTabOptions(block: TabsBlock, scope: Scope, services: Parameters<typeof resolveText>[2]): { label: string; value: string | number }[] {
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
  Component({ block }) {
    const { runtime, services } = useEngine();
    const value = useRuntimeSelector((state) => Number(state.vars[block.var]) || 0);
    const label = useText(block.label);
    const max = block.max ?? 5;
    return (
      <div className="eng-rating" role="radiogroup" aria-label={label || services.messages.t('engine.rating')}>
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
