import { toCode128Widths } from '../core/barcode.ts';
import { toScalarText } from '../core/expression.ts';
import type { BarcodeBlock } from '../generated/schema-types.ts';
import { useEvaluated, useInspectAttributes, useText } from '../react/context.tsx';
import { defineBlock } from '../react/registries.ts';

/** Quiet zone each side, in modules: scanners need 10. */
const QUIET_MODULES = 10;
const BAR_HEIGHT = 60;

export const barcodeBlock = defineBlock<BarcodeBlock>({
  type: 'barcode',
  Component({ block, pointer }) {
    const inspect = useInspectAttributes(pointer);
    const raw = useEvaluated(block.value);
    const label = useText(block.label);
    const value = toScalarText(raw).trim();
    if (!value) return null;
    const widths = toCode128Widths(value);
    const bars: { x: number; width: number }[] = [];
    let x = QUIET_MODULES;
    (widths ?? []).forEach((width, index) => {
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    });
    const total = x + QUIET_MODULES;
    return (
      <figure className="eng-barcode" {...inspect} role="img" aria-label={`${label}: ${value}`}>
        {widths ? (
          <svg viewBox={`0 0 ${total} ${BAR_HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect width={total} height={BAR_HEIGHT} fill="#fff" />
            {bars.map((bar) => (
              <rect key={bar.x} x={bar.x} width={bar.width} height={BAR_HEIGHT} fill="#000" />
            ))}
          </svg>
        ) : null}
        <figcaption aria-hidden="true">{value}</figcaption>
      </figure>
    );
  },
});
