// The Undo and Redo buttons of the studio's bar (the undo history itself: edit-history.ts).
import type { EditHistoryControls } from './edit-history.ts';

export function HistoryButtons({ controls }: { controls: EditHistoryControls }) {
  return (
    <>
      {/* aria-disabled, not disabled: the focus stays on the button, so Ctrl+Z still reaches the page after the last redo. */}
      <button
        type="button"
        onClick={controls.undo}
        aria-disabled={!controls.undoLabel}
        title={controls.undoLabel ? `Undo ${controls.undoLabel} (Ctrl+Z)` : 'Nothing to undo'}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </button>
      <button
        type="button"
        onClick={controls.redo}
        aria-disabled={!controls.redoLabel}
        title={controls.redoLabel ? `Redo ${controls.redoLabel} (Ctrl+Shift+Z)` : 'Nothing to redo'}
        aria-keyshortcuts="Control+Shift+Z Control+Y Meta+Shift+Z"
      >
        Redo
      </button>
    </>
  );
}
