// The checker in Node: reads the screens folder and the app's code, and runs the rules of
// engine/checker/screen-rules.ts (which take texts, so a browser studio can run them too).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { toOwnTypeNames } from '../../engine/checker/index.ts';
import { checkScreens as checkScreenTexts, type KnownNames, type Problem, type ScreensInput } from '../../engine/checker/screen-rules.ts';
import type { OwnTypes } from '../../engine/core/index.ts';
import { ROOT } from './schema-files.ts';
import { readParts, readScreenFolders, readSharedMessages, SCREENS_DIR } from './screen-folders.ts';

export { checkScreenText, formatProblem, type KnownNames, type Problem } from '../../engine/checker/screen-rules.ts';

let projectOwnTypes: Pick<KnownNames, 'ownFieldTypes' | 'ownBlockTypes' | 'ownActionTypes'> = {};

/**
 * The project's own types that every check of this process knows from now on (the studio server
 * sets them once it has read them, so a save or a publish of a screen that uses one is not refused).
 */
export function setProjectOwnTypes(types: OwnTypes | undefined): void {
  projectOwnTypes = toOwnTypeNames(types);
}

/** checkScreens of the engine's checker, with the project's own types (setProjectOwnTypes) unless `known` names others. */
export function checkScreens(input: ScreensInput, known: Parameters<typeof checkScreenTexts>[1] = {}): Problem[] {
  return checkScreenTexts(input, { ...projectOwnTypes, ...known });
}

/** The route names (screen ids) of a screens folder, for navigate actions. */
export function readRouteNames(screensDir = SCREENS_DIR): Set<string> {
  const names = new Set<string>();
  for (const folder of readScreenFolders(screensDir)) {
    try {
      const id = (JSON.parse(folder.screen.text) as { id?: unknown }).id;
      if (typeof id === 'string') names.add(id);
    } catch {
      // A file that is not JSON is reported by checkScreensDir.
    }
  }
  return names;
}

/** The app's own code: engine/ and src/ (generated files left out). */
const CODE_DIRS = ['engine', 'src'];
/** A quoted catalog key of the app's own texts, e.g. 'engine.retry' or "app.notFound.title". */
const CODE_KEY = /['"`]((?:engine|app)\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)['"`]/g;

/** The shared message keys the app's code uses (engine.*, app.*), read from its TypeScript. */
export function readCodeMessageKeys(root = ROOT): Set<string> {
  const keys = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'node_modules') visit(path);
      } else if (/\.(ts|tsx)$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(CODE_KEY)) keys.add(match[1]);
      }
    }
  };
  for (const dir of CODE_DIRS) visit(join(root, dir));
  return keys;
}

/**
 * Checks a whole screens folder as the build and the publish step see it (see checkScreens).
 * The shared keys the app's code uses are read from engine/ and src/ (a few ms, every time, so the
 * dev server sees code changes) unless `known.codeKeys` is given.
 */
export function checkScreensDir(screensDir = SCREENS_DIR, known: Omit<KnownNames, 'routes'> = {}): Problem[] {
  const folders = readScreenFolders(screensDir);
  const shared = readSharedMessages(screensDir);
  return checkScreens(
    {
      shared: shared && { name: shared.name, text: shared.text },
      parts: readParts(screensDir).map((part) => ({ name: part.name, file: { name: part.file.name, text: part.file.text } })),
      screens: folders.map((folder) => ({
        folder: folder.folder,
        screen: { name: folder.screen.name, text: folder.screen.text },
        messages: folder.messages && { name: folder.messages.name, text: folder.messages.text },
      })),
    },
    { ...known, codeKeys: known.codeKeys ?? readCodeMessageKeys() },
  );
}
