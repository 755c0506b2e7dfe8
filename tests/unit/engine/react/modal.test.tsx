import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Dialog, Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

// The engine's modal (engine/react/modal.tsx) through the screens that use it. jsdom has no
// <dialog> methods: tests/setup/jsdom.ts stands in for showModal, close and Escape's cancel event.
const openButton = (dialog: string, label = `Open ${dialog}`) => ({
  type: 'button' as const,
  label,
  actions: [{ type: 'openDialog' as const, dialog }],
});

function renderScreen(dialogs: Dialog[]) {
  const fake = createFakeServices();
  const file: ScreenDefinition = {
    schemaVersion: 1,
    id: 'sample',
    title: 'Sample',
    blocks: [{ type: 'text', text: 'The page' }, openButton('notice'), openButton('terms')],
    dialogs,
  };
  render(<Screen registries={engineRegistries} screen={file} services={fake.services} />);
  return fake;
}

const notice: Dialog = {
  id: 'notice',
  title: 'Notice',
  blocks: [{ type: 'text', text: 'Read this' }],
  actions: [{ type: 'button', label: 'OK', actions: [{ type: 'closeDialog', dialog: 'notice' }] }],
  onClose: [{ type: 'toast', text: 'Dismissed' }],
};
const terms: Dialog = {
  id: 'terms',
  title: 'Terms',
  dismissible: false,
  blocks: [{ type: 'text', text: 'Agree to go on' }],
  actions: [{ type: 'button', label: 'Agree', actions: [{ type: 'closeDialog', dialog: 'terms' }] }],
};

describe('engine dialogs (native <dialog>)', () => {
  it('opens as a modal named by its title, with focus inside, and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderScreen([notice, terms]);
    const opener = await screen.findByRole('button', { name: 'Open notice' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    // In document.body, outside the screen's markup (a portal), with the existing classes.
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog.className).toBe('eng-layer');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(dialog.querySelector('.eng-dialog'));

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes a dismissible dialog on Escape and runs its onClose; a dialog that is not dismissible stays', async () => {
    const user = userEvent.setup();
    const fake = renderScreen([notice, terms]);
    await user.click(await screen.findByRole('button', { name: 'Open notice' }));
    screen.getByRole('dialog', { name: 'Notice' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(fake.toasts).toEqual(['Dismissed']));

    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes a dismissible dialog on a tap on the backdrop, not on a tap inside it; a dialog that is not dismissible stays', async () => {
    const user = userEvent.setup();
    const fake = renderScreen([notice, terms]);
    await user.click(await screen.findByRole('button', { name: 'Open notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    await user.click(screen.getByText('Read this'));
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBe(dialog);
    await user.click(dialog.querySelector('.eng-backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(fake.toasts).toEqual(['Dismissed']));

    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    const termsDialog = screen.getByRole('dialog', { name: 'Terms' });
    await user.click(termsDialog.querySelector('.eng-backdrop')!);
    await user.click(termsDialog.querySelector('.eng-dialog-wrap')!);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBe(termsDialog);
  });

  it('stacks a dialog opened from a dialog: Escape closes the top one, focus goes back into the first', async () => {
    const user = userEvent.setup();
    renderScreen([
      { ...notice, blocks: [openButton('terms', 'Read the terms')] },
      { ...terms, dismissible: true },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open notice' }));
    const inner = screen.getByRole('button', { name: 'Read the terms' });
    await user.click(inner);
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs.map((dialog) => dialog.getAttribute('data-dialog'))).toEqual(['notice', 'terms']);
    expect(dialogs[1].contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('data-dialog'))).toEqual(['notice']);
    expect(document.activeElement).toBe(inner);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('repeats a toast shown while it is open in its own live region', async () => {
    const user = userEvent.setup();
    renderScreen([
      {
        ...notice,
        actions: [{ type: 'button', label: 'Send', actions: [{ type: 'toast', text: 'Please select a rating' }] }],
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Please select a rating'));
  });
});
