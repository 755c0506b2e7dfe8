// A disk that fills up in the middle of an audit line: the append is refused and the segment is
// cut back whole, so no reader meets half a line; a segment another program left torn is read past
// its torn line, and the next entry starts on a line of its own. Refused sign-ins that meet a full
// disk are kept back and written later, never failing the request.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type AuditFileSystem, createAuditLog } from '../../../../studio/server/team/audit-log.ts';
import { createRefusalSummary, MAX_UNWRITTEN_SUMMARIES, SUMMARY_RETRY_MS } from '../../../../studio/server/team/rate-limit.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'audit-torn-'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
/** A disk that takes the first half of a line into the files whose path holds `full`, then is full. */
function fillingDisk(): AuditFileSystem & { full: string } {
  const disk = {
    full: '',
    appendFileSync: (path: string, data: string, options: { mode: number; flag: 'a' }) => {
      if (disk.full && path.includes(disk.full)) {
        appendFileSync(path, data.slice(0, Math.floor(data.length / 2)), options);
        throw noSpace();
      }
      appendFileSync(path, data, options);
    },
  };
  return disk;
}
const at = () => new Date(Date.UTC(2026, 10, 27, 9));
const read = (name: string) => readFileSync(join(dir, name), 'utf8');

describe('the audit log on a disk that fills up mid-line', () => {
  it('refuses the append and leaves the segment whole; the next append after space is freed reads back', () => {
    const disk = fillingDisk();
    const audit = createAuditLog(dir, at, disk);
    audit.append({ who: 'admin', from: '10.0.0.1', action: 'account added', account: 'editor' });
    const before = read('audit.jsonl');
    disk.full = 'audit.jsonl';
    expect(() => audit.append({ who: 'admin', from: '10.0.0.1', action: 'account disabled', account: 'editor' })).toThrow(/ENOSPC/);
    expect(read('audit.jsonl')).toBe(before);
    disk.full = '';
    audit.append({ who: 'admin', from: '10.0.0.1', action: 'account enabled', account: 'editor' });
    expect(audit.read().map((entry) => entry.action)).toEqual(['account added', 'account enabled']);
  });

  it('leaves neither the log nor the index with the entry when the index is the file that fills up', () => {
    const disk = fillingDisk();
    const audit = createAuditLog(dir, at, disk);
    audit.append({ who: 'editor', from: '10.0.0.1', action: 'save', screen: 'loan-detail' });
    const [log, index] = [read('audit.jsonl'), read('audit-index.jsonl')];
    disk.full = 'audit-index.jsonl';
    expect(() => audit.append({ who: 'editor', from: '10.0.0.1', action: 'save', screen: 'bind-bank' })).toThrow(/ENOSPC/);
    expect([read('audit.jsonl'), read('audit-index.jsonl')]).toEqual([log, index]);
    expect(audit.readIndex().map((entry) => entry.screen)).toEqual(['loan-detail']);
    expect(
      createAuditLog(dir, at)
        .readIndex()
        .map((entry) => entry.screen),
    ).toEqual(['loan-detail']);
  });

  it('reads past a torn last line another program left, and starts the next entry on a line of its own', async () => {
    const whole = (screen: string) =>
      `${JSON.stringify({ at: at().toISOString(), who: 'editor', from: '10.0.0.1', action: 'save', screen })}\n`;
    const torn = whole('torn').slice(0, 40);
    writeFileSync(join(dir, 'audit.jsonl'), whole('one') + torn);
    writeFileSync(join(dir, 'audit-index.jsonl'), whole('one') + torn);
    const warmed = createAuditLog(dir, at);
    await warmed.warm();
    expect(warmed.readIndex().map((entry) => entry.screen)).toEqual(['one']);
    const audit = createAuditLog(dir, at);
    expect(audit.read().map((entry) => entry.screen)).toEqual(['one']);
    audit.append({ who: 'editor', from: '10.0.0.1', action: 'save', screen: 'two' });
    expect(read('audit.jsonl')).toBe(`${whole('one')}${torn}\n${whole('two')}`);
    expect(audit.read().map((entry) => entry.screen)).toEqual(['one', 'two']);
    expect(
      createAuditLog(dir, at)
        .readIndex()
        .map((entry) => entry.screen),
    ).toEqual(['one', 'two']);
  });
});

describe('refused sign-ins summarised on a full disk', () => {
  const editor = { name: 'editor', address: '203.0.113.9', reason: 'wrong password' };

  function summary() {
    const clock = { now: Date.UTC(2026, 10, 27, 9) };
    const disk = { full: false, written: [] as Record<string, unknown>[] };
    const refusals = createRefusalSummary({
      windowMs: 60_000,
      now: () => clock.now,
      write: (refused, detail) => {
        if (disk.full) throw noSpace();
        disk.written.push({ who: refused.name, ...detail });
      },
    });
    return { clock, disk, refusals };
  }

  it('never throws: the entry is logged on the server, kept, and written with its own time once the disk has room', () => {
    const { clock, disk, refusals } = summary();
    refusals.refused(editor);
    refusals.refused(editor);
    disk.full = true;
    clock.now += 61_000;
    expect(() => refusals.flush()).not.toThrow();
    expect(() => refusals.refused({ ...editor, name: 'admin' })).not.toThrow();
    expect(refusals.unwritten()).toBe(2);
    expect(console.error).toHaveBeenCalled();
    const closedAt = new Date(clock.now).toISOString();
    disk.full = false;
    // Not tried on every request while the disk may still be full: only after a pause.
    refusals.flush();
    expect(disk.written).toHaveLength(1);
    clock.now += SUMMARY_RETRY_MS;
    refusals.flush();
    expect(refusals.unwritten()).toBe(0);
    expect(disk.written.slice(1)).toEqual([
      { who: 'editor', at: closedAt, repeated: true, count: 1, since: new Date(clock.now - SUMMARY_RETRY_MS - 61_000).toISOString() },
      { who: 'admin', at: closedAt, count: 1 },
    ]);
  });

  it('keeps back a bounded number of entries while the disk stays full', () => {
    const { disk, refusals } = summary();
    disk.full = true;
    for (let i = 0; i < MAX_UNWRITTEN_SUMMARIES + 50; i++) refusals.refused({ ...editor, name: `guess${i}` });
    expect(refusals.unwritten()).toBe(MAX_UNWRITTEN_SUMMARIES);
    disk.full = false;
    refusals.flushAll();
    expect(disk.written[0]).toMatchObject({ who: 'guess50', count: 1 });
    expect(disk.written).toHaveLength(MAX_UNWRITTEN_SUMMARIES);
  });
});
