// The team gate's parts on their own: which requests may go on (a known call, from the studio's own
// pages, JSON to the API), how a change is recorded (audit log with its commit, then the webhook),
// and the turn that keeps changes one after another.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAuditLog } from '../../../../studio/server/team/audit-log.ts';
import { createChangeRecord, createTurn } from '../../../../studio/server/team/change-record.ts';
import { checkRequest } from '../../../../studio/server/team/gate.ts';
import { Refusal } from '../../../../studio/server/team/gate-http.ts';
import { checkSameSite } from '../../../../studio/server/team/same-site.ts';

const STUDIO = 'https://studio.lender.example';
const request = (method: string, headers: Record<string, string> = {}) =>
  ({ method, headers, socket: { remoteAddress: '10.0.0.7' } }) as unknown as IncomingMessage;
const origin = () => STUDIO;
/** The refusal's status and reason, or 'ok'. */
function outcome(check: () => unknown): string {
  try {
    check();
    return 'ok';
  } catch (error) {
    if (error instanceof Refusal) return `${error.status} ${error.reason}`;
    throw error;
  }
}

describe('which requests the gate lets on', () => {
  it('refuses a write from another site, and one that names no origin unless the browser says same-origin', () => {
    expect(
      [
        request('POST', { origin: STUDIO }),
        request('POST', { origin: 'https://evil.example' }),
        request('POST', { origin: 'null', 'sec-fetch-site': 'same-origin' }),
        request('POST', { origin: 'null' }),
        request('POST', { 'sec-fetch-site': 'cross-site' }),
      ].map((req) => outcome(() => checkSameSite(req, origin))),
    ).toEqual(['ok', '403 cross-site', 'ok', '403 cross-site', '403 cross-site']);
  });

  it('finds the call, refuses an unknown one, and a write to the API that is not JSON', () => {
    const url = (path: string) => new URL(path, STUDIO);
    expect(checkRequest(request('GET'), url('/__studio/api/team/me'), origin).doing).toBe('Who you are');
    expect(outcome(() => checkRequest(request('GET'), url('/__studio/api/nothing-here'), origin))).toBe('404 no such call');
    const form = { origin: STUDIO, 'content-type': 'application/x-www-form-urlencoded' };
    expect(outcome(() => checkRequest(request('POST', form), url('/__studio/api/team/approve'), origin))).toBe('415 not json');
    const json = { origin: STUDIO, 'content-type': 'application/json' };
    expect(outcome(() => checkRequest(request('POST', json), url('/__studio/api/team/approve'), origin))).toBe('ok');
    expect(
      outcome(() => checkRequest(request('POST', { ...json, origin: 'https://evil.example' }), url('/__studio/api/team/approve'), origin)),
    ).toBe('403 cross-site');
  });
});

describe('a change recorded', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'change-record-'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });
  const person = { name: 'maria', displayName: 'Maria Santos', roles: ['editor' as const] };
  const at = Date.UTC(2026, 10, 27, 9);

  it('goes to the audit log with its commit, then to the webhook in words', async () => {
    const audit = createAuditLog(dir, () => new Date(at));
    const commit = vi.fn(async () => 'a'.repeat(40));
    const notify = vi.fn();
    const git = { commit, head: async () => 'b'.repeat(40) } as never;
    const { recordChange } = createChangeRecord({ audit, git, webhook: { notify } as never, addressOf: () => '10.0.0.7', now: () => at });
    await recordChange(request('PUT'), person, 'save', { screen: 'about-us', note: 'New rates' }, [join(dir, 'screen.json')]);
    await recordChange(request('POST'), person, 'approve', { contentId: 'c1' });
    expect(commit).toHaveBeenCalledWith([join(dir, 'screen.json')], person, 'Studio: save screens/about-us', 'New rates');
    expect(audit.read().map(({ action, from, commit: hash }) => [action, from, hash])).toEqual([
      ['save', '10.0.0.7', 'a'.repeat(40)],
      ['approve', '10.0.0.7', 'b'.repeat(40)],
    ]);
    expect(notify.mock.calls.map(([event]) => [event.action, event.whoName, event.contentId, event.at])).toEqual([
      ['save', 'Maria Santos', null, new Date(at).toISOString()],
      ['approve', 'Maria Santos', 'c1', new Date(at).toISOString()],
    ]);
  });

  it('stands when git fails: the log says the commit is missing, and why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const audit = createAuditLog(dir, () => new Date(at));
    const git = { commit: async () => Promise.reject(new Error('git commit: index.lock exists')) } as never;
    const { recordChange } = createChangeRecord({ audit, git, addressOf: () => '10.0.0.7', now: () => at });
    await recordChange(request('PUT'), person, 'save', { file: 'content/about-us.md' }, [join(dir, 'about-us.md')]);
    expect(audit.read()[0]).toMatchObject({ action: 'save', commit: null, commitError: 'git commit: index.lock exists' });
  });

  it('runs changes one after another, also after one that failed', async () => {
    const inTurn = createTurn();
    const order: string[] = [];
    let release!: () => void;
    const first = inTurn(() => new Promise<void>((done) => (release = done)).then(() => order.push('first')));
    const failed = inTurn(async () => {
      order.push('second');
      throw new Error('refused');
    });
    const third = inTurn(async () => order.push('third'));
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await first;
    await expect(failed).rejects.toThrow('refused');
    await third;
    expect(order).toEqual(['first', 'second', 'third']);
  });
});
