// All texts: every text key of the project (the shared ones and each screen's) and every Markdown
// page, English and Filipino side by side; filter by screen, by words, or to the translations to
// look at; the values IT sets at deploy time named with where they live.
import { useState } from 'react';

import { pageHeading } from '../../shared/page-path.ts';
import { byTitle, screenInWords, useScreenNames } from '../store/screen-names.ts';
import type { EditScope, Locale } from './text-index.ts';
import { needsTranslation, type PageRow, type TextRow } from './text-index.ts';
import { TextsTable, usedOnLabel } from './texts-table.tsx';

/** What the pages show from public/config.js: set per deployment by IT, not in the studio. */
const DEPLOY_VALUES: { name: string; key: string; placeholder?: string; note?: string }[] = [
  { name: 'Company name', key: 'company.name', placeholder: '{companyName}' },
  { name: 'SEC registration number', key: 'company.secRegistrationNo', placeholder: '{secRegistrationNo}' },
  { name: 'Certificate of Authority number', key: 'company.certificateOfAuthorityNo', placeholder: '{certificateOfAuthorityNo}' },
  {
    name: 'Customer service phone',
    key: 'servicePhone',
    placeholder: '{phone}',
    note: "Borrowers with an order see the phone number the lender's server sends with the order (the loan reply's telephone), set in the lender's system; this number only when the order carries none, and on pages without an order.",
  },
  { name: 'Footer phone, e-mail, address, copyright', key: 'footer.*', placeholder: '{email}, {address}' },
];

export interface TextsViewProps {
  rows: TextRow[];
  pages: PageRow[];
  screens: string[];
  /** The screen shown in the preview: the filter starts there. */
  current: string;
  selectedKey?: string;
  onEdit: (row: TextRow, locale: Locale, value: string, scope: EditScope, screen: string | undefined) => void;
  onSelect: (selection: { row: TextRow } | { page: PageRow }, screen: string | undefined) => void;
  onOpenFile: (path: string) => void;
}

const excerpt = (text: string | undefined) => {
  const line = (text ?? '').split('\n').find((item) => item.trim() && !item.startsWith('#')) ?? '';
  return line.length > 90 ? `${line.slice(0, 90)}…` : line;
};

export function TextsView({ rows, pages, screens, current, selectedKey, onEdit, onSelect, onOpenFile }: TextsViewProps) {
  const [screen, setScreen] = useState('');
  const [words, setWords] = useState('');
  const [toTranslate, setToTranslate] = useState(false);
  const [language, setLanguage] = useState<Locale>('en');
  const nameOf = useScreenNames();
  const query = words.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (!screen || row.usedBy.includes(screen) || row.owner === screen) &&
      (!toTranslate || needsTranslation(row)) &&
      (!query || `${row.key}\n${row.en ?? ''}\n${row.fil ?? ''}`.toLowerCase().includes(query)),
  );
  const shownPages = pages.filter(
    (page) =>
      (!screen || page.usedBy.includes(screen)) &&
      (!toTranslate || !page.fil) &&
      (!query || `${page.name}\n${page.en}\n${page.fil ?? ''}`.toLowerCase().includes(query)),
  );
  const context = screen || undefined;
  return (
    <section className="studio-texts-view" aria-label="All texts">
      <div className="studio-row studio-filters">
        <label>
          Screen{' '}
          <select aria-label="Texts of screen" value={screen} onChange={(event) => setScreen(event.target.value)}>
            <option value="">All screens</option>
            {byTitle(screens, nameOf).map((name) => (
              <option key={name} value={name}>
                {nameOf(name).title} ({nameOf(name).path}){name === current ? ' · in the preview' : ''}
              </option>
            ))}
          </select>
        </label>
        <input
          type="search"
          aria-label="Filter texts"
          placeholder="Words in a text"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <label>
          Name texts in{' '}
          <select value={language} onChange={(event) => setLanguage(event.target.value as Locale)}>
            <option value="en">English</option>
            <option value="fil">Filipino</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={toTranslate} onChange={(event) => setToTranslate(event.target.checked)} /> Missing or identical
          translations
        </label>
        <output aria-label="Texts shown">
          {shown.length} text{shown.length === 1 ? '' : 's'}, {shownPages.length} page{shownPages.length === 1 ? '' : 's'}
        </output>
      </div>
      <TextsTable
        rows={shown}
        language={language}
        screen={context}
        selectedKey={selectedKey}
        onEdit={(row, locale, value, scope) => onEdit(row, locale, value, scope, context)}
        onSelect={(row) => onSelect({ row }, context)}
      />
      <h3>Pages</h3>
      <table className="studio-texts-table">
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">English</th>
            <th scope="col">Filipino</th>
          </tr>
        </thead>
        <tbody>
          {shownPages.map((page) => (
            <tr key={page.name} onFocusCapture={() => onSelect({ page }, context)}>
              <th scope="row" title={`For developers: ${page.file}`}>
                <span className="studio-text-words">Page '{pageHeading(page.name, page.en)}'</span>{' '}
                <span className="studio-used-on">on {usedOnLabel(page.usedBy.map((name) => screenInWords(nameOf(name))))}</span>
              </th>
              <td>
                <button
                  type="button"
                  className="studio-link"
                  onClick={() => onOpenFile(page.file)}
                  aria-label={`Edit the page '${pageHeading(page.name, page.en)}' in English`}
                >
                  {excerpt(page.en) || 'Edit'}
                </button>
              </td>
              <td className={page.fil ? undefined : 'is-missing'}>
                <button
                  type="button"
                  className="studio-link"
                  onClick={() => onOpenFile(page.filFile)}
                  aria-label={`Edit the page '${pageHeading(page.name, page.en)}' in Filipino`}
                >
                  {page.fil ? excerpt(page.fil) : 'No Filipino page: the English one shows. Write it…'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Set at deploy time (not in the studio)</h3>
      <p className="studio-note">
        These values come from <code>public/config.js</code>, which IT sets for each deployment (README, "Deploying"); they read the same in
        English and Filipino. Ask IT to change them. Texts and pages show them through placeholders.
      </p>
      <table className="studio-texts-table is-compact">
        <tbody>
          {DEPLOY_VALUES.map((value) => (
            <tr key={value.key}>
              <th scope="row">{value.name}</th>
              <td>
                <code>{value.key}</code> in public/config.js
              </td>
              <td>
                {value.placeholder ? <code>{value.placeholder}</code> : null}
                {value.note ? <p className="studio-muted">{value.note}</p> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A screen's Texts tab, below its own texts: the shared texts and the pages it shows. */
export function ScreenTexts({
  screen,
  rows,
  pages,
  selectedKey,
  onEdit,
  onSelect,
  onOpenFile,
}: {
  screen: string;
  rows: TextRow[];
  pages: PageRow[];
  selectedKey?: string;
  onEdit: TextsViewProps['onEdit'];
  onSelect: (selection: { row: TextRow } | { page: PageRow }) => void;
  onOpenFile: (path: string) => void;
}) {
  const nameOf = useScreenNames();
  const shared = rows.filter((row) => row.owner === 'shared' && row.usedBy.includes(screen));
  const shownPages = pages.filter((page) => page.usedBy.includes(screen));
  if (shared.length === 0 && shownPages.length === 0) return null;
  return (
    <section className="studio-texts-view" aria-label={`Shared texts on the screen ${screenInWords(nameOf(screen))}`}>
      {shared.length > 0 ? (
        <>
          <h3>Shared texts on this screen</h3>
          <TextsTable
            rows={shared}
            screen={screen}
            selectedKey={selectedKey}
            onEdit={(row, locale, value, scope) => onEdit(row, locale, value, scope, screen)}
            onSelect={(row) => onSelect({ row })}
          />
        </>
      ) : null}
      {shownPages.length > 0 ? (
        <>
          <h3>Pages on this screen</h3>
          <ul className="studio-page-links">
            {shownPages.map((page) => (
              <li key={page.name} onFocusCapture={() => onSelect({ page })}>
                <span title={`For developers: ${page.file}`}>Page '{pageHeading(page.name, page.en)}'</span>{' '}
                <button type="button" onClick={() => onOpenFile(page.file)}>
                  Edit English
                </button>{' '}
                <button type="button" onClick={() => onOpenFile(page.filFile)}>
                  {page.fil === undefined ? 'Write the Filipino page' : 'Edit Filipino'}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
