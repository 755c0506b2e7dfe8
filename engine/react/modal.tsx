import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  /** Escape (the dialog's `cancel` event) or a tap outside the panel, when dismissible. */
  onClose: () => void;
  /** `false`: Escape and outside taps do nothing (SPEC §2.6); the content's own buttons close it. */
  isDismissible?: boolean;
  /** The id of the visible title, else `label` names the dialog. */
  labelledBy?: string;
  label?: string;
  wrapClassName: string;
  panelClassName: string;
  backdropClassName?: string;
  /** Marks the dialog for tests and tools (`data-dialog`). */
  name?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element, open while it is mounted: `showModal()` puts
 * it in the top layer and makes the rest of the page inert (a dialog opened from a dialog goes on
 * top of it), so focus and screen readers stay inside. On open, focus moves to the element marked
 * `data-autofocus`, else to the panel; on close it goes back to the element that had it. The page
 * does not scroll while a modal is open (styles.css). Rendered into document.body through a portal.
 */
export function Modal({
  onClose,
  isDismissible = true,
  labelledBy,
  label,
  wrapClassName,
  panelClassName,
  backdropClassName,
  name,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest props, for the listeners the dialog gets once when it opens.
  const latest = useRef({ onClose, isDismissible });
  useLayoutEffect(() => {
    latest.current = { onClose, isDismissible };
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current as HTMLDialogElement;
    const panel = panelRef.current as HTMLDivElement;
    const opener = document.activeElement;
    // showModal focuses an `autofocus` element first, so no input takes focus (and opens the
    // phone's keyboard) on the way.
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
    target.autofocus = true;
    dialog.showModal();
    target.focus();
    const dismiss = () => {
      if (latest.current.isDismissible) latest.current.onClose();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss();
    };
    // The browser may close it without asking (a second Escape with no tap between them): a
    // dialog that must stay opens again, any other closes as if dismissed.
    const onNativeClose = () => {
      if (latest.current.isDismissible) latest.current.onClose();
      else dialog.showModal();
    };
    // A tap on the backdrop or the space around the panel.
    const onClick = (event: Event) => {
      if (!panel.contains(event.target as Node)) dismiss();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('click', onClick);
      // Closed before React takes it out, so the page is no longer inert and the opener takes focus.
      dialog.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog ref={dialogRef} className="eng-layer" aria-modal="true" aria-labelledby={labelledBy} aria-label={label} data-dialog={name}>
      <div className={backdropClassName ? `eng-backdrop ${backdropClassName}` : 'eng-backdrop'} aria-hidden="true" />
      <div className={wrapClassName}>
        <div ref={panelRef} className={panelClassName} tabIndex={-1}>
          {children}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
