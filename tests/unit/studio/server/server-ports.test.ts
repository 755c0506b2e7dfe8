// Two studios on one machine (two staff members, or a studio open while the browser tests run):
// each takes only its own port, on 127.0.0.1, with its Vites' sockets on that same port.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { PREVIEW_BASE } from '../../../../studio/server/pages/page-paths.ts';
import { startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import { rawStatus } from './raw-status.ts';

/** Vite's fixed port for its WebSocket when it runs inside another server and is told nothing. */
const VITE_DEFAULT_WS_PORT = 24678;

interface Listener {
  address: string;
  port: number;
}

/** IPv4 of /proc/net/tcp: the address's bytes in the machine's order (little-endian here). */
function readAddress(hex: string): string {
  if (hex.length === 8) return [6, 4, 2, 0].map((at) => parseInt(hex.slice(at, at + 2), 16)).join('.');
  return hex === '0'.repeat(32) ? '::' : hex === '00000000000000000000000001000000' ? '::1' : `ipv6:${hex}`;
}

/** The TCP sockets this process listens on (Linux: its socket inodes matched against /proc/net/tcp and tcp6). */
function ownListeners(): Listener[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // closed since the listing
    }
  }
  const listeners: Listener[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [hexAddress, hexPort] = fields[1].split(':');
      if (fields[3] === '0A' && inodes.has(fields[9])) listeners.push({ address: readAddress(hexAddress), port: parseInt(hexPort, 16) });
    }
  }
  return listeners;
}

/** Asks for a WebSocket at `url` as Vite's client checks for its server ('vite-ping'): the status of the answer. */
const upgradeStatus = (url: string): Promise<number> =>
  rawStatus(url, {
    headers: {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': Buffer.from('studio-ports-key').toString('base64'),
      'sec-websocket-protocol': 'vite-ping',
    },
  });

const dirs: string[] = [];
const studios: StudioServer[] = [];

afterAll(async () => {
  await Promise.allSettled(studios.map((studio) => studio.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

function distFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-ports-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  return join(dir, 'dist');
}

describe.skipIf(process.platform !== 'linux')('two studios at once', () => {
  it('each listens on its own free port on 127.0.0.1 only, nothing on 24678 or on every interface', async () => {
    const before = ownListeners();
    const started = await Promise.all([
      startStudioServer({ port: 0, screensDir: 'screens', distDir: distFolder() }),
      startStudioServer({ port: 0, screensDir: 'screens', distDir: distFolder() }),
    ]);
    studios.push(...started);
    const [first, second] = started;
    expect(first.port).not.toBe(second.port);

    const added = ownListeners().filter((socket) => !before.some((old) => old.address === socket.address && old.port === socket.port));
    expect(added.sort((a, b) => a.port - b.port)).toEqual(
      [first.port, second.port].sort((a, b) => a - b).map((port) => ({ address: '127.0.0.1', port })),
    );
    expect(added.map((socket) => socket.port)).not.toContain(VITE_DEFAULT_WS_PORT);

    // The studio page's and the preview page's Vite clients reach their servers on the studio's own port.
    for (const studio of started) {
      expect(await upgradeStatus(`${studio.url}/`)).toBe(101);
      expect(await upgradeStatus(`${studio.url}${PREVIEW_BASE}`)).toBe(101);
      expect((await fetch(`${studio.url}/studio`)).status).toBe(200);
    }
    // Four Vite servers start (two a studio): seconds alone, over 20 s on a busy machine.
  }, 180_000);
});
