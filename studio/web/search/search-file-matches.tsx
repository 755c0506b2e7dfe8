// One file's matches in search and replace: the file's tick (all its matches) under its name in
// words, then each match as staff read it: what it is part of (a text's language, a block's
// property, a page's line), the text with the replacement shown in it, its own tick, Open (the file
// at the match) and its own Replace. The file's path and the line number only in tooltips.
import { useReadOnly } from '../shell/read-only.tsx';
import type { Match } from './search.ts';

export function SearchFileMatches({
  path,
  title,
  where,
  fileMatches,
  unselected,
  query,
  replacement,
  onToggle,
  onOpen,
  onReplace,
}: {
  path: string;
  /** The file as staff know it (search/match-words.ts). */
  title: string;
  /** What a match is part of, in words. */
  where: (match: Match) => string;
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
    <section className="studio-search-file" aria-label={title}>
      <h3 className="studio-row">
        <label title={`In the project: ${path}`}>
          <input
            type="checkbox"
            aria-label={`Replace in ${title}`}
            checked={allOn}
            onChange={(event) =>
              onToggle(
                fileMatches.map((match) => match.id),
                event.target.checked,
              )
            }
          />{' '}
          {title}
        </label>
        <span className="studio-route">
          {fileMatches.length} match{fileMatches.length === 1 ? '' : 'es'}
        </span>
      </h3>
      <ul>
        {fileMatches.map((match, index) => {
          const words = where(match);
          const which = `${title}, match ${index + 1} (${words})`;
          return (
            <li key={match.id} className="studio-search-match">
              <input
                type="checkbox"
                aria-label={`Replace in ${which}`}
                checked={!unselected.has(match.id)}
                onChange={(event) => onToggle([match.id], event.target.checked)}
              />
              <span className="studio-search-text">
                <span className="studio-search-where">{words}</span>
                <span className="studio-search-line">
                  {clip(match.value.slice(0, match.valueColumn), 'start')}
                  <del>{match.value.slice(match.valueColumn, match.valueColumn + match.length)}</del>
                  {replacement || query ? <ins>{replacement}</ins> : null}
                  {clip(match.value.slice(match.valueColumn + match.length), 'end')}
                </span>
              </span>
              <button
                type="button"
                className="studio-link"
                onClick={() => onOpen(match)}
                aria-label={`Open ${which}`}
                title={`Open the file at this match (line ${match.line})`}
              >
                Open
              </button>
              <button type="button" disabled={readOnly !== undefined} onClick={() => onReplace([match])} aria-label={`Replace ${which}`}>
                Replace
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The text around a match, at most about 50 characters a side. */
function clip(text: string, side: 'start' | 'end'): string {
  const trimmed = side === 'start' ? text.trimStart() : text;
  if (trimmed.length <= 50) return trimmed;
  return side === 'start' ? `…${trimmed.slice(-50)}` : `${trimmed.slice(0, 50)}…`;
}
