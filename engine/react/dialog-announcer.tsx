import { useState, useSyncExternalStore } from 'react';

import { useEngine } from './context.tsx';

/**
 * A live region inside a dialog or sheet that repeats the toasts shown while it is open. A modal
 * dialog makes the rest of the page inert, the app's toast region included, so without it a
 * screen reader would not hear "Please select a rating" in the rating dialog.
 */
export function DialogAnnouncer() {
  const { announcer } = useEngine();
  const [openedWith] = useState(() => announcer.getSnapshot()?.id ?? 0);
  const latest = useSyncExternalStore(announcer.subscribe, announcer.getSnapshot, announcer.getSnapshot);
  const fresh = latest && latest.id > openedWith ? latest : undefined;
  return (
    <div className="eng-sr-only" role="status" aria-live="polite" aria-atomic="true">
      {/* A new node per toast: the same text twice is announced twice. */}
      {fresh ? <span key={fresh.id}>{fresh.text}</span> : null}
    </div>
  );
}
