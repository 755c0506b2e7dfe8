// What the checker reads of the folder as it would be saved (every draft of this browser in it),
// and what the preview follows: the selected screen's version when its screen passes and its texts parse.
import type { ScreensInput } from '@borrower/engine/checker/screen-rules.ts';
import type { Messages as MessagesFile, Screen } from '@borrower/engine/schema-types';

import type { Problem } from '../editor/checker.ts';
import type { Draft } from '../saving/drafts.ts';
import type { StudioFolder } from '../shell/api.ts';
import { partFileOf, SHARED_FILE } from '../texts/text-index.ts';
import { parseCatalogs } from './catalogs.ts';
import { currentFiles, fileOf, parseOr, withoutHint } from './files.ts';
import type { Files } from './state.ts';

export interface ProjectPart {
  name: string;
  text: string;
}

/** The checker's input: the shared texts, the parts and every screen, drafts in. */
export function checkInputOf(
  folder: StudioFolder,
  drafts: Map<string, Draft>,
  names: string[],
  sharedText: string | undefined,
  parts: ProjectPart[],
): ScreensInput {
  return {
    shared: sharedText !== undefined ? { name: SHARED_FILE, text: sharedText } : undefined,
    parts: parts.map((part) => ({ name: part.name, file: { name: partFileOf(part.name), text: part.text } })),
    screens: names.map((name) => {
      const { screen, messages } = currentFiles(folder, drafts, name) ?? { screen: '', messages: null };
      return {
        folder: name,
        screen: { name: fileOf(name, 'screen'), text: screen },
        messages: messages === null ? undefined : { name: fileOf(name, 'messages'), text: messages },
      };
    }),
  };
}

/**
 * The version of `selected` the preview follows after a check: every version whose screen passes and
 * whose texts parse (a missing translation or an unused text shows as it is); otherwise undefined,
 * and the preview keeps the last good one.
 */
export function goodVersionOf(
  selected: string,
  files: Files,
  found: Problem[],
): { name: string; screen: Screen; messages: MessagesFile } | undefined {
  const passes = !found.some((problem) => problem.file === fileOf(selected, 'screen')) && parseCatalogs(files.messages);
  return passes
    ? {
        name: selected,
        screen: withoutHint(JSON.parse(files.screen) as Screen),
        messages: withoutHint(parseOr<MessagesFile>(files.messages, { en: {} })),
      }
    : undefined;
}
