// What the texts views read (the all-texts view, a screen's texts tab, a file beside the screens):
// every text of the project, made only while one of them is shown, and the preview's highlight of
// the text or page picked there.
import { useCallback, useMemo } from 'react';

import type { Screen } from '@borrower/engine/schema-types';

import type { StudioFolder } from '../shell/api.ts';
import { buildTextIndex, pointersShowing } from '../texts/text-index.ts';
import type { ProjectPart } from './folder-check.ts';
import type { Files, MainView, Tab, TextPick } from './state.ts';

interface TextViewsInput {
  mainView: MainView;
  tab: Tab;
  textPick: TextPick | undefined;
  folder: StudioFolder | undefined;
  names: string[];
  current: (name: string) => Files | undefined;
  sharedText: string | undefined;
  parts: ProjectPart[];
  pages: Map<string, string>;
  /** The selected screen as the preview runs it. */
  previewRun: Screen | undefined;
}

export function useTextViews({ mainView, tab, textPick, folder, names, current, sharedText, parts, pages, previewRun }: TextViewsInput) {
  const showsTexts = mainView.kind === 'texts' || (mainView.kind === 'screen' && tab === 'texts') || mainView.kind === 'file';
  const makeTextIndex = useCallback(
    () =>
      buildTextIndex(
        names.map((name) => ({ name, screen: '', messages: null, ...current(name) })),
        sharedText,
        new Map(parts.map((part) => [part.name, part.text])),
        pages,
      ),
    [names, current, sharedText, parts, pages],
  );
  const textIndex = useMemo(() => (showsTexts && folder ? makeTextIndex() : undefined), [showsTexts, folder, makeTextIndex]);
  const textInspect = useMemo(
    () => (textPick && previewRun && showsTexts ? { highlight: pointersShowing(previewRun, textPick), selecting: false } : undefined),
    [textPick, previewRun, showsTexts],
  );
  return { textIndex, makeTextIndex, textInspect };
}
