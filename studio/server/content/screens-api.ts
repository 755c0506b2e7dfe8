// The studio's API over one screens folder: read every screen, save one (only when the checker
// passes, and only over the version the editor started from), publish and roll back with the same
// code as `npm run screens:publish`. It reads and writes nothing but the screens folder and the
// served app's screens/ folder.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve, sep } from 'node:path';

import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from '../../../scripts/lib/app-names.ts';
import { checkScreens, type Problem, readCodeMessageKeys } from '../../../scripts/lib/check-screens.ts';
import { readHistory } from '../../../scripts/lib/publish.ts';
import { readParts, readScreenFolders, readSharedMessages, SCREEN_FOLDER_PATTERN } from '../../../scripts/lib/screen-folders.ts';
import type { FileVersion, PublishRequest, ReleaseEvent, SaveRequest, SaveResult, StudioFolder } from '../../shared/studio-api.ts';
import { createReleases, defaultLogFile, ReleaseError } from '../publishing/releases.ts';
import { writeFilesAtomically } from './write-files.ts';

const MAX_NAME_LENGTH = 64;

export class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const hashText = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const version = (text: string): FileVersion => ({ text, hash: hashText(text) });

export interface ScreensApiOptions {
  screensDir: string;
  /** The served app's folder (dist/): publish writes into its screens/ folder. */
  distDir: string;
  /** Who publishes and rolls back, as the history records it (default: the OS user). */
  user?: string;
  /** Their display name (team mode), kept with the history's new entries. */
  userName?: string;
  /** A team account's display name, for history entries written before names were kept. */
  nameOf?: (account: string) => string | undefined;
  /** Where the history's names and notes are kept (default: .studio/publish-log.json beside distDir). */
  logFile?: string;
}

export function createScreensApi(options: ScreensApiOptions) {
  const screensDir = resolve(options.screensDir);
  const publishDir = join(resolve(options.distDir), 'screens');
  const known = { endpoints: ENDPOINT_NAMES, bridgeActions: BRIDGE_ACTION_NAMES };
  const releases = createReleases({
    screensDir,
    publishDir,
    logFile: options.logFile ?? defaultLogFile(resolve(options.distDir)),
    user: options.user ?? userInfo().username,
    userName: options.userName,
    nameOf: options.nameOf,
  });
  /** The releases' refusals as the API's. */
  const answering = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      if (error instanceof ReleaseError) throw new StudioError(error.status, error.message);
      throw error;
    }
  };

  const existingNames = () => new Set(readScreenFolders(screensDir).map((folder) => folder.folder));

  /** A folder name the studio may touch: an existing screen, or (when `allowNew`) a valid new name. Never a path. */
  function toFolderPath(name: string, allowNew: boolean): string {
    if (typeof name !== 'string' || name.length > MAX_NAME_LENGTH || !SCREEN_FOLDER_PATTERN.test(name)) {
      throw new StudioError(
        400,
        `'${String(name).slice(0, 80)}' is not a screen name: use lower-case words joined by '-', e.g. 'loan-detail' (at most ${MAX_NAME_LENGTH} characters).`,
      );
    }
    if (!allowNew && !existingNames().has(name)) throw new StudioError(404, `There is no screen '${name}'.`);
    const path = resolve(screensDir, name);
    if (!path.startsWith(`${screensDir}${sep}`)) throw new StudioError(400, `'${name}' is outside the screens folder.`);
    return path;
  }

  function readFolder(): StudioFolder {
    const shared = readSharedMessages(screensDir);
    return {
      screens: readScreenFolders(screensDir).map((folder) => ({
        name: folder.folder,
        screen: version(folder.screen.text),
        messages: folder.messages ? version(folder.messages.text) : null,
      })),
      shared: shared ? version(shared.text) : null,
      parts: readParts(screensDir).map((part) => ({ name: part.name, text: part.file.text })),
      known: { endpoints: [...ENDPOINT_NAMES], bridgeActions: [...BRIDGE_ACTION_NAMES], codeKeys: [...readCodeMessageKeys()] },
    };
  }

  /** The checker's problems for the whole folder with one screen's files replaced. */
  function checkWith(name: string, screenText: string, messagesText: string | null): Problem[] {
    const folders = readScreenFolders(screensDir).filter((folder) => folder.folder !== name);
    const shared = readSharedMessages(screensDir);
    const base = `screens/${name}/`;
    const screens = [
      ...folders.map((folder) => ({
        folder: folder.folder,
        screen: { name: folder.screen.name, text: folder.screen.text },
        messages: folder.messages && { name: folder.messages.name, text: folder.messages.text },
      })),
      {
        folder: name,
        screen: { name: `${base}screen.json`, text: screenText },
        messages: messagesText === null ? undefined : { name: `${base}messages.json`, text: messagesText },
      },
    ].sort((a, b) => a.folder.localeCompare(b.folder));
    const parts = readParts(screensDir).map((part) => ({ name: part.name, file: { name: part.file.name, text: part.file.text } }));
    return checkScreens(
      { shared: shared && { name: shared.name, text: shared.text }, screens, parts },
      { ...known, codeKeys: readCodeMessageKeys() },
    );
  }

  function save(name: string, request: SaveRequest): SaveResult {
    if (
      !request ||
      typeof request.screen !== 'string' ||
      (request.messages !== null && typeof request.messages !== 'string') ||
      !request.base ||
      typeof request.base !== 'object'
    ) {
      throw new StudioError(
        400,
        'A save needs {"screen": text, "messages": text or null, "base": {"screen": hash or null, "messages": hash or null}}.',
      );
    }
    const folderPath = toFolderPath(name, true);
    const screenPath = join(folderPath, 'screen.json');
    const messagesPath = join(folderPath, 'messages.json');
    const current = (path: string) => (existsSync(path) ? hashText(readFileSync(path, 'utf8')) : null);
    if (current(screenPath) !== request.base.screen || current(messagesPath) !== request.base.messages) {
      const folder = existsSync(screenPath) ? (readFolder().screens.find((screen) => screen.name === name) ?? null) : null;
      return { status: 'conflict', current: folder };
    }
    const problems = checkWith(name, request.screen, request.messages);
    if (problems.length > 0) return { status: 'problems', problems };
    const created = !existsSync(folderPath);
    if (created) mkdirSync(folderPath);
    // Both files or neither: a full disk leaves the screen as it was (and a new screen's folder is removed again).
    try {
      writeFilesAtomically(
        [
          { path: screenPath, content: request.screen },
          ...(request.messages === null ? [] : [{ path: messagesPath, content: request.messages }]),
        ],
        (status, message) => new StudioError(status, message),
      );
    } catch (error) {
      if (created) rmSync(folderPath, { recursive: true, force: true });
      throw error;
    }
    return { status: 'saved', screen: version(request.screen), messages: request.messages === null ? null : version(request.messages) };
  }

  const history = () => answering(() => releases.history());
  const compare = (target: string) => answering(() => releases.compare(target));

  /** `scheduled`: a publish the studio makes on time for a publisher's schedule (schedule.ts). */
  function publish(request: PublishRequest, scheduled?: ReleaseEvent['scheduled']) {
    if (!existsSync(resolve(options.distDir, 'index.html'))) {
      throw new StudioError(409, `${resolve(options.distDir)} holds no built app: run \`npm run build\` first, then publish.`);
    }
    return answering(() => releases.publish(request, scheduled));
  }

  /** Makes `to` live (an earlier bundle, or one a rollback took off); without `to`, the one before the live one. */
  function makeLive(request: { to?: unknown; note?: unknown; live?: unknown }) {
    const to = request.to ?? readHistory(publishDir).versions.at(-2)?.version;
    if (to === undefined) throw new StudioError(409, 'There is no earlier bundle to go back to.');
    return answering(() => releases.makeLive({ ...request, to }));
  }

  const bringBack = (request: { keys?: unknown; contentId?: unknown }) => answering(() => releases.bringBack(request));

  return {
    readFolder,
    save,
    checkWith,
    history,
    compare,
    publish,
    makeLive,
    bringBack,
    toFolderPath,
    screensDir,
    publishDir,
    user: releases.user,
  };
}

export type ScreensApi = ReturnType<typeof createScreensApi>;
