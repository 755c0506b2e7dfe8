// The shared texts, the parts and the Markdown pages as edited (drafts of this browser in), else as
// the folder was read: what the checker, the preview and the texts views read beside the screens.
import { useMemo } from 'react';

import type { StudioFolder } from '../shell/api.ts';
import type { useProjectFiles } from '../texts/project-files.ts';
import { partFileOf, SHARED_FILE } from '../texts/text-index.ts';

type ProjectFiles = Pick<ReturnType<typeof useProjectFiles>, 'textOf' | 'paths' | 'drafts'>;

export function useProjectContent(folder: StudioFolder | undefined, project: ProjectFiles) {
  const { textOf: projectText, paths: projectPaths, drafts: projectDrafts } = project;
  const sharedText = projectText(SHARED_FILE) ?? folder?.shared?.text;
  const parts = useMemo(
    () => (folder?.parts ?? []).map((part) => ({ name: part.name, text: projectText(partFileOf(part.name)) ?? part.text })),
    [folder, projectText],
  );
  /** Every page by its path, its text as edited. */
  const pages = useMemo(() => {
    const found = new Map<string, string>();
    for (const path of projectPaths) if (path.endsWith('.md')) found.set(path, projectText(path) ?? '');
    for (const [path, draft] of projectDrafts) if (path.endsWith('.md')) found.set(path, draft.text);
    return found;
  }, [projectPaths, projectDrafts, projectText]);
  return { sharedText, parts, pages };
}
