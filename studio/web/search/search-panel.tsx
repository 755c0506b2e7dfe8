// Search and replace across every file a borrower's text lives in: the screens (screen.json and
// their texts), the shared texts, the shared parts and the Markdown pages. Results grouped by file,
// named in words, each match with what it is part of and its text as the replacement would make it
// (match-words.ts); replace one, or all selected
// as one step that Undo takes back. What borrowers read by default; the notes for developers (a
// part's description) with the switch. A replaced match leaves the list and one left unticked stays
// unticked.
import { useMemo, useState } from 'react';

import { useReadOnly } from '../shell/read-only.tsx';
import { searchWords } from './match-words.ts';
import { type FileChange, planReplace, untickedAfter } from './replace-plan.ts';
import { findMatches, type Match, type ReplacedFile, type SearchFile, withoutReplaced } from './search.ts';
import { SearchFileMatches } from './search-file-matches.tsx';

export type { FileChange } from './replace-plan.ts';

export interface SearchPanelProps {
  files: SearchFile[];
  /** What to find when the panel opens (the screen list's search). */
  initialQuery?: string;
  onReplace: (changes: FileChange[], summary: string) => void;
  onOpen: (match: Match) => void;
  /** The last replace, which Undo takes back (all its files at once). */
  undo?: { summary: string; run: () => void };
}

export function SearchPanel({ files, initialQuery, onReplace, onOpen, undo }: SearchPanelProps) {
  const readOnly = useReadOnly();
  const [query, setQuery] = useState(initialQuery ?? '');
  const [replacement, setReplacement] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [wholeWord, setWholeWord] = useState(false);
  const [includeNotes, setIncludeNotes] = useState(false);
  const [unselected, setUnselected] = useState<Set<string>>(new Set());
  const [done, setDone] = useState<ReplacedFile[]>([]);
  const found = useMemo(
    () => findMatches(files, { query, caseSensitive, wholeWord, includeNotes }),
    [files, query, caseSensitive, wholeWord, includeNotes],
  );
  const matches = useMemo(() => withoutReplaced(found, files, done), [found, files, done]);
  const words = useMemo(() => searchWords(files), [files]);
  const groups = useMemo(() => {
    const byPath = new Map<string, Match[]>();
    for (const match of matches) byPath.set(match.path, [...(byPath.get(match.path) ?? []), match]);
    return [...byPath];
  }, [matches]);
  const selected = matches.filter((match) => !unselected.has(match.id));

  const replace = (chosen: Match[]) => {
    const { changes, records } = planReplace(groups, chosen, files, unselected, done, replacement);
    if (changes.length === 0) return;
    const count = chosen.length;
    onReplace(
      changes,
      `Replaced ${count} match${count === 1 ? '' : 'es'} of “${query}” with “${replacement}” in ${changes.length} file${changes.length === 1 ? '' : 's'}`,
    );
    const changed = new Set(records.map((record) => record.path));
    setDone((all) => [...all.filter((record) => !changed.has(record.path)), ...records]);
    setUnselected((all) => untickedAfter(all, records));
  };
  const restart = () => {
    setUnselected(new Set());
    setDone([]);
  };
  const toggle = (ids: string[], on: boolean) =>
    setUnselected((all) => {
      const copy = new Set(all);
      for (const id of ids) {
        if (on) copy.delete(id);
        else copy.add(id);
      }
      return copy;
    });

  return (
    <section className="studio-search" aria-label="Search and replace">
      <form className="studio-search-form" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          aria-label="Find in all files"
          placeholder="Find in screens, texts, parts and pages"
          value={query}
          autoFocus
          onChange={(event) => {
            setQuery(event.target.value);
            restart();
          }}
        />
        <input
          aria-label="Replace with"
          placeholder="Replace with"
          disabled={readOnly !== undefined}
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
        />
        <span className="studio-search-break" />
        <label>
          <input
            type="checkbox"
            checked={caseSensitive}
            onChange={(event) => {
              setCaseSensitive(event.target.checked);
              restart();
            }}
          />{' '}
          Match case
        </label>
        <label>
          <input
            type="checkbox"
            checked={wholeWord}
            onChange={(event) => {
              setWholeWord(event.target.checked);
              restart();
            }}
          />{' '}
          Whole word
        </label>
        <label title="What a part, screen or value is for, written for the people who build the screens; borrowers never see it">
          <input
            type="checkbox"
            role="switch"
            checked={includeNotes}
            onChange={(event) => {
              setIncludeNotes(event.target.checked);
              restart();
            }}
          />{' '}
          Include notes for developers
        </label>
        <button
          type="button"
          className="is-primary"
          disabled={selected.length === 0 || readOnly !== undefined}
          onClick={() => replace(selected)}
        >
          Replace selected ({selected.length})
        </button>
      </form>
      {undo ? (
        <p role="status" className="studio-notice is-ok">
          {undo.summary}.{' '}
          <button type="button" onClick={undo.run}>
            Undo replace
          </button>
        </p>
      ) : null}
      {query ? (
        <p className="studio-note" aria-live="polite">
          {matches.length === 0
            ? 'No matches.'
            : `${matches.length} match${matches.length === 1 ? '' : 'es'} in ${groups.length} file${groups.length === 1 ? '' : 's'}`}
        </p>
      ) : null}
      {groups.map(([path, fileMatches]) => (
        <SearchFileMatches
          key={path}
          path={path}
          title={words.fileName(path)}
          where={words.matchWhere}
          fileMatches={fileMatches}
          unselected={unselected}
          query={query}
          replacement={replacement}
          onToggle={toggle}
          onOpen={onOpen}
          onReplace={replace}
        />
      ))}
    </section>
  );
}
