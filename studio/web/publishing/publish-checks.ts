// The checks a reviewer would do by hand before Publish, on the saved screens folder: every text in
// both languages, no action that leads nowhere (both from the project's checker, the same rules as
// CI), and no serious or critical accessibility problem (axe-core in a preview frame, on every
// screen the new bundle changes). Any finding blocks Publish.
import { expandIncludes } from '@borrower/engine/checker/parts.ts';
import type { Messages as MessagesFile, Screen } from '@borrower/engine/schema-types';

import type { Problem } from '../editor/checker.ts';
import { type FromPreview, isStudioMessage, type PreviewScreens, type ToPreview } from '../preview-panel/protocol.ts';
import { scenariosOf, toPreviewQuery } from '../preview-panel/scenarios.ts';
import type { ChangedScreen, PublishCheck, StudioFolder } from '../shell/api.ts';

/** Where a finding leads: its screen, and the place of the problem in it. */
export interface OpenTarget {
  screen: string;
  problem?: Problem;
}

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string; pointer?: string }[];
}
export interface AxeRequest {
  type: 'studio:axe';
  id: number;
}
export interface AxeReply {
  type: 'studio:axe-result';
  id: number;
  violations: AxeViolation[];
  error?: string;
}

export type CheckGroup = 'texts' | 'actions' | 'other';

/** Problems about texts in both languages, actions that lead nowhere, and the rest. */
export function groupProblems(problems: Problem[]): Record<CheckGroup, Problem[]> {
  const groups: Record<CheckGroup, Problem[]> = { texts: [], actions: [], other: [] };
  for (const problem of problems) {
    if (/^unknown (dialog|endpoint|route|native bridge action|form|data source|part) |^no screen has the path /.test(problem.message))
      groups.actions.push(problem);
    else if (
      problem.file.endsWith('messages.json') ||
      /unknown message key|Filipino text|English text|placeholders of/.test(problem.message)
    )
      groups.texts.push(problem);
    else groups.other.push(problem);
  }
  return groups;
}

/** The folder name a problem's file belongs to ('screens/loan-detail/screen.json' → 'loan-detail'). */
export const screenOfFile = (file: string): string | undefined => /^screens\/([^/]+)\/(?:screen|messages)\.json$/.exec(file)?.[1];

const withoutHint = <T extends object>(value: T): T => {
  const { $schema: _hint, ...rest } = value as T & { $schema?: string };
  return rest as T;
};

/** The saved screens as the preview shows them (what Publish would publish). */
export function savedContent(folder: StudioFolder): PreviewScreens {
  const parts = new Map(folder.parts.map((part) => [part.name, (JSON.parse(part.text) as { blocks?: unknown[] }).blocks ?? []]));
  const screens: PreviewScreens['screens'] = {};
  for (const entry of folder.screens) {
    try {
      const screen = withoutHint(JSON.parse(entry.screen.text) as Screen);
      const messages = withoutHint((entry.messages ? JSON.parse(entry.messages.text) : { en: {} }) as MessagesFile);
      screens[screen.id] = { screen: expandIncludes(screen, parts), messages };
    } catch {
      // The checker reports it; the accessibility check skips it.
    }
  }
  return { screens, shared: withoutHint((folder.shared ? JSON.parse(folder.shared.text) : { en: {} }) as MessagesFile) };
}

export interface AccessibilityResult {
  screen: ChangedScreen;
  violations: AxeViolation[];
  /** Set when the screen could not be checked (it did not paint, or axe failed). */
  error?: string;
}

const PAINT_TIMEOUT_MS = 20_000;
const AXE_TIMEOUT_MS = 30_000;

/**
 * Shows each screen in an off-screen phone frame (375×812, English, its first data scenario) and
 * runs axe-core there once it has painted. One frame, one screen at a time.
 */
export async function checkAccessibility(
  content: PreviewScreens,
  screens: ChangedScreen[],
  onProgress: (done: number) => void,
): Promise<AccessibilityResult[]> {
  if (screens.length === 0) return [];
  const frame = document.createElement('iframe');
  frame.title = 'Accessibility check';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.width = '375';
  frame.height = '812';
  frame.style.cssText = 'position:fixed;left:-10000px;top:0;width:375px;height:812px;border:0;';
  const waitFor = <T>(
    accept: (data: { type: string } & Record<string, unknown>) => T | undefined,
    timeout: number,
  ): Promise<T | undefined> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => finish(undefined), timeout);
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== location.origin || event.source !== frame.contentWindow || !isStudioMessage(event.data)) return;
        const value = accept(event.data);
        if (value !== undefined) finish(value);
      };
      const finish = (value: T | undefined) => {
        clearTimeout(timer);
        window.removeEventListener('message', onMessage);
        resolve(value);
      };
      window.addEventListener('message', onMessage);
    });
  const ready = waitFor((data) => (data.type === 'studio:ready' ? true : undefined), PAINT_TIMEOUT_MS);
  frame.src = '/__studio/preview';
  document.body.append(frame);
  const results: AccessibilityResult[] = [];
  try {
    if (!(await ready)) return screens.map((screen) => ({ screen, violations: [], error: 'The preview frame did not start.' }));
    let revision = 0;
    for (const screen of screens) {
      revision += 1;
      const target = frame.contentWindow;
      if (!target) throw new Error('The preview frame closed before the checks ran');
      const entry = content.screens[screen.id];
      if (!entry) {
        results.push({ screen, violations: [], error: 'The saved screen does not parse.' });
        continue;
      }
      const shownRevision = revision;
      const painted = waitFor(
        (data) =>
          data.type === 'studio:painted' && (data as FromPreview & { revision: number }).revision === shownRevision ? true : undefined,
        PAINT_TIMEOUT_MS,
      );
      const query = toPreviewQuery(scenariosOf(screen.id, entry.screen)[0]);
      target.postMessage(
        { type: 'studio:show', route: screen.id, query, locale: 'en', revision, ...content } satisfies ToPreview,
        location.origin,
      );
      if (!(await painted)) {
        results.push({
          screen,
          violations: [],
          error: `It did not finish loading in ${PAINT_TIMEOUT_MS / 1000} s: check it in the preview.`,
        });
      } else {
        const id = revision;
        const reply = waitFor(
          (data) =>
            data.type === 'studio:axe-result' && (data as unknown as AxeReply).id === id ? (data as unknown as AxeReply) : undefined,
          AXE_TIMEOUT_MS,
        );
        target.postMessage({ type: 'studio:axe', id } satisfies AxeRequest, location.origin);
        const answer = await reply;
        results.push(
          answer
            ? { screen, violations: answer.violations, error: answer.error }
            : { screen, violations: [], error: 'The accessibility check did not answer in time.' },
        );
      }
      onProgress(results.length);
    }
    return results;
  } finally {
    frame.remove();
  }
}

export interface PrePublishResult {
  check: PublishCheck;
  groups: Record<CheckGroup, Problem[]>;
  accessibility: AccessibilityResult[];
  /** How many findings block Publish. */
  blocking: number;
}

export function summarize(check: PublishCheck, accessibility: AccessibilityResult[]): PrePublishResult {
  const groups = groupProblems(check.problems);
  const blocking =
    check.problems.length + accessibility.reduce((count, result) => count + result.violations.length + (result.error ? 1 : 0), 0);
  return { check, groups, accessibility, blocking };
}
