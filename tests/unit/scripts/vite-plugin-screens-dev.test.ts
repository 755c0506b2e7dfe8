// The screens plugin in a dev server: `npm run dev` checks the folder again on every change and
// tells the open pages; the studio's Vites (announce: false) only note the change and check the
// folder again when a page asks them for it, so a save costs them nothing.
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEV_PROBLEMS_PATH, DEV_UPDATE_EVENT, screensPlugin } from '../../../scripts/vite-plugin-screens.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let dir: string;
let screensDir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'screens-plugin-'));
  screensDir = join(dir, 'screens');
  cpSync('screens', screensDir, { recursive: true });
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

/** The plugin in a stand-in dev server: its watcher, its WebSocket's messages and a request to it. */
function devServer(announce?: boolean) {
  const plugin = screensPlugin({ screensDir, ...(announce === undefined ? {} : { announce }) });
  const watcher = Object.assign(new EventEmitter(), { add: () => undefined });
  const send = vi.fn();
  let middleware: Middleware | undefined;
  const server = {
    watcher,
    ws: { send },
    config: { logger: { error: () => undefined } },
    middlewares: { use: (fn: Middleware) => (middleware = fn) },
  } as unknown as ViteDevServer;
  (plugin.configResolved as (config: unknown) => void)({ command: 'serve', base: '/', root: dir });
  (plugin.buildStart as () => void).call({});
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  const get = (path: string) => {
    let body = '';
    middleware?.(
      { url: path } as unknown as IncomingMessage,
      { setHeader: () => undefined, end: (text: string) => (body = text) } as never,
      () => {
        throw new Error(`${path} is not the plugin's`);
      },
    );
    return JSON.parse(body) as { version?: string; problems?: unknown[]; screens?: Record<string, { hash: string }> };
  };
  return { watcher, send, get };
}

/** Breaks the shared texts file (it no longer parses): the checker reports it. */
function breakSharedTexts(): string {
  const file = join(screensDir, 'messages.json');
  writeFileSync(file, `${readFileSync(file, 'utf8')}{`);
  return file;
}

describe('screens plugin in a dev server', () => {
  it('checks the folder again after a change and tells the open pages (npm run dev)', { timeout: 60_000 }, () => {
    const { watcher, send, get } = devServer();
    expect(get(DEV_PROBLEMS_PATH).problems).toEqual([]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    watcher.emit('change', breakSharedTexts());
    vi.runAllTimers();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ event: DEV_UPDATE_EVENT }));
    expect(get(DEV_PROBLEMS_PATH).problems?.length).toBeGreaterThan(0);
  });

  it('with announce off, a change is checked only when a page asks, and then as it is now', { timeout: 60_000 }, () => {
    const { watcher, send, get } = devServer(false);
    const before = get('/screens/manifest.json');
    const sharedBefore = (before as { shared?: { hash: string } }).shared?.hash;
    const file = join(screensDir, 'messages.json');
    const texts = JSON.parse(readFileSync(file, 'utf8')) as { en: Record<string, string> };
    const key = Object.keys(texts.en)[0];
    texts.en[key] = `${texts.en[key]} (changed)`;
    writeFileSync(file, JSON.stringify(texts));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    watcher.emit('change', file);
    // Nothing waits to check the folder nor tell the pages on its own.
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    expect(send).not.toHaveBeenCalled();
    const after = get('/screens/manifest.json') as { shared?: { hash: string } };
    expect(sharedBefore).toBeDefined();
    expect(after.shared?.hash).not.toBe(sharedBefore);
    watcher.emit('change', breakSharedTexts());
    expect(get(DEV_PROBLEMS_PATH).problems?.length).toBeGreaterThan(0);
    expect(send).not.toHaveBeenCalled();
  });
});
