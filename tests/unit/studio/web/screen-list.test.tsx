// Screens as staff know them: the list names each screen by the title borrowers read, with its
// address (two screens may share a title), sorted by title; its search finds a screen by title,
// address or folder name. The screen's Texts tab shows each text's key only to developers.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ScreenList } from '../../../../studio/web/editor/screen-list.tsx';
import { createStudioHandle, type Studio, StudioContext } from '../../../../studio/web/store/context.ts';
import { TextsGrid } from '../../../../studio/web/texts/texts-grid.tsx';

const screenFiles = (id: string, title: string, own = true) => ({
  screen: JSON.stringify({ id, route: { path: `/${id}` }, title: { msg: `${id}.title` } }),
  messages: own ? JSON.stringify({ en: { [`${id}.title`]: title } }) : null,
});
const FILES: Record<string, { screen: string; messages: string | null }> = {
  'about-us': screenFiles('workIs', 'About us'),
  'loan-confirm': screenFiles('humanQuestions', 'Confirm your loan'),
  'legacy-loan-confirm': screenFiles('discernEvolutionary', 'Confirm your loan'),
  // A title that is a shared text: found by it all the same.
  'customer-service': screenFiles('listsA', '', false),
};
const SHARED = JSON.stringify({ en: { 'listsA.title': 'Customer care' } });

const studioWith = (search: string, dispatch = vi.fn()) =>
  ({
    state: {
      search,
      selected: 'about-us',
      mainView: { kind: 'screen' },
      statusByScreen: new Map([['loan-confirm', 2]]),
      drafts: new Map(),
      problems: [],
    },
    dispatch,
    names: Object.keys(FILES).sort(),
    current: (name: string) => FILES[name],
    saved: () => true,
    sharedText: SHARED,
    project: { paths: [], drafts: new Map() },
    openFile: vi.fn(),
  }) as unknown as Studio;

/** The screen buttons' names, in the list's order. */
const listed = () =>
  within(screen.getByRole('complementary', { name: 'Screens' }))
    .getAllByRole('button')
    .filter((button) => button.closest('ul')?.getAttribute('aria-label') === null)
    .map((button) => button.textContent);

describe('the screen list', () => {
  it('names each screen by its title and address, sorted by title, never by its folder', () => {
    const dispatch = vi.fn();
    const handle = createStudioHandle(studioWith('', dispatch));
    render(
      <StudioContext value={handle}>
        <ScreenList />
      </StudioContext>,
    );
    expect(listed()).toEqual([
      'About us/workIsok',
      'Confirm your loan/discernEvolutionaryok',
      'Confirm your loan/humanQuestions2 problems',
      'Customer care/listsAok',
    ]);
    expect(screen.queryByText(/about-us|loan-confirm|customer-service/)).toBeNull();
    expect(screen.getByRole('button', { name: /^About us\s*\/workIs/ }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^Confirm your loan\s*\/humanQuestions/ }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'show screen', name: 'loan-confirm', main: true });

    // Found by title (its own or a shared text), by address and by folder name.
    act(() => handle.set(studioWith('customer care')));
    expect(listed()).toEqual(['Customer care/listsAok']);
    act(() => handle.set(studioWith('/discern')));
    expect(listed()).toEqual(['Confirm your loan/discernEvolutionaryok']);
    act(() => handle.set(studioWith('legacy-loan')));
    expect(listed()).toEqual(['Confirm your loan/discernEvolutionaryok']);
    act(() => handle.set(studioWith('confirm your')));
    expect(listed()).toHaveLength(2);
  });
});

describe("a screen's texts", () => {
  const messages = JSON.stringify({
    en: { 'workIs.title': 'About us', 'workIs.call': 'Call {phone}' },
    fil: { 'workIs.title': 'Tungkol sa amin', 'workIs.call': 'Tumawag' },
  });

  it('show the keys only when a developer asks, each box still named apart', () => {
    const onChange = vi.fn();
    render(<TextsGrid text={messages} onChange={onChange} />);
    expect(screen.queryByRole('columnheader', { name: 'Key' })).toBeNull();
    expect(screen.queryByText('workIs.title')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New text key' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['English', 'Filipino']);
    // Each box is named in words, by its English text and its language: never by its key.
    const names = screen.getAllByRole('textbox').map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual(['“About us” in English', '“About us” in Filipino', '“Call {phone}” in English', '“Call {phone}” in Filipino']);
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('lang'))).toEqual(['en', 'fil', 'en', 'fil']);
    // A Filipino text without the English one's placeholder is marked at the Filipino text.
    expect(screen.getByText('placeholders differ from the English').closest('td')?.querySelector('textarea')?.value).toBe('Tumawag');
    fireEvent.change(screen.getByRole('textbox', { name: '“About us” in Filipino' }), { target: { value: 'Tungkol' } });
    expect(JSON.parse(onChange.mock.calls[0][0] as string).fil['workIs.title']).toBe('Tungkol');

    fireEvent.click(screen.getByRole('checkbox', { name: "For developers: show each text's key" }));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Key', 'English', 'Filipino']);
    expect(screen.getByRole('rowheader', { name: 'workIs.title' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'New text key' })).toBeTruthy();
  });
});
