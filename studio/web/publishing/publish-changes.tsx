// What a publish or a Make live changes for borrowers, as the publish panel and its dialogs show it:
// the readable diff screen by screen, a one-line summary, who published a bundle, the note field,
// and the warnings when it brings back what a rollback took off.
import { useId } from 'react';

import { type BundleRow, type Comparison, MAX_NOTE_LENGTH, type ReleaseEvent, type ScreenChange } from '../shell/api.ts';
import { ChangeList } from './change-list.tsx';
import { type Change, describeScreen, describeTexts } from './describe-change.ts';
import { manilaTime, rollbackSentence, whoDid } from './describe-release.ts';
import { PageChanges, pageTitle } from './page-changes.tsx';

/** A time as staff read it in the publish panel: Manila time, whatever this computer's zone. */
export const when = (at: string) => manilaTime(at);
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A screen's change in words: its structure (things named by their English, the shared texts' too)
 * and its texts old → new per language. A removed screen lists nothing: its heading says it all.
 */
function screenChanges(change: ScreenChange, shared: unknown): { screen: Change[]; texts: Change[] } {
  const { before, after } = change;
  if (change.kind === 'removed') return { screen: [], texts: [] };
  return {
    screen: before && after ? describeScreen(before.screen, after.screen, { before: before.messages, after: after.messages, shared }) : [],
    texts: describeTexts(before?.messages, after?.messages, `on screen '${change.title ?? change.name}'`),
  };
}

/** "New screen 'Holiday notice' at /holidayNotice", "Removed screen 'Holiday notice' (/holidayNotice)", "Changed screen …". */
function screenHeading(change: ScreenChange): string {
  const title = `'${change.title ?? change.name}'`;
  if (change.kind === 'added') return `New screen ${title} at ${change.path}`;
  return `${change.kind === 'removed' ? 'Removed' : 'Changed'} screen ${title} (${change.path})`;
}

/** One line per kind: "1 screen added, 2 screens changed, shared texts changed, 1 page removed". */
export function summarize(comparison: Comparison): string {
  const count = (kind: ScreenChange['kind']) => comparison.screens.filter((change) => change.kind === kind).length;
  const pages = (kind: ScreenChange['kind']) => comparison.pages.filter((page) => page.kind === kind).length;
  const parts = [
    count('added') && `${plural(count('added'), 'screen')} added`,
    count('changed') && `${plural(count('changed'), 'screen')} changed`,
    count('removed') && `${plural(count('removed'), 'screen')} removed`,
    comparison.shared && 'shared texts changed',
    pages('added') && `${plural(pages('added'), 'page')} added`,
    pages('changed') && `${plural(pages('changed'), 'page')} changed`,
    pages('removed') && `${plural(pages('removed'), 'page')} removed`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing: the same screens and texts as live';
}

export const isBringingBack = (comparison: Comparison) =>
  comparison.screens.some((change) => change.bringsBack) ||
  Boolean(comparison.shared?.bringsBack) ||
  comparison.pages.some((page) => page.bringsBack);
const isSameAsLive = (comparison: Comparison) => comparison.screens.length === 0 && !comparison.shared && comparison.pages.length === 0;

/** What making a bundle live changes for borrowers, screen by screen, with the readable diff. */
export function BundleChanges({ comparison }: { comparison: Comparison }) {
  if (isSameAsLive(comparison)) return <p>No screen, text or page differs from what is live.</p>;
  return (
    <div className="studio-bundle-changes">
      {comparison.screens.map((change) => {
        const { screen, texts } = screenChanges(change, comparison.shared?.after);
        return (
          <section key={change.id} aria-label={`${change.kind} ${change.name}`} className={`studio-screen-change is-${change.kind}`}>
            <h3>
              {screenHeading(change)}
              {change.bringsBack ? <span className="studio-tag">was rolled back</span> : null}
            </h3>
            {change.kind === 'removed' ? <p>Borrowers can no longer open {change.path}: it shows “page not found”.</p> : null}
            <ChangeList title="On the screen" changes={screen} level={4} />
            <ChangeList title={change.kind === 'added' ? 'Its texts' : 'Texts'} changes={texts} level={4} />
            {change.kind === 'changed' && screen.length + texts.length === 0 ? <p>Only a shared part it includes changed.</p> : null}
          </section>
        );
      })}
      {comparison.shared ? (
        <section aria-label="changed shared texts" className="studio-screen-change is-changed">
          <h3>
            Changed shared texts <span className="studio-change-detail">(used on many screens)</span>
            {comparison.shared.bringsBack ? <span className="studio-tag">was rolled back</span> : null}
          </h3>
          <ChangeList
            title="Texts"
            changes={describeTexts(comparison.shared.before, comparison.shared.after, 'in the shared texts')}
            level={4}
          />
        </section>
      ) : null}
      {comparison.pages.map((page) => (
        <PageChanges key={page.name} page={page} />
      ))}
    </div>
  );
}

/** Who published a bundle, when, and its note. */
export function Published({ row }: { row: BundleRow | undefined }) {
  if (!row) return <>nothing</>;
  const scheduled = row.published?.scheduled;
  if (row.published)
    return (
      <>
        {scheduled
          ? `Published as scheduled by ${scheduled.by}${scheduled.approvedBy ? ` (approved by ${scheduled.approvedBy})` : ''}`
          : whoDid(row.published)}
        , <time dateTime={row.published.at}>{when(row.published.at)}</time>
      </>
    );
  return (
    <>
      {row.source === 'build' ? 'the app build' : 'the command line'}, <time dateTime={row.createdAt}>{when(row.createdAt)}</time>
    </>
  );
}

export function NoteField({
  label,
  value,
  onChange,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
}) {
  const id = useId();
  return (
    <label className="studio-note-field">
      {label}
      <textarea
        value={value}
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        required={required}
        aria-describedby={id}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={id} className="studio-muted">
        {value.trim().length} / {MAX_NOTE_LENGTH} characters{required ? '; kept in the history with your name and the time' : ''}
      </span>
    </label>
  );
}

export function RollbackWarning({ event, comparison }: { event: ReleaseEvent | undefined; comparison: Comparison }) {
  const back = comparison.screens.filter((change) => change.bringsBack);
  return (
    <div role="alert" className="studio-blocked">
      <strong>This brings back what a rollback took off.</strong>
      <p>
        {event ? <span title={`${event.version} (taking off ${event.from ?? 'nothing'})`}>{rollbackSentence(event)}. </span> : null}
        The saved screens folder still holds it: publishing brings back
      </p>
      <ul>
        {back.map((change) => (
          <li key={change.id}>
            {change.kind === 'added' ? 'the screen' : change.kind === 'removed' ? 'the removal of' : 'the changes to'}{' '}
            <strong>{change.title ? `'${change.title}'` : change.name}</strong> at {change.path}
          </li>
        ))}
        {comparison.shared?.bringsBack ? <li>the changes to the shared texts</li> : null}
        {comparison.pages
          .filter((page) => page.bringsBack)
          .map((page) => (
            <li key={page.name}>
              the changes to the page <strong>{pageTitle(page.name)}</strong>
            </li>
          ))}
      </ul>
    </div>
  );
}

/** The saved folder against live, when they differ; what a rollback took off is listed apart (publish-remove.tsx). */
export function SavedDiffers({ drift }: { drift: Comparison }) {
  if (isSameAsLive(drift))
    return (
      <p className="studio-muted">
        {drift.heldBack?.length
          ? 'The saved screens and pages are what is live, but for what a rollback took off (below).'
          : 'The saved screens and pages are what is live.'}
      </p>
    );
  const bringing = isBringingBack(drift);
  return (
    <p role={bringing ? 'alert' : 'status'} className={bringing ? 'studio-stale' : 'studio-muted'}>
      {bringing
        ? `The saved change brings back what a rollback took off: ${drift.screens
            .filter((change) => change.bringsBack)
            .map(screenHeading)
            .join(
              ', ',
            )}${drift.shared?.bringsBack ? ' and shared texts' : ''}${drift.pages.some((page) => page.bringsBack) ? ' and pages' : ''}; Publish asks first.`
        : `What is saved differs from what is live: ${summarize(drift)}.`}
    </p>
  );
}
