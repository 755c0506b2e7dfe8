// The publish history names people as the rest of the studio does: a publish or rollback keeps the
// publisher's display name with its entry; an entry kept before names were is named by looking its
// account up, else by the account.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createReleases } from '../../../../studio/server/publishing/releases.ts';

const dir = mkdtempSync(join(tmpdir(), 'studio-release-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const screensDir = join(dir, 'screens');
const publishDir = join(dir, 'dist', 'screens');
const logFile = join(dir, '.studio', 'publish-log.json');
const accounts: Record<string, string> = { 'maria.santos': 'Maria Santos', 'jose.cruz': 'Jose Cruz' };
const nameOf = (account: string): string | undefined => accounts[account];
const as = (user: string, userName?: string) => createReleases({ screensDir, publishDir, logFile, user, userName, nameOf });

function retitle(title: string): void {
  const file = join(screensDir, 'about-us', 'messages.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/"about\.title": "[^"]*"/, `"about.title": ${JSON.stringify(title)}`));
}
function publishAs(user: string, userName: string | undefined, note: string): string {
  const releases = as(user, userName);
  const shown = releases.compare('saved');
  const result = releases.publish({ note, contentId: shown.contentId, live: shown.live });
  if (!result.published) throw new Error(`not published: ${JSON.stringify(result.problems)}`);
  return result.version;
}

describe('who published or rolled back, by name', () => {
  cpSync('screens', screensDir, { recursive: true });
  mkdirSync(publishDir, { recursive: true });

  it('keeps the display name with a new publish and rollback, and shows it in the history', () => {
    retitle('About us (one)');
    const first = publishAs('maria.santos', 'Maria Santos', 'First');
    retitle('About us (two)');
    const second = publishAs('maria.santos', 'Maria Santos', 'Second');
    as('jose.cruz', 'Jose Cruz').makeLive({ to: first, note: 'Back to one', live: second });

    const kept = JSON.parse(readFileSync(logFile, 'utf8')) as { events: { by: string; byName?: string }[] };
    expect(kept.events.map((event) => [event.by, event.byName])).toEqual([
      ['maria.santos', 'Maria Santos'],
      ['maria.santos', 'Maria Santos'],
      ['jose.cruz', 'Jose Cruz'],
    ]);
    const history = as('maria.santos', 'Maria Santos').history();
    const rolledBack = history.bundles.find((row) => row.version === second);
    expect(rolledBack?.published?.byName).toBe('Maria Santos');
    expect(rolledBack?.rolledBack?.byName).toBe('Jose Cruz');
    expect(history.events.map((event) => event.byName)).toEqual(['Jose Cruz', 'Maria Santos', 'Maria Santos']);
  });

  it('names an entry kept without a name by its account’s name now, else by the account', () => {
    const log = JSON.parse(readFileSync(logFile, 'utf8')) as { events: Record<string, unknown>[] };
    const old = (by: string, note: string) => ({
      kind: 'publish',
      version: '20200101-000000-00000000',
      from: null,
      by,
      at: '2020-01-01T00:00:00.000Z',
      note,
    });
    writeFileSync(logFile, JSON.stringify({ events: [old('jose.cruz', 'Old one'), old('left.the.team', 'Older'), ...log.events] }));
    const events = as('maria.santos').history().events;
    expect(events.slice(-2).map((event) => [event.note, event.byName])).toEqual([
      ['Older', 'left.the.team'],
      ['Old one', 'Jose Cruz'],
    ]);
    // A local studio (no display name given) records the account only.
    retitle('About us (three)');
    publishAs('maria.santos', undefined, 'Local');
    const kept = JSON.parse(readFileSync(logFile, 'utf8')) as { events: { note: string; byName?: string }[] };
    expect(kept.events.at(-1)).not.toHaveProperty('byName');
    expect(as('maria.santos').history().events[0].byName).toBe('Maria Santos');
  });
});
