// Search and replace across every file a borrower's text lives in: the screens (screen.json and
// their texts), the shared texts, the shared parts and the Markdown pages. Results grouped by file,
// each with its line and the line as the replacement would make it; replace one, or all selected
// as one step that Undo takes back. What borrowers read by default; the notes for developers (a
// part's description) with the switch. A replaced match leaves the list and one left unticked stays
// unticked.
import { useMemo, useState } from 'react';

import { useReadOnly } from '../shell/read-only.tsx';
import { findMatches, type Match, type ReplacedFile, replacementFor, replaceTracked, type SearchFile, withoutReplaced } from './search.ts';

export interface FileChange {
  path: string;
  before: string;
  after: string;
}

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
  const groups = useMemo(() => {
    const byPath = new Map<string, Match[]>();
    for (const match of matches) byPath.set(match.path, [...(byPath.get(match.path) ?? []), match]);
    return [...byPath];
  }, [matches]);
  const selected = matches.filter((match) => !unselected.has(match.id));

  const replace = (chosen: Match[]) => {
    const changes: FileChange[] = [];
    const records: ReplacedFile[] = [];
    for (const [path, fileMatches] of groups) {
      const mine = fileMatches.filter((match) => chosen.includes(match));
      if (mine.length === 0) continue;
      const before = files.find((file) => file.path === path)?.text ?? '';
      const unticked = fileMatches.filter((match) => unselected.has(match.id));
      const earlier = done.find((record) => record.path === path && record.text === before)?.written;
      const record = replaceTracked(before, path, mine, unticked, replacement, earlier);
      records.push(record);
      changes.push({ path, before, after: record.text });
    }
    if (changes.length === 0) return;
    const count = chosen.length;
    onReplace(
      changes,
      `Replaced ${count} match${count === 1 ? '' : 'es'} of “${query}” with “${replacement}” in ${changes.length} file${changes.length === 1 ? '' : 's'}`,
    );
    const changed = new Set(records.map((record) => record.path));
    setDone((all) => [...all.filter((record) => !changed.has(record.path)), ...records]);
    // Matches of the other files keep their ids (path:offset); those of a changed file moved with the replace.
    const pathOf = (id: string) => id.slice(0, id.lastIndexOf(':'));
    setUnselected(
      (all) => new Set([...[...all].filter((id) => !changed.has(pathOf(id))), ...records.flatMap((record) => record.unticked)]),
    );
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
      {groups.map(([path, fileMatches]) => {
        const allOn = fileMatches.every((match) => !unselected.has(match.id));
        return (
          <section key={path} className="studio-search-file" aria-label={path}>
            <h3 className="studio-row">
              <label>
                <input
                  type="checkbox"
                  aria-label={`Replace in ${path}`}
                  checked={allOn}
                  onChange={(event) =>
                    toggle(
                      fileMatches.map((match) => match.id),
                      event.target.checked,
                    )
                  }
                />{' '}
                <code>{path}</code>
              </label>
              <span className="studio-route">
                {fileMatches.length} match{fileMatches.length === 1 ? '' : 'es'}
              </span>
            </h3>
            <ul>
              {fileMatches.map((match) => (
                <li key={match.id} className="studio-search-match">
                  <input
                    type="checkbox"
                    aria-label={`Replace in ${path} line ${match.line}`}
                    checked={!unselected.has(match.id)}
                    onChange={(event) => toggle([match.id], event.target.checked)}
                  />
                  <button type="button" className="studio-link" onClick={() => onOpen(match)} title="Open the file at this line">
                    {match.line}
                  </button>
                  <span className="studio-search-line">
                    {clip(match.lineText.slice(0, match.column), 'start')}
                    <del>{match.lineText.slice(match.column, match.column + match.length)}</del>
                    {replacement || query ? <ins>{replacementFor(path, replacement)}</ins> : null}
                    {clip(match.lineText.slice(match.column + match.length), 'end')}
                  </span>
                  <button
                    type="button"
                    disabled={readOnly !== undefined}
                    onClick={() => replace([match])}
                    aria-label={`Replace line ${match.line} of ${path}`}
                  >
                    Replace
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

/** The line around a match, at most about 50 characters a side. */
function clip(text: string, side: 'start' | 'end'): string {
  const trimmed = side === 'start' ? text.trimStart() : text;
  if (trimmed.length <= 50) return trimmed;
  return side === 'start' ? `…${trimmed.slice(-50)}` : `${trimmed.slice(0, 50)}…`;
}
