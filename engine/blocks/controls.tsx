import { Suspense } from 'react';
import type { ButtonBlock, RatingBlock, TabsBlock } from '../generated/schema-types.ts';
import { evaluate, isSameValue, isTruthy } from '../core/expression.ts';
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
    const labels = useRuntimeSelector((_, scope) =>
      block.options.map((option) => resolveText(option.label, scope, services)).join('\u0000'),
    );
    const selectedIndex = Math.max(
      0,
      block.options.findIndex((option) => isSameValue(option.value, current)),
    );
    const onChange = (index: number) => {
      const value = block.options[index]?.value;
      if (isSameValue(value, current)) return;
      runtime.setVar(block.var, value);
      void runtime.run(block.onChange, { ...getScope(), value }, `${pointer}/onChange`);
    };
    const texts = labels.split('\u0000');
    // Until Headless UI arrives, plain tabs that look and work the same (without arrow keys).
    const fallback = (
      <div className="eng-tabs">
        <div className="eng-tab-list" role="tablist" aria-label={label || undefined}>
          {texts.map((text, index) => (
            <button
              key={index}
              type="button"
              role="tab"
              aria-selected={index === selectedIndex}
              data-selected={index === selectedIndex ? '' : undefined}
              className="eng-tab"
              onClick={() => onChange(index)}
            >
              {text}
            </button>
          ))}
        </div>
      </div>
    );
    return (
      <Suspense fallback={fallback}>
        <TabGroup selectedIndex={selectedIndex} onChange={onChange} className="eng-tabs">
          <TabList className="eng-tab-list" aria-label={label || undefined}>
            {texts.map((text, index) => (
              <Tab key={index} className="eng-tab">
                {text}
              </Tab>
            ))}
          </TabList>
        </TabGroup>
      </Suspense>
    );
  },
});

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
