// The admin page's People tab: every account with its roles (checkboxes), state and last sign-in;
// adding a person; disabling, enabling and resetting a password. A new password is shown once, with
// Copy and the warning, and never again. Names are shown as text.
import { type Dispatch, type SetStateAction, useCallback, useEffect, useId, useRef, useState } from 'react';

import { type AccountView, type HistoryCopyStatus, type PasswordReply, TEAM_ROLES, type TeamRole } from '../../shared/team-admin.ts';
import { adminApi } from './admin-api.ts';
import { FailureNote, useRequest, When } from './admin-parts.tsx';

const sameRoles = (a: readonly TeamRole[], b: readonly TeamRole[]) => a.length === b.length && a.every((role) => b.includes(role));
const toggle = (roles: readonly TeamRole[], role: TeamRole, on: boolean): TeamRole[] =>
  TEAM_ROLES.filter((known) => (known === role ? on : roles.includes(known)));

function RoleBoxes({
  legend,
  roles,
  disabled,
  onChange,
  hideLegend = false,
}: {
  legend: string;
  roles: readonly TeamRole[];
  disabled: boolean;
  onChange: (roles: TeamRole[]) => void;
  hideLegend?: boolean;
}) {
  return (
    <fieldset className="studio-admin-roles">
      <legend className={hideLegend ? 'studio-admin-hidden' : undefined}>{legend}</legend>
      {TEAM_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            checked={roles.includes(role)}
            disabled={disabled}
            onChange={(event) => onChange(toggle(roles, role, event.target.checked))}
          />
          {role}
        </label>
      ))}
    </fieldset>
  );
}

/** A new password, shown this once, with Copy and the warning that it will not be shown again. */
function OneTimePassword({ reply, reason, onDone }: { reply: PasswordReply; reason: 'added' | 'reset'; onDone: () => void }) {
  const id = useId();
  const copyButton = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState<string>();
  useEffect(() => copyButton.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reply.password);
      setCopied('Copied.');
    } catch {
      setCopied('Could not copy: select the password and copy it.');
    }
  };
  const who = reply.account.displayName;
  return (
    <section className="studio-admin-secret" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{reason === 'added' ? `${who} is added.` : `${who}'s password is reset.`} Their temporary password:</h3>
      <p className="studio-row">
        <code className="studio-admin-password" aria-label={`Temporary password for ${reply.account.name}`}>
          {reply.password}
        </code>
        <button ref={copyButton} type="button" onClick={() => void copy()}>
          Copy
        </button>
        <span role="status">{copied}</span>
      </p>
      <p className="studio-admin-warning">
        <strong>Shown once.</strong> Copy it now and give it to {who} in person or by phone, not by e-mail. It cannot be shown again: a lost
        one needs another reset. {who} signs in as <code>{reply.account.name}</code> and is asked to choose their own password at once.
      </p>
      <button type="button" className="is-primary studio-admin-primary" onClick={onDone}>
        Done: I have passed it on
      </button>
    </section>
  );
}

function AddPerson({ busy, onAdd }: { busy: boolean; onAdd: (name: string, displayName: string, roles: TeamRole[]) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [roles, setRoles] = useState<TeamRole[]>(['viewer']);
  return (
    <form
      className="studio-admin-add"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() && roles.length > 0) onAdd(name.trim(), displayName.trim(), roles);
      }}
    >
      <h3 id={`${id}-title`}>Add a person</h3>
      <div className="studio-admin-fields">
        <div>
          <label htmlFor={`${id}-name`}>Account name</label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-name-hint`}
            required
          />
          <p id={`${id}-name-hint`} className="studio-admin-hint">
            2 to 64 lower-case letters, digits and . _ - @ (e.g. maria.santos or an e-mail address).
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-display`}>Display name</label>
          <input
            id={`${id}-display`}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            autoComplete="off"
            aria-describedby={`${id}-display-hint`}
          />
          <p id={`${id}-display-hint`} className="studio-admin-hint">
            How the studio names them (&quot;Maria Santos&quot;): plain text, without &lt; or &gt;.
          </p>
        </div>
      </div>
      <RoleBoxes legend="Roles" roles={roles} disabled={busy} onChange={setRoles} />
      {roles.length === 0 ? <p className="studio-admin-hint">Give at least one role.</p> : null}
      <button type="submit" className="is-primary studio-admin-primary" disabled={busy || !name.trim() || roles.length === 0}>
        Add person
      </button>
      <p className="studio-admin-hint">The studio makes a temporary password and shows it to you once.</p>
    </form>
  );
}

function PersonRow({
  account,
  me,
  busy,
  confirming,
  onRoles,
  onDisabled,
  onAskReset,
  onReset,
  onCancelReset,
}: {
  account: AccountView;
  me: string;
  busy: boolean;
  confirming: boolean;
  onRoles: (roles: TeamRole[]) => void;
  onDisabled: (disabled: boolean) => void;
  onAskReset: () => void;
  onReset: () => void;
  onCancelReset: () => void;
}) {
  const id = useId();
  const [roles, setRoles] = useState<TeamRole[]>(account.roles);
  const [shownRoles, setShownRoles] = useState(account.roles);
  // The server's roles changed (saved here or reloaded): the boxes follow.
  if (shownRoles !== account.roles) {
    setShownRoles(account.roles);
    setRoles(account.roles);
  }
  const isMe = account.name === me;
  const changed = !sameRoles(roles, account.roles);
  return (
    <tr className={account.disabled ? 'is-disabled' : undefined}>
      <th scope="row" id={`person-${account.name}`} tabIndex={-1}>
        <span className="studio-admin-name">{account.displayName}</span>
        <code>{account.name}</code>
        {isMe ? <span className="studio-admin-you"> (you)</span> : null}
      </th>
      <td>
        <div className="studio-row">
          <RoleBoxes legend={`Roles of ${account.displayName}`} hideLegend roles={roles} disabled={busy} onChange={setRoles} />
          <button type="button" disabled={busy || !changed || roles.length === 0} onClick={() => onRoles(roles)}>
            Save roles
          </button>
        </div>
      </td>
      <td>
        {account.disabled ? 'Disabled' : 'Active'}
        {account.temporaryPassword ? <p className="studio-admin-hint">Must choose a password at next sign-in</p> : null}
      </td>
      <td>{account.lastSignIn ? <When at={account.lastSignIn} /> : 'never'}</td>
      <td>
        {confirming ? (
          <div className="studio-row" role="group" aria-labelledby={`${id}-confirm`}>
            <span id={`${id}-confirm`}>Reset {account.displayName}&apos;s password? Their sessions end.</span>
            <button type="button" className="is-primary" disabled={busy} onClick={onReset}>
              Reset password
            </button>
            <button type="button" disabled={busy} onClick={onCancelReset}>
              Cancel
            </button>
          </div>
        ) : (
          <div className="studio-row">
            <button
              type="button"
              disabled={busy}
              onClick={() => onDisabled(!account.disabled)}
              aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.displayName}`}
            >
              {account.disabled ? 'Enable' : 'Disable'}
            </button>
            <button
              type="button"
              disabled={busy || isMe}
              title={isMe ? 'Change your own password with Change password.' : undefined}
              onClick={onAskReset}
              aria-label={`Reset the password of ${account.displayName}…`}
            >
              Reset password…
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Whether the content history is copied to the Git host (`--git-push`): when last, or since when not and why. */
function HistoryCopyNote({ status }: { status: HistoryCopyStatus }) {
  if (status.failing)
    return (
      <p className="studio-admin-error" role="alert">
        <span>
          History not copied to {status.remote} since <When at={status.failing.since} />: {status.failing.reason}.{' '}
          {plural(status.waiting, 'change', 'changes')} waiting
          {status.pushing ? (
            ', trying again now'
          ) : status.nextTry ? (
            <>
              , next try at <When at={status.nextTry} />
            </>
          ) : null}
          . Saves go on as usual.
        </span>
      </p>
    );
  return (
    <p className="studio-admin-hint">
      {status.copiedAt ? (
        <>
          History copied to {status.remote} at <When at={status.copiedAt} />
          {status.waiting > 0 ? `; ${plural(status.waiting, 'change', 'changes')} on the way` : ''}.
        </>
      ) : (
        `History is copied to ${status.remote} after each save${status.pushing ? ': copying now' : ''}.`
      )}
    </p>
  );
}

export function PeoplePanel({
  me,
  accounts,
  setAccounts,
}: {
  me: string;
  accounts: AccountView[] | undefined;
  setAccounts: Dispatch<SetStateAction<AccountView[] | undefined>>;
}) {
  const { busy, failure, run } = useRequest();
  const [secret, setSecret] = useState<{ reply: PasswordReply; reason: 'added' | 'reset' }>();
  const [confirming, setConfirming] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [addKey, setAddKey] = useState(0);
  const [historyCopy, setHistoryCopy] = useState<HistoryCopyStatus | null>(null);
  // Read when the panel opens (a failure's Retry reads again).
  const load = useCallback(
    () =>
      run('Could not read the people', async () => {
        const reply = await adminApi.accounts();
        setAccounts(reply.accounts);
        setHistoryCopy(reply.historyCopy);
      }),
    [run, setAccounts],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const replace = (account: AccountView) =>
    setAccounts((list) => {
      const known = (list ?? []).some((entry) => entry.name === account.name);
      return known ? (list ?? []).map((entry) => (entry.name === account.name ? account : entry)) : [...(list ?? []), account];
    });
  const focusRow = (name: string) => requestAnimationFrame(() => document.getElementById(`person-${name}`)?.focus());

  return (
    <div className="studio-admin-people">
      <FailureNote failure={failure} busy={busy} />
      {historyCopy ? <HistoryCopyNote status={historyCopy} /> : null}
      <p role="status" className="studio-admin-notice">
        {notice}
      </p>
      {secret ? (
        <OneTimePassword
          reply={secret.reply}
          reason={secret.reason}
          onDone={() => {
            setSecret(undefined);
            focusRow(secret.reply.account.name);
          }}
        />
      ) : null}
      <table className="studio-admin-table" aria-busy={busy}>
        <caption>People</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Roles</th>
            <th scope="col">State</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {accounts === undefined ? (
            <tr>
              <td colSpan={5}>{busy ? 'Reading the people…' : 'The people could not be read.'}</td>
            </tr>
          ) : (
            accounts.map((account) => (
              <PersonRow
                key={account.name}
                account={account}
                me={me}
                busy={busy || Boolean(secret)}
                confirming={confirming === account.name}
                onRoles={(roles) =>
                  void run(`${account.displayName}'s roles not changed`, async () => {
                    replace((await adminApi.setRoles(account.name, roles)).account);
                    setNotice(`${account.displayName} now has ${roles.join(', ')}.`);
                  })
                }
                onDisabled={(disabled) =>
                  void run(`${account.displayName} not ${disabled ? 'disabled' : 'enabled'}`, async () => {
                    replace((await adminApi.setDisabled(account.name, disabled)).account);
                    setNotice(
                      disabled
                        ? `${account.displayName} is disabled: they cannot sign in, and their sessions have ended.`
                        : `${account.displayName} is enabled: they can sign in again.`,
                    );
                  })
                }
                onAskReset={() => setConfirming(account.name)}
                onCancelReset={() => setConfirming(undefined)}
                onReset={() =>
                  void run(`${account.displayName}'s password not reset`, async () => {
                    const reply = await adminApi.resetPassword(account.name);
                    replace(reply.account);
                    setConfirming(undefined);
                    setNotice(undefined);
                    setSecret({ reply, reason: 'reset' });
                  })
                }
              />
            ))
          )}
        </tbody>
      </table>
      <AddPerson
        key={addKey}
        busy={busy || Boolean(secret)}
        onAdd={(name, displayName, roles) =>
          void run(`${name} not added`, async () => {
            const reply = await adminApi.add(name, displayName, roles);
            replace(reply.account);
            setNotice(undefined);
            setSecret({ reply, reason: 'added' });
            setAddKey((key) => key + 1);
          })
        }
      />
    </div>
  );
}
