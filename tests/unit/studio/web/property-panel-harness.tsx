// The property panel as the tests show it: every handler a spy unless a test passes its own.
import { type ComponentProps } from 'react';
import { vi } from 'vitest';

import type { NodeForm } from '../../../../studio/web/editor/property-form.ts';
import { PropertyPanel } from '../../../../studio/web/editor/property-panel.tsx';

type Handlers = Omit<ComponentProps<typeof PropertyPanel>, 'form' | 'problems'>;

export function panelFor(form: NodeForm, handlers: Partial<Handlers> = {}) {
  return (
    <PropertyPanel
      form={form}
      onText={vi.fn()}
      onMakeMessage={vi.fn()}
      onSet={vi.fn()}
      onEditJson={vi.fn()}
      onMove={vi.fn()}
      onDuplicate={vi.fn()}
      onDelete={vi.fn()}
      problems={new Map()}
      {...handlers}
    />
  );
}
