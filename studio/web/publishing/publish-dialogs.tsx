// The publish panel's two dialogs: Publish the saved changes (with a note, and a confirmation when
// it brings back what a rollback took off) and Make live an earlier bundle, each listing what changes first.
import { useState } from 'react';

import { type BundleRow, type Comparison, studioApi } from '../shell/api.ts';
import { DialogForm, useDialogTask } from '../shell/dialog-form.tsx';
import { releaseName, releaseOfVersion } from './describe-release.ts';
import { BundleChanges, isBringingBack, NoteField, plural, RollbackWarning, summarize } from './publish-changes.tsx';

export function PublishDialog({
  comparison,
  liveRow,
  onClose,
  onPublished,
}: {
  comparison: Comparison;
  liveRow: BundleRow | undefined;
  onClose: () => void;
  onPublished: (text: string) => void;
}) {
  const [note, setNote] = useState('');
  const [bringBack, setBringBack] = useState(false);
  const bringing = isBringingBack(comparison);
  const { busy, error, run } = useDialogTask(async () => {
    const outcome = await studioApi.publish({
      note,
      contentId: comparison.contentId,
      live: comparison.live,
      ...(bringing ? { bringBack } : {}),
    });
    if (!outcome.published)
      throw new Error(
        `Not published: ${plural(outcome.problems.length, 'problem')} in the saved screens folder, e.g. ${outcome.problems[0]?.file}: ${outcome.problems[0]?.message}`,
      );
    onPublished(
      `Published ${releaseOfVersion(outcome.version)} (${plural(outcome.screens, 'screen')}): it is live. Pages opened from now on show it.`,
    );
  });
  const ready = note.trim().length > 0 && (!bringing || bringBack) && !busy;
  return (
    <DialogForm
      titleId="publish-title"
      className="studio-dialog studio-release"
      submit={{ label: 'Publish to borrowers', ready, error }}
      onSubmit={run}
      onClose={onClose}
    >
      <h2 id="publish-title">Publish the saved changes?</h2>
      <p>
        Live now:{' '}
        <span title={comparison.live ? `Version ${comparison.live}` : undefined}>
          {liveRow ? releaseName(liveRow) : releaseOfVersion(comparison.live)}
        </span>
        .
      </p>
      <p>
        <strong>Goes live: {summarize(comparison)}.</strong>
      </p>
      {bringing ? <RollbackWarning event={comparison.bringsBack} comparison={comparison} /> : null}
      <BundleChanges comparison={comparison} />
      <NoteField label="Note for the history: what goes live and why" value={note} onChange={setNote} required />
      {bringing ? (
        <label className="studio-confirm">
          <input type="checkbox" checked={bringBack} onChange={(event) => setBringBack(event.target.checked)} /> Yes, bring back what was
          rolled back
        </label>
      ) : null}
    </DialogForm>
  );
}

export function MakeLiveDialog({
  row,
  comparison,
  onClose,
  onDone,
}: {
  row: BundleRow;
  comparison: Comparison;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [note, setNote] = useState('');
  const { busy, error, run } = useDialogTask(async () => {
    const { from } = await studioApi.makeLive(row.version, note, comparison.live);
    const name = releaseName(row, { note: false });
    onDone(
      `${name[0].toUpperCase()}${name.slice(1)} is live again, instead of ${releaseOfVersion(from)}. Pages opened from now on show it.`,
    );
  });
  return (
    <DialogForm
      titleId="live-title"
      className="studio-dialog studio-release"
      submit={{ label: 'Make it live again', ready: !busy, error }}
      onSubmit={run}
      onClose={onClose}
    >
      <h2 id="live-title">Make {releaseName(row, { note: false })} live again?</h2>
      <p>
        Borrowers who open a page from now on get <span title={`Version ${row.version}`}>{releaseName(row)}</span> instead of{' '}
        {releaseOfVersion(comparison.live)}, live now. Pages already open keep their screens. The saved screens folder does not change.
      </p>
      <p>
        <strong>Changes for borrowers: {summarize(comparison)}.</strong>
      </p>
      <BundleChanges comparison={comparison} />
      <NoteField label="Why (optional, kept in the history)" value={note} onChange={setNote} required={false} />
    </DialogForm>
  );
}
