// The studio's layout on the screens staff have (1366×768 laptops up): which panels show, how wide
// the preview is, and the scale that fits both phone frames wholly in it (a CSS transform: the
// phone's page keeps its own size, so it lays out as on the phone).
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

export interface Panels {
  screens: boolean;
  structure: boolean;
  preview: boolean;
  /** The preview column's width in CSS pixels. */
  previewWidth: number;
}

const STORE_KEY = 'studio-layout';
export const MIN_PREVIEW = 300;
const MIN_EDITOR = 560;
export const LIST_WIDTH = 220;
export const SIDE_WIDTH = 240;

/** Below this width the structure panel starts closed, so the editor and both frames fit. */
const WIDE = 1600;

function defaultPanels(width: number): Panels {
  const structure = width >= WIDE;
  const taken = LIST_WIDTH + (structure ? SIDE_WIDTH : 0) + MIN_EDITOR;
  return { screens: true, structure, preview: true, previewWidth: Math.max(MIN_PREVIEW, Math.min(780, width - taken)) };
}

function readPanels(): Panels {
  const fallback = defaultPanels(window.innerWidth);
  try {
    const kept = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as Partial<Panels> | null;
    if (!kept || typeof kept !== 'object') return fallback;
    return {
      screens: typeof kept.screens === 'boolean' ? kept.screens : fallback.screens,
      structure: typeof kept.structure === 'boolean' ? kept.structure : fallback.structure,
      preview: typeof kept.preview === 'boolean' ? kept.preview : fallback.preview,
      previewWidth: typeof kept.previewWidth === 'number' ? kept.previewWidth : fallback.previewWidth,
    };
  } catch {
    return fallback;
  }
}

/** The panels shown and the preview's width, kept in this browser. */
export function usePanels(): [Panels, (change: Partial<Panels>) => void] {
  const [panels, setPanels] = useState(readPanels);
  const update = useCallback((change: Partial<Panels>) => {
    setPanels((before) => {
      const next = { ...before, ...change };
      try {
        localStorage.setItem(STORE_KEY, JSON.stringify(next));
      } catch {
        // Private mode: the layout lasts for this page.
      }
      return next;
    });
  }, []);
  // The widths allowed follow the window: draw again when it changes.
  useEffect(() => {
    const redraw = () => setPanels((before) => ({ ...before }));
    window.addEventListener('resize', redraw);
    return () => window.removeEventListener('resize', redraw);
  }, []);
  return [panels, update];
}

/** The widest the preview may be now: the editor keeps MIN_EDITOR. */
export function maxPreviewWidth(panels: Panels, width: number): number {
  return Math.max(MIN_PREVIEW, width - MIN_EDITOR - (panels.screens ? LIST_WIDTH : 0) - (panels.structure ? SIDE_WIDTH : 0));
}

/**
 * The scale (at most 1) at which boxes of the given natural sizes, side by side with `gap` between
 * them and `reserved` px above each, fit the element's box; measured again whenever it resizes.
 */
export function useFitScale(sizes: { width: number; height: number }[], gap: number, reserved: number) {
  // A callback ref: the preview may be shown after the first render.
  const [element, box] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(1);
  const key = sizes.map((size) => `${size.width}x${size.height}`).join(',');
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const widths = sizes.reduce((sum, size) => sum + size.width, 0);
      const height = Math.max(...sizes.map((size) => size.height));
      const free = { width: element.clientWidth - gap * (sizes.length - 1), height: element.clientHeight - reserved };
      // Whole percent, rounded down: the frames never spill over by a fraction.
      const next = Math.max(0.25, Math.min(1, Math.floor(Math.min(free.width / widths, free.height / height) * 100) / 100));
      setScale(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the sizes
  }, [element, key, gap, reserved]);
  return { box, scale };
}
