// Above the phone frames: whether what the preview shows is what borrowers see now — the screen
// and the Markdown pages it shows, saved, against the live release (saved-comparison.ts, the same
// state a page's header says in full). Silent when all of it is live as saved.
import { findContentSources } from '../../../src/shared/content-sources.ts';
import { pageHeading } from '../../shared/page-path.ts';
import { type LiveState, pageLiveState, screenLiveState, useSavedComparison } from '../publishing/saved-comparison.ts';
import type { Comparison } from '../shell/api.ts';

type NotLive = Exclude<LiveState, 'live'>;

const SCREEN: Record<NotLive, string> = {
  'not live': 'This screen is not in the live release: borrowers do not see it.',
  'kept off': 'A rollback took this screen off the live release: borrowers do not see it.',
  'rolled back': 'Borrowers see this screen as it was before a rollback.',
  changed: 'Borrowers still see the live release’s version of this screen.',
  removed: 'This screen is removed from the saved folder: borrowers still see it.',
};

/** A page as staff know it: "the page 'About us'", or "the Filipino text of the page 'About us'". */
function pageInWords(name: string, text: string | null | undefined): string {
  const page = `the page '${pageHeading(name, text)}'`;
  return name.endsWith('.fil') ? `the Filipino text of ${page}` : page;
}

const capital = (sentence: string) => `${sentence[0].toUpperCase()}${sentence.slice(1)}`;

function pageSentence(name: string, state: NotLive, text: string | null | undefined): string {
  const page = pageInWords(name, text);
  const readers = name.endsWith('.fil') ? 'Filipino readers' : 'Borrowers';
  switch (state) {
    case 'changed':
    case 'rolled back':
      return `${readers} still read the live release’s text of ${page}.`;
    case 'removed':
      return `${capital(page)} is removed from the saved folder: ${readers.toLowerCase()} still read it.`;
    default:
      return name.endsWith('.fil')
        ? `${capital(page)} is not in the live release: Filipino readers read the English page.`
        : `${capital(page)} is not in the live release: borrowers see “This part of the page could not be shown.”`;
  }
}

/** What is not live in the preview of `screen`, in sentences (none when all of it is). */
export function notLiveSentences(comparison: Comparison, screen: { id: string; blocks?: unknown }): string[] {
  const sentences: string[] = [];
  const states: NotLive[] = [];
  const screenState = screenLiveState(comparison, screen.id);
  if (screenState !== 'live') {
    sentences.push(SCREEN[screenState]);
    states.push(screenState);
  }
  for (const source of findContentSources(screen)) {
    for (const name of [source, `${source}.fil`]) {
      const state = pageLiveState(comparison, name);
      if (state === 'live') continue;
      const page = comparison.pages.find((entry) => entry.name === name);
      sentences.push(pageSentence(name, state, page?.after ?? page?.before));
      states.push(state);
    }
  }
  if (states.length === 0) return [];
  const heldOff = states.some((state) => state === 'kept off' || state === 'rolled back');
  const publishes = states.some((state) => state === 'not live' || state === 'changed' || state === 'removed');
  if (publishes) sentences.push('The next publish makes the saved version live.');
  if (heldOff) sentences.push('What a rollback took off stays off until someone brings it back under Publish and history.');
  return sentences;
}

export function PreviewLiveNote({ screen }: { screen: { id: string } | undefined }) {
  const comparison = useSavedComparison();
  const sentences = comparison && screen ? notLiveSentences(comparison, screen) : [];
  if (sentences.length === 0) return null;
  return (
    <p className="studio-note studio-preview-live" role="note" aria-label="Not live">
      <strong>Not what borrowers see now.</strong> {sentences.join(' ')}
    </p>
  );
}
