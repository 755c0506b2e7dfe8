// "Publish and history": the checks before publishing, then a dialog that lists what goes live
// against what is live now (screens and texts added, changed, removed, with the readable diff of
// Save) and asks for a note; the history of every bundle, rolled-back ones included, each with who
// published it, when, its note and its changes against live; Make live asks first, with the same
// list. After a rollback the panel says what the saved folder would bring back.
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { lacksApproval, ReviewSection } from '../review/review-view.tsx';
import { announceFolderChanged, type BundleRow, type Comparison, studioApi, type StudioFolder, type StudioHistory } from '../shell/api.ts';
import { lacksRole, type ReviewState, type TeamPerson } from '../team/team.ts';
import { BundleChanges, SavedDiffers } from './publish-changes.tsx';
import type { OpenTarget } from './publish-checks.ts';
import { PrePublishChecks } from './publish-checks-view.tsx';
import { MakeLiveDialog, PublishDialog } from './publish-dialogs.tsx';
import { HistoryTable } from './publish-history.tsx';
import { HeldBackList, RemoveDialog } from './publish-remove.tsx';
import { ScheduleSection } from './publish-schedule.tsx';
import { usePopoverPlacement, usePublishPanel } from './use-publish-panel.ts';

/** The review in team mode; until it is read, a line in its place (an alert if it could not be read). */
function TeamReview({
  person,
  review,
  unread,
  hasChange,
  drift,
  onReviewed,
  onRetry,
}: {
  person: TeamPerson;
  review: ReviewState | undefined;
  unread: { text: string; failed: boolean } | undefined;
  hasChange: boolean;
  drift: Comparison | undefined;
  onReviewed: (state: ReviewState) => void;
  onRetry: () => void;
}) {
  if (review)
    return (
      <ReviewSection
        person={person}
        review={review}
        hasChange={hasChange}
        changes={drift ? <BundleChanges comparison={drift} /> : null}
        onReviewed={onReviewed}
      />
    );
  if (unread?.failed)
    return (
      <p role="alert" className="studio-notice is-error">
        {unread.text}{' '}
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  return (
    <p role="status" className="studio-muted">
      {unread?.text}
    </p>
  );
}

/** Why Check and publish is off when the saved folder brings nothing new (undefined when it does, or is not read yet). */
function nothingToPublish(drift: Comparison | undefined, hasChange: boolean): string | undefined {
  if (!drift || hasChange) return undefined;
  return drift.heldBack?.length
    ? 'Nothing to publish: what differs from live was taken off by a rollback. Bring it back first (above).'
    : 'Nothing to publish: nothing saved differs from what is live.';
}

type Notice = { tone: 'ok' | 'error'; text: string };

/** A dialog on the page itself, not inside the dark bar that holds the panel's button. */
const onPage = (dialog: ReactNode) => createPortal(dialog, document.body);

/** The panel's title and its Close button (Escape closes it too). */
function PanelHead({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  return (
    <div className="studio-popover-head">
      <h2 id={titleId}>Publish</h2>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

export function PublishControls({
  history,
  setHistory,
  setNotice,
  hasDrafts,
  folder,
  person,
  onOpen,
}: {
  history: StudioHistory | undefined;
  setHistory: (history: StudioHistory) => void;
  setNotice: (notice: Notice) => void;
  hasDrafts: boolean;
  folder: StudioFolder;
  /** Team mode's person signed in; null in a local studio. */
  person: TeamPerson | null | undefined;
  onOpen: (target: OpenTarget) => void;
}) {
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<
    { kind: 'publish'; comparison: Comparison } | { kind: 'live'; row: BundleRow; comparison: Comparison } | { kind: 'remove' }
  >();
  const inTeam = Boolean(person);
  const { open, setOpen, drift, revision, refresh, review, unread, retryReview, reviewed } = usePublishPanel(folder, inTeam, setHistory);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const width = usePopoverPlacement(open, close, Boolean(dialog), opener);
  const cannotPublish = lacksRole(person, 'publisher');
  const canEdit = !lacksRole(person, 'editor');
  const hasChange = Boolean(drift && (drift.screens.length > 0 || drift.shared || drift.pages.length > 0));
  const notApproved = hasChange ? (unread?.refusal ?? lacksApproval(review)) : undefined;
  const nothingNew = nothingToPublish(drift, hasChange);
  const liveRow = history?.bundles.find((row) => row.state === 'live');
  // What changed the saved folder or what is live: the panel and the studio's lists read again.
  const done = (text: string) => {
    setDialog(undefined);
    setNotice({ tone: 'ok', text });
    refresh();
    announceFolderChanged();
  };
  const compareFirst = async (target: string) => {
    setBusy(true);
    try {
      return await studioApi.compare(target);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="studio-publish">
      <button type="button" ref={opener} aria-expanded={open} onClick={() => setOpen(!open)}>
        Publish and history
      </button>
      {open ? (
        <div className="studio-popover" role="region" aria-labelledby={titleId} style={width ? { width } : undefined}>
          <PanelHead
            titleId={titleId}
            onClose={() => {
              close();
              opener.current?.focus();
            }}
          />
          <p>
            {hasDrafts
              ? 'Drafts not saved yet are not published: save them first.'
              : 'Publishes the saved screens, texts and pages to borrowers, after you have seen what changes.'}
          </p>
          {drift ? <SavedDiffers drift={drift} /> : null}
          {drift ? (
            <HeldBackList
              comparison={drift}
              canBringBack={canEdit}
              inTeam={inTeam}
              onBrought={(text) => {
                setNotice({ tone: 'ok', text });
                refresh();
                announceFolderChanged();
              }}
              onError={(text) => setNotice({ tone: 'error', text })}
            />
          ) : null}
          {canEdit ? (
            <p>
              <button type="button" onClick={() => setDialog({ kind: 'remove' })}>
                Remove a screen or page…
              </button>
            </p>
          ) : null}
          {person ? (
            <TeamReview
              person={person}
              review={review}
              unread={unread}
              hasChange={hasChange}
              drift={drift}
              onRetry={retryReview}
              onReviewed={reviewed}
            />
          ) : null}
          {inTeam ? (
            <ScheduleSection
              drift={drift}
              hasChange={hasChange}
              refusal={cannotPublish ?? notApproved}
              canCancel={!cannotPublish}
              revision={`${revision} ${String(history?.live)}`}
              onChanged={(text) => {
                setNotice({ tone: 'ok', text });
                refresh();
              }}
            />
          ) : null}
          <PrePublishChecks
            folder={folder}
            busy={busy}
            refusal={cannotPublish ?? nothingNew ?? notApproved}
            onOpen={onOpen}
            onPublish={async () => {
              try {
                setDialog({ kind: 'publish', comparison: await compareFirst('saved') });
              } catch (error) {
                setNotice({ tone: 'error', text: (error as Error).message });
              }
            }}
          />
          <HistoryTable
            history={history}
            busy={busy}
            refusal={cannotPublish}
            onMakeLive={(target) => {
              compareFirst(target.version).then(
                (comparison) => setDialog({ kind: 'live', row: target, comparison }),
                (error: unknown) => setNotice({ tone: 'error', text: (error as Error).message }),
              );
            }}
          />
        </div>
      ) : null}
      {dialog?.kind === 'publish'
        ? onPage(<PublishDialog comparison={dialog.comparison} liveRow={liveRow} onClose={() => setDialog(undefined)} onPublished={done} />)
        : null}
      {dialog?.kind === 'remove'
        ? onPage(<RemoveDialog folder={folder} inTeam={inTeam} onClose={() => setDialog(undefined)} onRemoved={done} />)
        : null}
      {dialog?.kind === 'live'
        ? onPage(<MakeLiveDialog row={dialog.row} comparison={dialog.comparison} onClose={() => setDialog(undefined)} onDone={done} />)
        : null}
    </div>
  );
}
