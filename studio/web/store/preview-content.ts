// What the preview frames run: every saved screen, each edited one as last checked good, shared
// parts in place of their includes (as borrowers get them), the shared texts and the pages.
import { expandIncludes } from '@borrower/engine/checker/parts.ts';
import type { Messages as MessagesFile, Screen } from '@borrower/engine/schema-types';

import { pageNameOf } from '../../shared/page-path.ts';
import type { PreviewScreens } from '../preview-panel/protocol.ts';
import type { StudioFolder } from '../shell/api.ts';
import { parseOr, withoutHint } from './files.ts';
import type { GoodScreen } from './state.ts';

export function previewContentOf(
  folder: StudioFolder,
  lastGood: Map<string, GoodScreen>,
  parts: { name: string; text: string }[],
  sharedText: string | undefined,
  pages: Map<string, string>,
): PreviewScreens {
  const screens: PreviewScreens['screens'] = {};
  for (const entry of folder.screens) {
    const good = lastGood.get(entry.name);
    if (good) {
      screens[good.screen.id] = good;
      continue;
    }
    const screen = parseOr<Screen | undefined>(entry.screen.text, undefined);
    if (screen)
      screens[screen.id] = {
        screen: withoutHint(screen),
        messages: withoutHint(parseOr<MessagesFile>(entry.messages?.text, { en: {} })),
      };
  }
  for (const [name, good] of lastGood) if (!folder.screens.some((entry) => entry.name === name)) screens[good.screen.id] = good;
  const partBlocks = new Map(parts.map((part) => [part.name, parseOr<{ blocks?: unknown[] }>(part.text, {}).blocks ?? []]));
  for (const [id, entry] of Object.entries(screens)) {
    try {
      screens[id] = { ...entry, screen: expandIncludes(entry.screen, partBlocks) };
    } catch {
      // A missing part or a cycle: the checker lists it; the preview shows the screen without it.
    }
  }
  // A shared text that does not parse yet: the preview keeps the saved ones.
  const shared = parseOr<MessagesFile | undefined>(sharedText, undefined) ?? parseOr<MessagesFile>(folder.shared?.text, { en: {} });
  const pageTexts: Record<string, string> = {};
  for (const [path, text] of pages) pageTexts[pageNameOf(path)] = text;
  return { screens, shared: withoutHint(shared), pages: pageTexts };
}
