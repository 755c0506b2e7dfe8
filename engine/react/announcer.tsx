import { useState, useSyncExternalStore } from 'react';
import type { EngineServices } from '../core/services.ts';
import { useEngine } from './context.tsx';

interface Announcement {
  id: number;
  text: string;
}

/** The latest toast text of a screen, for the dialog that is open when it shows. */
export interface Announcer {
  announce: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Announcement | undefined;
}

export function createAnnouncer(): Announcer {
  let latest: Announcement | undefined;
  const listeners = new Set<() => void>();
  return {
    announce(text) {
      latest = { id: (latest?.id ?? 0) + 1, text };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => latest,
  };
}

/** The same services, except that every toast is also handed to the announcer. */
export function withAnnouncedToasts(services: EngineServices, announcer: Announcer): EngineServices {
  return {
    ...services,
    toast: {
      show(text, durationMs) {
        services.toast.show(text, durationMs);
        announcer.announce(text);
      },
    },
  };
}

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
