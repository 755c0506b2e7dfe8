// What the preview shows: every screen at its last good version (the shared texts, parts and pages
// as edited), and, for the selected screen, its scenarios and the one chosen, as the preview's query.
import { useMemo } from 'react';

import type { Screen } from '@borrower/engine/schema-types';

import { scenariosOf, toPreviewQuery } from '../preview-panel/scenarios.ts';
import type { StudioFolder } from '../shell/api.ts';
import { parseOr } from './files.ts';
import type { ProjectPart } from './folder-check.ts';
import { previewContentOf } from './preview-content.ts';
import type { Files, GoodScreen } from './state.ts';

interface PreviewInput {
  folder: StudioFolder | undefined;
  lastGood: Map<string, GoodScreen>;
  parts: ProjectPart[];
  sharedText: string | undefined;
  pages: Map<string, string>;
  selected: string;
  saved: (name: string) => Files | undefined;
  scenarioByScreen: Record<string, number>;
}

export function usePreviewModel({ folder, lastGood, parts, sharedText, pages, selected, saved, scenarioByScreen }: PreviewInput) {
  const previewContent = useMemo(
    () => folder && previewContentOf(folder, lastGood, parts, sharedText, pages),
    [folder, lastGood, parts, sharedText, pages],
  );
  // Each the same value while the selected screen and its scenario stay (the preview panel re-renders for a change of them only).
  const selectedScreen = useMemo(
    () => (selected ? (lastGood.get(selected)?.screen ?? parseOr<Screen | undefined>(saved(selected)?.screen, undefined)) : undefined),
    [selected, lastGood, saved],
  );
  const screenId = selectedScreen?.id ?? '';
  const scenarios = useMemo(() => scenariosOf(screenId, selectedScreen), [screenId, selectedScreen]);
  const scenarioIndex = Math.min(scenarioByScreen[screenId] ?? 0, scenarios.length - 1);
  const query = useMemo(() => toPreviewQuery(scenarios[scenarioIndex]), [scenarios, scenarioIndex]);
  return { previewContent, screenId, scenarios, scenarioIndex, query };
}
