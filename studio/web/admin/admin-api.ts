// The admin page's calls (studio/server/team/admin.ts answers them): people and roles, the audit
// log, and everyone's own password. A 401 (the session ended, or the account was disabled) goes to
// the sign-in page, as the rest of the studio does.
import {
  type AccountsReply,
  type AccountView,
  ADMIN_PATHS,
  type AuditEntriesReply,
  type AuditQuery,
  type PasswordReply,
  type TeamRole,
} from '../../shared/team-admin.ts';
import { goSignInAfter } from '../team/team.ts';

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) {
    await goSignInAfter(response);
    throw new Error('Your session has ended: sign in again.');
  }
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `The studio server answered ${response.status}.`);
  return answer;
}

/** The filters as a query string ("" when there are none). */
function auditSearch(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string' && value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address of the audit log's download (JSON Lines) with these filters. */
export const auditDownloadUrl = (query: AuditQuery): string => `${ADMIN_PATHS.audit}${auditSearch(query)}`;

export const adminApi = {
  accounts: () => call<AccountsReply>(ADMIN_PATHS.accounts),
  add: (name: string, displayName: string, roles: TeamRole[]) => call<PasswordReply>(ADMIN_PATHS.add, { name, displayName, roles }),
  setRoles: (name: string, roles: TeamRole[]) => call<{ account: AccountView }>(ADMIN_PATHS.roles, { name, roles }),
  setDisabled: (name: string, disabled: boolean) =>
    call<{ account: AccountView }>(disabled ? ADMIN_PATHS.disable : ADMIN_PATHS.enable, { name }),
  resetPassword: (name: string) => call<PasswordReply>(ADMIN_PATHS.resetPassword, { name }),
  audit: (query: AuditQuery) => call<AuditEntriesReply>(`${ADMIN_PATHS.auditEntries}${auditSearch(query)}`),
  changePassword: (current: string, password: string) => call<{ changed: true }>(ADMIN_PATHS.password, { current, password }),
};
