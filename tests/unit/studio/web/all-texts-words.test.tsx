// All texts as staff read it: each text by what borrowers read (in the language chosen) and where it
// shows, screens by their titles, pages by theirs; a text's key and file only in a tooltip for developers.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createStudioHandle, type Studio, StudioContext } from '../../../../studio/web/store/context.ts';
import type { PageRow, TextRow } from '../../../../studio/web/texts/text-index.ts';
import { TextsView } from '../../../../studio/web/texts/texts-view.tsx';

const screenFiles = (key: string, title: string) => ({
  screen: JSON.stringify({ id: key, route: { path: `/${key}` }, title: { msg: `${key}.title` } }),
  messages: JSON.stringify({ en: { [`${key}.title`]: title } }),
});
const FILES: Record<string, { screen: string; messages: string }> = {
  'about-us': screenFiles('workIs', 'About us'),
  'loan-confirm': screenFiles('loanConfirm', 'Confirm your loan'),
  // Another screen of the same title: told apart by its address wherever screens are listed.
  'legacy-loan-confirm': screenFiles('legacyConfirm', 'Confirm your loan'),
};
const studio = {
  names: Object.keys(FILES).sort(),
  current: (name: string) => FILES[name],
  sharedText: undefined,
  // The shared texts the app's own code reads (the studio server lists them).
  folder: { known: { codeKeys: ['engine.retry'] } },
} as unknown as Studio;

const ROWS: TextRow[] = [
  {
    key: 'common.next',
    owner: 'shared',
    file: 'screens/messages.json',
    en: 'Next',
    fil: 'Susunod',
    usedBy: ['about-us', 'loan-confirm', 'legacy-loan-confirm'],
    overrides: false,
  },
  {
    key: 'engine.retry',
    owner: 'shared',
    file: 'screens/messages.json',
    en: 'Retry',
    fil: 'Subukan muli',
    usedBy: [],
    overrides: false,
  },
  {
    key: 'common.unused',
    owner: 'shared',
    file: 'screens/messages.json',
    en: 'Old words',
    fil: 'Lumang salita',
    usedBy: [],
    overrides: false,
  },
  {
    key: 'about.emailUs',
    owner: 'about-us',
    file: 'screens/about-us/messages.json',
    en: 'E-mail customer service',
    fil: undefined,
    usedBy: ['about-us'],
    overrides: false,
  },
];
const PAGES: PageRow[] = [
  {
    name: 'about-us',
    file: 'content/about-us.md',
    filFile: 'content/about-us.fil.md',
    en: '# Who we are\n\nA lender.',
    fil: undefined,
    usedBy: ['about-us'],
  },
];

function allTexts() {
  render(
    <StudioContext value={createStudioHandle(studio)}>
      <TextsView
        rows={ROWS}
        pages={PAGES}
        screens={studio.names}
        current="about-us"
        onEdit={vi.fn()}
        onSelect={vi.fn()}
        onOpenFile={vi.fn()}
      />
    </StudioContext>,
  );
  const view = screen.getByRole('region', { name: 'All texts' });
  /** A row's heading as read, spaces made single. */
  const heading = (words: string) => within(view).getByText(words).closest('th')?.textContent?.replace(/\s+/g, ' ').trim();
  return { view, heading };
}

describe('All texts', () => {
  it('names each text by what borrowers read and where, never by its key', () => {
    const { view, heading } = allTexts();
    // Two screens of the same title, told apart by their addresses.
    expect(heading('“Next”')).toBe(
      "“Next” Shared text · on 3 screens on 'About us' (/workIs), 'Confirm your loan' (/loanConfirm), 'Confirm your loan' (/legacyConfirm)",
    );
    expect(heading('“E-mail customer service”')).toBe("“E-mail customer service” Screen 'About us' (/workIs) translation missing");
    expect(heading("Page 'Who we are'")).toBe("Page 'Who we are' on screen 'About us' (/workIs)");
    // A text the app itself shows says where borrowers meet it; one shown nowhere says so.
    expect(heading('“Retry”')).toBe('“Retry” Shared text · Shown by the app on any screen');
    // When, in its tooltip: the badge stays short in the narrow column.
    expect(within(view).getByText('“Retry”').closest('th')?.querySelector('.studio-badge')?.getAttribute('title')).toBe(
      'The app shows it on any screen when something fails or loads: errors, loading, Retry and the like.',
    );
    expect(heading('“Old words”')).toBe('“Old words” Shared text · not on any screen');
    // The key and the files only in the tooltip, for developers.
    expect(within(view).getByText('“Next”').closest('th')?.getAttribute('title')).toBe(
      'For developers: the key common.next in screens/messages.json',
    );
    expect(within(view).queryByText(/common\.next|about\.emailUs|content\/|\.json/)).toBeNull();
    // The screen filter lists screens by their titles (in order) and addresses.
    expect(
      within(within(view).getByLabelText('Texts of screen'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All screens',
      'About us (/workIs) · in the preview',
      'Confirm your loan (/legacyConfirm)',
      'Confirm your loan (/loanConfirm)',
    ]);
  });

  it('names the texts in Filipino when chosen, in English where there is none', () => {
    const { view, heading } = allTexts();
    fireEvent.change(within(view).getByLabelText('Name texts in'), { target: { value: 'fil' } });
    expect(heading('“Susunod”')).toMatch(/^“Susunod” Shared text/);
    expect(heading('“E-mail customer service”')).toMatch(/^“E-mail customer service” Screen 'About us' \(\/workIs\)/);
  });
});
