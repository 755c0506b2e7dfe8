import { createWatched } from '@borrower/engine/core/subject.ts';

// SPEC §9: default toast 3000 ms; a custom duration is honoured only when above 300 ms.
export const DEFAULT_TOAST_MS = 3000;
const MIN_CUSTOM_TOAST_MS = 300;

interface ToastState {
  /** Changes with every toast, so a repeated text still restarts the host's animation. */
  id: number;
  text: string;
}

export interface ToastStore {
  show: (text: string, durationMs?: number) => void;
  dismiss: () => void;
  getSnapshot: () => ToastState | null;
  subscribe: (listener: () => void) => () => void;
}

function toToastDuration(durationMs: number | undefined): number {
  return typeof durationMs === 'number' && Number.isFinite(durationMs) && durationMs > MIN_CUSTOM_TOAST_MS ? durationMs : DEFAULT_TOAST_MS;
}

/** One toast at a time: a new one replaces the current one and restarts the timer. */
export function createToastStore(): ToastStore {
  const current = createWatched<ToastState | null>(null);
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function dismiss(): void {
    clearTimer();
    current.set(null);
  }

  return {
    show(text, durationMs) {
      if (text.trim() === '') return;
      clearTimer();
      current.set({ id: nextId++, text });
      timer = setTimeout(dismiss, toToastDuration(durationMs));
    },
    dismiss,
    getSnapshot: current.get,
    subscribe: current.subscribe,
  };
}

export const toastStore = createToastStore();
