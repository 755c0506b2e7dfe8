// The save dialog and the conflict dialog name the screen by its title and address, and say a
// difference in words: a text by what borrowers read and where, theirs → mine; the files line by
// line only behind a toggle labelled for developers.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ConflictDialog } from '../../../../studio/web/saving/conflict-view.tsx';
import { SaveDialog } from '../../../../studio/web/saving/save-dialog.tsx';

const SCREEN = JSON.stringify({ id: 'workIs', route: { path: '/workIs' }, title: { msg: 'about.title' } }, null, 2);
const messages = (send: string) =>
  JSON.stringify({ en: { 'about.title': 'About us', 'about.send': send }, fil: { 'about.title': 'Tungkol sa amin' } }, null, 2);
const version = (text: string) => ({ text, hash: 'x' });

describe('the save dialog', () => {
  it('asks about the screen by its title and names each text change in words', () => {
    render(
      <SaveDialog
        name="about-us"
        before={{ screen: SCREEN, messages: messages('Send') }}
        after={{ screen: SCREEN, messages: messages('Submit') }}
        onClose={vi.fn()}
        onSave={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: "Save screen 'About us' (/workIs)?" });
    expect(within(dialog).getByRole('listitem').textContent).toBe("Text “Send” on screen 'About us': “Send” → “Submit”");
    expect(dialog.textContent).not.toMatch(/about-us|about\.send|\.json|key /);
  });

  it('asks to create a new screen by its title and address', () => {
    render(
      <SaveDialog
        name="about-us"
        before={undefined}
        after={{ screen: SCREEN, messages: messages('Send') }}
        onClose={vi.fn()}
        onSave={vi.fn()}
      />,
    );
    screen.getByRole('dialog', { name: "Create the new screen 'About us' at /workIs?" });
  });
});

describe('the conflict dialog', () => {
  it('says in words how mine differs from theirs; the files line by line only for developers', () => {
    render(
      <ConflictDialog
        conflict={{
          name: 'about-us',
          theirs: { screen: version(SCREEN), messages: version(messages('Send now')) },
          mine: { screen: SCREEN, messages: messages('Submit') },
        }}
        onSaveMerged={vi.fn()}
        onKeepMine={vi.fn()}
        onTakeTheirs={vi.fn()}
        onMerge={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: "Screen 'About us' (/workIs) was saved by someone else" });
    const texts = within(dialog).getByRole('heading', { name: 'Texts' }).closest('section')!;
    expect(within(texts).getByRole('listitem').textContent).toBe("Text “Send now” on screen 'About us': “Send now” → “Submit”");
    within(dialog).getByText('Each line reads: their version → yours.');
    // The raw files: closed, behind a toggle that says who it is for.
    const files = within(dialog).getByText('For developers: compare the files line by line').closest('details')!;
    expect(files.open).toBe(false);
    const shown = [...dialog.querySelectorAll('p, h2, h3, h4, li')].filter((element) => !element.closest('details'));
    expect(shown.map((element) => element.textContent).join('\n')).not.toMatch(/\.json|about\.send|"about|\{/);
  });
});
