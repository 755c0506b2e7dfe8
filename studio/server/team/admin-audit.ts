// The admin's view of the audit log (docs/team-studio.md): filtered by person, action and time; as
// JSON for the admin page, a month (segment) and a page of it at a time, newest first; or the whole
// log, or what passes the filters, as a JSON Lines download. A line a full disk left torn is left
// out of the view, never the whole log.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { AUDIT_ACTIONS, type AuditEntriesReply, type AuditQuery } from '../../shared/team-admin.ts';
import { send, sendJson } from '../http/replies.ts';
import type { AuditEntry, AuditLog } from './audit-log.ts';

const DEFAULT_ENTRIES = 200;
const MAX_ENTRIES = 1000;

/** An admin call refused with its status and words (the admin calls answer it as JSON). */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export /** The audit log's filters from a query string; a filter that is not one is refused. */
function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const query: AuditQuery = {};
  const person = params.get('person');
  if (person) query.person = person.slice(0, 100);
  const action = params.get('action');
  if (action) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(action))
      throw new AdminError(400, `"${action.slice(0, 40)}" is not an action of the audit log.`);
    query.action = action;
  }
  for (const key of ['from', 'to'] as const) {
    const at = params.get(key);
    if (!at) continue;
    if (Number.isNaN(Date.parse(at))) throw new AdminError(400, `"${at.slice(0, 40)}" is not a time (${key}).`);
    query[key] = new Date(at).toISOString();
  }
  return query;
}

/** Whether an entry passes the filters: by the person (also as admin:<name>) or about their account, the action, in [from, to). */
export function matchesAudit(entry: AuditEntry, query: AuditQuery): boolean {
  const person = query.person;
  if (person !== undefined && entry.who !== person && entry.who !== `admin:${person}` && entry.account !== person) return false;
  if (query.action !== undefined && entry.action !== query.action) return false;
  const at = Date.parse(entry.at);
  if (query.from !== undefined && at < Date.parse(query.from)) return false;
  if (query.to !== undefined && at >= Date.parse(query.to)) return false;
  return true;
}

export function createAuditView(audit: AuditLog) {
  /** A segment's lines of the audit log with their entries, in the order written (the whole log for an export). */
  const auditLines = (segment?: string) =>
    (segment === undefined ? audit.readText() : audit.readSegment(segment))
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        // A damaged line (a disk that filled mid-write) is left out of the view, not the whole log.
        try {
          return [{ line, entry: JSON.parse(line) as AuditEntry }];
        } catch {
          return [];
        }
      });

  function answer(call: 'audit' | 'audit entries', req: IncomingMessage, res: ServerResponse): void {
    const params = new URL(req.url ?? '/', 'http://studio.invalid').searchParams;
    const query = parseAuditQuery(params);
    const filtered = Object.keys(query).length > 0;
    if (call === 'audit') {
      const body = filtered
        ? auditLines()
            .filter(({ entry }) => matchesAudit(entry, query))
            .map(({ line }) => `${line}\n`)
            .join('')
        : audit.readText();
      send(res, 200, 'application/x-ndjson; charset=utf-8', body, {
        'content-disposition': `attachment; filename="studio-audit${filtered ? '-filtered' : ''}.jsonl"`,
      });
      return;
    }
    const askedLimit = Number(params.get('limit') ?? DEFAULT_ENTRIES);
    const limit = Number.isInteger(askedLimit) && askedLimit > 0 ? Math.min(askedLimit, MAX_ENTRIES) : DEFAULT_ENTRIES;
    // One segment (a month) at a time, this month's unless another is asked for, and one page of it: the page pages through them.
    const segments = audit.segments();
    const segment = params.get('segment') || segments[0];
    if (!segments.includes(segment)) {
      if (segment !== 'current' && !/^\d{4}-\d{2}$/.test(segment))
        throw new AdminError(400, `"${segment.slice(0, 40)}" is not a month of the audit log (YYYY-MM, or current).`);
      throw new AdminError(404, `The audit log has no entries for ${segment}.`);
    }
    const askedPage = params.get('page') ?? '0';
    if (askedPage !== 'last' && !/^\d{1,6}$/.test(askedPage))
      throw new AdminError(400, `"${askedPage.slice(0, 20)}" is not a page: a number from 0, or last.`);
    const matching = auditLines(segment)
      .map(({ entry }) => entry)
      .filter((entry) => matchesAudit(entry, query));
    const pages = Math.max(1, Math.ceil(matching.length / limit));
    const page = askedPage === 'last' ? pages - 1 : Math.min(Number(askedPage), pages - 1);
    const at = segments.indexOf(segment);
    // Newest first: page 0 ends at the segment's last entry.
    const end = matching.length - page * limit;
    sendJson(res, 200, {
      entries: matching.slice(Math.max(0, end - limit), end).reverse(),
      total: matching.length,
      limit,
      page,
      pages,
      segment,
      segments,
      older: segments[at + 1] ?? null,
      newer: segments[at - 1] ?? null,
    } satisfies AuditEntriesReply);
  }

  return { answer };
}
