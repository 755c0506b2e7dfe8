// The screens folder as product staff keep it: one folder per screen with its screen.json and
// messages.json, and the texts shared by many screens in screens/messages.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { ROOT } from './schema-files.ts';

export const SCREENS_DIR = join(ROOT, 'screens');
const SHARED_MESSAGES_FILE = 'messages.json';

export interface SourceFile {
  /** Absolute path. */
  path: string;
  /** Path from the repo root (or from the screens folder's parent), for messages. */
  name: string;
  text: string;
}

export interface ScreenFolder {
  /** The folder's name, e.g. 'loan-detail'. */
  folder: string;
  screen: SourceFile;
  /** screens/<folder>/messages.json; undefined when the screen has no texts of its own. */
  messages?: SourceFile;
}

function readSource(path: string, base: string): SourceFile {
  return { path, name: relative(base, path), text: readFileSync(path, 'utf8') };
}

/** Names are shown relative to the folder above `screensDir` (the repo root for screens/), e.g. 'screens/bind-bank/screen.json'. */
export function readScreenFolders(screensDir = SCREENS_DIR): ScreenFolder[] {
  const base = join(screensDir, '..');
  return readdirSync(screensDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(screensDir, entry.name, 'screen.json')))
    .map((entry) => entry.name)
    .sort()
    .map((folder) => {
      const messagesPath = join(screensDir, folder, 'messages.json');
      return {
        folder,
        screen: readSource(join(screensDir, folder, 'screen.json'), base),
        messages: existsSync(messagesPath) ? readSource(messagesPath, base) : undefined,
      };
    });
}

/** screens/messages.json, the texts shared by many screens and by the app itself. */
export function readSharedMessages(screensDir = SCREENS_DIR): SourceFile | undefined {
  const path = join(screensDir, SHARED_MESSAGES_FILE);
  return existsSync(path) ? readSource(path, join(screensDir, '..')) : undefined;
}

const PARTS_FOLDER = 'parts';

export interface PartFile {
  /** The name screens include it by: its file name without .json, e.g. 'site-footer'. */
  name: string;
  file: SourceFile;
}

/** screens/parts/*.json: blocks several screens share (the include block). */
export function readParts(screensDir = SCREENS_DIR): PartFile[] {
  const dir = join(screensDir, PARTS_FOLDER);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()
    .map((entry) => ({ name: entry.slice(0, -'.json'.length), file: readSource(join(dir, entry), join(screensDir, '..')) }));
}

/** Folder names a new screen may take: lower-case words joined by '-'. */
export const SCREEN_FOLDER_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
