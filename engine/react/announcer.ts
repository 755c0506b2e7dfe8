// A screen's latest toast, for the live region of the dialog open when it shows (dialog-announcer.tsx).
import type { EngineServices } from '../core/services.ts';
import { createWatched } from '../core/subject.ts';

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
  const latest = createWatched<Announcement | undefined>(undefined);
  return {
    announce: (text) => latest.set({ id: (latest.get()?.id ?? 0) + 1, text }),
    subscribe: latest.subscribe,
    getSnapshot: latest.get,
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
