// Checks the folder as it would be saved (every draft of this browser in it) after every edit, and
// tells the store what was found and which version of the selected screen the preview may follow.
// An answer that a later check overtook is dropped.
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
  dispatch: (action: StudioAction) => void;
}

/** Returns the selected screen's files as edited. */
export function useFolderCheck({
  folder,
  drafts,
  selected,
  current,
  names,
  sharedText,
  parts,
  dispatch,
}: FolderCheckInput): Files | undefined {
  const checkSeq = useRef(0);
  const screenText = selected ? current(selected)?.screen : undefined;
  const messagesText = selected ? current(selected)?.messages : undefined;
  const files = useMemo<Files | undefined>(
    () => (screenText === undefined ? undefined : { screen: screenText, messages: messagesText ?? null }),
    [screenText, messagesText],
  );
  useEffect(() => {
    if (!folder || !selected || !files) return;
    const seq = ++checkSeq.current;
    void checker.check(checkInputOf(folder, drafts, names, sharedText, parts), folder.known).then((found) => {
      if (seq !== checkSeq.current) return;
      dispatch({ type: 'checked', problems: found, good: goodVersionOf(selected, files, found) });
    });
  }, [folder, selected, files, drafts, names, sharedText, parts, dispatch]);
  return files;
}
