// The lists read again when the saved folder changed: here (a removal, a publish, a rollback:
// FOLDER_CHANGED_EVENT), by someone else (team mode: the session check's review stamp moves with
// every save, publish and rollback), or while this tab was hidden. Drafts stay as they are.
import { useEffect, useRef } from 'react';

import { FOLDER_CHANGED_EVENT, studioApi } from '../shell/api.ts';
import { REVIEW_STAMP_EVENT } from '../team/team.ts';
import type { useProjectFiles } from '../texts/project-files.ts';
import type { StudioAction } from './reducer.ts';

export function useFolderReload(
  dispatch: (action: StudioAction) => void,
  project: Pick<ReturnType<typeof useProjectFiles>, 'reload' | 'drafts'>,
): void {
  const { reload: reloadProject, drafts: projectDraftsNow } = project;
  const projectDraftPaths = useRef<string[]>([]);
  useEffect(() => {
    projectDraftPaths.current = [...projectDraftsNow.keys()];
  }, [projectDraftsNow]);
  useEffect(() => {
    let live = true;
    let stamp: string | undefined;
    const readAgain = () => {
      Promise.all([studioApi.readFolder(), reloadProject()]).then(
        ([folder, paths]) => live && dispatch({ type: 'folder read again', folder, paths: [...paths, ...projectDraftPaths.current] }),
        // Best effort: the next change reads again; what is shown stays.
        () => undefined,
      );
      studioApi.history().then(
        (history) => live && dispatch({ type: 'history', history }),
        () => undefined,
      );
    };
    const onStamp = (event: Event) => {
      const next = (event as CustomEvent<string>).detail;
      if (stamp !== undefined && stamp !== next) readAgain();
      stamp = next;
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') readAgain();
    };
    window.addEventListener(FOLDER_CHANGED_EVENT, readAgain);
    window.addEventListener(REVIEW_STAMP_EVENT, onStamp);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      window.removeEventListener(FOLDER_CHANGED_EVENT, readAgain);
      window.removeEventListener(REVIEW_STAMP_EVENT, onStamp);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dispatch, reloadProject]);
}
