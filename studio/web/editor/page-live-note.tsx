// Above a Markdown page's editor: whether borrowers read this page's saved text now, in words — a
// page the live release does not have (never published, removed by a publish, or taken off by a
// rollback) is not what borrowers read, and the note says what the next publish does with it.
import { useEffect, useState } from 'react';

import { pageNameOf } from '../../shared/page-path.ts';
import { type Comparison, studioApi } from '../shell/api.ts';

type LiveState = 'not live' | 'kept off' | 'changed' | 'live';

/** How the saved page stands against the live release, from the saved folder's comparison. */
function pageLiveState(comparison: Comparison, path: string): LiveState {
  const name = pageNameOf(path);
  if ((comparison.heldBack ?? []).some((part) => part.kind === 'page' && part.name === name)) return 'kept off';
  const change = comparison.pages.find((page) => page.name === name);
  if (change?.kind === 'added') return 'not live';
  if (change?.kind === 'changed') return 'changed';
  return 'live';
}

const SAY: Record<Exclude<LiveState, 'live'>, string> = {
  'not live':
    'Borrowers do not see this page now: the live release does not have it (it was never published, or a publish removed it), so the app shows only the copy it was built with, if any. The next publish makes this saved text live.',
  'kept off':
    'Borrowers do not see this page now: a rollback took it off the live release, and publishes keep it off until someone brings it back under Publish and history.',
  changed: 'Borrowers still read the live release’s text of this page: the saved text goes live with the next publish.',
};

export function PageLiveNote({ path, savedHash, live }: { path: string; savedHash: string | undefined; live: string | null | undefined }) {
  const [state, setState] = useState<{ key: string; value: LiveState }>();
  const key = `${path} ${savedHash ?? ''} ${live ?? ''}`;
  useEffect(() => {
    let current = true;
    studioApi.compare('saved').then(
      (comparison) => current && setState({ key, value: pageLiveState(comparison, path) }),
      // Best effort: without the comparison the header says nothing about the live release.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, path]);
  if (!savedHash || state?.key !== key || state.value === 'live') return null;
  return (
    <p className={state.value === 'changed' ? 'studio-note' : 'studio-note studio-blocked'} role="note">
      {SAY[state.value]}
    </p>
  );
}
