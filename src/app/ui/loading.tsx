import './ui.css';

import { useSyncExternalStore } from 'react';

import { type LoadingStore, loadingStore } from './loading-store.ts';

export { createLoadingStore, type LoadingStore } from './loading-store.ts';

/** The overlay shown while a call with loading text runs (SPEC §8); it blocks taps underneath. Mount once at the app root. */
export function LoadingHost({ store = loadingStore }: { store?: LoadingStore }) {
  const loading = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // The status stays mounted so a screen reader hears the text when it arrives (a live region
  // added together with its text is often not read); the overlay is for the eye.
  return (
    <>
      <div className="eng-sr-only" role="status">
        {loading.visible ? loading.text : ''}
      </div>
      {loading.visible ? (
        <div className="app-loading" aria-hidden="true" data-testid="loading-overlay">
          <div className="app-loading__box">
            <span className="app-loading__spinner" />
            {loading.text && <span className="app-loading__text">{loading.text}</span>}
          </div>
        </div>
      ) : null}
    </>
  );
}
