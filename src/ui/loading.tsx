import { useSyncExternalStore } from 'react';
import { loadingStore, type LoadingStore } from './loading-store';
import './ui.css';

export { createLoadingStore, type LoadingStore } from './loading-store';

/** The overlay shown while a call with loading text runs (SPEC §8); it blocks taps underneath. Mount once at the app root. */
export function LoadingHost({ store = loadingStore }: { store?: LoadingStore }) {
  const loading = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (!loading.visible) return null;
  return (
    <div className="app-loading" aria-busy="true" aria-live="polite" data-testid="loading-overlay">
      <div className="app-loading__box">
        <span className="app-loading__spinner" aria-hidden="true" />
        {loading.text && <span className="app-loading__text">{loading.text}</span>}
      </div>
    </div>
  );
}
