// The studio's modal form: a backdrop, a form named by its title that submits with Enter and closes
// with Escape. The dialogs (make it a message, publish, make live) give their fields and buttons.
import type { ReactNode } from 'react';

export function DialogForm({
  titleId,
  className,
  onSubmit,
  onClose,
  children,
}: {
  /** The id of the dialog's heading, which names it. */
  titleId: string;
  className: string;
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
          onSubmit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        {children}
      </form>
    </div>
  );
}
