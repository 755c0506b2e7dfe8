// The team studio's local accounts: <team folder>/accounts.json, changed by `npm run
// studio:accounts` and read afresh by the server on each sign-in and request (so a disabled account
// or a role change counts at once, without a restart). Each disable, enable or password reset
// raises the account's generation, which ends every session it had. A password given by someone
// else (the admin page, the command line) is temporary: the person chooses their own at first
// sign-in (team.ts refuses anything else until then).
import { join } from 'node:path';

import { readJsonFile, writePrivateJson } from './files.ts';
import { checkNewPassword, hashPassword } from './passwords.ts';
import { type Role, ROLES } from './roles.ts';

/** A sign-in name: lower-case letters, digits and . _ - @ (an e-mail address will do), 2 to 64 characters. */
const ACCOUNT_NAME = /^[a-z0-9][a-z0-9._@-]{1,63}$/;
const MAX_DISPLAY_NAME = 80;
// eslint-disable-next-line no-control-regex -- the point is to find them
const UNSAFE_TEXT = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069<>]/;

export interface Account {
  name: string;
  /** How the studio names the person ("Maria Santos"); plain text. */
  displayName: string;
  roles: Role[];
  disabled: boolean;
  passwordHash: string;
  /** Raised by disable, enable and reset: sessions of an earlier generation are over. */
  generation: number;
  /** The password was given by an admin or on the command line: a sign-in with it must choose another first. */
  temporaryPassword?: true;
  createdAt: string;
  changedAt: string;
}

interface AccountsFile {
  accounts: Account[];
}

export class AccountError extends Error {}

export const accountsFile = (teamDir: string): string => join(teamDir, 'accounts.json');

function checkAccountName(name: string): string {
  if (!ACCOUNT_NAME.test(name))
    throw new AccountError(
      `"${name.slice(0, 80)}" is not an account name: 2 to 64 lower-case letters, digits and . _ - @ (e.g. maria.santos), starting with a letter or digit.`,
    );
  return name;
}

function checkDisplayName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_DISPLAY_NAME || UNSAFE_TEXT.test(trimmed))
    throw new AccountError(`A display name is 1 to ${MAX_DISPLAY_NAME} characters of plain text, without < or >.`);
  return trimmed;
}

export function createAccounts(teamDir: string, now: () => Date = () => new Date()) {
  const file = accountsFile(teamDir);
  const read = (): Account[] => readJsonFile<AccountsFile>(file, { accounts: [] }).accounts;
  const write = (accounts: Account[]) => writePrivateJson(file, { accounts });

  const find = (name: string): Account | undefined => read().find((account) => account.name === name);
  function change(name: string, update: (account: Account) => Account): Account {
    const accounts = read();
    const index = accounts.findIndex((account) => account.name === name);
    if (index < 0) throw new AccountError(`There is no account "${name.slice(0, 80)}". See: npm run studio:accounts -- list`);
    const changed = { ...update(accounts[index]), changedAt: now().toISOString() };
    accounts[index] = changed;
    write(accounts);
    return changed;
  }
  async function checkedHash(name: string, password: string): Promise<string> {
    const problem = await checkNewPassword(password, name);
    if (problem) throw new AccountError(problem);
    return hashPassword(password);
  }

  return {
    list: read,
    find,
    /** A new account; `temporary`: the password was given by someone else, and is to be changed at first sign-in. */
    async add(name: string, password: string, roles: Role[], displayName = name, temporary = false): Promise<Account> {
      checkAccountName(name);
      if (find(name)) throw new AccountError(`There is an account "${name}" already: reset its password or change its roles.`);
      const at = now().toISOString();
      const account: Account = {
        name,
        displayName: checkDisplayName(displayName),
        roles: roles.filter((role) => ROLES.includes(role)),
        disabled: false,
        passwordHash: await checkedHash(name, password),
        generation: 1,
        ...(temporary && { temporaryPassword: true as const }),
        createdAt: at,
        changedAt: at,
      };
      write([...read(), account]);
      return account;
    },
    setDisabled: (name: string, disabled: boolean) =>
      change(name, (account) => ({ ...account, disabled, generation: account.generation + 1 })),
    /** A new password (ending the account's sessions); `temporary` as for `add`, else the person's own. */
    async reset(name: string, password: string, temporary = false): Promise<Account> {
      const passwordHash = await checkedHash(name, password);
      return change(name, ({ temporaryPassword: _, ...account }) => ({
        ...account,
        passwordHash,
        generation: account.generation + 1,
        ...(temporary && { temporaryPassword: true as const }),
      }));
    },
    setRoles: (name: string, roles: Role[]) => change(name, (account) => ({ ...account, roles })),
  };
}
