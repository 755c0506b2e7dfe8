// The Save of a file beside the screens, on its editor and beside a shared part's properties: it
// names every file it writes ("Save the shared part order-summary and the shared texts"), is off
// while saving, when saved, while the checker finds problems (saying how many) and for a role that
// cannot save (saying why).
import { useState } from 'react';

import { filesInWords } from './save-together.ts';

export function SaveFilesButton({
  saves,
  isDraft,
  onSave,
  blocking,
  cannotSave,
}: {
  /** Every file the save writes (a shared part and the shared texts its new row titles name go together). */
  saves: readonly string[];
  isDraft: boolean;
  onSave: () => Promise<void>;
  /** The checker's problems: none may be left for a save. */
  blocking: number;
  /** Team mode: why this person may not save (no editor role); the server refuses it too. */
  cannotSave: string | undefined;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="is-primary"
      disabled={!isDraft || busy || blocking > 0 || Boolean(cannotSave)}
      title={
        cannotSave ??
        (blocking > 0
          ? 'Fix the problems to save'
          : saves.length > 1
            ? `Saved together, both or neither: ${filesInWords(saves)} (the part's new row titles are new shared texts)`
            : undefined)
      }
      onClick={() => {
        setBusy(true);
        void onSave().finally(() => setBusy(false));
      }}
    >
      {!isDraft
        ? 'Saved'
        : blocking > 0
          ? `Save (fix ${blocking} problem${blocking === 1 ? '' : 's'} first)`
          : `Save ${filesInWords(saves)}`}
    </button>
  );
}
