// Checks the folder as it would be saved (every draft of this browser in it) after every edit, and
// tells the store what was found and which version of the selected screen the preview may follow.
// An answer that a later check overtook is dropped. Until the answer for the input as edited now is
// in, the check is under way (`checking`), and the preview says it is catching up.
import { useEffect, useMemo, useRef } from 'react';

import { createChecker } from '../editor/checker.ts';
import type { Draft } from '../saving/drafts.ts';
import type { StudioFolder } from '../shell/api.ts';
import { checkInputOf, goodVersionOf, type ProjectPart } from './folder-check.ts';
import type { StudioAction } from './reducer.ts';
import type { Files } from './state.ts';

const checker = createChecker();

interface FolderCheckInput {
  folder: StudioFolder | undefined;
  drafts: Map<string, Draft>;
  selected: string;
  current: (name: string) => Files | undefined;
  names: string[];
  sharedText: string | undefined;
  parts: ProjectPart[];
  /** The input the last answer was for (the store's `checkedInput`). */
  checkedInput: object | undefined;
  dispatch: (action: StudioAction) => void;
}

/** Returns the selected screen's files as edited, and whether their check is under way. */
export function useFolderCheck({ folder, drafts, selected, current, names, sharedText, parts, checkedInput, dispatch }: FolderCheckInput): {
  files: Files | undefined;
  checking: boolean;
} {
  const checkSeq = useRef(0);
  const screenText = selected ? current(selected)?.screen : undefined;
  const messagesText = selected ? current(selected)?.messages : undefined;
  const files = useMemo<Files | undefined>(
    () => (screenText === undefined ? undefined : { screen: screenText, messages: messagesText ?? null }),
    [screenText, messagesText],
  );
  // A new object for each new input: the check's answer names the input it was for.
  const input = useMemo(
    () => (folder && selected && files ? { folder, selected, files, drafts, names, sharedText, parts } : undefined),
    [folder, selected, files, drafts, names, sharedText, parts],
  );
  useEffect(() => {
    if (!input) return;
    const seq = ++checkSeq.current;
    void checker
      .check(checkInputOf(input.folder, input.drafts, input.names, input.sharedText, input.parts), input.folder.known)
      .then((found) => {
        if (seq !== checkSeq.current) return;
        dispatch({ type: 'checked', input, problems: found, good: goodVersionOf(input.selected, input.files, found) });
      });
  }, [input, dispatch]);
  return { files, checking: input !== undefined && input !== checkedInput };
}
