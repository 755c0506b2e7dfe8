// A screen's history (team mode, saves kept in git): who changed the selected screen, when, with
// what note; which version borrowers get now (Live) and which one the pending approval saw
// (Approved); and, for a version that was published before, Make this version live, which makes
// the bundle it was published with live again (the publish panel's rollback, recorded the same way;
// publishers only). The server answers GET /__studio/api/team/history (studio/server/team/screen-history.ts).
import '../team/team-panels.css';

import { useCallback, useEffect, useId, useState } from 'react';

import { manilaTime, releaseOfVersion } from '../publishing/describe-release.ts';
import { BundleChanges, summarize } from '../publishing/publish-changes.tsx';
import { type Comparison, MAX_NOTE_LENGTH, studioApi } from '../shell/api.ts';
import { DialogForm, useDialogTask } from '../shell/dialog-form.tsx';
import { goSignIn, lacksRole, type TeamPerson, timeAgo } from '../team/team.ts';

export interface ScreenVersion {
  commit: string;
  author: string;
  account: string;
  displayName: string;
  at: string;
  subject: string;
  note: string;
  live: boolean;
  approved: boolean;
  published?: { version: string; at: string; by: string; byName: string };
}

export interface ScreenHistory {
  screen: string;
  versions: ScreenVersion[];
  liveBundle: string | null;
  liveKnown: boolean;
}

async function readScreenHistory(screen: string): Promise<ScreenHistory> {
  const response = await fetch(`/__studio/api/team/history?screen=${encodeURIComponent(screen)}`);
  if (response.status === 401) goSignIn();
  const body = (await response.json().catch(() => ({}))) as ScreenHistory & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `The studio server answered ${response.status}.`);
  return body;
}

/** What the version's row says of it: the note as written, else (a commit made outside the studio) its subject. */
const describe = (version: ScreenVersion) =>
  version.note || (version.subject.startsWith('Studio: save ') ? '' : version.subject) || 'No note.';

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={new Date(at).toLocaleString()}>
      {timeAgo(at)}
    </time>
  );
}

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; history: ScreenHistory };

export function ScreenHistoryPanel({
  screen,
  person,
  changeKey,
  onMadeLive,
}: {
  screen: string;
  person: TeamPerson;
  /** Changes after a save, publish or rollback: the history is read again. */
  changeKey?: string | number;
  onMadeLive?: (text: string) => void;
}) {
  const [answer, setAnswer] = useState<Loaded & { key: string }>();
  const [confirming, setConfirming] = useState<ScreenVersion>();
  const [done, setDone] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const reasonId = useId();
  const cannotPublish = lacksRole(person, 'publisher');

  const key = `${screen}\n${String(changeKey ?? '')}\n${String(attempt)}`;
  // The answer for another screen (or an earlier read) is not this one's: loading until it comes.
  const loaded: Loaded = answer?.key === key ? answer : { state: 'loading' };
  useEffect(() => {
    let live = true;
    readScreenHistory(screen).then(
      (history) => live && setAnswer({ key, state: 'ready', history }),
      (error: unknown) => live && setAnswer({ key, state: 'error', message: (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [screen, key]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return (
    <section className="studio-screen-history" aria-labelledby={`${reasonId}-title`}>
      <h3 id={`${reasonId}-title`}>History of {screen}</h3>
      {done ? <p role="status">{done}</p> : null}
      {loaded.state === 'loading' ? (
        <p className="studio-muted" aria-busy="true">
          Reading the history of {screen}…
        </p>
      ) : loaded.state === 'error' ? (
        <div role="alert" className="studio-screen-history-error">
          <p>The history could not be read: {loaded.message}</p>
          <button type="button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : loaded.history.versions.length === 0 ? (
        <p className="studio-muted">No saves of {screen} are in git yet: the first save starts its history.</p>
      ) : (
        <>
          {!loaded.history.liveKnown && loaded.history.liveBundle ? (
            <p className="studio-muted" title={`Version ${loaded.history.liveBundle}`}>
              What is live ({releaseOfVersion(loaded.history.liveBundle)}) was not published from this studio, so no version below is marked
              live.
            </p>
          ) : null}
          <ol className="studio-versions" aria-label={`Versions of ${screen}, newest first`}>
            {loaded.history.versions.map((version) => (
              <li key={version.commit} className={version.live ? 'is-live' : undefined} aria-current={version.live ? 'true' : undefined}>
                <div className="studio-version-head">
                  <strong>{version.displayName}</strong> <When at={version.at} />
                  {version.live ? <span className="studio-badge is-live">Live</span> : null}
                  {version.approved ? <span className="studio-badge is-approved">Approved, not live yet</span> : null}
                </div>
                <p className={version.note ? 'studio-version-note' : 'studio-version-note studio-muted'}>{describe(version)}</p>
                {version.published ? (
                  <p className="studio-muted" title={`Version ${version.published.version}`}>
                    Published by {version.published.byName} on {manilaTime(version.published.at)}
                  </p>
                ) : null}
                {version.published && !version.live ? (
                  <button
                    type="button"
                    disabled={Boolean(cannotPublish)}
                    aria-describedby={cannotPublish ? reasonId : undefined}
                    onClick={() => setConfirming(version)}
                  >
                    Make this version live…
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
          {cannotPublish && loaded.history.versions.some((version) => version.published && !version.live) ? (
            <p id={reasonId} className="studio-muted">
              {cannotPublish}
            </p>
          ) : null}
        </>
      )}
      {confirming?.published && loaded.state === 'ready' ? (
        <MakeVersionLiveDialog
          screen={screen}
          version={confirming}
          bundle={confirming.published.version}
          live={loaded.history.liveBundle}
          onClose={() => setConfirming(undefined)}
          onDone={(text) => {
            setConfirming(undefined);
            setDone(text);
            onMadeLive?.(text);
            retry();
          }}
        />
      ) : null}
    </section>
  );
}

function MakeVersionLiveDialog({
  screen,
  version,
  bundle,
  live,
  onClose,
  onDone,
}: {
  screen: string;
  version: ScreenVersion;
  bundle: string;
  live: string | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [note, setNote] = useState('');
  // What making it live changes for borrowers, old → new, as the publish panel's Make live shows it.
  const [changes, setChanges] = useState<Comparison | string>();
  useEffect(() => {
    let current = true;
    studioApi.compare(bundle).then(
      (comparison) => current && setChanges(comparison),
      (caught: unknown) => current && setChanges(`What would change could not be read: ${(caught as Error).message}`),
    );
    return () => {
      current = false;
    };
  }, [bundle]);
  const { busy, error, run } = useDialogTask(async () => {
    await studioApi.makeLive(bundle, note, live);
    onDone(
      `${releaseOfVersion(bundle).replace(/^the/, 'The')} is live again: borrowers get the version of ${screen} saved by ${version.displayName}. Pages opened from now on show it.`,
    );
  });
  const published = version.published;
  return (
    <DialogForm
      titleId="version-live-title"
      className="studio-dialog studio-release"
      submit={{ label: 'Make it live again', ready: !busy, error }}
      onSubmit={run}
      onClose={onClose}
    >
      <h2 id="version-live-title">Make this version of {screen} live?</h2>
      <p>
        It went live with the release {published ? `of ${manilaTime(published.at)} by ${published.byName}` : ''}{' '}
        <span className="studio-change-detail">(version {bundle})</span>. Making it live again makes that whole release live, every screen
        as it was then, instead of {releaseOfVersion(live)}. The saved screens folder does not change, and the history records who did it.
      </p>
      {changes === undefined ? (
        <p aria-busy="true">Comparing with what is live…</p>
      ) : typeof changes === 'string' ? (
        <p role="alert">{changes}</p>
      ) : (
        <>
          <p>
            <strong>Changes for borrowers: {summarize(changes)}.</strong>
          </p>
          <BundleChanges comparison={changes} />
        </>
      )}
      <label className="studio-field">
        Why (optional, kept in the history)
        <textarea value={note} maxLength={MAX_NOTE_LENGTH} rows={2} onChange={(event) => setNote(event.target.value)} />
      </label>
    </DialogForm>
  );
}
