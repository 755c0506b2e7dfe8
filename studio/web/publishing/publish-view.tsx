// "Publish and history": the checks before publishing, then a dialog that lists what goes live
// against what is live now (screens and texts added, changed, removed, with the readable diff of
// Save) and asks for a note; the history of every bundle, rolled-back ones included, each with who
// published it, when, its note and its changes against live; Make live asks first, with the same
// list. After a rollback the panel says what the saved folder would bring back.
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { lacksApproval, ReviewSection } from '../review/review-view.tsx';
import { OPEN_REVIEW_EVENT } from '../review/waiting-for-me.tsx';
import { announceFolderChanged, type BundleRow, type Comparison, studioApi, type StudioFolder, type StudioHistory } from '../shell/api.ts';
import { lacksRole, type ReviewState, teamApi, type TeamPerson } from '../team/team.ts';
import { manilaTime, whoDid } from './describe-release.ts';
import { BundleChanges, Published, SavedDiffers, summarize, when } from './publish-changes.tsx';
import type { OpenTarget } from './publish-checks.ts';
import { PrePublishChecks } from './publish-checks-view.tsx';
import { MakeLiveDialog, PublishDialog } from './publish-dialogs.tsx';
import { HeldBackList, RemoveDialog } from './publish-remove.tsx';
import { ScheduleSection } from './publish-schedule.tsx';

type Notice = { tone: 'ok' | 'error'; text: string };

/** A dialog on the page itself, not inside the dark bar that holds the panel's button. */
const onPage = (dialog: ReactNode) => createPortal(dialog, document.body);

function HistoryRow({
  row,
  busy,
  refusal,
  onMakeLive,
}: {
  row: BundleRow;
  busy: boolean;
  /** Why this person may not make a version live (team mode), shown as the button's description. */
  refusal: string | undefined;
  onMakeLive: (row: BundleRow) => void;
}) {
  const [changes, setChanges] = useState<Comparison | string>();
  const [shown, setShown] = useState(false);
  const toggle = () => {
    setShown(!shown);
    if (!shown && changes === undefined)
      studioApi.compare(row.version).then(setChanges, (error: unknown) => setChanges((error as Error).message));
  };
  return (
    <>
      <tr aria-current={row.state === 'live' ? 'true' : undefined} className={`is-${row.state.replace(' ', '-')}`}>
        <td>
          {/* Named by when it was made; its version only as the detail below. */}
          {manilaTime(row.published?.at ?? row.createdAt)}
          <span className="studio-change-detail studio-version-id">{row.version}</span>
        </td>
        <td>
          <Published row={row} />
        </td>
        <td className="studio-history-note">{row.published?.note ?? ''}</td>
        <td>
          {row.state === 'live' ? (
            <strong>live</strong>
          ) : row.state === 'rolled back' ? (
            <>
              rolled back
              {row.rolledBack ? (
                <>
                  {' '}
                  by {whoDid(row.rolledBack)}, <time dateTime={row.rolledBack.at}>{when(row.rolledBack.at)}</time>
                  {row.rolledBack.note ? <> (“{row.rolledBack.note}”)</> : null}
                </>
              ) : null}
            </>
          ) : (
            'earlier'
          )}
        </td>
        <td>
          <div className="studio-row">
            {row.state === 'live' ? null : (
              <>
                <button type="button" aria-expanded={shown} onClick={toggle}>
                  Changes against live
                </button>
                <button type="button" disabled={busy || Boolean(refusal)} title={refusal} onClick={() => onMakeLive(row)}>
                  Make live…
                </button>
              </>
            )}
          </div>
        </td>
      </tr>
      {shown ? (
        <tr className="studio-history-changes">
          <td colSpan={5}>
            {changes === undefined ? (
              <p aria-busy="true">Comparing with live…</p>
            ) : typeof changes === 'string' ? (
              <p role="alert">{changes}</p>
            ) : (
              <>
                <p>
                  Making it live changes: <strong>{summarize(changes)}</strong>.
                </p>
                <BundleChanges comparison={changes} />
              </>
            )}
          </td>
        </tr>
      ) : null}
    </>
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
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<number>();
  const opener = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [drift, setDrift] = useState<Comparison>();
  const [dialog, setDialog] = useState<
    { kind: 'publish'; comparison: Comparison } | { kind: 'live'; row: BundleRow; comparison: Comparison } | { kind: 'remove' }
  >();
  const [revision, setRevision] = useState(0);
  const [review, setReview] = useState<ReviewState>();
  const refresh = useCallback(() => setRevision((count) => count + 1), []);
  const inTeam = Boolean(person);
  useEffect(() => {
    if (!open || !inTeam) return;
    let current = true;
    teamApi.review().then(
      (state) => current && setReview(state),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, inTeam, folder, revision]);
  // "Waiting for you" in the header opens the panel at its review.
  useEffect(() => {
    const show = () => {
      setOpen(true);
      refresh();
    };
    window.addEventListener(OPEN_REVIEW_EVENT, show);
    return () => window.removeEventListener(OPEN_REVIEW_EVENT, show);
  }, [refresh]);
  const cannotPublish = lacksRole(person, 'publisher');
  const canEdit = !lacksRole(person, 'editor');
  const hasChange = Boolean(drift && (drift.screens.length > 0 || drift.shared || drift.pages.length > 0));
  const notApproved = hasChange ? lacksApproval(review) : undefined;
  // The history and the saved folder against live, each time the panel opens, the folder is saved or live changes.
  useEffect(() => {
    if (!open) return;
    let current = true;
    Promise.all([studioApi.history(), studioApi.compare('saved').catch(() => undefined)]).then(
      ([next, saved]) => {
        if (!current) return;
        setHistory(next);
        setDrift(saved);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, folder, revision, setHistory]);
  // The panel lies over the preview, never over the editor: as wide as the preview column (when one is shown).
  useLayoutEffect(() => {
    if (!open) return;
    const fit = () => {
      const preview = document.querySelector('.studio-preview')?.getBoundingClientRect();
      setWidth(preview ? Math.max(360, window.innerWidth - preview.left - 12) : undefined);
    };
    fit();
    addEventListener('resize', fit);
    return () => removeEventListener('resize', fit);
  }, [open]);
  // Escape closes it (not while one of its dialogs is open: Escape closes that first), the focus back on its button.
  useEffect(() => {
    if (!open || dialog) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || (event.target instanceof Element && event.target.closest('dialog'))) return;
      setOpen(false);
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dialog]);
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
        <div className="studio-popover" role="region" aria-label="Publish" style={width ? { width } : undefined}>
          <p>
            {hasDrafts
              ? 'Drafts not saved yet are not published: save them first.'
              : 'Publishes the saved screens to borrowers, after you have seen what changes.'}
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
          {person && review ? (
            <ReviewSection
              person={person}
              review={review}
              hasChange={hasChange}
              changes={drift ? <BundleChanges comparison={drift} /> : null}
              onReviewed={(state) => {
                setReview(state);
                refresh();
              }}
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
            refusal={cannotPublish ?? notApproved}
            onOpen={onOpen}
            onPublish={async () => {
              try {
                setDialog({ kind: 'publish', comparison: await compareFirst('saved') });
              } catch (error) {
                setNotice({ tone: 'error', text: (error as Error).message });
              }
            }}
          />
          <table className="studio-history">
            <caption>Releases, newest first: every one stays, rolled-back ones too</caption>
            <thead>
              <tr>
                <th scope="col">Release</th>
                <th scope="col">Published by</th>
                <th scope="col">Note</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="studio-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(history?.bundles ?? []).map((row) => (
                <HistoryRow
                  // Its changes are against live: a new live version compares afresh.
                  key={`${row.version} ${history?.live ?? ''}`}
                  row={row}
                  busy={busy}
                  refusal={cannotPublish}
                  onMakeLive={(target) => {
                    compareFirst(target.version).then(
                      (comparison) => setDialog({ kind: 'live', row: target, comparison }),
                      (error: unknown) => setNotice({ tone: 'error', text: (error as Error).message }),
                    );
                  }}
                />
              ))}
            </tbody>
          </table>
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
