// The rating block: a chunk of its own, loaded before a screen that shows one (engine/blocks/lazy-blocks.ts).
import type { RatingBlock } from '../generated/schema-types.ts';
import { useEngine, useInspectAttributes, useRuntimeSelector, useText } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';

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
