// A local studio (no team mode) over a copy of the screens folder and the content folder beside it,
// its app built (the build's bundle published as the first release of the history, dated
// 2026-01-01 so a publish's version never meets it), on a free port.
//
// The first check of the screens in a process (what every publish runs first) costs several times
// a later one: 5.6 s against 1 s at load 7, so past a test's 20 s bound at load 27, which is how
// release-removal's first test failed once (no race on a port, a clock or a commit: the build's
// bundle is dated, the port is the system's). The studio starts that first check itself as it starts
// (studio/server/publishing/screens-check.ts); the fixture waits for it in the hook, bounded by
// LOCAL_STUDIO_HOOK_TIMEOUT, so each test's bound covers its own work only.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { publishBundle } from '../../../../scripts/lib/publish.ts';
import { buildScreensBundle } from '../../../../scripts/lib/screens-bundle.ts';
import { startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';

/** The bound for the hook that starts one: the copy, the build's bundle, the server and the first check. */
export const LOCAL_STUDIO_HOOK_TIMEOUT = 60_000;

export interface LocalStudio {
  /** The temporary folder: screens/, content/ and dist/ (the served app). */
  dir: string;
  screensDir: string;
  distDir: string;
  studio: StudioServer;
  /** Stops the studio and removes the folder. */
  close: () => Promise<void>;
}

/**
 * `content: false` leaves out the content folder (the Markdown pages), as a studio of screens alone;
 * `firstCheck: false` returns without waiting for the studio's first check of the screens.
 */
export async function startLocalStudio(prefix: string, { content = true, firstCheck = true } = {}): Promise<LocalStudio> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const screensDir = join(dir, 'screens');
  const distDir = join(dir, 'dist');
  cpSync('screens', screensDir, { recursive: true });
  if (content) cpSync('content', join(dir, 'content'), { recursive: true });
  mkdirSync(join(distDir, 'screens'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  // The build's bundle is the first version of the history.
  publishBundle(join(distDir, 'screens'), buildScreensBundle(screensDir, new Date('2026-01-01T00:00:00Z')));
  let studio: StudioServer;
  try {
    studio = await startStudioServer({ port: 0, screensDir, distDir, withVite: false, user: 'staff-test' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // The process's first check (see above), begun by the studio as it started.
  if (firstCheck) await studio.firstCheck;
  return {
    dir,
    screensDir,
    distDir,
    studio,
    close: async () => {
      await studio.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
