// Saving screens: one screen from the save dialog, everything changed from the save-all dialog, and
// the ways out of a conflict (keep mine, take theirs, merge by hand). Each calls the studio server,
// keeps IndexedDB's drafts in step and tells the store (reducer.ts) what happened.
import { draftCopies } from '../saving/draft-copies.ts';
import { type Draft, drafts as draftStore } from '../saving/drafts.ts';
import { filesInWords, saveGroups, saveTogetherNotice } from '../saving/save-together.ts';
import { type SaveResult, studioApi } from '../shell/api.ts';
import type { SavedBy } from '../team/team.ts';
import type { ProjectFiles } from '../texts/project-files.ts';
import type { Conflict } from './conflict.ts';
import { savedScreenInWords } from './files.ts';
import type { Files } from './state.ts';
import type { StudioStore } from './store.ts';

type Saved = Extract<SaveResult, { status: 'saved' }>;
type Conflicted = Extract<SaveResult, { status: 'conflict' }>;

async function afterSaved(store: StudioStore, name: string, result: Saved) {
  store.dispatch({ type: 'saved', name, files: { screen: result.screen, messages: result.messages } });
  await draftStore.remove(name);
  store.dispatch({ type: 'save done', name });
}

/** The texts a draft started from: kept with the draft, else the folder as loaded when its hashes match. */
function baseTextOf(store: StudioStore, name: string, draft: Pick<Draft, 'base' | 'baseText'> | undefined): Files | undefined {
  if (!draft || draft.base.screen === null) return undefined;
  if (draft.baseText) return draft.baseText;
  const entry = store.getState().folder?.screens.find((screen) => screen.name === name);
  if (!entry || entry.screen.hash !== draft.base.screen || (entry.messages?.hash ?? null) !== draft.base.messages) return undefined;
  return { screen: entry.screen.text, messages: entry.messages?.text ?? null };
}

function afterConflict(store: StudioStore, name: string, mine: Files, result: Conflicted, note = '', base?: Files) {
  const current = result.current && { screen: result.current.screen, messages: result.current.messages };
  store.dispatch({
    type: 'conflict',
    conflict: {
      name,
      mine,
      theirs: current,
      savedBy: (result as { savedBy?: SavedBy | null }).savedBy,
      ...(note.trim() && { note }),
      ...(base && { base }),
    },
    current: current ?? undefined,
  });
}

const checkerFound = (count: number) => `the checker found ${count} problem(s)`;

/** The save dialog's Save: the screen's draft, against the versions it started from. */
export async function saveScreen(store: StudioStore, name: string, files: Files, draft: Draft, note = ''): Promise<void> {
  // Team mode: the note ("what changed and why") goes into the commit and the review.
  const result = await studioApi.save(name, {
    screen: files.screen,
    messages: files.messages,
    base: draft.base,
    ...(note.trim() && { note }),
  });
  if (result.status === 'saved') {
    await afterSaved(store, name, result);
  } else if (result.status === 'conflict') {
    afterConflict(store, name, files, result, note, baseTextOf(store, name, draft));
  } else {
    store.dispatch({ type: 'problems', problems: result.problems });
    store.dispatch({ type: 'notice', notice: { tone: 'error', text: `Not saved: ${checkerFound(result.problems.length)}.` } });
  }
  store.dispatch({ type: 'dialog', dialog: undefined });
}

/** Save everything changed: the files beside the screens, then each screen's draft; rejects with what stopped it. */
export async function saveEverything(store: StudioStore, project: ProjectFiles, note = ''): Promise<void> {
  const { drafts } = store.getState();
  const count = { files: project.drafts.size, screens: drafts.size };
  for (const group of saveGroups(project)) {
    // A shared part and the shared texts its row titles name: one save, all or none.
    if (group.length > 1) {
      const result = await project.saveTogether(group, note);
      if (result.status === 'saved') continue;
      if (result.status === 'problems') store.dispatch({ type: 'problems', problems: result.problems });
      throw new Error(`Stopped at ${filesInWords(group)}: ${saveTogetherNotice(group, result)[1].replace(/^Not saved: /, '')}`);
    }
    const [path] = group;
    const result = await project.save(path, note);
    if (result.status === 'conflict')
      throw new Error(
        `Stopped at ${path}: it was changed since you opened it (another tab?). What is listed after it is not saved; your changes are kept. Save it from the list to replace that version, or Discard changes.`,
      );
    if (result.status !== 'saved') {
      store.dispatch({ type: 'problems', problems: result.problems });
      throw new Error(`Stopped at ${path}: ${checkerFound(result.problems.length)}.`);
    }
  }
  for (const [name, draft] of drafts) {
    const files = { screen: draft.screen, messages: draft.messages };
    const result = await studioApi.save(name, { ...files, base: draft.base, ...(note.trim() && { note }) });
    if (result.status === 'saved') {
      await afterSaved(store, name, result);
      continue;
    }
    if (result.status === 'conflict') {
      store.dispatch({ type: 'dialog', dialog: undefined });
      afterConflict(store, name, files, result, note, baseTextOf(store, name, draft));
      return;
    }
    store.dispatch({ type: 'problems', problems: result.problems });
    throw new Error(`Stopped at ${name}: ${checkerFound(result.problems.length)}.`);
  }
  store.dispatch({ type: 'dialog', dialog: undefined });
  store.dispatch({
    type: 'notice',
    notice: {
      tone: 'ok',
      text: `Saved everything changed: ${count.files} file${count.files === 1 ? '' : 's'} beside the screens, ${count.screens} screen${count.screens === 1 ? '' : 's'}.`,
    },
  });
}

/** Keep mine: my version replaces theirs; rejects when it cannot. */
export async function keepMine(store: StudioStore, conflict: Conflict): Promise<void> {
  const { name, mine, theirs, note } = conflict;
  const result = await studioApi.save(name, {
    ...mine,
    base: { screen: theirs?.screen.hash ?? null, messages: theirs?.messages?.hash ?? null },
    ...(note && { note }),
  });
  if (result.status === 'saved') {
    store.dispatch({ type: 'close conflict' });
    return afterSaved(store, name, result);
  }
  if (result.status === 'conflict') {
    afterConflict(store, name, mine, result, note, conflict.base);
    throw new Error('It was saved again meanwhile: compare with the newest version, then choose again.');
  }
  store.dispatch({ type: 'problems', problems: result.problems });
  throw new Error(`Not saved: ${checkerFound(result.problems.length)} in your version; fix them, or take theirs.`);
}

/** Save the merge: their version with my changes that do not overlap (and the overlaps as chosen); rejects when it cannot. */
export async function saveMerged(store: StudioStore, conflict: Conflict, merged: Files): Promise<void> {
  const { name, theirs, note } = conflict;
  const result = await studioApi.save(name, {
    ...merged,
    base: { screen: theirs?.screen.hash ?? null, messages: theirs?.messages?.hash ?? null },
    ...(note && { note }),
  });
  if (result.status === 'saved') {
    store.dispatch({ type: 'close conflict' });
    await afterSaved(store, name, result);
    const who = conflict.savedBy?.displayName ?? 'the other';
    store.dispatch({
      type: 'notice',
      notice: { tone: 'ok', text: `Saved ${savedScreenInWords(store.getState().folder, name)}: your changes and ${who}'s, merged.` },
    });
    return;
  }
  if (result.status === 'conflict') {
    // Saved yet again meanwhile: merge against that, from the same start.
    afterConflict(store, name, conflict.mine, result, note, conflict.base);
    throw new Error('It was saved again meanwhile: the merge now includes that version. Look again, then save.');
  }
  store.dispatch({ type: 'problems', problems: result.problems });
  throw new Error(
    `Not saved: together the two versions have ${result.problems.length} problem(s). Merge by hand in the editor, or take theirs.`,
  );
}

/** Take theirs: my draft is kept as a copy in this browser, then dropped. */
export async function takeTheirs(store: StudioStore, conflict: Conflict): Promise<void> {
  const { name, mine } = conflict;
  await draftCopies.keep({
    name,
    screen: mine.screen,
    messages: mine.messages,
    keptAt: Date.now(),
    reason: 'your draft when you took their version in a conflict',
  });
  store.dispatch({ type: 'draft', name, draft: undefined });
  await draftStore.remove(name);
  store.dispatch({ type: 'took theirs', name });
}

/** Merge by hand: the draft now builds on their version, so the next save replaces theirs (and shows what it changes). */
export function mergeByHand(store: StudioStore, conflict: Conflict): void {
  const { name, theirs } = conflict;
  const draftNow = store.getState().drafts.get(name);
  const rebased: Draft | undefined =
    draftNow && theirs
      ? {
          ...draftNow,
          base: { screen: theirs.screen.hash, messages: theirs.messages?.hash ?? null },
          baseText: { screen: theirs.screen.text, messages: theirs.messages?.text ?? null },
          updatedAt: Date.now(),
        }
      : undefined;
  if (rebased) void draftStore.put(name, rebased);
  store.dispatch({ type: 'merge', conflict, rebased });
}
