// The publish step of `npm run screens:publish` and of the studio: check the whole screens folder,
// then write its bundle beside the ones already published. Nothing is written when a check fails.
import { existsSync, mkdirSync } from 'node:fs';

import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from './app-names.ts';
import { checkScreensDir, type Problem } from './check-screens.ts';
import { publishBundle } from './publish.ts';
import { buildScreensBundle } from './screens-bundle.ts';

export type PublishOutcome =
  { published: true; version: string; written: number; screens: number } | { published: false; problems: Problem[] };

export function publishScreensFolder(screensDir: string, outDir: string): PublishOutcome {
  const problems = checkScreensDir(screensDir, { endpoints: ENDPOINT_NAMES, bridgeActions: BRIDGE_ACTION_NAMES });
  if (problems.length > 0) return { published: false, problems };
  if (!existsSync(outDir)) mkdirSync(outDir, { recursive: true });
  const bundle = buildScreensBundle(screensDir);
  const written = publishBundle(outDir, bundle);
  return { published: true, version: bundle.manifest.version, written, screens: Object.keys(bundle.manifest.screens).length };
}
