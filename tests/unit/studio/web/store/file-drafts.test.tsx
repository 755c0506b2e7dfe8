// Drafts of the shared texts, a shared part and a page survive a reload like a screen's: kept in the
// browser as they change, found again when the page loads, dropped once saved or discarded or once
// they are the saved text, and a draft of a file changed on disk since keeps the version it started
// from, so its save is refused as before.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { draftsToRestore, draftWrites, memoryFileDrafts } from '../../../../../studio/web/saving/file-drafts.ts';
import { useProjectFiles } from '../../../../../studio/web/texts/project-files.ts';

afterEach(() => vi.unstubAllGlobals());

const SHARED = 'screens/messages.json';
const PAGE = 'content/about-us.md';
const sharedText = '{\n  "en": { "common.hotline": "Customer service" }\n}\n';
const edited = sharedText.replace('Customer service', 'Customer care');
const file = (path: string, text: string, hash: string) => ({ path, kind: path === SHARED ? 'shared' : 'page', text, hash });

/** A fetch answering the files list with these files, and each save with the next reply; the saves sent are kept. */
function serve(files: ReturnType<typeof file>[], replies: { status: number; body: unknown }[] = []) {
  const fetch = vi.fn((_url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') return Promise.resolve(Response.json({ files }));
    const reply = replies.shift() ?? { status: 500, body: { error: 'no reply' } };
    return Promise.resolve(Response.json(reply.body, { status: reply.status }));
  });
  vi.stubGlobal('fetch', fetch);
  return () =>
    (fetch.mock.calls as unknown as [string, RequestInit | undefined][])
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

async function openPage(kept: ReturnType<typeof memoryFileDrafts>) {
  const hook = renderHook(() => useProjectFiles(kept));
  await waitFor(() => expect(hook.result.current.loaded).toBe(true));
  return hook;
}

describe('drafts of the files beside the screens', () => {
  it('keeps an edit of the shared texts in the browser and finds it again after a reload, with the version it started from', async () => {
    serve([file(SHARED, sharedText, 'h1'), file(PAGE, '# About', 'p1')]);
    const kept = memoryFileDrafts();
    const first = await openPage(kept);
    act(() => first.result.current.edit(SHARED, edited));
    await waitFor(() => expect(kept.kept.get(SHARED)).toMatchObject({ text: edited, base: 'h1' }));
    first.unmount();

    const second = await openPage(kept);
    await waitFor(() => expect(second.result.current.drafts.get(SHARED)).toEqual({ text: edited, base: 'h1' }));
    expect(second.result.current.textOf(SHARED)).toBe(edited);
    expect(second.result.current.textOf(PAGE)).toBe('# About');
  });

  it('keeps a new page (a Filipino text not saved yet) over a reload', async () => {
    serve([file(PAGE, '# About', 'p1')]);
    const kept = memoryFileDrafts();
    const first = await openPage(kept);
    act(() => first.result.current.edit('content/about-us.fil.md', '# Tungkol sa amin'));
    await waitFor(() => expect(kept.kept.has('content/about-us.fil.md')).toBe(true));
    first.unmount();
    const second = await openPage(kept);
    await waitFor(() =>
      expect(second.result.current.drafts.get('content/about-us.fil.md')).toEqual({ text: '# Tungkol sa amin', base: null }),
    );
  });

  it('a draft of a file changed on disk since keeps its old version: its save is sent over that one (and refused by the server)', async () => {
    const theirs = sharedText.replace('Customer service', 'Hotline');
    const sent = serve([file(SHARED, theirs, 'h2')], [{ status: 409, body: { status: 'conflict', current: file(SHARED, theirs, 'h2') } }]);
    const kept = memoryFileDrafts([[SHARED, { text: edited, base: 'h1', updatedAt: 1 }]]);
    const { result } = await openPage(kept);
    await waitFor(() => expect(result.current.drafts.get(SHARED)).toEqual({ text: edited, base: 'h1' }));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.save(SHARED);
    });
    expect(answer).toMatchObject({ status: 'conflict' });
    expect(sent()[0]).toMatchObject({ text: edited, base: 'h1' });
    // Kept, now over their version: Save again replaces it, Discard changes takes theirs.
    await waitFor(() => expect(kept.kept.get(SHARED)).toMatchObject({ text: edited, base: 'h2' }));
    act(() => result.current.discard(SHARED));
    await waitFor(() => expect(kept.kept.has(SHARED)).toBe(false));
    expect(result.current.textOf(SHARED)).toBe(theirs);
  });

  it('drops a kept draft that is the saved text now, and a saved draft leaves the browser', async () => {
    serve(
      [file(SHARED, edited, 'h2'), file(PAGE, '# About', 'p1')],
      [{ status: 200, body: { status: 'saved', file: file(PAGE, '# About us', 'p2') } }],
    );
    const kept = memoryFileDrafts([
      [SHARED, { text: edited, base: 'h1', updatedAt: 1 }],
      [PAGE, { text: '# About us', base: 'p1', updatedAt: 1 }],
    ]);
    const { result } = await openPage(kept);
    await waitFor(() => expect(result.current.drafts.has(PAGE)).toBe(true));
    expect(result.current.drafts.has(SHARED)).toBe(false);
    expect(kept.kept.has(SHARED)).toBe(false);
    await act(async () => {
      await result.current.save(PAGE);
    });
    await waitFor(() => expect(kept.kept.size).toBe(0));
  });

  it('starts without kept drafts when the browser cannot keep any', async () => {
    serve([file(SHARED, sharedText, 'h1')]);
    const failing = { ...memoryFileDrafts(), all: () => Promise.reject(new Error('IndexedDB is off')) };
    const { result } = renderHook(() => useProjectFiles(failing));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.drafts.size).toBe(0);
  });
});

describe('the drafts as kept', () => {
  it('restores what is still a change, ignores what is not a draft', () => {
    const { drafts, stale } = draftsToRestore(
      new Map([
        ['a', { text: 'mine', base: 'h1', updatedAt: 1 }],
        ['b', { text: 'same', base: 'h1', updatedAt: 1 }],
        ['c', { text: 42 as unknown as string, base: 'h1', updatedAt: 1 }],
        ['d', { text: 'new', base: undefined as unknown as null, updatedAt: 1 }],
      ]),
      new Map([
        ['a', { text: 'saved' }],
        ['b', { text: 'same' }],
      ]),
    );
    expect([...drafts]).toEqual([
      ['a', { text: 'mine', base: 'h1' }],
      ['d', { text: 'new', base: null }],
    ]);
    expect(stale).toEqual(['b', 'c']);
  });

  it('writes only what changed', () => {
    const before = new Map([
      ['a', { text: 'x', base: 'h1' }],
      ['b', { text: 'y', base: 'h1' }],
      ['c', { text: 'z', base: 'h1' }],
    ]);
    const now = new Map([
      ['a', { text: 'x', base: 'h1' }],
      ['b', { text: 'y', base: 'h2' }],
      ['d', { text: 'w', base: null }],
    ]);
    expect(draftWrites(before, now)).toEqual({
      put: [
        ['b', { text: 'y', base: 'h2' }],
        ['d', { text: 'w', base: null }],
      ],
      removed: ['c'],
    });
  });
});
