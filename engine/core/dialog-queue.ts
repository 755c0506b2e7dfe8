// A screen's dialogs opened and closed, with a queue: `openDialog` with `queue` waits until no
// dialog is open, in call order.
import type { ScreenRuntime } from './screen-runtime.ts';

type Dialogs = Partial<Record<string, boolean>>;

export interface DialogQueueHost {
  getDialogs: () => Dialogs;
  setDialogs: (dialogs: Dialogs) => void;
  schedule: ScreenRuntime['schedule'];
}

/** The runtime's setDialog over the dialogs the host keeps. */
export function createDialogQueue({ getDialogs, setDialogs, schedule }: DialogQueueHost): ScreenRuntime['setDialog'] {
  // Dialogs waiting for the open ones to close (openDialog with queue).
  const queue: string[] = [];
  // After a close, the next queued dialog opens on the next turn, so actions that close one dialog
  // and open another (a result dialog) run first; the queue then waits for that one too.
  const openNextQueued = () => {
    if (queue.length === 0) return;
    schedule(0, () => {
      if (Object.values(getDialogs()).some(Boolean)) return;
      const next = queue.shift();
      if (next !== undefined) setDialogs({ ...getDialogs(), [next]: true });
    });
  };

  return (id, isOpen, options) => {
    const dialogs = getDialogs();
    const isAnyOpen = Object.values(dialogs).some(Boolean);
    if (isOpen && options?.queue && (isAnyOpen || queue.length > 0)) {
      if (!dialogs[id] && !queue.includes(id)) queue.push(id);
      if (!isAnyOpen) openNextQueued();
      return;
    }
    if (!isOpen) {
      const queued = queue.indexOf(id);
      if (queued >= 0) queue.splice(queued, 1);
    }
    if (Boolean(dialogs[id]) === isOpen) return;
    setDialogs({ ...dialogs, [id]: isOpen });
    if (!isOpen) openNextQueued();
  };
}
