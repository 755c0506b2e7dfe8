import { useContext, useState } from 'react';

import { evaluate, isTruthy, toScalarText } from '../core/expression.ts';
import type { KeyValueListBlock, ListBlock, Text } from '../generated/schema-types.ts';
import { BlockList } from '../react/block-list.tsx';
import { LocalScopeContext, useEngine, useEvaluated, useInspectAttributes, useRuntimeSelector, useText } from '../react/context.tsx';
import { usePressableName } from '../react/pressable-name.ts';
import { defineBlock } from '../react/registries.ts';
import { useSpokenAmount } from '../react/spoken-amounts.ts';
import { usePress } from '../react/use-press.ts';
import { arrangeRows } from './arrange-rows.ts';

const toText = toScalarText;

export const keyValueListBlock = defineBlock<KeyValueListBlock>({
  type: 'keyValueList',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const { services } = useEngine();
    const items = useEvaluated(block.items);
    const title = useText(block.title);
    const [isExpanded, setExpanded] = useState(false);
    const labelKey = block.labelKey ?? 'text';
    const valueKey = block.valueKey ?? 'value';
    const nameKey = block.rowKey ?? labelKey;
    // The server's rows as the screen arranges them (order, hidden, other titles); the rest as sent.
    const rows = arrangeRows(Array.isArray(items) ? (items as Record<string, unknown>[]) : [], {
      nameOf: (row) => toText(row?.[nameKey]),
      order: block.rowOrder,
      hidden: block.hiddenRows,
      labels: block.rowLabels,
    });
    if (rows.length === 0) return null;
    const limit = block.collapsedCount;
    const canFold = limit !== undefined && rows.length > limit;
    const shown = canFold && !isExpanded ? rows.slice(0, limit) : rows;
    return (
      <section className="eng-kv" {...inspect}>
        {title ? <h2 className="eng-section-title">{title}</h2> : null}
        <dl className="eng-kv-list">
          {shown.map(({ row, label }, index) => (
            <KeyValueRow key={index} label={toText(row?.[labelKey])} relabel={label} value={toText(row?.[valueKey])} />
          ))}
        </dl>
        {canFold ? (
          <button
            type="button"
            className="eng-btn eng-btn--link eng-fold"
            aria-expanded={isExpanded}
            onClick={() => setExpanded(!isExpanded)}
          >
            {services.messages.t(isExpanded ? 'engine.hide' : 'engine.more')}
          </button>
        ) : null}
      </section>
    );
  },
});

function KeyValueRow({ label, relabel, value }: { label: string; relabel: Text | undefined; value: string }) {
  // Another title the screen gives the row; the server's when that text is empty.
  const other = useText(relabel);
  return (
    <div className="eng-kv-row">
      <dt>{other || label}</dt>
      <dd {...useSpokenAmount(value)}>{value}</dd>
    </div>
  );
}

export const listBlock = defineBlock<ListBlock>({
  type: 'list',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const items = useEvaluated(block.items);
    const empty = useText(block.empty);
    const rows: unknown[] = Array.isArray(items) ? items : [];
    if (rows.length === 0)
      return empty ? (
        <p className="eng-muted eng-empty" {...inspect}>
          {empty}
        </p>
      ) : null;
    return (
      <ul className={`eng-list eng-list--${block.itemStyle ?? 'card'}`} {...inspect}>
        {rows.map((item, index) => (
          <ListItem key={index} block={block} pointer={pointer} item={item} index={index} />
        ))}
      </ul>
    );
  },
});

function ListItem({ block, pointer, item, index }: { block: ListBlock; pointer: string; item: unknown; index: number }) {
  const parent = useContext(LocalScopeContext);
  const scope = { ...parent, item, index };
  return (
    <LocalScopeContext.Provider value={scope}>
      <li className="eng-list-item">
        {block.onItemPress ? (
          <PressableItem block={block} pointer={pointer} index={index} />
        ) : (
          <div className="eng-list-body">
            <BlockList blocks={block.blocks} pointer={`${pointer}/blocks`} />
          </div>
        )}
      </li>
    </LocalScopeContext.Provider>
  );
}

function PressableItem({ block, pointer }: { block: ListBlock; pointer: string; index: number }) {
  const { press, isBusy } = usePress(block.onItemPress, `${pointer}/onItemPress`);
  const label = useText(block.itemLabel);
  const nameRef = usePressableName(label);
  const isChoice = block.selectedWhen !== undefined;
  const isSelected = useRuntimeSelector((_, scope) => isChoice && isTruthy(evaluate(block.selectedWhen, scope)));
  return (
    <button
      ref={nameRef}
      type="button"
      className={`eng-list-body eng-pressable${isSelected ? ' is-selected' : ''}`}
      onClick={() => void press()}
      aria-busy={isBusy || undefined}
      aria-pressed={isChoice ? isSelected : undefined}
    >
      <BlockList blocks={block.blocks} pointer={`${pointer}/blocks`} />
      <span className={isChoice ? `eng-select-mark${isSelected ? ' is-selected' : ''}` : 'eng-chevron'} aria-hidden="true" />
    </button>
  );
}
