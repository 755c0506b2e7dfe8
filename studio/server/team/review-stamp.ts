// What tells an open studio page that the review of the saved change may read differently now: the
// last save, decision, comment, publish or rollback in the audit log's index (kept in memory). The
// page's session check reads it every few seconds and asks for the review only when it changed, so
// "what waits for me" updates without a reload and without asking for the review over and over.
import type { AuditEntry } from './audit-log.ts';

const CHANGES = new Set(['save', 'approve', 'send back', 'comment', 'publish', 'rollback']);

export function reviewStamp(entries: readonly AuditEntry[]): string {
  const last = entries.findLast((entry) => CHANGES.has(entry.action));
  return last ? `${last.at} ${last.action} ${last.who}` : '';
}
