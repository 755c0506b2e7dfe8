// A screens bundle: every screen with its texts as a content-hashed JSON file, plus the manifest
// the app reads once per page load. The build writes one into dist/screens/; `npm run
// screens:publish` writes the next one beside it without a rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

import { expandIncludes } from '../../engine/checker/parts.ts';
import type { ScreensManifest } from '../../engine/generated/schema-types.ts';
import { readParts, readScreenFolders, readSharedMessages, SCREENS_DIR } from './screen-folders.ts';

export { expandIncludes };

interface BundleFile {
  /** File name inside the bundle folder. */
  name: string;
  content: string;
}

export interface ScreensBundle {
  manifest: ScreensManifest;
  /** The screen files and the shared texts; the manifest is not among them. */
  files: BundleFile[];
}

export const MANIFEST_FILE = 'manifest.json';
export const HISTORY_FILE = 'history.json';

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

function toHashedFile(stem: string, value: unknown): BundleFile & { hash: string } {
  const content = JSON.stringify(value);
  const hash = sha256Hex(content);
  return { name: `${stem}.${hash.slice(0, 16)}.json`, content, hash };
}

/** The editor's `$schema` hint means nothing to the app; published files leave it out. */
function withoutSchemaHint(value: unknown): Record<string, unknown> {
  const { $schema: _hint, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** A sortable, readable bundle id, e.g. '20261124-101500-3fa2c1d0'. */
function toVersionId(createdAt: Date, files: readonly BundleFile[]): string {
  const stamp = createdAt.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${sha256Hex(files.map((file) => file.name).join('\n')).slice(0, 8)}`;
}

/** content/<name>.md and content/<folder>/<name>.md, each with an optional .fil before .md (content/README.md is the folder's own help). */
const PAGE_FILE = /^((?:[a-z0-9][a-z0-9-]*\/)?[a-z0-9][a-z0-9-]*(?:\.fil)?)\.md$/;

/** The Markdown pages of `contentDir` by name ('about-us', 'about-us.fil', 'payment-channel/wallet-app'), sorted. */
function readPages(contentDir: string): { name: string; text: string }[] {
  if (!existsSync(contentDir)) return [];
  const pages: { name: string; text: string }[] = [];
  const visit = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth === 0) visit(path, 1);
      const name = PAGE_FILE.exec(relative(contentDir, path).split(sep).join('/'))?.[1];
      if (entry.isFile() && name) pages.push({ name, text: readFileSync(path, 'utf8') });
    }
  };
  visit(contentDir, 0);
  return pages.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Builds the bundle from a screens folder that passed the checker (see check-screens.ts): a
 * screen file holds `{ screen, messages }` with the screen's own texts; shared texts are one file.
 */
export function buildScreensBundle(
  screensDir = SCREENS_DIR,
  createdAt = new Date(),
  /** The Markdown pages published with the screens: content/ beside the screens folder. */
  contentDir = join(dirname(screensDir), 'content'),
): ScreensBundle {
  const shared = toHashedFile('messages', withoutSchemaHint(JSON.parse(readSharedMessages(screensDir)?.text ?? '{"en":{}}')));
  const files: BundleFile[] = [shared];
  const parts = new Map(readParts(screensDir).map((part) => [part.name, (JSON.parse(part.file.text) as { blocks: unknown[] }).blocks]));
  const screens: ScreensManifest['screens'] = {};
  let languageVersion = 1;
  for (const folder of readScreenFolders(screensDir)) {
    const screen = JSON.parse(folder.screen.text) as {
      id: string;
      schemaVersion: number;
      route?: { path: string; hashAliases?: string[] };
    };
    const messages = folder.messages ? withoutSchemaHint(JSON.parse(folder.messages.text)) : { en: {} };
    const file = toHashedFile(folder.folder, { screen: expandIncludes(withoutSchemaHint(screen), parts), messages });
    files.push(file);
    languageVersion = Math.max(languageVersion, screen.schemaVersion);
    screens[screen.id] = {
      file: file.name,
      hash: file.hash,
      path: screen.route?.path ?? `/${screen.id}`,
      ...(screen.route?.hashAliases?.length ? { hashAliases: screen.route.hashAliases } : {}),
      schemaVersion: screen.schemaVersion,
    };
  }
  const pages: NonNullable<ScreensManifest['pages']> = {};
  for (const page of readPages(contentDir)) {
    const hash = sha256Hex(page.text);
    const name = `page-${page.name.replace('/', '--')}.${hash.slice(0, 16)}.md`;
    files.push({ name, content: page.text });
    pages[page.name] = { file: name, hash };
  }
  const manifest: ScreensManifest = {
    version: toVersionId(createdAt, files),
    createdAt: createdAt.toISOString(),
    languageVersion,
    shared: { file: shared.name, hash: shared.hash },
    screens,
    pages,
  };
  return { manifest, files: files.map(({ name, content }) => ({ name, content })) };
}
