// What the admin page and the password dialog share: the modal (Headless UI's Dialog: focus kept
// inside, Escape closes, focus back on the button that opened it), a request runner that turns the
// buttons off while a request runs and keeps a failed one to retry, and the error with its Retry.
import './admin.css';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode, useCallback, useRef, useState } from 'react';

export function AdminModal({
  title,
  className,
  onClose,
  children,
}: {
  title: string;
  className?: string;
  /** Without it the dialog cannot be closed (no Close, Escape does nothing): a step that must be done. */
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose ?? (() => undefined)} className="studio-admin-layer">
      <div className="studio-admin-backdrop" aria-hidden="true" />
      <div className="studio-admin-frame">
        <DialogPanel className={`studio-admin-dialog ${className ?? ''}`}>
          <header className="studio-admin-head">
            <DialogTitle as="h2">{title}</DialogTitle>
            {onClose ? (
              <button type="button" className="studio-admin-close" onClick={onClose}>
                Close
              </button>
            ) : null}
          </header>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

interface Failure {
  message: string;
  retry: () => void;
}

/**
 * Runs one request at a time: `busy` while it runs (the buttons are off), `failure` when it failed,
 * with a retry that sends it again.
 */
export function useRequest() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const running = useRef(false);
  const run = useCallback(async function send<T>(what: string, request: () => Promise<T>): Promise<T | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      return await request();
    } catch (error) {
      setFailure({ message: `${what}: ${(error as Error).message}`, retry: () => void send(what, request) });
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, failure, run, clear: () => setFailure(undefined) };
}

export function FailureNote({ failure, busy }: { failure: Failure | undefined; busy: boolean }) {
  if (!failure) return null;
  return (
    <div className="studio-admin-error" role="alert">
      <span>{failure.message}</span>
      <button type="button" onClick={failure.retry} disabled={busy}>
        Retry
      </button>
    </div>
  );
}

/** A time as the reader's clock says it, the exact UTC time in its tooltip. */
export function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={at}>
      {new Date(at).toLocaleString()}
    </time>
  );
}
