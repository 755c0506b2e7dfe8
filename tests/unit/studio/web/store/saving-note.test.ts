// Team mode's save note through a conflict: the note typed with a save that met someone else's
// save is kept with the conflict, and Keep mine sends it again.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { keepMine, saveScreen } from '../../../../../studio/web/store/saving.ts';
import { initialState } from '../../../../../studio/web/store/state.ts';
import { createStudioStore } from '../../../../../studio/web/store/store.ts';

afterEach(() => vi.unstubAllGlobals());

const mine = { screen: '{"mine":true}', messages: null };
const theirs = { name: 'about-us', screen: { text: '{}', hash: 'h-theirs' }, messages: null };

describe('a save note through a conflict', () => {
  it('stays with the conflict and goes again with Keep mine', async () => {
    const replies = [
      { status: 409, body: { status: 'conflict', current: theirs, savedBy: null } },
      { status: 422, body: { status: 'problems', problems: [{ file: 'screens/about-us/screen.json', pointer: '', message: 'x' }] } },
    ];
    const fetch = vi.fn(() => {
      const reply = replies.shift() ?? { status: 500, body: { error: 'no more replies' } };
      return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
    });
    vi.stubGlobal('fetch', fetch);
    const store = createStudioStore(initialState('about-us'));
    await saveScreen(store, 'about-us', mine, { ...mine, base: { screen: 'h-mine', messages: null }, updatedAt: 0 }, 'Legal asked for it');
    const conflict = store.getState().conflict;
    expect(conflict).toMatchObject({ name: 'about-us', note: 'Legal asked for it' });
    if (!conflict) return;
    await expect(keepMine(store, conflict)).rejects.toThrow(/^Not saved/);
    const bodies = (fetch.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => JSON.parse(init.body as string) as object);
    expect(bodies[0]).toMatchObject({ note: 'Legal asked for it', base: { screen: 'h-mine' } });
    expect(bodies[1]).toMatchObject({ note: 'Legal asked for it', base: { screen: 'h-theirs' } });
  });
});
