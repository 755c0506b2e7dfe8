// The admin page's Audit log tab: the entries newest first, filtered by person (what they did, and
// what was done to their account), action and dates, and the same entries as a JSON Lines download.
// One month of the log at a time (a picker of the months it has, newest first) and one page of at
// most 200 entries of it: Older and Newer go on page by page, and across months at either end.
import { useEffect, useId, useMemo, useState } from 'react';

import { type AccountView, AUDIT_ACTIONS, type AuditEntriesReply, type AuditQuery } from '../../shared/team-admin.ts';
import { auditDetails } from '../publishing/describe-release.ts';
import { adminApi, auditDownloadUrl } from './admin-api.ts';
import { When } from './admin-parts.tsx';
import { auditWho, localDay, monthName, pagesAround, shownEntries } from './audit-paging.ts';

/** An entry's details in words; its ids (change, version, commit) in small print after. */
function AuditDetails({ entry, nameOf }: { entry: Record<string, unknown>; nameOf: (account: string) => string }) {
  const { text, ids } = auditDetails(entry, nameOf);
  return (
    <>
      {text}
      {ids ? <span className="studio-change-detail"> ({ids})</span> : null}
    </>
  );
}

export function AuditPanel({ accounts }: { accounts: AccountView[] | undefined }) {
  const id = useId();
  const [person, setPerson] = useState('');
  const [action, setAction] = useState('');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [reply, setReply] = useState<AuditEntriesReply>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  /** The month and page asked for: a new filter starts again at this month's newest entries. */
  const [place, setPlace] = useState<{ segment?: string; page?: string }>({});
  const query = useMemo<AuditQuery>(
    () => ({ person: person || undefined, action: action || undefined, from: localDay(fromDate), to: localDay(toDate, 1) }),
    [person, action, fromDate, toDate],
  );
  useEffect(() => {
    let live = true;
    adminApi.audit({ ...query, ...place }).then(
      (answer) => {
        if (!live) return;
        setReply(answer);
        setError(undefined);
        setLoading(false);
      },
      (caught: unknown) => {
        if (!live) return;
        setError(`Could not read the audit log: ${(caught as Error).message}`);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [query, place, attempt]);
  const names = new Map((accounts ?? []).map((account) => [account.name, account.displayName]));
  const whoText = (who: string) => auditWho(who, names);
  const filtering = (update: () => void) => {
    setLoading(true);
    setPlace({});
    update();
  };
  const going = (next: { segment?: string; page?: string }) => {
    setLoading(true);
    setPlace(next);
  };
  const { older, newer } = pagesAround(reply);
  const shown = shownEntries(reply);

  return (
    <div className="studio-admin-audit">
      <form className="studio-admin-filters" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={`${id}-person`}>Person</label>
          <select id={`${id}-person`} value={person} onChange={(event) => filtering(() => setPerson(event.target.value))}>
            <option value="">Anyone</option>
            {(accounts ?? []).map((account) => (
              <option key={account.name} value={account.name}>
                {account.displayName} ({account.name})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-action`}>Action</label>
          <select id={`${id}-action`} value={action} onChange={(event) => filtering(() => setAction(event.target.value))}>
            <option value="">Any</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={fromDate} onChange={(event) => filtering(() => setFromDate(event.target.value))} />
        </div>
        <div>
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={toDate} onChange={(event) => filtering(() => setToDate(event.target.value))} />
        </div>
        <div>
          <label htmlFor={`${id}-month`}>Month</label>
          <select
            id={`${id}-month`}
            value={reply?.segment ?? place.segment ?? 'current'}
            disabled={!reply}
            onChange={(event) => going({ segment: event.target.value, page: '0' })}
          >
            {(reply?.segments ?? ['current']).map((segment) => (
              <option key={segment} value={segment}>
                {monthName(segment)}
              </option>
            ))}
          </select>
        </div>
        <a className="studio-admin-download" href={auditDownloadUrl(query)} download>
          Download (JSON Lines)
        </a>
      </form>
      {error ? (
        <div className="studio-admin-error" role="alert">
          <span>{error}</span>
          <button
            type="button"
            disabled={loading}
            onClick={() =>
              filtering(() => {
                setAttempt((count) => count + 1);
              })
            }
          >
            Retry
          </button>
        </div>
      ) : null}
      <p role="status" className="studio-admin-notice">
        {loading ? 'Reading the audit log…' : shown}
      </p>
      <div className="studio-admin-pages">
        <button type="button" disabled={loading || !newer} onClick={() => newer && going(newer)}>
          Newer
        </button>
        <button type="button" disabled={loading || !older} onClick={() => older && going(older)}>
          Older
        </button>
      </div>
      <AuditTable entries={reply?.entries ?? []} loading={loading} whoText={whoText} nameOf={(account) => names.get(account) ?? account} />
    </div>
  );
}

/** The page of entries, newest first. */
function AuditTable({
  entries,
  loading,
  whoText,
  nameOf,
}: {
  entries: AuditEntriesReply['entries'];
  loading: boolean;
  whoText: (who: string) => string;
  nameOf: (account: string) => string;
}) {
  return (
    <table className="studio-admin-table" aria-busy={loading}>
      <caption>Audit log, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Details</th>
          <th scope="col">From</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={`${entry.at}-${String(index)}`}>
            <td>
              <When at={entry.at} />
            </td>
            <td title={entry.who}>{whoText(entry.who)}</td>
            <td>{entry.action}</td>
            <td className="studio-admin-details">
              <AuditDetails entry={entry} nameOf={nameOf} />
            </td>
            <td>{entry.from}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
