// The files beside the screens that hold what borrowers read (shared texts, shared parts, Markdown
// pages), as the studio edits them: the saved version from the server and a draft per file, kept in
// this page until saved.
import { useCallback, useEffect, useMemo, useState } from 'react';

import { ApiError, type FileSaveResult, type ProjectFile, studioApi } from '../shell/api.ts';

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

  const save = useCallback(
    /** `note`: team mode's "what changed and why", for the commit and the review. */
    async (path: string, note = ''): Promise<FileSaveResult> => {
      const draft = drafts.get(path);
      if (!draft) throw new ApiError(`${path} has no changes to save.`);
      const result = await studioApi.saveFile(path, { text: draft.text, base: draft.base, ...(note.trim() && { note }) });
      if (result.status === 'saved') {
        setSaved((all) => new Map(all).set(path, result.file));
        setDrafts((all) => {
          const copy = new Map(all);
          if (copy.get(path)?.text === draft.text) copy.delete(path);
          else copy.set(path, { text: copy.get(path)?.text ?? draft.text, base: result.file.hash });
          return copy;
        });
      } else if (result.status === 'conflict') {
        // The draft now builds on their version: a second save replaces it (Discard takes theirs).
        const current = result.current;
        if (current) setSaved((all) => new Map(all).set(path, current));
        setDrafts((all) => {
          const mine = all.get(path);
          return mine ? new Map(all).set(path, { text: mine.text, base: current?.hash ?? null }) : all;
        });
      }
      return result;
    },
    [drafts],
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
    () => ({ loaded: saved !== undefined, error, paths, saved, drafts, textOf, edit, save, discard, reload, revision }),
    [error, paths, saved, drafts, textOf, edit, save, discard, reload, revision],
  );
}

export type ProjectFiles = ReturnType<typeof useProjectFiles>;
