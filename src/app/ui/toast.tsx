import './ui.css';

import { useSyncExternalStore } from 'react';

import { type ToastStore, toastStore } from './toast-store.ts';

export { createToastStore, DEFAULT_TOAST_MS, type ToastStore, toastStore } from './toast-store.ts';

/** Renders the current toast; tapping it dismisses it (SPEC §2). Mount once at the app root. */
export function ToastHost({ store = toastStore }: { store?: ToastStore }) {
  const toast = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // The live region stays mounted so screen readers announce each new text.
  return (
    <div className="app-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <button key={toast.id} type="button" className="app-toast" onClick={store.dismiss}>
          {toast.text}
        </button>
      )}
    </div>
  );
}
