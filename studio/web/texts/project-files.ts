// The files beside the screens that hold what borrowers read (shared texts, shared parts, Markdown
// pages), as the studio edits them: the saved version from the server and a draft per file, kept in
// the browser until saved (saving/file-drafts.ts), so a reload finds them again as a screen's do.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { draftsToRestore, draftWrites, fileDrafts, type FileDraftStore, type KeptFileDraft } from '../saving/file-drafts.ts';
import { ApiError, type FileSaveResult, type FilesSaveResult, type ProjectFile, studioApi } from '../shell/api.ts';

export interface ProjectFileDraft {
  text: string;
  /** The saved version's hash the draft started from; null for a new file (a page's Filipino text). */
  base: string | null;
}

const ignore = () => undefined;

/** `kept`: where the drafts are kept between page loads (the browser's IndexedDB; a map in tests). */
export function useProjectFiles(kept: FileDraftStore = fileDrafts) {
  const [saved, setSaved] = useState<Map<string, ProjectFile>>();
  const [drafts, setDrafts] = useState<Map<string, ProjectFileDraft>>(new Map());
  const [revision, setRevision] = useState(0);
  const [error, setError] = useState<string>();
  // The drafts as the store holds them, to write only what changed.
  const written = useRef<ReadonlyMap<string, ProjectFileDraft>>(new Map());

  // The saved files, then the drafts kept from before the page was loaded (those that are no longer
  // a change are dropped; those of a file changed since keep the version they started from).
  useEffect(() => {
    let live = true;
    const keptDrafts = kept.all().catch(() => new Map<string, KeptFileDraft>());
    studioApi.files().then(
      async (files) => {
        const savedNow = new Map(files.map((file) => [file.path, file]));
        const restored = draftsToRestore(await keptDrafts, savedNow);
        if (!live) return;
        restored.stale.forEach((path) => void kept.remove(path).catch(ignore));
        written.current = restored.drafts;
        setSaved(savedNow);
        if (restored.drafts.size > 0) {
          setDrafts((now) => new Map([...restored.drafts, ...now]));
          setRevision((count) => count + 1);
        }
      },
      (caught: unknown) => live && setError((caught as Error).message),
    );
    return () => {
      live = false;
    };
  }, [kept]);

  // Every change of the drafts is kept in the browser: typed, saved, rebased or discarded.
  useEffect(() => {
    const { put, removed } = draftWrites(written.current, drafts);
    written.current = drafts;
    const now = Date.now();
    for (const [path, draft] of put) void kept.put(path, { text: draft.text, base: draft.base, updatedAt: now }).catch(ignore);
    for (const path of removed) void kept.remove(path).catch(ignore);
  }, [drafts, kept]);

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
