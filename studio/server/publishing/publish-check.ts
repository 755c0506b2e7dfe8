// What the studio checks before Publish, on the saved screens folder: the checker's problems (the
// same as `npm run screens:publish` refuses on) and which screens the new bundle would change
// compared with the bundle in force, so the studio runs its accessibility check on those.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ScreensManifest } from '@borrower/engine/schema-types';

import { readScreenFolders } from '../../../scripts/lib/screen-folders.ts';
import { MANIFEST_FILE } from '../../../scripts/lib/screens-bundle.ts';
import type { ChangedScreen, PublishCheck } from '../../shared/studio-api.ts';
import { savedBundles } from './bundle-cache.ts';
import { screensChecks } from './screens-check.ts';

export function checkBeforePublish(screensDir: string, publishDir: string): PublishCheck {
  const problems = screensChecks.problems(screensDir);
  const manifestPath = join(publishDir, MANIFEST_FILE);
  const live = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ScreensManifest) : undefined;
  let manifest: ScreensManifest;
  try {
    manifest = savedBundles.get(screensDir).manifest;
  } catch {
    // A file that does not parse: the bundle cannot be built, and every screen counts as changed.
    const changed = readScreenFolders(screensDir).flatMap((folder): ChangedScreen[] => {
      try {
        const id = (JSON.parse(folder.screen.text) as { id?: unknown }).id;
        return typeof id === 'string' ? [{ name: folder.folder, id, why: live?.screens[id] ? 'changed' : 'new' }] : [];
      } catch {
        return [];
      }
    });
    return { problems, changed, live: live?.version };
  }
  const sharedChanged = live !== undefined && live.shared.hash !== manifest.shared.hash;
  const changed: ChangedScreen[] = [];
  for (const [id, entry] of Object.entries(manifest.screens)) {
    const name = entry.file.slice(0, entry.file.indexOf('.'));
    const before = live?.screens[id];
    if (!before) changed.push({ name, id, why: 'new' });
    else if (before.hash !== entry.hash) changed.push({ name, id, why: 'changed' });
    else if (sharedChanged) changed.push({ name, id, why: 'shared texts changed' });
  }
  return { problems, changed: changed.sort((a, b) => a.name.localeCompare(b.name)), live: live?.version };
}
