// Changes that reach past one screen: a text edited where it lives (a screen's own, the shared
// texts, or only on one screen instead of the shared one), and a replace across many files as one
// step that can be taken back.
import { useCallback, useState } from 'react';

import type { FileChange } from '../search/search-panel.tsx';
import type { ProjectFiles } from './project-files.ts';
import { type EditScope, type Locale, setText, SHARED_FILE, type TextRow } from './text-index.ts';

interface ScreenFiles {
  screen: string;
  messages: string | null;
}

export interface ProjectEditsOptions {
  project: ProjectFiles;
  current: (name: string) => ScreenFiles | undefined;
  /** A screen's files changed ('cell' for a text, 'edit' for a replace). */
  updateScreen: (name: string, change: Partial<ScreenFiles>, kind: 'cell' | 'edit') => void;
  notify: (tone: 'ok' | 'error', text: string) => void;
}

const SCREEN_FILE = /^screens\/([^/]+)\/(screen|messages)\.json$/;

export function useProjectEdits({ project, current, updateScreen, notify }: ProjectEditsOptions) {
  const [lastReplace, setLastReplace] = useState<{ summary: string; changes: FileChange[] }>();

  const textOf = useCallback(
    (path: string): string | undefined => {
      const screen = SCREEN_FILE.exec(path);
      if (!screen) return project.textOf(path);
      const files = current(screen[1]);
      return screen[2] === 'screen' ? files?.screen : (files?.messages ?? undefined);
    },
    [project, current],
  );

  /** Sets the files' texts: one change per screen (both its files at once), one per other file. */
  const apply = useCallback(
    (texts: { path: string; text: string }[], kind: 'cell' | 'edit') => {
      const byScreen = new Map<string, Partial<ScreenFiles>>();
      for (const { path, text } of texts) {
        const screen = SCREEN_FILE.exec(path);
        if (!screen) project.edit(path, text);
        else byScreen.set(screen[1], { ...byScreen.get(screen[1]), [screen[2]]: text });
      }
      for (const [name, change] of byScreen) updateScreen(name, change, kind);
    },
    [project, updateScreen],
  );

  const editText = useCallback(
    (row: TextRow, locale: Locale, value: string, scope: EditScope, screen: string | undefined) => {
      if (row.owner === 'shared' && scope === 'everywhere') {
        apply([{ path: SHARED_FILE, text: setText(project.textOf(SHARED_FILE) ?? null, locale, row.key, value) }], 'cell');
        return;
      }
      const owner = row.owner === 'shared' ? screen : row.owner;
      if (!owner) return;
      let messages = current(owner)?.messages ?? null;
      if (row.owner === 'shared') {
        // Only on this screen: its own text of the same key, both languages, shows instead of the shared one.
        messages = setText(messages, 'en', row.key, locale === 'en' ? value : (row.en ?? ''));
        const fil = locale === 'fil' ? value : row.fil;
        if (fil !== undefined) messages = setText(messages, 'fil', row.key, fil);
        notify('ok', `${owner} now has its own ${row.key}; the other screens keep the shared text.`);
      } else messages = setText(messages, locale, row.key, value);
      apply([{ path: `screens/${owner}/messages.json`, text: messages }], 'cell');
    },
    [apply, current, notify, project],
  );

  const replace = useCallback(
    (changes: FileChange[], summary: string) => {
      apply(
        changes.map((change) => ({ path: change.path, text: change.after })),
        'edit',
      );
      setLastReplace({ summary, changes });
      notify('ok', `${summary}.`);
    },
    [apply, notify],
  );

  const undoReplace = useCallback(() => {
    if (!lastReplace) return;
    const changed = lastReplace.changes.filter((change) => textOf(change.path) !== change.after);
    if (changed.length > 0) {
      notify('error', `Not undone: ${changed.map((change) => change.path).join(', ')} changed since the replace. Undo those edits first.`);
      return;
    }
    apply(
      lastReplace.changes.map((change) => ({ path: change.path, text: change.before })),
      'edit',
    );
    setLastReplace(undefined);
    notify('ok', `Undone: ${lastReplace.summary.charAt(0).toLowerCase()}${lastReplace.summary.slice(1)}.`);
  }, [apply, lastReplace, notify, textOf]);

  return { editText, replace, undoReplace, lastReplace, textOf };
}
