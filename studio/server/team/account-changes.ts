// Changes to the team's accounts as `npm run studio:accounts` and the admin page make them: the
// change to accounts.json, then its audit entry naming who made it and from where. The checks of one
// of them alone (the admin page's last-admin guard) stay with it. A password set here is given by
// someone else, so it is temporary: its owner chooses their own at first sign-in.
import { type Account, AccountError, type createAccounts } from './accounts.ts';
import type { AuditAction, AuditLog } from './audit-log.ts';
import { parseRoles, type Role } from './roles.ts';

type Accounts = ReturnType<typeof createAccounts>;

/** Who makes a change ("cli:<OS user>", "admin:<account>") and from where (an address, "command line"). */
export interface ChangedBy {
  who: string;
  from: string;
}

/** Roles as given (at least one, each known), or an AccountError naming the problem. */
export function checkRoles(roles: readonly string[]): Role[] {
  try {
    return parseRoles(roles.join(','));
  } catch (error) {
    throw new AccountError((error as Error).message);
  }
}

export function createAccountChanges(accounts: Accounts, audit: AuditLog) {
  const log = (by: ChangedBy, action: AuditAction, detail: Record<string, unknown>) =>
    audit.append({ ...detail, who: by.who, from: by.from, action });
  const existing = (name: string): Account => {
    const account = accounts.find(name);
    if (!account) throw new AccountError(`There is no account "${name.slice(0, 80)}".`);
    return account;
  };

  return {
    existing,
    async add(by: ChangedBy, name: string, password: string, roles: readonly string[], displayName?: string): Promise<Account> {
      const added = await accounts.add(name, password, checkRoles(roles), displayName || name, true);
      log(by, 'account added', { account: added.name, roles: added.roles, temporaryPassword: true });
      return added;
    },
    async reset(by: ChangedBy, name: string, password: string): Promise<Account> {
      existing(name);
      const changed = await accounts.reset(name, password, true);
      log(by, 'password reset', { account: changed.name, temporaryPassword: true });
      return changed;
    },
    setDisabled(by: ChangedBy, name: string, disabled: boolean): Account {
      existing(name);
      const changed = accounts.setDisabled(name, disabled);
      log(by, disabled ? 'account disabled' : 'account enabled', { account: changed.name });
      return changed;
    },
    setRoles(by: ChangedBy, name: string, roles: readonly string[]): Account {
      const checked = checkRoles(roles);
      const before = existing(name).roles;
      const changed = accounts.setRoles(name, checked);
      log(by, 'roles changed', { account: changed.name, before, after: changed.roles });
      return changed;
    },
  };
}
