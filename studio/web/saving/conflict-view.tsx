// Two tabs (or two people) edited one screen and the other one saved first: theirs (on disk) and
// mine (this draft). With the version both started from, what does not overlap merges by itself and
// only overlaps are asked about; else take theirs (mine kept as a copy in the browser) or merge by
// hand in the editor. Keep mine (overwrite theirs) is never the highlighted choice, and says what it loses.
import { useCallback, useEffect, useState } from 'react';

import { nameScreen } from '../../shared/page-users.ts';
import { ChangeList } from '../publishing/change-list.tsx';
import { describeTexts } from '../publishing/describe-change.ts';
import { type Change, diffScreen } from '../publishing/diff.ts';
import type { Conflict, ConflictFiles } from '../store/conflict.ts';
import { type Studio, useStudioSelectorIfAny } from '../store/context.ts';
import { type SavedBy, timeAgo } from '../team/team.ts';
import { draftCopies, type DraftCopy } from './draft-copies.ts';
import { mergeFiles, type MergeOutcome, type Overlap, type Side } from './merge.ts';
import { screenTitle } from './save-together.ts';

const pickSharedText = (studio: Studio) => studio.sharedText;

/** The screen as staff know it ("Screen 'About us' (/workIs)") and its title alone, as theirs names it (else mine). */
function useConflictTitle(conflict: Conflict, theirs: ConflictFiles | undefined): { heading: string; title: string } {
  const shared = useStudioSelectorIfAny(pickSharedText);
  const after = theirs ?? conflict.mine;
  return {
    heading: screenTitle({ name: conflict.name, isNew: false, after }, shared),
    title: nameScreen({ name: conflict.name, ...after }, shared).title,
  };
}

/** "Maria Santos saved this screen 2 minutes ago", the exact time in its tooltip. */
function SavedByLine({ savedBy, what }: { savedBy: SavedBy | null | undefined; what: string }) {
  if (!savedBy) return null;
  return (
    <p className="studio-saved-by">
      {savedBy.displayName} saved this {what}{' '}
      <time dateTime={savedBy.at} title={new Date(savedBy.at).toLocaleString()}>
        {timeAgo(savedBy.at)}
      </time>
      .
    </p>
  );
}

const theirFiles = (conflict: Conflict): ConflictFiles | undefined =>
  conflict.theirs ? { screen: conflict.theirs.screen.text, messages: conflict.theirs.messages?.text ?? null } : undefined;

/** What saving mine would change in theirs, as staff read it; a file that does not parse is named instead. */
function changesFromTheirs(
  theirs: ConflictFiles | undefined,
  mine: ConflictFiles,
  title: string,
): { screen: Change[]; texts: Change[]; note?: string } {
  try {
    return {
      screen: diffScreen(theirs?.screen ?? '', mine.screen),
      texts: describeTexts(theirs?.messages ?? null, mine.messages, `on screen '${title}'`),
    };
  } catch {
    return {
      screen: [],
      texts: [],
      note: 'One of the versions cannot be read right now, so the difference cannot be shown in words (the developer view below compares the files).',
    };
  }
}

/** One file in two columns; lines the other side does not have are marked. */
function SideBySide({ file, theirs, mine }: { file: string; theirs: string | null; mine: string | null }) {
  if (theirs === mine) return null;
  const theirLines = (theirs ?? '').split('\n');
  const myLines = (mine ?? '').split('\n');
  const inTheirs = new Set(theirLines);
  const inMine = new Set(myLines);
  const column = (label: string, lines: string[], other: Set<string>, text: string | null) => (
    <section aria-label={`${label}: ${file}`} className="studio-conflict-side">
      <h4>{label}</h4>
      {text === null ? (
        <p>No {file}.</p>
      ) : (
        <pre>
          {lines.map((line, index) => (
            <div key={index} className={other.has(line) ? undefined : 'is-only-here'}>
              {line || ' '}
            </div>
          ))}
        </pre>
      )}
    </section>
  );
  return (
    <div className="studio-conflict-columns">
      {column('Theirs (on disk)', theirLines, inMine, theirs)}
      {column('Mine (this draft)', myLines, inTheirs, mine)}
    </div>
  );
}

/** The three-way merge of the conflict, or undefined when it cannot be done (no common start, a version not JSON). */
function tryMerge(conflict: Conflict, choices: ReadonlyMap<string, Side>): MergeOutcome | undefined {
  const theirs = theirFiles(conflict);
  if (!theirs || !conflict.base) return undefined;
  try {
    return mergeFiles(conflict.base, theirs, conflict.mine, choices);
  } catch {
    return undefined;
  }
}

/** One overlap: both changed the same thing differently; theirs stays unless mine is picked. */
function OverlapChoice({ overlap, side, onPick }: { overlap: Overlap; side: Side; onPick: (side: Side) => void }) {
  return (
    <fieldset className="studio-overlap">
      <legend>Both of you changed {overlap.where}</legend>
      <label>
        <input type="radio" name={overlap.id} checked={side === 'theirs'} onChange={() => onPick('theirs')} /> Keep theirs: {overlap.theirs}
      </label>
      <label>
        <input type="radio" name={overlap.id} checked={side === 'mine'} onChange={() => onPick('mine')} /> Use mine: {overlap.mine}
      </label>
    </fieldset>
  );
}

export function ConflictDialog({
  conflict,
  onSaveMerged,
  onKeepMine,
  onTakeTheirs,
  onMerge,
  onClose,
}: {
  conflict: Conflict;
  onSaveMerged: (merged: ConflictFiles) => Promise<void>;
  onKeepMine: () => Promise<void>;
  onTakeTheirs: () => Promise<void>;
  onMerge: () => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [choices, setChoices] = useState<ReadonlyMap<string, Side>>(new Map());
  const theirs = theirFiles(conflict);
  const merge = tryMerge(conflict, choices);
  const { heading: title, title: screenName } = useConflictTitle(conflict, theirs);
  const changes = changesFromTheirs(theirs, merge ? merge.files : conflict.mine, screenName);
  const lowerTitle = `${title[0].toLowerCase()}${title.slice(1)}`;
  const act = (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    work().then(
      () => setBusy(false),
      (caught: unknown) => {
        setError((caught as Error).message);
        setBusy(false);
      },
    );
  };
  const nothingOfMine = merge !== undefined && merge.files.screen === theirs?.screen && merge.files.messages === theirs.messages;
  return (
    <div className="studio-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="conflict-title" className="studio-dialog studio-conflict">
        <h2 id="conflict-title">{title} was saved by someone else</h2>
        {merge ? (
          <p>
            {merge.overlaps.length === 0
              ? 'Your changes and theirs do not overlap: both are kept. Nothing is saved until you press Save.'
              : `Your changes and theirs were put together where they do not overlap. ${merge.overlaps.length === 1 ? 'One place was' : `${merge.overlaps.length} places were`} changed by both of you: choose below (theirs stays unless you pick yours).`}
          </p>
        ) : (
          <p>
            {theirs
              ? `Since you opened it, another tab or person saved the ${lowerTitle}. Nothing was overwritten. Compare their version with yours, then choose.`
              : `Since you opened it, the ${lowerTitle} was removed. Nothing was written.`}
          </p>
        )}
        <SavedByLine savedBy={conflict.savedBy} what="screen" />
        {merge && merge.overlaps.length > 0 ? (
          <section aria-label="Changed by both of you">
            <h3>Changed by both of you</h3>
            {merge.overlaps.map((overlap) => (
              <OverlapChoice
                key={overlap.id}
                overlap={overlap}
                side={choices.get(overlap.id) ?? 'theirs'}
                onPick={(side) => setChoices((before) => new Map(before).set(overlap.id, side))}
              />
            ))}
          </section>
        ) : null}
        <h3>{merge ? 'Your changes added to their version' : 'What saving yours would change in theirs'}</h3>
        {changes.note ? <p>{changes.note}</p> : <p className="studio-muted">Each line reads: their version → yours.</p>}
        <ChangeList level={4} title="Screen" changes={changes.screen} />
        <ChangeList level={4} title="Texts" changes={changes.texts} />
        {changes.screen.length + changes.texts.length === 0 && !changes.note ? (
          <p>{merge ? 'None: their version already has everything you changed.' : 'Nothing but spaces and line breaks.'}</p>
        ) : null}
        <details className="studio-conflict-files">
          <summary>For developers: compare the files line by line</summary>
          <SideBySide file="screen.json" theirs={theirs?.screen ?? null} mine={conflict.mine.screen} />
          <SideBySide file="messages.json" theirs={theirs?.messages ?? null} mine={conflict.mine.messages} />
        </details>
        {error ? <p role="alert">{error}</p> : null}
        <div className="studio-row">
          {merge ? (
            <button
              type="button"
              className="is-primary"
              autoFocus
              disabled={busy || nothingOfMine}
              onClick={() => act(() => onSaveMerged(merge.files))}
            >
              {merge.overlaps.length === 0 ? 'Save both changes' : 'Save the merge'}
            </button>
          ) : null}
          {theirs ? (
            <>
              <button
                type="button"
                className={merge ? undefined : 'is-primary'}
                autoFocus={!merge}
                disabled={busy}
                onClick={() => act(onTakeTheirs)}
              >
                Take theirs (keep mine as a copy)
              </button>
              <button type="button" disabled={busy} onClick={onMerge}>
                Merge by hand in the editor
              </button>
            </>
          ) : null}
          <button type="button" disabled={busy} onClick={onClose}>
            Decide later
          </button>
          <button type="button" disabled={busy} aria-describedby="conflict-overwrite" onClick={() => act(onKeepMine)}>
            Keep mine (overwrite theirs)
          </button>
        </div>
        <p id="conflict-overwrite" className="studio-muted">
          Keep mine throws their changes away: use it only when you know theirs are wrong.
        </p>
      </div>
    </div>
  );
}

/** While merging by hand: their version beside the editor, and what saving would change in it. */
export function MergePanel({ conflict, mine, onDone }: { conflict: Conflict; mine: ConflictFiles; onDone: () => void }) {
  const theirs = theirFiles(conflict);
  const { title } = useConflictTitle(conflict, theirs);
  const changes = changesFromTheirs(theirs, mine, title);
  return (
    <details open className="studio-merge" aria-label="Merging by hand">
      <summary>
        Merging by hand with their version: your save replaces it, so keep their changes you want.{' '}
        <button type="button" onClick={onDone}>
          Hide
        </button>
      </summary>
      <ChangeList level={4} title="Your version changes in theirs: screen" changes={changes.screen} />
      <ChangeList level={4} title="Your version changes in theirs: texts" changes={changes.texts} />
      {changes.screen.length + changes.texts.length === 0 ? <p>Your version now equals theirs.</p> : null}
    </details>
  );
}

/** Copies of this screen's drafts kept in the browser, to open again as the draft. */
export function KeptCopies({ name, refresh, onOpen }: { name: string; refresh: number; onOpen: (copy: DraftCopy) => void }) {
  const [copies, setCopies] = useState<DraftCopy[]>([]);
  const [reload, setReload] = useState(0);
  useEffect(() => {
    let live = true;
    draftCopies.of(name).then(
      (found) => live && setCopies(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [name, refresh, reload]);
  // The screen as the screen list names it ("Screen 'About us' (/workIs)"), by its folder name outside the studio.
  const title = useStudioSelectorIfAny(
    useCallback(
      (studio: Studio) => {
        const files = studio.current(name);
        return files ? screenTitle({ name, isNew: false, after: files }, studio.sharedText) : undefined;
      },
      [name],
    ),
  );
  if (copies.length === 0) return null;
  return (
    <section aria-label="Kept copies" className="studio-copies">
      <h2>Kept copies of the {title ? `${title[0].toLowerCase()}${title.slice(1)}` : `screen ${name}`}</h2>
      <ul>
        {copies.map((copy) => (
          <li key={copy.id}>
            {new Date(copy.keptAt).toLocaleString()}: {copy.reason}{' '}
            <button type="button" onClick={() => onOpen(copy)}>
              Open as the draft
            </button>{' '}
            <button type="button" onClick={() => void draftCopies.remove(copy.id ?? 0).then(() => setReload((count) => count + 1))}>
              Delete copy
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
