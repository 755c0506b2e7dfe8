// The audit log's filters and pages as data: a date input's day as a time, a month as staff read
// it, where Older and Newer go (page by page, across months at either end), the status line, and
// who did it in words (an admin-page action marked as such).
import type { AuditEntriesReply } from '../../shared/team-admin.ts';

/** The start of a local day (a date input's "2026-11-26") as an ISO time; `days` later for the end of a range. */
export const localDay = (date: string, days = 0): string | undefined => {
  if (!date) return undefined;
  const day = new Date(`${date}T00:00`);
  day.setDate(day.getDate() + days);
  return Number.isNaN(day.getTime()) ? undefined : day.toISOString();
};

/** "current" or "2026-10" as staff read it: "This month", "October 2026". */
export const monthName = (segment: string): string => {
  if (segment === 'current') return 'This month';
  const month = new Date(`${segment}-01T00:00`);
  return Number.isNaN(month.getTime()) ? segment : month.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
};

/** The place of the page before and after this one: Older, the next page of this month, then the next older month's newest; Newer, back, then the newer month's oldest page. */
export function pagesAround(reply: AuditEntriesReply | undefined): {
  older?: { segment: string; page: string };
  newer?: { segment: string; page: string };
} {
  const older =
    reply && reply.page + 1 < reply.pages
      ? { segment: reply.segment, page: String(reply.page + 1) }
      : reply?.older
        ? { segment: reply.older, page: '0' }
        : undefined;
  const newer =
    reply && reply.page > 0
      ? { segment: reply.segment, page: String(reply.page - 1) }
      : reply?.newer
        ? { segment: reply.newer, page: 'last' }
        : undefined;
  return { older, newer };
}

/** The status line under the filters: which entries of how many in which month, or that it has none. */
export function shownEntries(reply: AuditEntriesReply | undefined): string {
  return reply && reply.entries.length > 0
    ? `${reply.page * reply.limit + 1}–${reply.page * reply.limit + reply.entries.length} of ${reply.total} ${reply.total === 1 ? 'entry' : 'entries'} in ${monthName(reply.segment).replace('This month', 'this month')}.`
    : reply
      ? `No entries in ${monthName(reply.segment).replace('This month', 'this month')}${reply.older ? ': older months may have some.' : '.'}`
      : '';
}

/** Who did it as people read it: their display name, "(admin page)" for the admin page's actions, else the account as logged. */
export function auditWho(who: string, names: ReadonlyMap<string, string>): string {
  const admin = who.startsWith('admin:') ? who.slice('admin:'.length) : undefined;
  const name = names.get(admin ?? who);
  if (admin !== undefined) return `${name ?? admin} (admin page)`;
  return name ?? who;
}
