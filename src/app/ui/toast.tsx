import { useSyncExternalStore } from 'react';
import { toastStore, type ToastStore } from './toast-store';
import './ui.css';

export { createToastStore, DEFAULT_TOAST_MS, toastStore, type ToastStore } from './toast-store';

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
