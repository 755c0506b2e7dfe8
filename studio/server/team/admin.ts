// The team studio's admin calls (docs/team-studio.md): the accounts with their last sign-in; adding
// a person with a temporary password shown once; their roles; disabling, enabling and resetting
// (each ends their sessions); the audit log with filters, as JSON for the page and as a JSON Lines
// download. And for everyone signed in: changing their own password. The gate (team.ts) has checked
// the session, the roles (studio/server/calls.ts) and, on a write, that it came from the studio's own page as
// JSON. Every check here comes before any write: a refused request writes nothing, not even to the
// audit log. Changes go through account-changes.ts, as the command line's do; the audit log's view is
// admin-audit.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { AccountsReply, AccountView, HistoryCopyStatus, PasswordReply } from '../../shared/team-admin.ts';
import { readJsonObject } from '../http/bodies.ts';
import { sendJson } from '../http/replies.ts';
import { checkRoles, createAccountChanges } from './account-changes.ts';
import { type Account, AccountError, type createAccounts } from './accounts.ts';
import { AdminError, createAuditView } from './admin-audit.ts';
import type { AuditLog } from './audit-log.ts';
import { checkNewPassword, newTemporaryPassword, verifyPassword } from './passwords.ts';
import { createRateLimiter, toWaitMessage } from './rate-limit.ts';

type Accounts = ReturnType<typeof createAccounts>;

/** The calls answered here (studio/server/calls.ts gives each its row and roles). */
const ADMIN_CALLS = [
  'accounts',
  'add account',
  'set roles',
  'disable account',
  'enable account',
  'reset password',
  'audit',
  'audit entries',
  'change password',
] as const;
export type AdminCall = (typeof ADMIN_CALLS)[number];
export const isAdminCall = (call: string): call is AdminCall => (ADMIN_CALLS as readonly string[]).includes(call);

/** Wrong current passwords, per account: as many as a sign-in allows. */
const PASSWORD_ATTEMPTS = { max: 5, windowMs: 15 * 60_000 };

export interface AdminOptions {
  accounts: Accounts;
  audit: AuditLog;
  /** The client's address, as the audit log records it. */
  addressOf: (req: IncomingMessage) => string;
  /** Ends the request's session and starts a new one for the account at its present generation: its Set-Cookie. */
  renewSession: (req: IncomingMessage, account: Account) => string;
  /** Whether the content history is copied to the Git host (`--git-push`); absent without it. */
  historyCopy?: () => HistoryCopyStatus;
  now?: () => number;
}

/** The body as a JSON object, refused past `maxBytes` (the call's row in studio/server/calls.ts). */
const readBody = (req: IncomingMessage, maxBytes: number) =>
  readJsonObject(req, maxBytes, (status, message) => new AdminError(status, message));

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !value.trim()) throw new AdminError(400, `Give ${what}.`);
  return value;
};
const optionalText = (value: unknown, what: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new AdminError(400, `${what} is text.`);
  return value;
};
const roleList = (value: unknown): string[] => {
  if (!Array.isArray(value) || !value.every((role): role is string => typeof role === 'string'))
    throw new AdminError(400, 'Give the roles as a list, e.g. ["editor", "reviewer"].');
  return value;
};

export function createAdmin(options: AdminOptions) {
  const { accounts, audit } = options;
  const changes = createAccountChanges(accounts, audit);
  const wrongCurrent = createRateLimiter({ ...PASSWORD_ATTEMPTS, now: options.now });
  const auditView = createAuditView(audit);

  function listAccounts(): AccountView[] {
    const lastSignIn = new Map<string, string>();
    for (const entry of audit.readIndex()) if (entry.action === 'sign-in') lastSignIn.set(entry.who, entry.at);
    return accounts.list().map((account) => toView(account, lastSignIn.get(account.name) ?? null));
  }
  const toView = (account: Account, lastSignIn: string | null): AccountView => ({
    name: account.name,
    displayName: account.displayName,
    roles: account.roles,
    disabled: account.disabled,
    createdAt: account.createdAt,
    changedAt: account.changedAt,
    lastSignIn,
    temporaryPassword: account.temporaryPassword === true,
  });
  const viewOf = (account: Account) => listAccounts().find((view) => view.name === account.name) ?? toView(account, null);

  /** Refuses a change that would leave the studio without an enabled admin (only ever the admin's own: they are one). */
  function keepAnAdmin(target: Account, remainsAdmin: boolean): void {
    if (remainsAdmin || target.disabled || !target.roles.includes('admin')) return;
    const admins = accounts.list().filter((account) => !account.disabled && account.roles.includes('admin'));
    if (admins.length <= 1)
      throw new AdminError(
        409,
        `You are the last enabled admin (${target.name}): without one nobody could manage the accounts here. Make someone else an admin first.`,
      );
  }

  async function write(call: AdminCall, req: IncomingMessage, res: ServerResponse, me: string, maxBytes: number): Promise<void> {
    const body = await readBody(req, maxBytes);
    const by = { who: `admin:${me}`, from: options.addressOf(req) };
    if (call === 'add account') {
      const name = text(body.name, 'the account name').trim();
      const displayName = optionalText(body.displayName, 'The display name');
      const password = await newTemporaryPassword(name);
      const added = await changes.add(by, name, password, roleList(body.roles), displayName?.trim() || name);
      sendJson(res, 201, { account: viewOf(added), password } satisfies PasswordReply);
      return;
    }
    const target = changes.existing(text(body.name, 'the account name'));
    if (call === 'set roles') {
      const roles = checkRoles(roleList(body.roles));
      keepAnAdmin(target, roles.includes('admin'));
      sendJson(res, 200, { account: viewOf(changes.setRoles(by, target.name, roles)) });
    } else if (call === 'disable account' || call === 'enable account') {
      const disabled = call === 'disable account';
      if (disabled) keepAnAdmin(target, false);
      if (target.disabled === disabled) throw new AdminError(409, `${target.name} is ${disabled ? 'disabled' : 'enabled'} already.`);
      sendJson(res, 200, { account: viewOf(changes.setDisabled(by, target.name, disabled)) });
    } else if (call === 'reset password') {
      if (target.name === me)
        throw new AdminError(409, 'Change your own password with Change password: it asks for the current one and keeps you signed in.');
      const password = await newTemporaryPassword(target.name);
      const changed = await changes.reset(by, target.name, password);
      sendJson(res, 200, { account: viewOf(changed), password } satisfies PasswordReply);
    }
  }

  async function changeOwnPassword(req: IncomingMessage, res: ServerResponse, me: string, maxBytes: number): Promise<void> {
    const body = await readBody(req, maxBytes);
    const current = typeof body.current === 'string' ? body.current : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!current) throw new AdminError(400, 'Give your current password.');
    const problem = await checkNewPassword(password, me);
    if (problem) throw new AdminError(400, problem);
    if (password === current) throw new AdminError(400, 'The new password is the one you have: choose another.');
    const wait = wrongCurrent.waitMs(me);
    if (wait > 0) throw new AdminError(429, toWaitMessage(wait));
    const account = changes.existing(me);
    if (!(await verifyPassword(current, account.passwordHash))) {
      wrongCurrent.fail(me);
      throw new AdminError(403, 'The current password is wrong: nothing changed.');
    }
    wrongCurrent.clear(me);
    // A new generation ends every session of the account; this one goes on under a new session id.
    const changed = await accounts.reset(me, password);
    // Choosing one's own in place of a temporary password (the first sign-in after an admin gave it) says so.
    const replaced = account.temporaryPassword ? { replacedTemporaryPassword: true } : {};
    audit.append({ who: me, from: options.addressOf(req), action: 'password changed', account: me, ...replaced });
    sendJson(res, 200, { changed: true }, { 'set-cookie': options.renewSession(req, changed) });
  }

  return {
    /** Answers an admin call for the signed-in person `me` (the gate let it through), reading at most `maxBytes` of its body. */
    async answer(call: AdminCall, req: IncomingMessage, res: ServerResponse, me: string, maxBytes: number): Promise<void> {
      try {
        if (call === 'accounts')
          sendJson(res, 200, { accounts: listAccounts(), historyCopy: options.historyCopy?.() ?? null } satisfies AccountsReply);
        else if (call === 'audit' || call === 'audit entries') auditView.answer(call, req, res);
        else if (call === 'change password') await changeOwnPassword(req, res, me, maxBytes);
        else await write(call, req, res, me, maxBytes);
      } catch (error) {
        if (error instanceof AdminError) sendJson(res, error.status, { error: error.message });
        else if (error instanceof AccountError) sendJson(res, 400, { error: error.message });
        else throw error;
      }
    },
  };
}
