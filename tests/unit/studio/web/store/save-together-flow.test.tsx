// The studio page saving a shared part with the new shared texts its row titles name: one call for
// both, a conflict on either keeps both drafts (now over their versions, so Save again replaces
// them), and Save all saves the pair in one call and the other files one by one.
import { readFileSync } from 'node:fs';

import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { applyPartRowLabels } from '../../../../../studio/web/editor/row-labels.ts';
import { saveEverything } from '../../../../../studio/web/store/saving.ts';
import { initialState } from '../../../../../studio/web/store/state.ts';
import { createStudioStore } from '../../../../../studio/web/store/store.ts';
import { useProjectFiles } from '../../../../../studio/web/texts/project-files.ts';

afterEach(() => vi.unstubAllGlobals());

const PART = 'screens/parts/order-summary.json';
const SHARED = 'screens/messages.json';
const PAGE = 'content/about-us.md';
const file = (path: string, text: string, hash: string) => ({
  path,
  kind: path === SHARED ? 'shared' : path.endsWith('.md') ? 'page' : 'part',
  text,
  hash,
});
const partText = readFileSync(PART, 'utf8');
const sharedText = readFileSync(SHARED, 'utf8');
const titled = applyPartRowLabels(partText, sharedText, 'order-summary', '/blocks/2', [{ row: 'Due date', en: 'Pay by', fil: 'Bayaran' }]);

/** A fetch answering the files list, then each save with the next reply; the requests are kept. */
function serve(replies: { status: number; body: unknown }[]) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET')
      return Promise.resolve(
        Response.json({
          files: [file(PART, partText, 'h-part'), file(SHARED, sharedText, 'h-shared'), file(PAGE, '# About', 'h-page')],
        }),
      );
    const reply = replies.shift() ?? { status: 500, body: { error: `no reply for ${url}` } };
    return Promise.resolve(Response.json(reply.body, { status: reply.status }));
  });
  vi.stubGlobal('fetch', fetch);
  const sent = () =>
    (fetch.mock.calls as unknown as [string, RequestInit | undefined][])
      .filter(([, init]) => init?.method === 'PUT')
      .map(([url, init]) => ({ url, body: JSON.parse(init?.body as string) as Record<string, unknown> }));
  return { sent };
}

describe('a shared part saved with its new shared texts', () => {
  it('sends both in one save; a conflict on either keeps both drafts over their versions, and Save again replaces them', async () => {
    const theirShared = sharedText.replace('"Customer service"', '"Customer Service"');
    const { sent } = serve([
      { status: 409, body: { status: 'conflict', conflicts: [{ path: SHARED, current: file(SHARED, theirShared, 'h-theirs') }] } },
      { status: 200, body: { status: 'saved', files: [file(PART, titled.part, 'h-part-2'), file(SHARED, titled.shared, 'h-shared-2')] } },
    ]);
    const { result } = renderHook(() => useProjectFiles());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => {
      result.current.edit(PART, titled.part);
      result.current.edit(SHARED, titled.shared);
    });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.saveTogether([PART, SHARED], 'New due-date title');
    });
    expect(answer).toMatchObject({ status: 'conflict' });
    expect(sent()[0]).toEqual({
      url: '/__studio/api/files',
      body: {
        files: [
          { path: PART, text: titled.part, base: 'h-part' },
          { path: SHARED, text: titled.shared, base: 'h-shared' },
        ],
        note: 'New due-date title',
      },
    });
    // Nothing was written: both drafts stay; the shared texts' now builds on their version.
    expect(result.current.drafts.get(PART)).toEqual({ text: titled.part, base: 'h-part' });
    expect(result.current.drafts.get(SHARED)).toEqual({ text: titled.shared, base: 'h-theirs' });
    expect(result.current.saved?.get(SHARED)?.text).toBe(theirShared);

    await act(async () => {
      answer = await result.current.saveTogether([PART, SHARED]);
    });
    expect(answer).toMatchObject({ status: 'saved' });
    expect((sent()[1].body.files as { base: string }[]).map((entry) => entry.base)).toEqual(['h-part', 'h-theirs']);
    expect(result.current.drafts.size).toBe(0);
    expect(result.current.saved?.get(PART)?.hash).toBe('h-part-2');
  });

  it('Save all saves the part and the shared texts in one call and a page on its own', async () => {
    const { sent } = serve([
      { status: 200, body: { status: 'saved', files: [file(PART, titled.part, 'h-part-2'), file(SHARED, titled.shared, 'h-shared-2')] } },
      { status: 200, body: { status: 'saved', file: file(PAGE, '# About us', 'h-page-2') } },
    ]);
    const { result } = renderHook(() => useProjectFiles());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => {
      result.current.edit(PART, titled.part);
      result.current.edit(SHARED, titled.shared);
      result.current.edit(PAGE, '# About us');
    });
    const store = createStudioStore(initialState('about-us'));
    await act(() => saveEverything(store, result.current));
    expect(sent().map((request) => request.url)).toEqual(['/__studio/api/files', `/__studio/api/files/${encodeURIComponent(PAGE)}`]);
    expect((sent()[0].body.files as { path: string }[]).map((entry) => entry.path)).toEqual([PART, SHARED]);
    expect(store.getState().notice).toMatchObject({ tone: 'ok' });
  });

  it('Save all stops at the pair when someone saved one of them meanwhile, and says so in words', async () => {
    serve([{ status: 409, body: { status: 'conflict', conflicts: [{ path: PART, current: file(PART, partText, 'h-newer') }] } }]);
    const { result } = renderHook(() => useProjectFiles());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => {
      result.current.edit(PART, titled.part);
      result.current.edit(SHARED, titled.shared);
    });
    const store = createStudioStore(initialState('about-us'));
    await expect(saveEverything(store, result.current)).rejects.toThrow(
      /^Stopped at the shared part order-summary and the shared texts: the shared part order-summary was changed since you opened it/,
    );
  });
});
