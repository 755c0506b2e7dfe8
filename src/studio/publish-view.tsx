// "Publish and history": the checks before publishing, then a dialog that lists what goes live
// against what is live now (screens and texts added, changed, removed, with the readable diff of
// Save) and asks for a note; the history of every bundle, rolled-back ones included, each with who
// published it, when, its note and its changes against live; Make live asks first, with the same
// list. After a rollback the panel says what the saved folder would bring back.
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';

import {
  ApiError,
  type BundleRow,
  type Comparison,
  MAX_NOTE_LENGTH,
  type ReleaseEvent,
  type ScreenChange,
  studioApi,
  type StudioFolder,
  type StudioHistory,
} from './api.ts';
import { ChangeList } from './change-list.tsx';
import { DialogForm } from './dialog-form.tsx';
import { type Change, diffScreen, diffTexts } from './diff.ts';
import { type OpenTarget, PrePublishChecks } from './publish-checks-view.tsx';
import { lacksApproval, ReviewSection } from './review-view.tsx';
import { lacksRole, type ReviewState, teamApi, type TeamPerson } from './team.ts';

type Notice = { tone: 'ok' | 'error'; text: string };

/** A dialog on the page itself, not inside the dark bar that holds the panel's button. */
const onPage = (dialog: ReactNode) => createPortal(dialog, document.body);

const when = (at: string) => new Date(at).toLocaleString();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

function screenChanges(change: ScreenChange): { screen: Change[]; texts: Change[] } {
  const before = change.before;
  const after = change.after;
  return {
    screen: before && after ? diffScreen(JSON.stringify(before.screen), JSON.stringify(after.screen)) : [],
    texts: diffTexts(json(before?.messages), json(after?.messages)),
  };
}

/** One line per kind: "1 screen added, 2 changed; shared texts changed". */
function summarize(comparison: Comparison): string {
  const count = (kind: ScreenChange['kind']) => comparison.screens.filter((change) => change.kind === kind).length;
  const parts = [
    count('added') && `${plural(count('added'), 'screen')} added`,
    count('changed') && `${plural(count('changed'), 'screen')} changed`,
    count('removed') && `${plural(count('removed'), 'screen')} removed`,
    comparison.shared && 'shared texts changed',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing: the same screens and texts as live';
}

const isBringingBack = (comparison: Comparison) =>
  comparison.screens.some((change) => change.bringsBack) || Boolean(comparison.shared?.bringsBack);

/** What making a bundle live changes for borrowers, screen by screen, with the readable diff. */
function BundleChanges({ comparison }: { comparison: Comparison }) {
  if (comparison.screens.length === 0 && !comparison.shared) return <p>No screen or text differs from what is live.</p>;
  return (
    <div className="studio-bundle-changes">
      {comparison.screens.map((change) => {
        const { screen, texts } = screenChanges(change);
        return (
          <section key={change.id} aria-label={`${change.kind} ${change.name}`} className={`studio-screen-change is-${change.kind}`}>
            <h3>
              <span className="studio-kind">{change.kind}</span> {change.name} <code>{change.path}</code>
              {change.bringsBack ? <span className="studio-tag">was rolled back</span> : null}
            </h3>
            {change.kind === 'removed' ? <p>Borrowers can no longer open {change.path}.</p> : null}
            {change.kind === 'added' ? <p>A new screen at {change.path}.</p> : null}
            <ChangeList title="Screen" changes={screen} level={4} />
            <ChangeList title="Texts" changes={texts} level={4} />
            {change.kind === 'changed' && screen.length + texts.length === 0 ? <p>Only a shared part it includes changed.</p> : null}
          </section>
        );
      })}
      {comparison.shared ? (
        <section aria-label="changed shared texts" className="studio-screen-change is-changed">
          <h3>
            <span className="studio-kind">changed</span> shared texts <code>screens/messages.json</code>
            {comparison.shared.bringsBack ? <span className="studio-tag">was rolled back</span> : null}
          </h3>
          <ChangeList title="Texts" changes={diffTexts(json(comparison.shared.before), json(comparison.shared.after))} level={4} />
        </section>
      ) : null}
    </div>
  );
}

/** Who published a bundle, when, and its note. */
function Published({ row }: { row: BundleRow | undefined }) {
  if (!row) return <>nothing</>;
  if (row.published)
    return (
      <>
        {row.published.by}, <time dateTime={row.published.at}>{when(row.published.at)}</time>
      </>
    );
  return (
    <>
      {row.source === 'build' ? 'the app build' : 'the command line'}, <time dateTime={row.createdAt}>{when(row.createdAt)}</time>
    </>
  );
}

function NoteField({
  label,
  value,
  onChange,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
}) {
  const id = useId();
  return (
    <label className="studio-note-field">
      {label}
      <textarea
        value={value}
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        required={required}
        aria-describedby={id}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={id} className="studio-muted">
        {value.trim().length} / {MAX_NOTE_LENGTH} characters{required ? '; kept in the history with your name and the time' : ''}
      </span>
    </label>
  );
}

function RollbackWarning({ event, comparison }: { event: ReleaseEvent | undefined; comparison: Comparison }) {
  const back = comparison.screens.filter((change) => change.bringsBack);
  return (
    <div role="alert" className="studio-blocked">
      <strong>This brings back what a rollback took off.</strong>
      <p>
        {event ? (
          <>
            {event.by} made <code>{event.version}</code> live again on <time dateTime={event.at}>{when(event.at)}</time>, taking off{' '}
            <code>{event.from}</code>
            {event.note ? <> (“{event.note}”)</> : null}.{' '}
          </>
        ) : null}
        The saved screens folder still holds it: publishing brings back
      </p>
      <ul>
        {back.map((change) => (
          <li key={change.id}>
            {change.kind === 'added' ? 'the screen' : change.kind === 'removed' ? 'the removal of' : 'the changes to'}{' '}
            <strong>{change.name}</strong> <code>{change.path}</code>
          </li>
        ))}
        {comparison.shared?.bringsBack ? <li>the changes to the shared texts</li> : null}
      </ul>
    </div>
  );
}

function PublishDialog({
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const bringing = isBringingBack(comparison);
  const ready = note.trim().length > 0 && (!bringing || bringBack) && !busy;
  const publish = async () => {
    setBusy(true);
    setError(undefined);
    try {
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
      onPublished(`Published ${outcome.version} (${outcome.screens} screens). Pages opened from now on show it.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : (caught as Error).message);
      setBusy(false);
    }
  };
  return (
    <DialogForm
      titleId="publish-title"
      className="studio-dialog studio-release"
      onSubmit={() => {
        if (ready) void publish();
      }}
      onClose={onClose}
    >
      <h2 id="publish-title">Publish the saved screens?</h2>
      <p>
        Live now: {comparison.live ? <code>{comparison.live}</code> : 'nothing'}
        {liveRow ? (
          <>
            , published by <Published row={liveRow} />
            {liveRow.published?.note ? <> (“{liveRow.published.note}”)</> : null}
          </>
        ) : null}
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
      {error ? <p role="alert">{error}</p> : null}
      <div className="studio-row">
        <button type="submit" className="is-primary" disabled={!ready}>
          Publish to borrowers
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </DialogForm>
  );
}

function MakeLiveDialog({
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const go = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { from, to } = await studioApi.makeLive(row.version, note, comparison.live);
      onDone(`${to} is live again (it was ${from ?? 'nothing'}). Pages opened from now on show it.`);
    } catch (caught) {
      setError((caught as Error).message);
      setBusy(false);
    }
  };
  return (
    <DialogForm
      titleId="live-title"
      className="studio-dialog studio-release"
      onSubmit={() => {
        if (!busy) void go();
      }}
      onClose={onClose}
    >
      <h2 id="live-title">Make {row.version} live?</h2>
      <p>
        Borrowers who open a page from now on get <code>{row.version}</code> (published by <Published row={row} />
        {row.published?.note ? <> “{row.published.note}”</> : null}) instead of <code>{comparison.live ?? 'nothing'}</code>, live now. Pages
        already open keep their screens. The saved screens folder does not change.
      </p>
      <p>
        <strong>Changes for borrowers: {summarize(comparison)}.</strong>
      </p>
      <BundleChanges comparison={comparison} />
      <NoteField label="Why (optional, kept in the history)" value={note} onChange={setNote} required={false} />
      {error ? <p role="alert">{error}</p> : null}
      <div className="studio-row">
        <button type="submit" className="is-primary" disabled={busy}>
          Make {row.version} live
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </DialogForm>
  );
}

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
          <code>{row.version}</code>
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
                  by {row.rolledBack.by}, <time dateTime={row.rolledBack.at}>{when(row.rolledBack.at)}</time>
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

/** The saved folder against live, when they differ: after a rollback, what Publish would bring back. */
function SavedDiffers({ drift }: { drift: Comparison }) {
  if (drift.screens.length === 0 && !drift.shared) return <p className="studio-muted">The saved screens are what is live.</p>;
  const bringing = isBringingBack(drift);
  return (
    <p role={bringing ? 'alert' : 'status'} className={bringing ? 'studio-stale' : 'studio-muted'}>
      {bringing
        ? `What is live was rolled back, but the saved screens folder still holds what was taken off: the next Publish would bring back ${drift.screens
            .filter((change) => change.bringsBack)
            .map((change) => change.name)
            .join(', ')}${drift.shared?.bringsBack ? ' and shared texts' : ''}, and asks first.`
        : `The saved screens differ from what is live: ${summarize(drift)}.`}
    </p>
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
  const [busy, setBusy] = useState(false);
  const [drift, setDrift] = useState<Comparison>();
  const [dialog, setDialog] = useState<
    { kind: 'publish'; comparison: Comparison } | { kind: 'live'; row: BundleRow; comparison: Comparison }
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
  const cannotPublish = lacksRole(person, 'publisher');
  const hasChange = Boolean(drift && (drift.screens.length > 0 || drift.shared));
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
  const liveRow = history?.bundles.find((row) => row.state === 'live');
  const done = (text: string) => {
    setDialog(undefined);
    setNotice({ tone: 'ok', text });
    refresh();
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
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Publish and history
      </button>
      {open ? (
        <div className="studio-popover" role="region" aria-label="Publish">
          <p>
            {hasDrafts
              ? 'Drafts not saved yet are not published: save them first.'
              : 'Publishes the saved screens folder, as `npm run screens:publish` does, after you have seen what changes.'}
          </p>
          {drift ? <SavedDiffers drift={drift} /> : null}
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
            <caption>Published bundles, newest first: every one stays, rolled-back ones too</caption>
            <thead>
              <tr>
                <th scope="col">Bundle</th>
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
      {dialog?.kind === 'live'
        ? onPage(<MakeLiveDialog row={dialog.row} comparison={dialog.comparison} onClose={() => setDialog(undefined)} onDone={done} />)
        : null}
    </div>
  );
}
