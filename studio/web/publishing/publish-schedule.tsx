// The publish panel's scheduled release (team mode): what is scheduled (for when, in Manila time, by
// whom, approved by whom), how the last schedule ended ("… was cancelled because Ana saved …"), and
// for a publisher a form to schedule the approved change at a Manila date and time, or to cancel the
// scheduled one. The server checks everything again (studio/server/schedule/schedule.ts).
import { useEffect, useId, useState } from 'react';

import { formatManilaTime, toManilaInput } from '../../shared/manila-time.ts';
import type { Comparison, ScheduledRelease, ScheduleOutcome, ScheduleRequest, ScheduleState } from '../../shared/studio-api.ts';
import { goSignIn } from '../team/team.ts';
import { isBringingBack, NoteField } from './publish-changes.tsx';

const SCHEDULE = '/__studio/api/schedule';

async function scheduleCall<T>(method: 'GET' | 'PUT' | 'DELETE', body?: unknown): Promise<T> {
  const response = await fetch(SCHEDULE, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) goSignIn();
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `The studio server answered ${response.status}.`);
  return answer;
}

function Pending({ release, canCancel, onCancelled }: { release: ScheduledRelease; canCancel: boolean; onCancelled: () => void }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const cancel = () =>
    scheduleCall('DELETE', { id: release.id }).then(onCancelled, (caught: unknown) => setError((caught as Error).message));
  return (
    <div className="studio-schedule-pending" role="status">
      <p>
        <strong>
          Scheduled: goes live <time dateTime={release.at}>{formatManilaTime(release.at)}</time> (Manila time)
        </strong>
        , scheduled by {release.scheduledByName}
        {release.approvedByName ? `, approved by ${release.approvedByName}` : ''}. Note: “{release.note}”
      </p>
      <p className="studio-muted">Until then the saved content is locked: any save cancels this schedule.</p>
      {canCancel ? (
        asking ? (
          <p className="studio-row">
            Cancel the release scheduled for {formatManilaTime(release.at)}?
            <button type="button" onClick={() => void cancel()}>
              Yes, cancel it
            </button>
            <button type="button" onClick={() => setAsking(false)}>
              Keep it
            </button>
          </p>
        ) : (
          <button type="button" onClick={() => setAsking(true)}>
            Cancel the scheduled release…
          </button>
        )
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

function Ended({ outcome }: { outcome: ScheduleOutcome }) {
  return (
    <p role={outcome.kind === 'published' ? 'status' : 'alert'} className={outcome.kind === 'published' ? undefined : 'studio-blocked'}>
      {outcome.message}
    </p>
  );
}

function ScheduleForm({
  drift,
  pending,
  onScheduled,
}: {
  drift: Comparison;
  pending: ScheduledRelease | null;
  onScheduled: (release: ScheduledRelease) => void;
}) {
  /** When the form opened: the time shown as "now", and tomorrow the date offered first. */
  const [openedAt] = useState(() => Date.now());
  const [date, setDate] = useState(() => toManilaInput(openedAt + 24 * 60 * 60_000).slice(0, 10));
  const [time, setTime] = useState('09:00');
  const [note, setNote] = useState('');
  const [bringBack, setBringBack] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const hintId = useId();
  const bringing = isBringingBack(drift);
  const ready = Boolean(date && time && note.trim()) && (!bringing || bringBack) && !busy;
  const send = (replace: boolean) => {
    setBusy(true);
    setError(undefined);
    scheduleCall<{ scheduled: ScheduledRelease }>('PUT', {
      at: `${date}T${time}`,
      contentId: drift.contentId,
      live: drift.live,
      note,
      bringBack,
      replace,
    } satisfies ScheduleRequest).then(
      (answer) => {
        setBusy(false);
        setConfirmReplace(false);
        setNote('');
        onScheduled(answer.scheduled);
      },
      (caught: unknown) => {
        setBusy(false);
        setError((caught as Error).message);
      },
    );
  };
  return (
    <form
      className="studio-schedule-form"
      aria-label="Schedule this release"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending && !confirmReplace) setConfirmReplace(true);
        else send(Boolean(pending));
      }}
    >
      <p id={hintId} className="studio-muted">
        Goes live by itself at a date and time in Manila time (it was {formatManilaTime(openedAt)} there when this opened), as approved: any
        save before then cancels it.
      </p>
      <div className="studio-row">
        <label>
          Date (Manila time)
          <input type="date" required value={date} aria-describedby={hintId} onChange={(event) => setDate(event.target.value)} />
        </label>
        <label>
          Time (Manila time)
          <input type="time" required value={time} aria-describedby={hintId} onChange={(event) => setTime(event.target.value)} />
        </label>
      </div>
      <NoteField label="Note for the history: what goes live and why" value={note} onChange={setNote} required />
      {bringing ? (
        <label>
          <input type="checkbox" checked={bringBack} onChange={(event) => setBringBack(event.target.checked)} /> It brings back what a
          rollback took off: I want it back
        </label>
      ) : null}
      {confirmReplace && pending ? (
        <p className="studio-row" role="alert">
          A release is already scheduled for {formatManilaTime(pending.at)} by {pending.scheduledByName}. Replace it with this one?
          <button type="submit" disabled={!ready}>
            Replace it
          </button>
          <button type="button" onClick={() => setConfirmReplace(false)}>
            Keep it
          </button>
        </p>
      ) : (
        <button type="submit" disabled={!ready}>
          Schedule release
        </button>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}

/**
 * The scheduled release in the publish panel (team mode only). `refusal`: why this person may not
 * schedule the saved change (not a publisher, no approval yet); `drift`: the saved change against live.
 */
export function ScheduleSection({
  drift,
  hasChange,
  refusal,
  canCancel,
  revision,
  onChanged,
}: {
  drift: Comparison | undefined;
  hasChange: boolean;
  refusal: string | undefined;
  canCancel: boolean;
  /** Changes when the folder is saved or what is live changes: read the schedule again. */
  revision: unknown;
  onChanged: (text: string) => void;
}) {
  const [state, setState] = useState<ScheduleState>();
  const [error, setError] = useState<string>();
  const [count, setCount] = useState(0);
  const [another, setAnother] = useState(false);
  useEffect(() => {
    let current = true;
    scheduleCall<ScheduleState>('GET').then(
      (next) => current && setState(next),
      (caught: unknown) => current && setError((caught as Error).message),
    );
    return () => {
      current = false;
    };
  }, [revision, count]);
  if (error) return <p role="alert">The scheduled release could not be read: {error}</p>;
  if (!state?.available) return null;
  const { pending } = state;
  const again = (text: string) => {
    setCount((value) => value + 1);
    setAnother(false);
    onChanged(text);
  };
  return (
    <section className="studio-schedule" aria-label="Scheduled release">
      <h3>Scheduled release</h3>
      {state.last && state.last.release.id !== state.pending?.id ? <Ended outcome={state.last} /> : null}
      {pending ? (
        <Pending
          release={pending}
          canCancel={canCancel}
          onCancelled={() => again(`The release scheduled for ${formatManilaTime(pending.at)} is cancelled.`)}
        />
      ) : !hasChange ? (
        <p className="studio-muted">Nothing saved differs from what is live: there is nothing to schedule.</p>
      ) : null}
      {state.pending && hasChange && !refusal && !another ? (
        <button type="button" onClick={() => setAnother(true)}>
          Schedule at another time…
        </button>
      ) : null}
      {hasChange && drift && !refusal && (!state.pending || another) ? (
        <ScheduleForm
          drift={drift}
          pending={state.pending}
          onScheduled={(release) => again(`Scheduled: goes live ${formatManilaTime(release.at)} (Manila time).`)}
        />
      ) : hasChange && refusal ? (
        <p className="studio-muted">Scheduling: {refusal}</p>
      ) : null}
    </section>
  );
}
