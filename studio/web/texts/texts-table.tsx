// Texts with English and Filipino side by side, wherever they live: a screen's own or the shared
// ones (marked, with the screens that show them). A shared text edited in a screen's context is
// kept as typed until staff choose: change it everywhere, or only on that screen (a text of the
// screen's own then); the answer holds for that text while the table stays.
import { useState } from 'react';

import { languageName } from '../../shared/languages.ts';
import { useReadOnly } from '../shell/read-only.tsx';
import type { Studio } from '../store/context.ts';
import { useStudioSelectorIfAny } from '../store/context.ts';
import { screenInWords, useScreenNames } from '../store/screen-names.ts';
import { type EditScope, type Locale, needsTranslation, type TextRow } from './text-index.ts';

const LOCALES: Locale[] = ['en', 'fil'];
/** More rows than this are not drawn: the filter narrows them. */
const MAX_ROWS = 150;

/** The shared texts the app itself shows, by key (none outside the studio page). */
const appKeysOf = (studio: Studio): readonly string[] => studio.folder.known.codeKeys;

/** Where borrowers meet the texts the app itself shows, in staff words: short on the badge, in full in its tooltip. */
const SHOWN_BY_APP = 'Shown by the app on any screen';
const SHOWN_BY_APP_WHEN = 'The app shows it on any screen when something fails or loads: errors, loading, Retry and the like.';

export interface TextsTableProps {
  rows: TextRow[];
  /** The language a text is named in, in its row's heading (English unless chosen). */
  language?: Locale;
  /** The screen the texts are edited for (its Texts tab, or the view filtered to it): shared texts ask first. */
  screen?: string;
  selectedKey?: string;
  onEdit: (row: TextRow, locale: Locale, value: string, scope: EditScope) => void;
  onSelect: (row: TextRow) => void;
}

/** "'About us' (/workIs), 'Pay' (/pay), 'Loan details' (/hasOf) +2": screens in words, the first three. */
const shortList = (screens: string[]) =>
  screens.length <= 3 ? screens.join(', ') : `${screens.slice(0, 3).join(', ')} +${screens.length - 3}`;
/** "screen 'About us' (/workIs)", "screens 'About us' (/workIs), 'Pay' (/pay), 'Loan details' (/hasOf) +2", "no screen". */
export const usedOnLabel = (screens: string[]) =>
  screens.length === 0 ? 'no screen' : `screen${screens.length === 1 ? '' : 's'} ${shortList(screens)}`;

/** Where a shared text shows, for its badge: on how many screens, and whether the app itself shows it. */
const sharedWhere = (screens: number, byApp: boolean) => {
  const on = `on ${screens} screen${screens === 1 ? '' : 's'}`;
  if (byApp) return screens === 0 ? SHOWN_BY_APP : `${on}, and by the app on any screen`;
  return screens === 0 ? 'not on any screen' : on;
};

/** A text in quotes, shortened to 70 characters. */
const quoted = (text: string) => `“${text.length > 70 ? `${text.slice(0, 69)}…` : text}”`;

/** What borrowers read of a text in `language` (else in English), shortened for a row's heading. */
const wordsOf = (row: TextRow, language: Locale) => {
  const text = (row[language]?.trim() ? row[language] : row.en) ?? '';
  return text.trim() ? quoted(text) : '(empty text)';
};

/** A text's box as a screen reader names it, in words: '“About us” in Filipino' (never the key). */
export const boxLabel = (english: string | undefined, locale: Locale): string => {
  const words = english?.trim() ?? '';
  return words ? `${quoted(words)} in ${languageName(locale)}` : `Text not written yet, in ${languageName(locale)}`;
};

export function TextsTable({ rows, language = 'en', screen, selectedKey, onEdit, onSelect }: TextsTableProps) {
  const readOnly = useReadOnly();
  const nameOf = useScreenNames();
  const inWords = (name: string) => screenInWords(nameOf(name));
  const titles = (names: string[]) => names.map(inWords);
  const appKeys = new Set(useStudioSelectorIfAny(appKeysOf));
  // The answer for a shared text of this screen, asked once per key while the table stays.
  const [scopes, setScopes] = useState<Map<string, EditScope>>(new Map());
  // What was typed in a shared text before the answer: kept here, applied with it.
  const [typed, setTyped] = useState<Map<string, Partial<Record<Locale, string>>>>(new Map());
  const keyCount = new Map<string, number>();
  for (const row of rows) keyCount.set(row.key, (keyCount.get(row.key) ?? 0) + 1);

  const asks = (row: TextRow) => row.owner === 'shared' && Boolean(screen) && row.usedBy.some((name) => name !== screen);
  const change = (row: TextRow, locale: Locale, value: string) => {
    const scope = asks(row) ? scopes.get(row.key) : 'everywhere';
    if (scope) onEdit(row, locale, value, scope);
    else setTyped((all) => new Map(all).set(row.key, { ...all.get(row.key), [locale]: value }));
  };
  const answer = (row: TextRow, scope: EditScope | undefined) => {
    const values = typed.get(row.key) ?? {};
    setTyped((all) => {
      const copy = new Map(all);
      copy.delete(row.key);
      return copy;
    });
    if (!scope) return;
    setScopes((all) => new Map(all).set(row.key, scope));
    for (const locale of LOCALES) {
      const value = values[locale];
      if (value !== undefined) onEdit(row, locale, value, scope);
    }
  };

  return (
    <>
      <table className="studio-texts-table">
        <thead>
          <tr>
            <th scope="col">Text</th>
            <th scope="col">English</th>
            <th scope="col">Filipino</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, MAX_ROWS).flatMap((row) => {
            const flag = needsTranslation(row);
            // Two rows of one key (a shared text and a screen's own instead of it): the screen's own says which screen.
            const only = row.owner !== 'shared' && (keyCount.get(row.key) ?? 0) > 1 ? `, only on ${inWords(row.owner)}` : '';
            const pending = row.owner === 'shared' ? typed.get(row.key) : undefined;
            const cells = (
              <tr
                key={`${row.owner}:${row.key}`}
                className={row.key === selectedKey ? 'is-selected' : undefined}
                onFocusCapture={() => onSelect(row)}
              >
                <th scope="row" title={`For developers: the key ${row.key} in ${row.file}`}>
                  <span className="studio-text-words">{wordsOf(row, language)}</span>{' '}
                  {row.owner === 'shared' ? (
                    <span
                      className="studio-badge is-shared"
                      title={
                        appKeys.has(row.key)
                          ? `${SHOWN_BY_APP_WHEN}${row.usedBy.length > 0 ? ` Also on ${usedOnLabel(titles(row.usedBy))}.` : ''}`
                          : `Shown on ${usedOnLabel(titles(row.usedBy))}`
                      }
                    >
                      Shared text · {sharedWhere(row.usedBy.length, appKeys.has(row.key))}
                    </span>
                  ) : (
                    <span className="studio-badge">
                      {row.overrides ? `Only on screen ${inWords(row.owner)}, instead of the shared text` : `Screen ${inWords(row.owner)}`}
                    </span>
                  )}
                  {flag ? ' ' : null}
                  {flag ? <span className="studio-flag">{flag === 'missing' ? 'translation missing' : 'same in both'}</span> : null}
                  {row.owner === 'shared' && row.usedBy.length > 0 ? (
                    <span className="studio-used-on" title={titles(row.usedBy).join(', ')}>
                      {' '}
                      on {shortList(titles(row.usedBy))}
                    </span>
                  ) : null}
                </th>
                {LOCALES.map((locale) => {
                  const value = pending?.[locale] ?? row[locale] ?? '';
                  return (
                    <td key={locale} className={!value.trim() ? 'is-missing' : undefined}>
                      <textarea
                        aria-label={`${boxLabel(row.en, locale)}${only}`}
                        lang={locale}
                        data-key={row.key}
                        data-owner={row.owner}
                        value={value}
                        rows={Math.min(4, Math.ceil((value.length || 1) / 36))}
                        disabled={readOnly !== undefined}
                        onChange={(event) => change(row, locale, event.target.value)}
                      />
                    </td>
                  );
                })}
              </tr>
            );
            if (!pending || !screen) return [cells];
            return [
              cells,
              <tr key={`${row.key}:ask`} className="studio-ask">
                <td colSpan={3}>
                  <div role="group" aria-label="Change a shared text" className="studio-row">
                    <span>
                      {wordsOf(row, language)} is a shared text: {row.usedBy.length} screens show it ({usedOnLabel(titles(row.usedBy))}).
                    </span>
                    <button type="button" className="is-primary" onClick={() => answer(row, 'everywhere')}>
                      Change it everywhere ({row.usedBy.length} screens)
                    </button>
                    <button
                      type="button"
                      onClick={() => answer(row, 'here')}
                      title={`The other screens keep the shared text; ${inWords(screen)} gets its own`}
                    >
                      Only on {inWords(screen)}
                    </button>
                    <button type="button" onClick={() => answer(row, undefined)}>
                      Cancel
                    </button>
                  </div>
                </td>
              </tr>,
            ];
          })}
        </tbody>
      </table>
      {rows.length > MAX_ROWS ? (
        <p className="studio-note">{rows.length - MAX_ROWS} more texts: narrow them down with the filter or a screen.</p>
      ) : null}
    </>
  );
}
