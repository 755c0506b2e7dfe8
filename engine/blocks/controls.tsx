import { evaluate, isTruthy } from '../core/expression.ts';
import type { ButtonBlock } from '../generated/schema-types.ts';
import { useInspectAttributes, useRuntimeSelector, useText } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';
import { useSpokenAmount } from '../react/spoken-amounts.ts';
import { usePress } from '../react/use-press.ts';

export const buttonBlock = defineBlock<ButtonBlock>({
  type: 'button',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const label = useText(block.label);
    const caption = useText(block.caption);
    const spoken = useSpokenAmount(label);
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
        {...spoken}
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
