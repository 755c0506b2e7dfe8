import { createWatched } from '@borrower/engine/core/subject.ts';

interface LoadingState {
  visible: boolean;
  text: string;
}

export interface LoadingStore {
  /** Shows the overlay with `text` until the returned function is called (calling it twice is harmless). */
  begin: (text: string) => () => void;
  getSnapshot: () => LoadingState;
  subscribe: (listener: () => void) => () => void;
}

const HIDDEN: LoadingState = Object.freeze({ visible: false, text: '' });

/** A counter: the overlay stays while any call with loading text runs, showing the newest text. */
export function createLoadingStore(): LoadingStore {
  const active: Array<{ text: string }> = [];
  const snapshot = createWatched<LoadingState>(HIDDEN);

  function update(): void {
    const newest = active[active.length - 1];
    const shown = snapshot.get();
    if (newest ? shown.visible && shown.text === newest.text : !shown.visible) return;
    snapshot.set(newest ? { visible: true, text: newest.text } : HIDDEN);
  }

  return {
    begin(text) {
      const entry = { text };
      active.push(entry);
      update();
      let hasEnded = false;
      return () => {
        if (hasEnded) return;
        hasEnded = true;
        active.splice(active.indexOf(entry), 1);
        update();
      };
    },
    getSnapshot: snapshot.get,
    subscribe: snapshot.subscribe,
  };
}

export const loadingStore = createLoadingStore();
