// What the studio adds to publishing and rolling back (scripts/lib/publish.ts does the writing):
// who did it, when and why (a note), what each bundle changes against the one live now, and
// whether the saved folder would bring back what a rollback took off. The log is kept beside the
// served folder, never in it: the served folder is public, names and notes are not.
// The parts: what a person may send (release-checks.ts), the files read and written
// (release-files.ts), the history (release-history.ts) and the comparison (release-compare.ts).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { publishBundle, readHistory, rollbackBundle, toVersionManifestFile } from '../../../scripts/lib/publish.ts';
import { HISTORY_FILE, MANIFEST_FILE } from '../../../scripts/lib/screens-bundle.ts';
import type { HeldPart, PublishRequest, PublishResult, ReleaseEvent } from '../../shared/studio-api.ts';
import { checkNote, checkUser, ReleaseError, VERSION } from './release-checks.ts';
import { createComparer } from './release-compare.ts';
import { createReleaseFiles, writeAtomically } from './release-files.ts';
import { createNamer, readReleaseHistory } from './release-history.ts';
import { hashOfPart } from './release-holds.ts';
import { screensChecks } from './screens-check.ts';

export { checkUser, ReleaseError } from './release-checks.ts';

export interface ReleasesOptions {
  screensDir: string;
  /** The served app's screens/ folder. */
  publishDir: string;
  /** The studio's log (outside the served folder). */
  logFile: string;
  /** Who publishes and rolls back: the account (the OS user in a local studio)… */
  user: string;
  /** …and their display name (team mode), kept with each new entry of the history. */
  userName?: string;
  /** A team account's display name, for entries written before names were kept; undefined for no such account. */
  nameOf?: (account: string) => string | undefined;
}

/** The log's default place: beside the served folder, e.g. dist/ → .studio/publish-log.json next to it. */
export const defaultLogFile = (distDir: string): string => join(dirname(distDir), '.studio', 'publish-log.json');

export function createReleases(options: ReleasesOptions) {
  const { screensDir, publishDir, logFile } = options;
  const user = checkUser(options.user);
  const userName = options.userName?.trim() ? checkUser(options.userName) : undefined;
  /** Who did it, as people read it (release-history.ts): one namer per answer. */
  const namer = () => createNamer(options.nameOf);
  /** What a new entry records of who did it. */
  const who = { by: user, ...(userName && { byName: userName }) };
  const files = createReleaseFiles(publishDir, logFile);
  const { readLog, writeLog, liveManifest, guarded } = files;
  const { compare, savedBundle } = createComparer(screensDir, files, namer);
  const history = () => readReleaseHistory(publishDir, files, namer());

  /** `scheduled`: the studio publishes on time for a publisher's schedule (schedule.ts); never from a request's body. */
  function publish(request: PublishRequest, scheduled?: ReleaseEvent['scheduled']): PublishResult {
    // Everything is checked before anything is written.
    if (!request || typeof request !== 'object') throw new ReleaseError(400, 'A publish needs {"note", "contentId", "live"}.');
    const note = checkNote(request.note, true);
    if (typeof request.contentId !== 'string' || (request.live !== null && typeof request.live !== 'string'))
      throw new ReleaseError(400, 'A publish names what it was shown: {"contentId": text, "live": version or null}.');
    const problems = screensChecks.problems(screensDir);
    if (problems.length > 0) return { published: false, problems };
    const prepared = savedBundle(true);
    const { bundle } = prepared;
    const shown = compare('saved', prepared);
    if (shown.live !== request.live)
      throw new ReleaseError(409, `What is live changed meanwhile (now ${shown.live ?? 'nothing'}): look at the changes again.`);
    if (shown.contentId !== request.contentId)
      throw new ReleaseError(409, 'The saved screens changed since the changes were shown: look at them again.');
    const bringsBack =
      shown.screens.some((change) => change.bringsBack) || Boolean(shown.shared?.bringsBack) || shown.pages.some((page) => page.bringsBack);
    if (bringsBack && request.bringBack !== true)
      throw new ReleaseError(409, 'This publish brings back what a rollback took off: confirm that you want it back.');

    // The log first, then the bundle; a failure on the way puts the log, the history and the live manifest back.
    const event: ReleaseEvent = {
      kind: 'publish',
      version: bundle.manifest.version,
      from: shown.live,
      ...who,
      at: new Date().toISOString(),
      note,
      ...(scheduled && { scheduled }),
    };
    const written = guarded(() => {
      mkdirSync(publishDir, { recursive: true });
      const log = readLog();
      writeLog({ ...log, events: [...log.events, event] });
      return publishBundle(publishDir, bundle);
    });
    return {
      published: true,
      version: bundle.manifest.version,
      written,
      screens: Object.keys(bundle.manifest.screens).length,
      from: shown.live,
    };
  }

  /** Makes any bundle of the history live again: an earlier one (a rollback) or one a rollback took off. */
  function makeLive(request: { to: unknown; note?: unknown; live?: unknown }): { from: string | null; to: string } {
    if (!request || typeof request !== 'object') throw new ReleaseError(400, 'Make live needs {"to": version}.');
    const { to } = request;
    if (typeof to !== 'string' || !VERSION.test(to)) throw new ReleaseError(400, `'${String(to).slice(0, 40)}' is not a bundle version.`);
    const note = checkNote(request.note, false);
    const live = liveManifest()?.version ?? null;
    if (request.live !== undefined && request.live !== live)
      throw new ReleaseError(409, `What is live changed meanwhile (now ${live ?? 'nothing'}): look at the changes again.`);
    if (to === live) throw new ReleaseError(409, `${to} is live already.`);
    const stack = readHistory(publishDir);
    const earlier = stack.versions.some((entry) => entry.version === to);
    const takenOff = stack.rolledBack?.findLast((entry) => entry.version === to);
    if (!earlier && !takenOff) throw new ReleaseError(404, `${to} was never published here.`);
    const manifestText = files.readServed(toVersionManifestFile(to));
    if (!manifestText) throw new ReleaseError(409, `The files of ${to} are missing, so it cannot be made live.`);
    const event: ReleaseEvent = { kind: 'make live', version: to, from: live, ...who, at: new Date().toISOString(), note };
    guarded(() => {
      const log = readLog();
      writeLog({ ...log, events: [...log.events, event] });
      if (earlier) {
        rollbackBundle(publishDir, to, event.at);
      } else {
        // Forward again: it goes on top of the stack as if published anew, its files as they were.
        const next = {
          versions: [
            ...stack.versions,
            ...(takenOff ? [{ version: takenOff.version, createdAt: takenOff.createdAt, by: takenOff.by }] : []),
          ],
          rolledBack: (stack.rolledBack ?? []).filter((entry) => entry.version !== to),
        };
        writeAtomically(join(publishDir, HISTORY_FILE), JSON.stringify(next, null, 2));
        writeAtomically(join(publishDir, MANIFEST_FILE), manifestText);
      }
    });
    return { from: live, to };
  }

  /** An editor brings back parts a rollback took off (keys of the comparison's `heldBack`), as the saved folder holds them. */
  function bringBack(request: { keys?: unknown; contentId?: unknown }): HeldPart[] {
    const keys = request && typeof request === 'object' ? request.keys : undefined;
    if (!Array.isArray(keys) || keys.length === 0 || keys.length > 500 || !keys.every((key) => typeof key === 'string'))
      throw new ReleaseError(
        400,
        'Bringing back names what it brings back and the change it was shown: {"keys": [text, …], "contentId": text}.',
      );
    const prepared = savedBundle();
    const shown = compare('saved', prepared);
    if (request.contentId !== shown.contentId)
      throw new ReleaseError(409, 'The saved screens changed since the changes were shown: look at them again.');
    const wanted = new Set(keys);
    const chosen = (shown.heldBack ?? []).filter((part) => wanted.has(part.key));
    if (chosen.length !== wanted.size) throw new ReleaseError(409, 'Part of it is no longer held back: look at the changes again.');
    const at = new Date().toISOString();
    const log = readLog();
    const added = chosen.map((part) => ({ key: part.key, hash: hashOfPart(prepared.folder.manifest, part.key), by: user, at }));
    writeLog({ ...log, broughtBack: [...(log.broughtBack ?? []), ...added] });
    return chosen;
  }

  return { history, compare, publish, makeLive, bringBack, user };
}
