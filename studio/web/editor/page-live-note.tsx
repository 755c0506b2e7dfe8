// Above a Markdown page's editor: whether borrowers read this page's saved text now, in words — a
// page the live release does not have (never published, removed by a publish, or taken off by a
// rollback) is not shown to borrowers at all (its Filipino text: they read the English page), and
// the note says what the next publish does with it. The state comes from saved-comparison.ts, which
// the preview's note reads too.
import { pageNameOf } from '../../shared/page-path.ts';
import { type LiveState, pageLiveState, useSavedComparison } from '../publishing/saved-comparison.ts';

const NOT_SHOWN = 'screens that show it say “This part of the page could not be shown.”';

function sayFor(state: Exclude<LiveState, 'live'>, filipino: boolean): string {
  const who = filipino ? 'Filipino readers do not see this text now' : 'Borrowers do not see this page now';
  const instead = filipino ? 'they read the English page instead' : NOT_SHOWN;
  switch (state) {
    case 'not live':
      return `${who}: the live release does not have it (it was never published, or a publish removed it), so ${instead}. The next publish makes this saved text live.`;
    case 'kept off':
      return `${who}: a rollback took it off the live release, so ${instead}. Publishes keep it off until someone brings it back under Publish and history.`;
    case 'rolled back':
      return 'Borrowers read the text from before a rollback: publishes keep this saved text off until someone brings it back under Publish and history.';
    case 'changed':
      return 'Borrowers still read the live release’s text of this page: the saved text goes live with the next publish.';
    case 'removed':
      return 'Borrowers still read this page: its removal goes live with the next publish.';
  }
}

export function PageLiveNote({ path, savedHash }: { path: string; savedHash: string | undefined }) {
  const comparison = useSavedComparison();
  const name = pageNameOf(path);
  const state = comparison ? pageLiveState(comparison, name) : 'live';
  if (!savedHash || state === 'live') return null;
  return (
    <p className={state === 'changed' ? 'studio-note' : 'studio-note studio-blocked'} role="note">
      {sayFor(state, name.endsWith('.fil'))}
    </p>
  );
}
