// Team mode's panels in the studio page: the "is editing" line, the change's saves and comments as
// text (markup shown, never made), and a screen's history with its loading, error (Retry), empty
// and ready states.
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type ScreenHistory, ScreenHistoryPanel } from '../../../../studio/web/history/screen-history-panel.tsx';
import { editingLine, usePresence } from '../../../../studio/web/presence/presence-api.ts';
import { PresenceBanner } from '../../../../studio/web/presence/presence-banner.tsx';
import { ChangeConversation } from '../../../../studio/web/review/review-view.tsx';
import { SaveAllDialog } from '../../../../studio/web/saving/save-all-dialog.tsx';
import type { ReviewState } from '../../../../studio/web/team/team.ts';

const NOW = Date.parse('2026-11-26T09:00:00Z');
const jose = { path: 'screens/about-us', name: 'jose.reyes', displayName: 'Jose Reyes', activeAt: '2026-11-26T08:59:00Z' };

afterEach(() => vi.unstubAllGlobals());

describe('editingLine', () => {
  it('says who edits, that it is unsaved, and how long since they last changed something', () => {
    expect(editingLine(jose, 'screen', NOW)).toBe('Jose Reyes is editing this screen (unsaved changes, last active 1 minute ago)');
    expect(editingLine({ ...jose, activeAt: '2026-11-26T08:59:50Z' }, 'file', NOW)).toBe(
      'Jose Reyes is editing this file (unsaved changes, last active just now)',
    );
  });
});

describe('usePresence', () => {
  it('sends and asks nothing in a local studio (no one signed in)', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { rerender } = renderHook(({ paths }) => usePresence(null, paths, paths.length), {
      initialProps: { paths: ['screens/about-us'] },
    });
    rerender({ paths: ['screens/about-us', 'screens/fees'] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks who edits for a viewer, and sends an editor's unsaved paths at once", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ editing: [jose], now: '2026-11-26T09:00:00Z' }))));
    vi.stubGlobal('fetch', fetch);
    const viewer = renderHook(() => usePresence({ name: 'v', displayName: 'V', roles: ['viewer'] }, ['screens/fees'], 1));
    await vi.waitFor(() => expect(viewer.result.current.editing).toEqual([jose]));
    expect(fetch.mock.calls.map((call) => (call as unknown[])[1] as RequestInit).map((init) => init.method)).toEqual(['GET']);
    viewer.unmount();
    fetch.mockClear();
    renderHook(() => usePresence({ name: 'm', displayName: 'M', roles: ['editor'] }, ['screens/fees'], 1));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const beat = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([, init]) => init.method === 'POST');
    expect(JSON.parse(beat?.[1].body as string)).toMatchObject({ paths: ['screens/fees'], edited: true });
  });
});

describe('PresenceBanner', () => {
  it('shows the people editing this path only, and nothing when nobody is', () => {
    const presence = {
      editing: [jose, { ...jose, path: 'screens/fees', name: 'lea.tan', displayName: 'Lea <b>Tan</b>' }],
      now: () => NOW,
    };
    const { container, rerender } = render(<PresenceBanner presence={presence} path="screens/about-us" what="screen" />);
    expect(screen.getByRole('status').textContent).toBe(
      'Jose Reyes is editing this screen (unsaved changes, last active 1 minute ago). If you both save, changes to different texts and blocks are merged; only what you both changed is asked about.',
    );
    rerender(<PresenceBanner presence={presence} path="screens/fees" what="screen" />);
    expect(screen.getByRole('status').textContent).toMatch(/^Lea <b>Tan<\/b> is editing/);
    expect(container.querySelector('b')).toBeNull();
    rerender(<PresenceBanner presence={presence} path="screens/loan-confirm" what="screen" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('ChangeConversation', () => {
  it('lists saves with their notes and comments in time order, each as text', () => {
    const review: ReviewState = {
      contentId: 'abc',
      authors: ['maria.santos'],
      decision: null,
      reviews: [],
      names: { 'maria.santos': 'Maria Santos', 'jose.reyes': 'Jose Reyes' },
      saves: [
        { at: '2026-11-26T08:50:00Z', who: 'maria.santos', screen: 'about-us', note: 'Legal asked for the full name' },
        { at: '2026-11-26T08:58:00Z', who: 'maria.santos', file: 'screens/messages.json', note: '' },
      ],
      comments: [{ at: '2026-11-26T08:55:00Z', who: 'jose.reyes', contentId: 'abc', comment: '<script>alert(1)</script> <img src=x>' }],
    };
    const { container } = render(<ChangeConversation review={review} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent.replace(/\(.*?\)/, '(…)'));
    expect(items).toEqual([
      'Maria Santos saved the screen about-us (…):Legal asked for the full name',
      'Jose Reyes commented (…):<script>alert(1)</script> <img src=x>',
      'Maria Santos saved the shared texts (…)',
    ]);
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('says how many older saves and comments a long change does not list', () => {
    const review: ReviewState = {
      contentId: 'abc',
      authors: ['maria.santos'],
      decision: null,
      reviews: [],
      saves: [{ at: '2026-11-26T08:50:00Z', who: 'maria.santos', screen: 'about-us', note: '' }],
      comments: [],
      earlier: { saves: 29_900, reviews: 0, comments: 1 },
    };
    render(<ChangeConversation review={review} />);
    expect(screen.getByText(/Only the newest are listed/).textContent).toBe(
      `Only the newest are listed; ${(29_900).toLocaleString()} earlier saves and 1 earlier comment are not shown.`,
    );
  });
});

function history(overrides: Partial<ScreenHistory> = {}): ScreenHistory {
  return {
    screen: 'about-us',
    liveBundle: 'b2',
    liveKnown: true,
    versions: [
      {
        commit: 'c'.repeat(40),
        author: 'Maria Santos',
        account: 'maria.santos',
        displayName: 'Maria Santos',
        at: '2026-11-26T08:58:00Z',
        subject: 'Studio: save screens/about-us',
        note: 'The <b>full</b> name',
        live: false,
        approved: true,
      },
      {
        commit: 'b'.repeat(40),
        author: 'Maria Santos',
        account: 'maria.santos',
        displayName: 'Maria Santos',
        at: '2026-11-25T08:58:00Z',
        subject: 'Studio: save screens/about-us',
        note: '',
        live: true,
        approved: false,
        published: { version: 'b2', at: '2026-11-25T09:00:00Z', by: 'ana.cruz', byName: 'Ana Cruz' },
      },
      {
        commit: 'a'.repeat(40),
        author: 'Developer',
        account: 'dev@example.test',
        displayName: 'Developer',
        at: '2026-11-20T08:58:00Z',
        subject: 'Screens as built',
        note: '',
        live: false,
        approved: false,
        published: { version: 'b1', at: '2026-11-20T09:00:00Z', by: 'ana.cruz', byName: 'Ana Cruz' },
      },
    ],
    ...overrides,
  };
}

const answers = (...replies: { status: number; body: unknown }[]) => {
  const fetch = vi.fn(() => {
    const reply = replies.shift() ?? { status: 500, body: { error: 'no more replies' } };
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const publisher = { name: 'ana.cruz', displayName: 'Ana Cruz', roles: ['publisher' as const] };
const editor = { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor' as const] };

describe('ScreenHistoryPanel', () => {
  it('says why the history could not be read, and reads it again on Retry', async () => {
    const fetch = answers({ status: 409, body: { error: 'Saves are not kept in git here.' } }, { status: 200, body: history() });
    render(<ScreenHistoryPanel screen="about-us" person={publisher} />);
    expect(screen.getByText('Reading the history of about-us…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The history could not be read: Saves are not kept in git here.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await Promise.resolve();
    });
    const versions = await screen.findByRole('list', { name: 'Versions of about-us, newest first' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]).toEqual(['/__studio/api/team/history?screen=about-us']);
    const rows = [...versions.querySelectorAll('li')].map((row) => row.textContent.replace(/ago|just now/, '').replace(/\d+ \w+ /, ''));
    expect(rows[0]).toContain('The <b>full</b> name');
    expect(rows[0]).toContain('Approved, not live yet');
    expect(rows[1]).toContain('Live');
    expect(rows[1]).toContain('No note.');
    expect(rows[2]).toContain('Screens as built');
    expect(versions.querySelector('b')).toBeNull();
    // Only an earlier published version can be made live again, and the live one is marked as the current.
    expect(screen.getAllByRole('button', { name: 'Make this version live…' })).toHaveLength(1);
    expect(versions.querySelector('[aria-current="true"]')?.textContent).toContain('Live');
  });

  it('says so when the screen has no saves yet', async () => {
    answers({ status: 200, body: history({ versions: [] }) });
    render(<ScreenHistoryPanel screen="about-us" person={editor} />);
    expect(await screen.findByText('No saves of about-us are in git yet: the first save starts its history.')).toBeTruthy();
  });

  it('turns Make this version live off for someone without the publisher role, with the reason', async () => {
    answers({ status: 200, body: history() });
    render(<ScreenHistoryPanel screen="about-us" person={editor} />);
    const button = await screen.findByRole('button', { name: 'Make this version live…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/^Publishing and making a version live need the publisher role; you have editor\./);
  });

  it('makes the bundle published with that version live, with what it changes old → new and the note, and reads the history again', async () => {
    const side = (title: string) => ({ screen: { title: { msg: 'about.title' } }, messages: { en: { 'about.title': title } } });
    const comparison = {
      live: 'b2',
      target: 'b1',
      contentId: 'c1',
      liveContentId: 'c2',
      screens: [
        {
          id: 'aboutUs',
          name: 'about-us',
          path: '/aboutUs',
          kind: 'changed',
          title: 'About us',
          before: side('About our company'),
          after: side('About us'),
        },
      ],
      pages: [],
    };
    const fetch = answers(
      { status: 200, body: history() },
      { status: 200, body: comparison },
      { status: 200, body: { from: 'b2', to: 'b1' } },
      { status: 200, body: history() },
    );
    render(<ScreenHistoryPanel screen="about-us" person={publisher} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make this version live…' }));
    const dialog = screen.getByRole('dialog', { name: 'Make this version of about-us live?' });
    // A rollback reads from what is live to what goes live again.
    const change = await within(dialog).findByText("Text “About our company” on screen 'About us'");
    expect(change.parentElement?.textContent).toBe("Text “About our company” on screen 'About us': “About our company” → “About us”");
    expect(change.getAttribute('title')).toBe("For developers: the text's key is about.title");
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: 'Legal wants it back' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Make it live again' }));
      await Promise.resolve();
    });
    await screen.findByText(/is live again: borrowers get the version of about-us saved by Developer\./);
    expect((fetch.mock.calls[1] as unknown as [string])[0]).toBe('/__studio/api/compare?to=b1');
    const [path, init] = fetch.mock.calls[2] as unknown as [string, RequestInit];
    expect(path).toBe('/__studio/api/rollback');
    expect(JSON.parse(init.body as string)).toEqual({ to: 'b1', note: 'Legal wants it back', live: 'b2' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe('SaveAllDialog', () => {
  const screens = [{ name: 'about-us', before: { screen: '{}', messages: null }, after: { screen: '{}', messages: null } }];
  it('asks "What changed and why" in team mode and saves every file with that note', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(
      <SaveAllDialog
        files={[{ path: 'screens/messages.json', before: '{"en":{"a.b":"One"}}', after: '{"en":{"a.b":"Two"}}' }]}
        screens={screens}
        blocked={undefined}
        onClose={() => undefined}
        onSave={onSave}
        withNote
      />,
    );
    fireEvent.change(screen.getByLabelText(/^What changed and why/), { target: { value: 'One wording, everywhere' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save all (2)' }));
      await Promise.resolve();
    });
    expect(onSave).toHaveBeenCalledWith('One wording, everywhere');
  });

  it('asks nothing in a local studio', () => {
    render(<SaveAllDialog files={[]} screens={screens} blocked={undefined} onClose={() => undefined} onSave={() => Promise.resolve()} />);
    expect(screen.queryByLabelText(/^What changed and why/)).toBeNull();
  });
});
