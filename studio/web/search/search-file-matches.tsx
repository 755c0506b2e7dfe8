// One file's matches in search and replace: the file's tick (all its matches), then each match with
// its line number (opens the file there), the line as the replacement would make it, its own tick
// and its own Replace.
import { useReadOnly } from '../shell/read-only.tsx';
import { type Match, replacementFor } from './search.ts';

export function SearchFileMatches({
  path,
  fileMatches,
  unselected,
  query,
  replacement,
  onToggle,
  onOpen,
  onReplace,
}: {
  path: string;
  fileMatches: Match[];
  /** The ids of the matches left unticked. */
  unselected: Set<string>;
  query: string;
  replacement: string;
  onToggle: (ids: string[], on: boolean) => void;
  onOpen: (match: Match) => void;
  onReplace: (chosen: Match[]) => void;
}) {
  const readOnly = useReadOnly();
  const allOn = fileMatches.every((match) => !unselected.has(match.id));
  return (
    <section className="studio-search-file" aria-label={path}>
      <h3 className="studio-row">
        <label>
          <input
            type="checkbox"
            aria-label={`Replace in ${path}`}
            checked={allOn}
            onChange={(event) =>
              onToggle(
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
              onChange={(event) => onToggle([match.id], event.target.checked)}
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
              onClick={() => onReplace([match])}
              aria-label={`Replace line ${match.line} of ${path}`}
            >
              Replace
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The line around a match, at most about 50 characters a side. */
function clip(text: string, side: 'start' | 'end'): string {
  const trimmed = side === 'start' ? text.trimStart() : text;
  if (trimmed.length <= 50) return trimmed;
  return side === 'start' ? `…${trimmed.slice(-50)}` : `${trimmed.slice(0, 50)}…`;
}
