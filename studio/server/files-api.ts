// The studio's API over the files beside the screens that hold what borrowers read: the shared
// texts (screens/messages.json), the shared parts (screens/parts/*.json) and the Markdown pages
// (content/**/*.md, a `.fil.md` beside a page for its Filipino text). Same rules as a screen's save:
// a name is never a path (only these files, matched by pattern, inside their folder), a save is
// written only over the version the editor started from and, for the JSON files, only when the
// checker passes for the whole folder; a refused request writes nothing.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from '../../scripts/lib/app-names.ts';
import { checkScreens, type Problem, readCodeMessageKeys } from '../../scripts/lib/check-screens.ts';
import { readParts, readScreenFolders, readSharedMessages } from '../../scripts/lib/screen-folders.ts';
import type { FileSaveRequest, FileSaveResult, ProjectFile, ProjectFileKind } from '../shared/studio-api.ts';
import { hashText, StudioError } from './screens-api.ts';
import { writeFilesAtomically } from './write-files.ts';

const SHARED_PATH = 'screens/messages.json';
const PART_PATH = /^screens\/parts\/([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\.json$/;
/** content/<name>.md, content/<folder>/<name>.md, each with an optional .fil before .md. */
const PAGE_PATH = /^content\/((?:[a-z0-9][a-z0-9-]*\/)?[a-z0-9][a-z0-9-]*)(\.fil)?\.md$/;
const MAX_PATH_LENGTH = 160;
/** A Markdown page is text: no control characters but tab and line breaks. */
// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface FilesApiOptions {
  screensDir: string;
  /** The Markdown pages' folder (default: content/ beside the screens folder). */
  contentDir?: string;
}

export function createFilesApi(options: FilesApiOptions) {
  const screensDir = resolve(options.screensDir);
  const contentDir = resolve(options.contentDir ?? join(screensDir, '..', 'content'));

  function listPages(): string[] {
    if (!existsSync(contentDir)) return [];
    const found: string[] = [];
    const visit = (dir: string, depth: number) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const path = join(dir, entry.name);
        if (entry.isDirectory() && depth === 0) visit(path, 1);
        else if (entry.isFile()) {
          const name = `content/${relative(contentDir, path).split(sep).join('/')}`;
          if (PAGE_PATH.test(name)) found.push(name);
        }
      }
    };
    visit(contentDir, 0);
    return found;
  }

  /** The file a path names, or a refusal: never anything but the shared texts, a part or a page, inside its folder. */
  function locate(path: unknown): { kind: ProjectFileKind; absolute: string; path: string } {
    const refuse = () =>
      new StudioError(
        400,
        `'${String(path).slice(0, 80)}' is not a file the studio edits: ${SHARED_PATH}, screens/parts/<name>.json or content/<name>.md (a '.fil.md' for Filipino).`,
      );
    if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH) throw refuse();
    let kind: ProjectFileKind;
    let root: string;
    let rest: string;
    if (path === SHARED_PATH) [kind, root, rest] = ['shared', screensDir, 'messages.json'];
    else if (PART_PATH.test(path)) [kind, root, rest] = ['part', join(screensDir, 'parts'), path.slice('screens/parts/'.length)];
    else if (PAGE_PATH.test(path)) [kind, root, rest] = ['page', contentDir, path.slice('content/'.length)];
    else throw refuse();
    const absolute = resolve(root, rest);
    if (!absolute.startsWith(`${root}${sep}`)) throw refuse();
    return { kind, absolute, path };
  }

  const readVersion = (path: string): ProjectFile | null => {
    const file = locate(path);
    if (!existsSync(file.absolute)) return null;
    const text = readFileSync(file.absolute, 'utf8');
    return { path, kind: file.kind, text, hash: hashText(text) };
  };

  function list(): ProjectFile[] {
    const paths = [
      ...(existsSync(join(screensDir, 'messages.json')) ? [SHARED_PATH] : []),
      ...readParts(screensDir).map((part) => `screens/parts/${part.name}.json`),
      ...listPages(),
    ];
    return paths.map(readVersion).filter((file): file is ProjectFile => file !== null);
  }

  /** The checker's problems for the whole screens folder with the shared texts or one part replaced. */
  function checkWith(kind: 'shared' | 'part', path: string, text: string): Problem[] {
    const shared = readSharedMessages(screensDir);
    const partName = PART_PATH.exec(path)?.[1];
    const parts = readParts(screensDir).map((part) => ({
      name: part.name,
      file: { name: part.file.name, text: kind === 'part' && part.name === partName ? text : part.file.text },
    }));
    return checkScreens(
      {
        shared: kind === 'shared' ? { name: SHARED_PATH, text } : shared && { name: shared.name, text: shared.text },
        parts,
        screens: readScreenFolders(screensDir).map((folder) => ({
          folder: folder.folder,
          screen: { name: folder.screen.name, text: folder.screen.text },
          messages: folder.messages && { name: folder.messages.name, text: folder.messages.text },
        })),
      },
      { endpoints: ENDPOINT_NAMES, bridgeActions: BRIDGE_ACTION_NAMES, codeKeys: readCodeMessageKeys() },
    );
  }

  function save(path: unknown, request: FileSaveRequest): FileSaveResult {
    const file = locate(path);
    if (!request || typeof request.text !== 'string' || (request.base !== null && typeof request.base !== 'string')) {
      throw new StudioError(400, 'A save needs {"text": text, "base": hash or null}.');
    }
    const exists = existsSync(file.absolute);
    // Only a page's Filipino text may be new, and only beside its English page.
    if (!exists) {
      const english = file.path.replace(/\.fil\.md$/, '.md');
      if (file.kind !== 'page' || english === file.path || !existsSync(locate(english).absolute)) {
        throw new StudioError(404, `There is no ${file.path}.`);
      }
    }
    if (file.kind === 'page' && CONTROL.test(request.text)) {
      throw new StudioError(400, 'A page is text: remove the control characters (pasted from another program?).');
    }
    const current = exists ? hashText(readFileSync(file.absolute, 'utf8')) : null;
    if (current !== request.base) return { status: 'conflict', current: readVersion(file.path) };
    if (file.kind !== 'page') {
      const problems = checkWith(file.kind, file.path, request.text);
      if (problems.length > 0) return { status: 'problems', problems };
    }
    if (!exists) mkdirSync(dirname(file.absolute), { recursive: true });
    writeFilesAtomically([{ path: file.absolute, content: request.text }], (status, message) => new StudioError(status, message));
    return { status: 'saved', file: { path: file.path, kind: file.kind, text: request.text, hash: hashText(request.text) } };
  }

  return { list, save, locate, contentDir };
}
