// The files beside the screens that hold what borrowers read (shared texts, shared parts, Markdown
// pages), as the studio edits them: the saved version from the server and a draft per file, kept in
// this page until saved.
import { useCallback, useEffect, useMemo, useState } from 'react';

import { ApiError, type FileSaveResult, type FilesSaveResult, type ProjectFile, studioApi } from '../shell/api.ts';

export interface ProjectFileDraft {
  text: string;
  /** The saved version's hash the draft started from; null for a new file (a page's Filipino text). */
  base: string | null;
}

export function useProjectFiles() {
  const [saved, setSaved] = useState<Map<string, ProjectFile>>();
  const [drafts, setDrafts] = useState<Map<string, ProjectFileDraft>>(new Map());
  const [revision, setRevision] = useState(0);
  const [error, setError] = useState<string>();

  useEffect(() => {
    studioApi.files().then(
      (files) => setSaved(new Map(files.map((file) => [file.path, file]))),
      (caught: unknown) => setError((caught as Error).message),
    );
  }, []);

  /**
   * Reads the saved files again (after someone saved, removed, published or rolled back): a file
   * removed is gone from the list unless it has a draft here; the drafts stay. Returns the paths listed.
   */
  const reload = useCallback(async (): Promise<string[]> => {
    const files = await studioApi.files();
    setSaved(new Map(files.map((file) => [file.path, file])));
    setError(undefined);
    return files.map((file) => file.path);
  }, []);

  const textOf = useCallback((path: string): string | undefined => drafts.get(path)?.text ?? saved?.get(path)?.text, [drafts, saved]);

  /** Sets a file's text (a draft; back to none when it is the saved text again). */
  const edit = useCallback(
    (path: string, text: string) => {
      const before = saved?.get(path);
      setDrafts((all) => {
        const copy = new Map(all);
        if (before && before.text === text) copy.delete(path);
        else copy.set(path, { text, base: all.get(path)?.base ?? before?.hash ?? null });
        return copy;
      });
      setRevision((count) => count + 1);
    },
    [saved],
  );

  /** Files saved: their saved versions now, and their drafts gone (or rebased, when typed on meanwhile). */
  const afterSaved = useCallback((files: ProjectFile[], sent: ReadonlyMap<string, string>) => {
    setSaved((all) => {
      const copy = new Map(all);
      for (const file of files) copy.set(file.path, file);
      return copy;
    });
    setDrafts((all) => {
      const copy = new Map(all);
      for (const file of files) {
        const now = copy.get(file.path);
        if (!now || now.text === sent.get(file.path)) copy.delete(file.path);
        else copy.set(file.path, { text: now.text, base: file.hash });
      }
      return copy;
    });
  }, []);

  /** Files changed by someone else meanwhile: their versions now; the drafts build on them, so a second save replaces them (Discard takes theirs). */
  const afterConflict = useCallback((conflicts: { path: string; current: ProjectFile | null }[]) => {
    setSaved((all) => {
      const copy = new Map(all);
      for (const { current } of conflicts) if (current) copy.set(current.path, current);
      return copy;
    });
    setDrafts((all) => {
      const copy = new Map(all);
      for (const { path, current } of conflicts) {
        const mine = copy.get(path);
        if (mine) copy.set(path, { text: mine.text, base: current?.hash ?? null });
      }
      return copy;
    });
  }, []);

  const save = useCallback(
    /** `note`: team mode's "what changed and why", for the commit and the review. */
    async (path: string, note = ''): Promise<FileSaveResult> => {
      const draft = drafts.get(path);
      if (!draft) throw new ApiError(`${path} has no changes to save.`);
      const result = await studioApi.saveFile(path, { text: draft.text, base: draft.base, ...(note.trim() && { note }) });
      if (result.status === 'saved') afterSaved([result.file], new Map([[path, draft.text]]));
      else if (result.status === 'conflict') afterConflict([{ path, current: result.current }]);
      return result;
    },
    [drafts, afterSaved, afterConflict],
  );

  /** Saves these files' drafts in one save, all or none (a shared part and the shared texts its row titles name). */
  const saveTogether = useCallback(
    async (paths: readonly string[], note = ''): Promise<FilesSaveResult> => {
      const files = paths.flatMap((path) => {
        const draft = drafts.get(path);
        return draft ? [{ path, text: draft.text, base: draft.base }] : [];
      });
      if (files.length === 0) throw new ApiError('These files have no changes to save.');
      const result = await studioApi.saveFiles({ files, ...(note.trim() && { note }) });
      if (result.status === 'saved') afterSaved(result.files, new Map(files.map((file) => [file.path, file.text])));
      else if (result.status === 'conflict') afterConflict(result.conflicts);
      return result;
    },
    [drafts, afterSaved, afterConflict],
  );

  /** Drops the draft of a file that was saved elsewhere and takes the saved version. */
  const discard = useCallback((path: string) => {
    setDrafts((all) => {
      const copy = new Map(all);
      copy.delete(path);
      return copy;
    });
    setRevision((count) => count + 1);
  }, []);

  const paths = useMemo(() => [...(saved?.keys() ?? [])], [saved]);
  return useMemo(
    () => ({ loaded: saved !== undefined, error, paths, saved, drafts, textOf, edit, save, saveTogether, discard, reload, revision }),
    [error, paths, saved, drafts, textOf, edit, save, saveTogether, discard, reload, revision],
  );
}

export type ProjectFiles = ReturnType<typeof useProjectFiles>;
