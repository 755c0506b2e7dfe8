// "Save all" shows each file beside the screens with its change in words, not only its name.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fileChanges, type FileToSave, SaveAllDialog } from '../../../../studio/web/saving/save-all-dialog.tsx';
import { fileTitle } from '../../../../studio/web/saving/save-together.ts';

const texts = (hotline: string) => JSON.stringify({ en: { 'a.help': hotline, 'a.next': 'Next' }, fil: { 'a.next': 'Susunod' } }, null, 2);
const part = (text: string) => JSON.stringify({ description: 'Footer', blocks: [{ type: 'text', text }] }, null, 2);
const FILES: FileToSave[] = [
  { path: 'screens/messages.json', before: texts('Call customer service'), after: texts('Call our hotline') },
  { path: 'screens/parts/site-footer.json', before: part('© Lender'), after: part('© The lender') },
  { path: 'content/about-us.fil.md', before: null, after: '# Sino kami\n\nIsang nagpapautang.\n' },
];

describe('save all: the files beside the screens', () => {
  it('names each file in staff words', () => {
    expect(FILES.map((file) => fileTitle(file.path))).toEqual(['Shared texts', 'Shared part site-footer', 'Page about-us (Filipino)']);
  });

  it('gives a shared text old → new per language and a part its changed block', () => {
    expect(fileChanges(FILES[0])).toEqual([
      {
        kind: 'changed',
        where: 'Text “Call customer service” in the shared texts',
        before: '“Call customer service”',
        after: '“Call our hotline”',
        key: 'a.help',
      },
    ]);
    expect(fileChanges(FILES[1])).toEqual([
      { kind: 'changed', where: "Changed text '© Lender': text", before: '“© Lender”', after: '“© The lender”' },
    ]);
    expect(fileChanges({ path: 'screens/messages.json', before: '{', after: texts('x') })).toEqual([]);
  });

  it('shows every change in the dialog, a new page with its text', () => {
    render(<SaveAllDialog files={FILES} screens={[]} blocked={undefined} onClose={() => undefined} onSave={() => Promise.resolve()} />);
    const shared = screen.getByRole('region', { name: 'Changes of Shared texts' });
    expect(within(shared).getByText('“Call customer service”').tagName).toBe('DEL');
    expect(within(shared).getByText('“Call our hotline”').tagName).toBe('INS');
    expect(within(screen.getByRole('region', { name: 'Changes of Shared part site-footer' })).getByText('“© The lender”')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'added page about-us (Filipino)' }).textContent).toContain('A new page');
    expect(screen.getByRole('button', { name: 'Save all (3)' })).toBeTruthy();
  });

  it('says which files are saved together, in words, naming no file path', () => {
    render(
      <SaveAllDialog
        files={FILES.slice(0, 2)}
        screens={[]}
        blocked={undefined}
        together={[['screens/parts/site-footer.json', 'screens/messages.json']]}
        onClose={() => undefined}
        onSave={() => Promise.resolve()}
      />,
    );
    const note = screen.getByText(/^Saved together/);
    expect(note.textContent).toBe(
      "Saved together, both or neither: the shared part site-footer and the shared texts (the part's new row titles are new shared texts).",
    );
  });

  it('names each screen by its title and address, as the rest of the studio does, not by its folder', () => {
    const screenFile = (id: string, path: string, key: string) => JSON.stringify({ id, route: { path }, title: { msg: key }, blocks: [] });
    const own = (title: string) => JSON.stringify({ en: { 'about.title': title }, fil: { 'about.title': 'Tungkol sa amin' } });
    render(
      <SaveAllDialog
        files={[
          {
            path: 'screens/messages.json',
            before: JSON.stringify({ en: { 'service.title': 'Customer service' } }),
            after: JSON.stringify({ en: { 'service.title': 'Customer care' } }),
          },
        ]}
        screens={[
          {
            name: 'about-us',
            before: { screen: screenFile('aboutUs', '/workIs', 'about.title'), messages: own('About us') },
            after: { screen: screenFile('aboutUs', '/workIs', 'about.title'), messages: own('About our company') },
          },
          // Its title is a shared text, changed in the same save.
          {
            name: 'customer-service',
            before: { screen: screenFile('customerService', '/listsA', 'service.title'), messages: null },
            after: {
              screen: screenFile('customerService', '/listsA', 'service.title').replace('"blocks":[]', '"blocks":[{"type":"divider"}]'),
              messages: null,
            },
          },
          {
            name: 'holiday-notice',
            before: undefined,
            after: {
              screen: screenFile('holidayNotice', '/holidayNotice', 'h.title'),
              messages: JSON.stringify({ en: { 'h.title': 'Holiday notice' } }),
            },
          },
        ]}
        blocked={undefined}
        sharedTexts={JSON.stringify({ en: { 'service.title': 'Customer service' } })}
        onClose={() => undefined}
        onSave={() => Promise.resolve()}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Shared texts',
      "Screen 'About our company' (/workIs)",
      "Screen 'Customer care' (/listsA)",
      "New screen 'Holiday notice' at /holidayNotice",
    ]);
    expect(screen.getByRole('region', { name: "Changes of Screen 'About our company' (/workIs)" })).toBeTruthy();
    expect(screen.queryByText(/about-us|customer-service|holiday-notice/)).toBeNull();
  });
});
