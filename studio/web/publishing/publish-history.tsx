// The publish panel's history: every release, newest first, rolled-back ones too, each with who
// published it, when, its note and state; a row that is not live shows its changes against live on
// demand and offers Make live (the panel asks first, with the same list).
import { useState } from 'react';

import { type BundleRow, type Comparison, studioApi, type StudioHistory } from '../shell/api.ts';
import { manilaTime, releaseName, releaseOfVersion, whoDid } from './describe-release.ts';
import { BundleChanges, Published, summarize, when } from './publish-changes.tsx';

function HistoryRow({
  row,
  target,
  busy,
  refusal,
  onMakeLive,
}: {
  row: BundleRow;
  /** For a rolled-back row: the release its rollback made live (undefined when the history no longer lists it). */
  target: BundleRow | undefined;
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
          {/* Named by when it was made (who made it is the next column); its version only in the tooltip. */}
          <span title={`Version ${row.version}`} data-version={row.version}>
            {manilaTime(row.published?.at ?? row.createdAt)}
          </span>
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
              {row.rolledBackTo ? (
                <>, back to {target ? releaseName(target, { note: false }) : releaseOfVersion(row.rolledBackTo)}</>
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

export function HistoryTable({
  history,
  busy,
  refusal,
  onMakeLive,
}: {
  history: StudioHistory | undefined;
  busy: boolean;
  /** Why this person may not make a version live (team mode). */
  refusal: string | undefined;
  onMakeLive: (row: BundleRow) => void;
}) {
  return (
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
            target={history?.bundles.find((other) => other.version === row.rolledBackTo)}
            busy={busy}
            refusal={refusal}
            onMakeLive={onMakeLive}
          />
        ))}
      </tbody>
    </table>
  );
}
