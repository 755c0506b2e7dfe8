// The studio's two Vites in middleware mode: the studio page's (with its live update) and the
// phone frames' preview (no hot update: the studio page feeds it screens; a change of the app's
// code reloads it). Their configs are their own: nothing of them reaches the borrower build.
import type { Server } from 'node:http';
import { resolve } from 'node:path';

import type { ViteDevServer } from 'vite';

/** Starts both Vites on `server`; `teamDir` (team mode) is never served. */
export async function startVites(
  server: Server,
  teamDir: string | undefined,
): Promise<{ vite: ViteDevServer; previewVite: ViteDevServer }> {
  const { createServer } = await import('vite');
  // Each Vite's WebSocket rides on this server, at its own base ('/' and PREVIEW_BASE): in
  // middleware mode Vite would otherwise open one on port 24678 of every interface, which a
  // second studio (or any other Vite) on the machine then fails to get.
  // The studio's own folder .studio/ (the publish log; in team mode the team folder with password and
  // session hashes, wherever it is) is never served, even at /@fs/, in any mode (Vite's defaults kept).
  const fs = { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.studio/**', ...(teamDir ? [`${teamDir}/**`] : [])] };
  // Each config is loaded by Vite's module runner, not bundled with rolldown first (75 modules
  // through the screens plugin): about 0.85x the CPU of a studio's start. Each load is still afresh.
  const vite = await createServer({
    configFile: resolve(import.meta.dirname, 'vite.config.ts'),
    configLoader: 'runner',
    server: { middlewareMode: true, ws: { server }, fs },
    appType: 'custom',
  });
  const previewVite = await createServer({
    configFile: resolve(import.meta.dirname, 'vite.preview.config.ts'),
    configLoader: 'runner',
    server: { middlewareMode: true, hmr: false, ws: { server }, fs },
    appType: 'custom',
  });
  return { vite, previewVite };
}
