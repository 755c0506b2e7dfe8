// Taking a screen or a page off, and bringing back what a rollback took off, from the publish panel.
// A removal is a change like any other: it is saved now (the screen's folder or the page's file goes)
// and reaches borrowers with the next publish, after a review in a team. What a rollback took off
// stays off through later publishes: the panel lists it, and an editor brings it back on purpose.
import { useEffect, useState } from 'react';

import { pageNameOf } from '../../shared/page-path.ts';
import {
  type FolderTexts,
  nameScreen,
  pageInUse,
  pageOfFile,
  type ScreenName,
  screensShowingPage,
  type ScreenTexts,
} from '../../shared/page-users.ts';
import { ApiError, type Comparison, type HeldPart, type ProjectFile, studioApi, type StudioFolder } from '../shell/api.ts';
import { DialogForm, useDialogTask } from '../shell/dialog-form.tsx';
import { whoDid } from './describe-release.ts';
import { headingOf } from './page-changes.tsx';
import { NoteField, when } from './publish-changes.tsx';

interface ScreenChoice {
  kind: 'screen';
  name: string;
  title: string;
  path: string;
  base: { screen: string; messages: string | null };
}
interface PageChoice {
  kind: 'page';
  path: string;
  title: string;
  base: string;
  /** The screens that show it: while any does, it cannot be removed. */
  shownBy: ScreenName[];
}
type Choice = ScreenChoice | PageChoice;

/** A saved screen's files as the naming reads them. */
const screenTexts = (screen: StudioFolder['screens'][number]): ScreenTexts => ({
  name: screen.name,
  screen: screen.screen.text,
  messages: screen.messages?.text ?? null,
});

/** A page named in words as the change view names it ('About us', 'About us (Filipino)'), never by its file. */
const pageInWords = (name: string): string => `${headingOf({ name })}${name.endsWith('.fil') ? ' (Filipino)' : ''}`;

/** "screen 'Holiday notice' (/holidayNotice)" or "page 'About us'". */
const choiceLabel = (choice: Choice) => (choice.kind === 'screen' ? `screen '${choice.title}' (${choice.path})` : `page '${choice.title}'`);

export function RemoveDialog({
  folder,
  inTeam,
  onClose,
  onRemoved,
}: {
  folder: StudioFolder;
  inTeam: boolean;
  onClose: () => void;
  onRemoved: (text: string) => void;
}) {
  // The pages come from a call of their own: until it answers the picker says so, and a failure says so with a Retry,
  // so nobody takes an empty Pages group for "there are no pages".
  const [pages, setPages] = useState<ProjectFile[] | 'loading' | { failed: string }>('loading');
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    let current = true;
    studioApi.files().then(
      (files) => current && setPages(files.filter((file) => file.kind === 'page')),
      (failure: unknown) => current && setPages({ failed: (failure as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const pageFiles = Array.isArray(pages) ? pages : [];
  const folderTexts: FolderTexts = {
    screens: folder.screens.map(screenTexts),
    parts: folder.parts,
    shared: folder.shared?.text ?? null,
  };
  /** A Filipino text alone may go (borrowers then read English); an English page goes only once no screen shows it. */
  const shownBy = (path: string): ScreenName[] => {
    const name = pageOfFile(path);
    return name === undefined ? [] : screensShowingPage(name, folderTexts);
  };
  const choices: Choice[] = [
    ...folder.screens.map((screen): Choice => {
      const { title, path } = nameScreen(screenTexts(screen), folder.shared?.text);
      return {
        kind: 'screen',
        name: screen.name,
        title,
        path,
        base: { screen: screen.screen.hash, messages: screen.messages?.hash ?? null },
      };
    }),
    ...pageFiles.map((page): Choice => ({
      kind: 'page',
      path: page.path,
      title: pageInWords(pageNameOf(page.path)),
      base: page.hash,
      shownBy: shownBy(page.path),
    })),
  ];
  const choice = choices.find((item) => (item.kind === 'screen' ? `screen ${item.name}` : `page ${item.path}`) === chosen);
  const blocked = choice?.kind === 'page' && choice.shownBy.length > 0 ? pageInUse(choice.shownBy) : undefined;
  const { busy, error, run } = useDialogTask(async () => {
    if (!choice) return;
    try {
      if (choice.kind === 'screen') await studioApi.removeScreen(choice.name, choice.base, inTeam ? note : undefined);
      else await studioApi.removePage(choice.path, choice.base, inTeam ? note : undefined);
    } catch (failure) {
      throw new ApiError(`Not removed: ${(failure as Error).message}`);
    }
    onRemoved(`Removed ${choiceLabel(choice)}. Borrowers keep it until the next publish.`);
  });
  return (
    <DialogForm
      titleId="remove-title"
      className="studio-dialog studio-release"
      submit={{ label: choice ? `Remove the ${choice.kind}` : 'Remove', ready: Boolean(choice) && !blocked && !busy, error }}
      onSubmit={run}
      onClose={onClose}
    >
      <h2 id="remove-title">Remove a screen or page</h2>
      <label className="studio-note-field">
        Screen or page
        <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose…</option>
          <optgroup label="Screens">
            {choices
              .filter((item): item is ScreenChoice => item.kind === 'screen')
              .map((item) => (
                <option key={item.name} value={`screen ${item.name}`}>
                  {item.title} ({item.path})
                </option>
              ))}
          </optgroup>
          <optgroup label="Pages">
            {pages === 'loading' ? <option disabled>Loading the pages…</option> : null}
            {choices
              .filter((item): item is PageChoice => item.kind === 'page')
              .map((item) => (
                <option key={item.path} value={`page ${item.path}`}>
                  {item.title}
                </option>
              ))}
          </optgroup>
        </select>
      </label>
      {typeof pages === 'object' && !Array.isArray(pages) ? (
        <p role="alert" className="studio-note">
          Only screens are offered: the pages could not be loaded. {pages.failed}{' '}
          <button
            type="button"
            onClick={() => {
              setPages('loading');
              setAttempt((count) => count + 1);
            }}
          >
            Retry
          </button>
        </p>
      ) : null}
      {blocked ? (
        <p role="status" className="studio-note">
          {blocked} Were it removed, borrowers would read “This part of the page could not be shown.” there instead.
        </p>
      ) : choice ? (
        <p role="status">
          Remove the {choiceLabel(choice)}? Borrowers keep it until the next publish
          {inTeam ? ', which needs a reviewer’s approval' : ''}; after that{' '}
          {choice.kind === 'screen' ? 'its address shows “page not found”' : 'the page is no longer shown'}. A rollback in the history
          brings it back for borrowers.
          {choice.kind === 'page' && !choice.path.endsWith('.fil.md') ? ' Its Filipino text goes with it.' : ''}
        </p>
      ) : null}
      {inTeam ? <NoteField label="Why (for the review and the history)" value={note} onChange={setNote} required={false} /> : null}
    </DialogForm>
  );
}

/** "New screen 'Holiday notice' at /holidayNotice", "the removal of screen …", "changes to the page …". */
function heldLabel(part: HeldPart): string {
  if (part.kind === 'shared') return 'The changes to the shared texts';
  const what = part.kind === 'page' ? `page '${pageInWords(part.name)}'` : `screen '${part.title ?? part.name}' (${part.path ?? ''})`;
  return part.change === 'added' ? `New ${what}` : part.change === 'removed' ? `The removal of ${what}` : `The changes to ${what}`;
}

/** What a rollback took off that the saved folder still holds: it stays off until an editor brings it back. */
export function HeldBackList({
  comparison,
  canBringBack,
  inTeam,
  onBrought,
  onError,
}: {
  comparison: Comparison;
  canBringBack: boolean;
  inTeam: boolean;
  onBrought: (text: string) => void;
  onError: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const held = comparison.heldBack ?? [];
  if (held.length === 0) return null;
  const bringBack = async (part: HeldPart) => {
    setBusy(true);
    try {
      await studioApi.bringBack([part.key], comparison.contentId);
      onBrought(`${heldLabel(part)} is part of the change again: it goes live with the next publish.`);
    } catch (error) {
      onError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Kept off since a rollback" className="studio-held-back">
      <h3>Kept off since a rollback</h3>
      <p className="studio-muted">
        The saved screens still hold these, but a rollback took them off: publishes leave them off until someone brings them back (then they
        are a change like any other{inTeam ? ', reviewed before they go live' : ''}).
      </p>
      <ul>
        {held.map((part) => (
          <li key={part.key}>
            {heldLabel(part)}
            {part.rolledBack ? (
              <>
                {' '}
                — taken off by {whoDid(part.rolledBack)} on <time dateTime={part.rolledBack.at}>{when(part.rolledBack.at)}</time>
                {part.rolledBack.note ? <> (“{part.rolledBack.note}”)</> : null}
              </>
            ) : null}{' '}
            {canBringBack ? (
              <button type="button" disabled={busy} onClick={() => void bringBack(part)}>
                Bring it back
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
