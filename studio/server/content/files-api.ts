// The studio's API over the files beside the screens that hold what borrowers read: the shared
// texts (screens/messages.json), the shared parts (screens/parts/*.json) and the Markdown pages
// (content/**/*.md, a `.fil.md` beside a page for its Filipino text). Same rules as a screen's save:
// a name is never a path (only these files, matched by pattern, inside their folder), a save is
// written only over the version the editor started from and, for the JSON files, only when the
// checker passes for the whole folder; a refused request writes nothing. Several files can be saved
// at once (a shared part with the new shared texts its row titles name): checked together, written
// together, or none.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from '../../../scripts/lib/app-names.ts';
import { checkScreens, type Problem, readCodeMessageKeys } from '../../../scripts/lib/check-screens.ts';
import { readParts, readScreenFolders, readSharedMessages } from '../../../scripts/lib/screen-folders.ts';
import {
  type FileSaveRequest,
  type FileSaveResult,
  type FilesSaveRequest,
  type FilesSaveResult,
  MAX_FILES_TOGETHER,
  type ProjectFile,
  type ProjectFileKind,
} from '../../shared/studio-api.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../http/bodies.ts';
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

  /** The checker's problems for the whole screens folder with these files (the shared texts, parts) replaced, by path. */
  function checkWith(replaced: ReadonlyMap<string, string>): Problem[] {
    const shared = readSharedMessages(screensDir);
    const sharedText = replaced.get(SHARED_PATH);
    const parts = readParts(screensDir).map((part) => ({
      name: part.name,
      file: { name: part.file.name, text: replaced.get(`screens/parts/${part.name}.json`) ?? part.file.text },
    }));
    return checkScreens(
      {
        shared: sharedText !== undefined ? { name: SHARED_PATH, text: sharedText } : shared && { name: shared.name, text: shared.text },
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

  /** One file of a save, checked on its own (a refusal is thrown): where it goes, whether it exists and the hash it has now. */
  function prepare(path: unknown, request: { text?: unknown; base?: unknown } | null, shape: string) {
    const file = locate(path);
    if (!request || typeof request.text !== 'string' || (request.base !== null && typeof request.base !== 'string')) {
      throw new StudioError(400, shape);
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
    if (file.kind !== 'page' && jsonDepth(request.text) > MAX_JSON_DEPTH) {
      throw new StudioError(
        400,
        `${file.path} nests arrays and objects more than ${MAX_JSON_DEPTH} deep: no text file or part is that deep.`,
      );
    }
    const current = exists ? hashText(readFileSync(file.absolute, 'utf8')) : null;
    return { ...file, exists, current, text: request.text, base: request.base };
  }

  /** Writes the files prepared (every one or none), making a new page's folder first. */
  function write(files: readonly ReturnType<typeof prepare>[]): ProjectFile[] {
    for (const file of files) if (!file.exists) mkdirSync(dirname(file.absolute), { recursive: true });
    writeFilesAtomically(
      files.map((file) => ({ path: file.absolute, content: file.text })),
      (status, message) => new StudioError(status, message),
    );
    return files.map((file) => ({ path: file.path, kind: file.kind, text: file.text, hash: hashText(file.text) }));
  }

  const jsonFiles = (files: readonly ReturnType<typeof prepare>[]) =>
    new Map(files.filter((file) => file.kind !== 'page').map((file) => [file.path, file.text]));

  function save(path: unknown, request: FileSaveRequest): FileSaveResult {
    const file = prepare(path, request, 'A save needs {"text": text, "base": hash or null}.');
    if (file.current !== file.base) return { status: 'conflict', current: readVersion(file.path) };
    const replaced = jsonFiles([file]);
    if (replaced.size > 0) {
      const problems = checkWith(replaced);
      if (problems.length > 0) return { status: 'problems', problems };
    }
    return { status: 'saved', file: write([file])[0] };
  }

  /**
   * Several files at once (a shared part and the shared texts it names): each checked as a single
   * save checks it, the checker run once over the folder with all of them, then all written or none.
   * A file someone else changed meanwhile refuses the whole save.
   */
  function saveMany(request: FilesSaveRequest | null): FilesSaveResult {
    const shape = `A save of several files needs {"files": [{"path": …, "text": …, "base": hash or null}, …]}, 1 to ${MAX_FILES_TOGETHER} files.`;
    const list = request && typeof request === 'object' ? (request as { files?: unknown }).files : undefined;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_FILES_TOGETHER) throw new StudioError(400, shape);
    const files = list.map((entry: unknown) => {
      const item = entry && typeof entry === 'object' ? (entry as { path?: unknown; text?: unknown; base?: unknown }) : null;
      return prepare(item?.path, item, shape);
    });
    const paths = new Set(files.map((file) => file.path));
    if (paths.size !== files.length) throw new StudioError(400, 'A save of several files names each file once.');
    const changed = files.filter((file) => file.current !== file.base);
    if (changed.length > 0)
      return { status: 'conflict', conflicts: changed.map((file) => ({ path: file.path, current: readVersion(file.path) })) };
    const replaced = jsonFiles(files);
    if (replaced.size > 0) {
      const problems = checkWith(replaced);
      if (problems.length > 0) return { status: 'problems', problems };
    }
    return { status: 'saved', files: write(files) };
  }

  return { list, save, saveMany, locate, contentDir };
}
