// How the team studio records a change of the content or its review: in the audit log, with the
// commit it made (a save: the saved files committed as their author; otherwise the commit the work
// tree is at), then told to the webhook. And the team's turn: such changes run one after another.
import type { IncomingMessage } from 'node:http';

import { savedFilesOf } from '../../shared/saved-what.ts';
import type { AuditAction, AuditLog } from './audit-log.ts';
import type { TeamPerson } from './gate-http.ts';
import type { createGitHistory } from './git-history.ts';
import { type createWebhook, describeEvent } from './webhook.ts';

export type RecordedChange = 'save' | 'approve' | 'send back' | 'comment' | 'publish' | 'rollback' | 'schedule' | 'schedule cancelled';

/**
 * Runs each piece of work after every earlier one has finished (done or failed): a save, a
 * decision, a publish or a rollback never sees another half done.
 */
export function createTurn() {
  let turn: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const next = turn.then(work, work);
    turn = next.catch(() => undefined);
    return next;
  };
}

export interface ChangeRecordDeps {
  audit: AuditLog;
  git?: ReturnType<typeof createGitHistory>;
  webhook?: ReturnType<typeof createWebhook>;
  addressOf: (req: IncomingMessage) => string;
  now: () => number;
}

export function createChangeRecord(deps: ChangeRecordDeps) {
  const { audit, git, webhook } = deps;

  function record(req: IncomingMessage, who: string, action: AuditAction, detail: Record<string, unknown> = {}): void {
    audit.append({ ...detail, who, from: deps.addressOf(req), action });
  }

  async function recordInHistory(
    req: IncomingMessage,
    person: TeamPerson,
    action: RecordedChange,
    detail: Record<string, unknown>,
    files?: string[],
  ): Promise<void> {
    if (!git) {
      record(req, person.name, action, detail);
      return;
    }
    const subject = `Studio: save ${typeof detail.screen === 'string' ? `screens/${detail.screen}` : savedFilesOf(detail).join(' and ')}`;
    try {
      const note = typeof detail.note === 'string' ? detail.note : '';
      const commit = files ? await git.commit(files, person, subject, note) : await git.head();
      record(req, person.name, action, { ...detail, commit: commit ?? null });
    } catch (error) {
      // The change stands (it is saved or live); the log says the commit is missing, and why.
      console.error('[studio] git:', (error as Error).message);
      record(req, person.name, action, { ...detail, commit: null, commitError: (error as Error).message.slice(0, 300) });
    }
  }

  /**
   * Records a change in the audit log with its commit: for a save, the commit of the files saved,
   * authored by the person; otherwise the commit the work tree is at (what was approved or published).
   */
  async function recordChange(...change: Parameters<typeof recordInHistory>): Promise<void> {
    await recordInHistory(...change);
    // Whoever must act is told; the action never waits for the receiver.
    const [, person, action, detail] = change;
    webhook?.notify({
      action,
      who: person.name,
      whoName: person.displayName,
      at: new Date(deps.now()).toISOString(),
      contentId: typeof detail.contentId === 'string' ? detail.contentId : null,
      detail,
      text: describeEvent(action, person.displayName, detail),
    });
  }

  return { record, recordChange };
}
