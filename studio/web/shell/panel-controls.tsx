// The panel switches in the studio's bar and the handle that sets the preview's width (drag, or
// the arrow keys when focused).
import { useRef } from 'react';

import { maxPreviewWidth, MIN_PREVIEW, type Panels } from './layout.ts';

const PANEL_NAMES = { screens: 'Screens', structure: 'Structure', preview: 'Preview' } as const;

export function PanelToggles({ panels, onChange }: { panels: Panels; onChange: (change: Partial<Panels>) => void }) {
  return (
    <div role="group" aria-label="Panels" className="studio-row studio-panels">
      {(Object.keys(PANEL_NAMES) as (keyof typeof PANEL_NAMES)[]).map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={panels[name]}
          title={panels[name] ? `Hide the ${PANEL_NAMES[name].toLowerCase()} panel` : `Show the ${PANEL_NAMES[name].toLowerCase()} panel`}
          onClick={() => onChange({ [name]: !panels[name] })}
        >
          {PANEL_NAMES[name]}
        </button>
      ))}
    </div>
  );
}

const STEP = 24;

export function PreviewResizer({ panels, onChange }: { panels: Panels; onChange: (change: Partial<Panels>) => void }) {
  const drag = useRef<{ x: number; width: number }>(undefined);
  const max = maxPreviewWidth(panels, window.innerWidth);
  const width = Math.min(panels.previewWidth, max);
  const set = (next: number) => onChange({ previewWidth: Math.round(Math.max(MIN_PREVIEW, Math.min(max, next))) });
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Preview width"
      aria-valuenow={width}
      aria-valuemin={MIN_PREVIEW}
      aria-valuemax={max}
      tabIndex={0}
      className="studio-resizer"
      title="Drag (or focus and press ← →) to make the preview wider or narrower"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, width };
      }}
      onPointerMove={(event) => {
        if (drag.current) set(drag.current.width + drag.current.x - event.clientX);
      }}
      onPointerUp={() => (drag.current = undefined)}
      onPointerCancel={() => (drag.current = undefined)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') set(width + STEP);
        else if (event.key === 'ArrowRight') set(width - STEP);
        else return;
        event.preventDefault();
      }}
    />
  );
}
