// The audit index is read in the background at the studio's start, a few thousand lines at a time
// with other work served between, so the first request after a start does not wait for a year's
// index; whatever needs it sooner reads it at once, and nothing is lost or counted twice.
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type AuditEntry, createAuditLog } from '../../../../studio/server/team/audit-log.ts';

const COUNT = 20_000;
let dir: string;

const line = (i: number) =>
  `${JSON.stringify({ at: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(), who: `staff${i % 7}`, from: '10.0.0.1', action: 'save', screen: 'loan-detail' })}\n`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'audit-index-'));
  writeFileSync(join(dir, 'audit-index.jsonl'), Array.from({ length: COUNT }, (_, i) => line(i)).join(''));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the audit index read in the background', () => {
  it('is read in turns that let other work run, and then answers without reading the file again', async () => {
    const audit = createAuditLog(dir);
    let turns = 0;
    let warmed = false;
    const warming = audit.warm().then(() => (warmed = true));
    // Other work gets turns while the index is read.
    while (!warmed) {
      await new Promise((done) => setImmediate(done));
      turns++;
    }
    await warming;
    expect(turns).toBeGreaterThan(2);
    rmSync(join(dir, 'audit-index.jsonl'));
    const entries = audit.readIndex();
    expect(entries).toHaveLength(COUNT);
    expect(entries.at(-1)).toEqual(JSON.parse(line(COUNT - 1)));
  });

  it('gives way to a request that needs the index at once: an append meanwhile is there exactly once', async () => {
    const audit = createAuditLog(dir, () => new Date(Date.UTC(2026, 10, 27)));
    const warming = audit.warm();
    const appended = audit.append({ who: 'editor', from: '10.0.0.2', action: 'save', screen: 'bind-bank' });
    await warming;
    const entries = audit.readIndex();
    expect(entries).toHaveLength(COUNT + 1);
    expect(entries.filter((entry: AuditEntry) => entry.who === 'editor')).toEqual([appended]);
  });

  it('loses no line another program writes to the index while it is read', async () => {
    const audit = createAuditLog(dir);
    const warming = audit.warm();
    await new Promise((done) => setImmediate(done));
    appendFileSync(join(dir, 'audit-index.jsonl'), line(COUNT));
    await warming;
    expect(audit.readIndex()).toHaveLength(COUNT + 1);
  });

  it('leaves an index still to be built from the log to the first read', async () => {
    rmSync(join(dir, 'audit-index.jsonl'));
    writeFileSync(
      join(dir, 'audit.jsonl'),
      `${line(1)}${JSON.stringify({ at: '2026-11-01T00:00:00.000Z', who: 'x', from: 'y', action: 'sign-out' })}\n`,
    );
    const audit = createAuditLog(dir);
    await audit.warm();
    expect(audit.readIndex()).toEqual([JSON.parse(line(1))]);
  });
});
