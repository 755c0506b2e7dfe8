// The team studio's admin page as both sides see it: the audit log's actions, the admin calls'
// paths, and their replies (studio/server/team/admin.ts answers them, studio/web/admin/admin-api.ts
// sends them). Types and names only; here so the page never imports the Node server.

/** Every action the audit log records, in the order the admin page offers them as a filter. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in refused',
  'sign-out',
  'save',
  'approve',
  'send back',
  'comment',
  'publish',
  'rollback',
  'schedule',
  'schedule cancelled',
  'account added',
  'roles changed',
  'account disabled',
  'account enabled',
  'password reset',
  'password changed',
  'history not copied',
  'history copied again',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const TEAM_ROLES = ['viewer', 'editor', 'reviewer', 'publisher', 'admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const TEAM_API = '/__studio/api/team';
export const ADMIN_PATHS = {
  accounts: `${TEAM_API}/accounts`,
  add: `${TEAM_API}/accounts/add`,
  roles: `${TEAM_API}/accounts/roles`,
  disable: `${TEAM_API}/accounts/disable`,
  enable: `${TEAM_API}/accounts/enable`,
  resetPassword: `${TEAM_API}/accounts/reset-password`,
  /** The audit log as JSON Lines (a download), filtered by the query below. */
  audit: `${TEAM_API}/audit`,
  /** The audit log as JSON for the page, newest first, filtered by the query below. */
  auditEntries: `${TEAM_API}/audit/entries`,
  /** Anyone signed in: their own password. */
  password: `${TEAM_API}/password`,
} as const;

/** The audit log's filters, as query parameters: each optional, all must hold. */
export interface AuditQuery {
  /** An account: entries by it (also as `admin:<name>`) or about it. */
  person?: string;
  action?: string;
  /** ISO time: entries at or after it. */
  from?: string;
  /** ISO time: entries before it. */
  to?: string;
  /** Which segment of the log: "current" (this month's, the default) or an older month, YYYY-MM. */
  segment?: string;
  /** Which page of the segment: 0 (its newest entries, the default), 1, …, or "last" (its oldest). */
  page?: string;
}

/** An account as the admin page shows it: never its password hash. */
export interface AccountView {
  name: string;
  displayName: string;
  roles: TeamRole[];
  disabled: boolean;
  createdAt: string;
  changedAt: string;
  /** The last sign-in the audit log has, or null. */
  lastSignIn: string | null;
  /** Signed in with a password an admin or the command line gave: must choose their own at the next sign-in. */
  temporaryPassword: boolean;
}

/** Whether the content history is copied to the lender's Git host (`--git-push`), as the admin page shows it. */
export interface HistoryCopyStatus {
  /** The remote's name or address, without any user or password in it. */
  remote: string;
  /** When a push last copied every commit, or null (none yet since the studio started). */
  copiedAt: string | null;
  /** Commits made since then that are not copied yet. */
  waiting: number;
  /** A push is running now. */
  pushing: boolean;
  /** Since when pushes fail, why (in words) and how many tries failed; null when the last push worked. */
  failing: { since: string; reason: string; tries: number } | null;
  /** When the next try after a failure is due, or null. */
  nextTry: string | null;
}

/** The People tab's reply: the accounts, and with `--git-push` whether the history is copied. */
export interface AccountsReply {
  accounts: AccountView[];
  historyCopy: HistoryCopyStatus | null;
}

interface AuditEntryView {
  at: string;
  who: string;
  from: string;
  action: string;
  [detail: string]: unknown;
}

export interface AuditEntriesReply {
  /** Newest first, at most `limit` of them. */
  entries: AuditEntryView[];
  /** How many entries of this segment match the filters. */
  total: number;
  /** At most this many entries a page. */
  limit: number;
  /** The page shown, 0 for the segment's newest entries. */
  page: number;
  /** How many pages the segment's matching entries fill (at least 1). */
  pages: number;
  /** The segment shown: "current" (this month's entries) or an older month, YYYY-MM (ask with ?segment=). */
  segment: string;
  /** Every segment, newest first. */
  segments: string[];
  /** The next older segment, or null. */
  older: string | null;
  /** The next newer segment, or null. */
  newer: string | null;
}

/** A new account or a reset: the temporary password, in this reply only. */
export interface PasswordReply {
  account: AccountView;
  password: string;
}
