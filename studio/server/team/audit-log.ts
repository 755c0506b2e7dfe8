// The team studio's audit log, one JSON object a line, only ever appended to (by the server and by
// `npm run studio:accounts`). Who, when, from where, what; never a password or a session id.
// In dated segments: <team folder>/audit.jsonl holds this month's entries; when the month turns it
// moves to audit/<YYYY-MM>.jsonl and a new audit.jsonl starts, so no reader needs the whole log.
// Beside it, audit-index.jsonl repeats the few entries the studio's own state is read from (saves,
// decisions, comments, publishes, rollbacks, sign-ins): the review, a conflict's "saved by" and
// the accounts' last sign-in read that, never the log itself.
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { AuditAction } from '../../shared/team-admin.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './files.ts';

export type { AuditAction };

export interface AuditEntry {
  at: string;
  /** The account name, or for the accounts command "cli:<OS user>". */
  who: string;
  /** The client's address (behind a trusted proxy: the address the proxy saw). */
  from: string;
  action: AuditAction;
  [detail: string]: unknown;
}

/** The actions the studio's state is read from: kept in the index too. */
const INDEXED: ReadonlySet<string> = new Set(['save', 'approve', 'send back', 'comment', 'publish', 'rollback', 'sign-in']);
/** The current segment's name in segment lists. */
const CURRENT_SEGMENT = 'current';
const SEGMENT_NAME = /^\d{4}-\d{2}$/;

/** Lines of the index parsed between two turns of the event loop when it is read in the background. */
const WARM_CHUNK_LINES = 2_000;

const monthOf = (iso: string): string => iso.slice(0, 7);

/**
 * One line's entry, or undefined for a line that is not one: a line torn by a disk that filled up
 * while another program (an older studio, the accounts command) appended it. A reader passes over it.
 */
function parseLine(line: string): AuditEntry | undefined {
  try {
    const entry: unknown = JSON.parse(line);
    return entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as AuditEntry) : undefined;
  } catch {
    return undefined;
  }
}
const parseLines = (text: string): AuditEntry[] =>
  text.split('\n').flatMap((line) => {
    const entry = line ? parseLine(line) : undefined;
    return entry ? [entry] : [];
  });

/** How the log appends to its files; tests give a disk that fills up part-way through a line. */
export interface AuditFileSystem {
  appendFileSync: (path: string, data: string, options: { mode: number; flag: 'a' }) => void;
}

/** The size of a file (0 when there is none) and whether it ends in the middle of a line. */
function tailOf(path: string): { size: number; torn: boolean } {
  const size = statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  if (size === 0) return { size, torn: false };
  const fd = openSync(path, 'r');
  try {
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return { size, torn: last[0] !== 0x0a };
  } finally {
    closeSync(fd);
  }
}

/** The first line of a file (its first 4 KB suffice: an entry is short), or ''. */
function firstLine(file: string): string {
  if (!existsSync(file)) return '';
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('utf8').split('\n')[0];
  } finally {
    closeSync(fd);
  }
}

export function createAuditLog(
  teamDir: string,
  now: () => Date = () => new Date(),
  fs: AuditFileSystem = { appendFileSync: (path, data, options) => appendFileSync(path, data, options) },
) {
  const file = join(teamDir, 'audit.jsonl');
  const segmentsDir = join(teamDir, 'audit');
  const indexFile = join(teamDir, 'audit-index.jsonl');
  const readIfAny = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  /** The month of the current segment's entries ('' while it is empty). */
  let currentMonth: string | undefined;
  let index: AuditEntry[] | undefined;

  /** Older segments, oldest first. */
  const segments = (): string[] =>
    existsSync(segmentsDir)
      ? readdirSync(segmentsDir)
          .filter((name) => name.endsWith('.jsonl') && SEGMENT_NAME.test(name.slice(0, -6)))
          .map((name) => name.slice(0, -6))
          .sort()
      : [];
  const segmentFile = (name: string) => (name === CURRENT_SEGMENT ? file : join(segmentsDir, `${name}.jsonl`));

  /** When the month turned since the current segment's first entry: that segment moves to audit/<month>.jsonl. */
  function rotate(at: string): void {
    if (currentMonth === undefined) {
      const line = firstLine(file);
      const first = line ? parseLine(line) : undefined;
      currentMonth = typeof first?.at === 'string' ? monthOf(first.at) : '';
    }
    if (!currentMonth || currentMonth === monthOf(at)) return;
    mkdirSync(segmentsDir, { recursive: true, mode: 0o700 });
    const target = segmentFile(currentMonth);
    if (existsSync(target)) {
      appendFileSync(target, readFileSync(file), { mode: PRIVATE_FILE_MODE });
      rmSync(file);
    } else renameSync(file, target);
    currentMonth = '';
  }

  /** The index's entries, read once (built from the log when an older studio left none). */
  function readIndex(): AuditEntry[] {
    if (index) return index;
    if (existsSync(indexFile)) index = parseLines(readFileSync(indexFile, 'utf8'));
    else {
      index = parseLines(readText()).filter((entry) => INDEXED.has(entry.action));
      if (index.length > 0) {
        ensurePrivateDir(teamDir);
        appendFileSync(indexFile, index.map((entry) => `${JSON.stringify(entry)}\n`).join(''), { mode: PRIVATE_FILE_MODE });
      }
    }
    return index;
  }

  let warming: Promise<void> | undefined;
  /**
   * Reads the index in the background, a few thousand lines at a time with other requests served in
   * between (a year's index is 100,000 lines: parsed at once it held every request up for seconds).
   * The studio calls it at its start. Whatever needs the index before it is done reads it at once as
   * before, and this stops. An index still to be built from the log (an older studio's folder) is
   * left to that first read.
   */
  function warm(): Promise<void> {
    warming ??= (async () => {
      let text: string;
      try {
        text = await readFile(indexFile, 'utf8');
      } catch {
        return;
      }
      const parsed: AuditEntry[] = [];
      let start = 0;
      while (start < text.length) {
        if (index) return;
        for (let lines = 0; lines < WARM_CHUNK_LINES && start < text.length; lines++) {
          const end = text.indexOf('\n', start);
          const line = text.slice(start, end === -1 ? text.length : end);
          start = end === -1 ? text.length : end + 1;
          const entry = line ? parseLine(line) : undefined;
          if (entry) parsed.push(entry);
        }
        await new Promise((done) => setImmediate(done));
      }
      // An append here reads the index at once first (which set it); another program's write shows in the size.
      if (!index && statSync(indexFile, { throwIfNoEntry: false })?.size === Buffer.byteLength(text)) index = parsed;
    })().catch(() => undefined);
    return warming;
  }

  /**
   * Appends one line in one call. When the disk fills up part-way the file is cut back to its length
   * before, so no half line stays; a file another program left torn gets the line on a line of its
   * own. Returns the length before, for a caller that must undo the line.
   */
  function appendWhole(path: string, line: string): number {
    const { size, torn } = tailOf(path);
    try {
      fs.appendFileSync(path, torn ? `\n${line}` : line, { mode: PRIVATE_FILE_MODE, flag: 'a' });
    } catch (error) {
      cutBack(path, size);
      throw error;
    }
    return size;
  }
  /** Cuts a file back to `size` (a reader passes over a line left torn if even that fails). */
  function cutBack(path: string, size: number): void {
    try {
      const current = statSync(path, { throwIfNoEntry: false })?.size;
      if (current === undefined || current === size) return;
      truncateSync(path, size);
    } catch (error) {
      console.error('[studio] audit log: could not cut back a line the full disk tore:', (error as Error).message);
    }
  }

  /** The whole log as JSON Lines, as written, oldest segment first. */
  function readText(): string {
    return [...segments().map((name) => readIfAny(segmentFile(name))), readIfAny(file)].join('');
  }

  return {
    file,
    append(entry: Omit<AuditEntry, 'at'>): AuditEntry {
      const full = { at: now().toISOString(), ...entry } as AuditEntry;
      ensurePrivateDir(teamDir);
      const indexed = INDEXED.has(full.action);
      const indexNow = indexed ? readIndex() : undefined;
      rotate(full.at);
      const line = `${JSON.stringify(full)}\n`;
      const logBefore = appendWhole(file, line);
      try {
        if (indexNow) appendWhole(indexFile, line);
      } catch (error) {
        // Not in the index, not in the log either: the refused change is nowhere.
        cutBack(file, logBefore);
        throw error;
      }
      currentMonth ||= monthOf(full.at);
      indexNow?.push(full);
      return full;
    },
    readText,
    /** Every entry of every segment: for exports only; the studio's state reads `readIndex`. */
    read: (): AuditEntry[] => parseLines(readText()),
    /** Saves, decisions, comments, publishes, rollbacks and sign-ins, oldest first, without reading the log. */
    readIndex,
    warm,
    /** The segments, newest first: "current" (this month's), then each older month (YYYY-MM). */
    segments: (): string[] => [CURRENT_SEGMENT, ...segments().reverse()],
    /** One segment's lines, as written ('' for one that does not exist). */
    readSegment: (name: string): string => (name === CURRENT_SEGMENT || SEGMENT_NAME.test(name) ? readIfAny(segmentFile(name)) : ''),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
