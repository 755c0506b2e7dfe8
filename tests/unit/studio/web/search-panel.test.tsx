// Search as borrowers read the project: notes for developers only with the switch; a replaced match
// leaves the list and one left unticked stays unticked.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { findMatches, replaceTracked, type SearchFile, withoutReplaced } from '../../../../studio/web/search/search.ts';
import { type FileChange, SearchPanel } from '../../../../studio/web/search/search-panel.tsx';

const part = JSON.stringify(
  { description: 'The loan buttons, for the loan details screen.', blocks: [{ type: 'text', text: 'Your loan is due' }] },
  null,
  2,
);
const texts = JSON.stringify({ en: { 'a.one': 'Pay the loan', 'a.two': 'Loan amount' } }, null, 2);
const FILES: SearchFile[] = [
  { path: 'screens/parts/loan.json', text: part },
  { path: 'screens/messages.json', text: texts },
];
const options = { query: 'loan', caseSensitive: false, wholeWord: true };

describe('search: what borrowers read', () => {
  it('leaves out the notes for developers unless asked for', () => {
    const seen = findMatches(FILES, options).map((match) => match.lineText.trim());
    expect(seen).toEqual(['"text": "Your loan is due"', '"a.one": "Pay the loan",', '"a.two": "Loan amount"']);
    const withNotes = findMatches(FILES, { ...options, includeNotes: true });
    expect(withNotes).toHaveLength(5);
    expect(withNotes[0].lineText).toContain('"description"');
  });
});

describe('search: after a replace', () => {
  it('keeps a replacement that contains the search out of the list, while the file reads as replaced', () => {
    const within = { ...options, wholeWord: false };
    const [first] = findMatches([FILES[1]], within);
    const record = replaceTracked(FILES[1].text, FILES[1].path, [first], [], 'loans');
    const after = [{ path: FILES[1].path, text: record.text }];
    const again = findMatches(after, within);
    expect(again).toHaveLength(2);
    expect(withoutReplaced(again, after, [record]).map((match) => match.lineText.trim())).toEqual(['"a.two": "Loan amount"']);
    expect(withoutReplaced(again, FILES, [record])).toHaveLength(2);
  });

  it('moves an unticked match with the text before it, and earlier replacements too', () => {
    const [first, second] = findMatches([FILES[1]], options);
    const record = replaceTracked(FILES[1].text, FILES[1].path, [first], [second], 'credit line');
    const [left] = findMatches([{ path: FILES[1].path, text: record.text }], options);
    expect(record.unticked).toEqual([left.id]);
    const next = replaceTracked(record.text, FILES[1].path, [left], [], 'loans', [[1, 3]]);
    expect(next.written[0]).toEqual([1, 3]);
  });
});

function Panel() {
  const [files, setFiles] = useState(FILES);
  const replace = (changes: FileChange[]) =>
    setFiles((all) => all.map((file) => ({ ...file, text: changes.find((change) => change.path === file.path)?.after ?? file.text })));
  return <SearchPanel files={files} initialQuery="loan" onReplace={replace} onOpen={() => undefined} />;
}

describe('search panel', () => {
  it('searches the notes for developers only with the switch on', () => {
    render(<Panel />);
    expect(screen.getByText('3 matches in 2 files')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Include notes for developers' }));
    expect(screen.getByText('5 matches in 2 files')).toBeTruthy();
  });

  it('drops the replaced matches from the list and leaves the unticked one unticked', () => {
    render(<Panel />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Replace with' }), { target: { value: 'loans' } });
    const texts = screen.getByRole('region', { name: 'Shared texts' });
    fireEvent.click(within(texts).getByRole('checkbox', { name: 'Replace in Shared texts, match 1 (English)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Replace selected (2)' }));
    expect(screen.getByText('1 match in 1 file')).toBeTruthy();
    const left = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Replace in Shared texts, match 1 (English)' });
    expect(left.checked).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Replace selected (0)' }).disabled).toBe(true);
  });

  it('names each file in words and shows each match as staff read it: no paths, no JSON lines', () => {
    render(<Panel />);
    const part = screen.getByRole('region', { name: 'Shared part loan' });
    const match = within(part).getByRole('listitem');
    // What the match is part of, then the text itself with the match marked.
    expect(match.querySelector('.studio-search-where')?.textContent).toMatch(/^Text 'Your loan is due' · /);
    expect(match.querySelector('.studio-search-line')?.textContent).toBe('Your loan is due');
    const texts = screen.getByRole('region', { name: 'Shared texts' });
    expect([...texts.querySelectorAll('.studio-search-line')].map((line) => line.textContent)).toEqual(['Pay the loan', 'Loan amount']);
    const shown = document.body.textContent ?? '';
    expect(shown).not.toMatch(/screens\/|\.json|"\w+":|a\.one/);
    // The file's path and the line only in tooltips.
    expect(within(texts).getByText('Shared texts').closest('label')?.getAttribute('title')).toBe('In the project: screens/messages.json');
    expect(within(texts).getByRole('button', { name: 'Open Shared texts, match 1 (English)' }).getAttribute('title')).toBe(
      'Open the file at this match (line 3)',
    );
  });
});
