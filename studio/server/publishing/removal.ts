// Removing a screen or a Markdown page from the saved folder: a change like any other. It goes live
// with the next publish (in team mode once a reviewer other than its authors approved it; whoever
// removed it is an author), shows in every difference as "Removed screen …", and a rollback brings
// the screen back for borrowers. Same rules as a save: only over the version the editor was shown
// (its hashes), only when the rest of the folder still passes the checker, and never the home screen.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from '../../../scripts/lib/app-names.ts';
import { checkScreens, type Problem, readCodeMessageKeys } from '../../../scripts/lib/check-screens.ts';
import { readParts, readScreenFolders, readSharedMessages } from '../../../scripts/lib/screen-folders.ts';
import { nameScreen, pageInUse, pageOfFile, type ScreenName, screensShowingPage } from '../../shared/page-users.ts';
import { hashText, StudioError } from '../content/screens-api.ts';

export type RemoveResult =
  { status: 'removed'; removed: string[]; screen?: ScreenName } | { status: 'conflict' } | { status: 'problems'; problems: Problem[] };

const hashOf = (path: string): string | null => (existsSync(path) ? hashText(readFileSync(path, 'utf8')) : null);

const textOf = (path: string): string | null => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/**
 * The screen in folder `name` (at `folderPath`) as staff name it, from the content saved there now:
 * its English title (its own texts, else the shared texts) and address. The audit log keeps it with a
 * save or a removal, so the log, the webhook and a cancelled schedule name the screen as it was then.
 */
export function savedScreenName(screensDir: string, name: string, folderPath: string): ScreenName | undefined {
  const screen = textOf(join(folderPath, 'screen.json'));
  if (screen === null) return undefined;
  return nameScreen({ name, screen, messages: textOf(join(folderPath, 'messages.json')) }, readSharedMessages(screensDir)?.text ?? null);
}

/** What an audit entry keeps of a screen's name: `title` (when it has one) and `address`. */
export const titled = (screen: ScreenName | undefined): { title?: string; address?: string } =>
  screen ? { ...(screen.title !== screen.name && { title: screen.title }), address: screen.path } : {};

/** The hashes a removal must name: what the editor was shown. */
function checkBase(body: unknown): { screen?: unknown; messages?: unknown; text?: unknown } {
  const base = (body as { base?: unknown } | null)?.base;
  if (!base || typeof base !== 'object')
    throw new StudioError(
      400,
      'A removal names the version it was shown: {"base": {"screen": hash, "messages": hash or null}} for a screen, {"base": hash} for a page.',
    );
  return base;
}

/** The checker's problems for the screens folder without the screen `name`. */
function problemsWithout(screensDir: string, name: string): Problem[] {
  const shared = readSharedMessages(screensDir);
  return checkScreens(
    {
      shared: shared && { name: shared.name, text: shared.text },
      parts: readParts(screensDir).map((part) => ({ name: part.name, file: { name: part.file.name, text: part.file.text } })),
      screens: readScreenFolders(screensDir)
        .filter((folder) => folder.folder !== name)
        .map((folder) => ({
          folder: folder.folder,
          screen: { name: folder.screen.name, text: folder.screen.text },
          messages: folder.messages && { name: folder.messages.name, text: folder.messages.text },
        })),
    },
    { endpoints: ENDPOINT_NAMES, bridgeActions: BRIDGE_ACTION_NAMES, codeKeys: readCodeMessageKeys() },
  );
}

/** A folder goes in one step: renamed aside first, so a failure half-way never leaves half a screen. */
function removeFolder(path: string): void {
  const aside = `${path}.removing-${process.pid}`;
  renameSync(path, aside);
  rmSync(aside, { recursive: true, force: true });
}

/** Removes the screen in `folderPath` (an existing screen's folder, checked by the caller). */
export function removeScreen(screensDir: string, name: string, folderPath: string, body: unknown): RemoveResult {
  const base = checkBase(body);
  if (typeof base.screen !== 'string' || (base.messages !== null && typeof base.messages !== 'string'))
    throw new StudioError(400, 'A removal names the version it was shown: {"base": {"screen": hash, "messages": hash or null}}.');
  const screenPath = join(folderPath, 'screen.json');
  const messagesPath = join(folderPath, 'messages.json');
  if (hashOf(screenPath) !== base.screen || hashOf(messagesPath) !== base.messages) return { status: 'conflict' };
  const route = (JSON.parse(readFileSync(screenPath, 'utf8')) as { route?: { path?: unknown } }).route?.path;
  if (route === '/') throw new StudioError(409, 'This is the home screen borrowers open first: it cannot be removed. Change it instead.');
  const problems = problemsWithout(screensDir, name);
  if (problems.length > 0) return { status: 'problems', problems };
  const screen = savedScreenName(screensDir, name, folderPath);
  removeFolder(folderPath);
  return { status: 'removed', removed: [screenPath, ...(base.messages === null ? [] : [messagesPath])], screen };
}

/** The screens of the saved folder that show `page`, by their title (studio/shared/page-users.ts). */
function screensShowing(screensDir: string, page: string): ScreenName[] {
  return screensShowingPage(page, {
    screens: readScreenFolders(screensDir).map((folder) => ({
      name: folder.folder,
      screen: folder.screen.text,
      messages: folder.messages?.text ?? null,
    })),
    parts: readParts(screensDir).map((part) => ({ name: part.name, text: part.file.text })),
    shared: readSharedMessages(screensDir)?.text ?? null,
  });
}

/**
 * Removes a Markdown page (`path` as staff see it, `absolute` located by the files API): its English
 * page takes its Filipino text with it; a Filipino text alone leaves the English page (borrowers then
 * read English). An English page a screen still shows is refused, naming the screens: borrowers would
 * read "This part of the page could not be shown." there.
 */
export function removePage(screensDir: string, path: string, absolute: string, body: unknown): RemoveResult {
  const shown = (body as { base?: unknown } | null)?.base;
  if (typeof shown !== 'string') throw new StudioError(400, 'A removal names the version it was shown: {"base": hash}.');
  if (hashOf(absolute) !== shown) return { status: 'conflict' };
  const page = pageOfFile(path);
  const showing = page === undefined ? [] : screensShowing(screensDir, page);
  if (showing.length > 0) throw new StudioError(409, pageInUse(showing));
  const filipino = absolute.endsWith('.fil.md') ? undefined : absolute.replace(/\.md$/, '.fil.md');
  const removed = [absolute, ...(filipino && existsSync(filipino) ? [filipino] : [])];
  for (const removedPath of removed) rmSync(removedPath, { force: true });
  return { status: 'removed', removed };
}
