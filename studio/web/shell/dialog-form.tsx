// The studio's modal form: a backdrop, a form named by its title that submits with Enter and closes
// with Escape, ending in its error line and its two buttons (the dialog's own action, and Cancel).
// The dialogs (make it a message, save all, publish, make live) give their fields; a dialog that
// sends a request runs it through useDialogTask.
import { type ReactNode, useState } from 'react';

/** The dialog's own button: its label, whether it may be pressed now, and why the last try failed. */
interface DialogSubmit {
  label: ReactNode;
  ready: boolean;
  error?: string;
}

export function DialogForm({
  titleId,
  className,
  submit,
  onSubmit,
  onClose,
  children,
}: {
  /** The id of the dialog's heading, which names it. */
  titleId: string;
  className: string;
  submit: DialogSubmit;
  /** Called on the button or Enter, only while `submit.ready`. */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <div className="studio-backdrop">
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          if (submit.ready) onSubmit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        {children}
        {submit.error ? <p role="alert">{submit.error}</p> : null}
        <div className="studio-row">
          <button type="submit" className="is-primary" disabled={!submit.ready}>
            {submit.label}
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * A dialog's one request: `busy` from the press until it fails (the dialog closes when it
 * succeeds), `error` the message of its last failure; pressing again tries again, never twice at once.
 */
export function useDialogTask(task: () => Promise<unknown>): { busy: boolean; error?: string; run: () => void } {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    task().catch((caught: unknown) => {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    });
  };
  return { busy, error, run };
}
