// The screen's texts with English and Filipino side by side: a missing translation or
// placeholders that differ between the languages are marked; editing a cell edits messages.json.
// Each text's key (its name in the files) and adding a text by its key are for developers, behind
// a switch: staff add texts with the blocks that show them.
import { useState } from 'react';

import { useReadOnly } from '../shell/read-only.tsx';
import { type Catalogs, parseCatalogs } from '../store/catalogs.ts';
import { boxLabel } from './texts-table.tsx';

const LOCALES = ['en', 'fil'] as const;
const placeholdersOf = (text: string | undefined) =>
  [...new Set([...(text ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort().join(',');

const formatCatalogs = (catalogs: Catalogs) => `${JSON.stringify(catalogs, null, 2)}\n`;

export function TextsGrid({ text, onChange }: { text: string | null; onChange: (text: string) => void }) {
  const readOnly = useReadOnly();
  const catalogs = parseCatalogs(text);
  const [newKey, setNewKey] = useState('');
  const [showKeys, setShowKeys] = useState(false);
  if (!catalogs)
    return (
      <p role="alert" className="studio-note">
        The screen's texts cannot be read: a developer fixes them in the Messages file (developers) tab first.
      </p>
    );
  const keys = [...new Set([...Object.keys(catalogs.en ?? {}), ...Object.keys(catalogs.fil ?? {})])];
  const edit = (locale: (typeof LOCALES)[number], key: string, value: string) => {
    onChange(formatCatalogs({ ...catalogs, [locale]: { ...(catalogs[locale] ?? {}), [key]: value } }));
  };
  const addKey = () => {
    const key = newKey.trim();
    if (!/^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(key) || keys.includes(key)) return;
    onChange(formatCatalogs({ ...catalogs, en: { ...(catalogs.en ?? {}), [key]: '' }, fil: { ...(catalogs.fil ?? {}), [key]: '' } }));
    setNewKey('');
  };
  return (
    <div className="studio-texts">
      <label className="studio-developer-switch">
        <input type="checkbox" checked={showKeys} onChange={(event) => setShowKeys(event.target.checked)} /> For developers: show each
        text's key
      </label>
      <table>
        <thead>
          <tr>
            {showKeys ? <th scope="col">Key</th> : null}
            <th scope="col">English</th>
            <th scope="col">Filipino</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const mismatch = placeholdersOf(catalogs.en?.[key]) !== placeholdersOf(catalogs.fil?.[key]);
            return (
              <tr key={key} className={mismatch ? 'is-mismatch' : undefined}>
                {showKeys ? (
                  <th scope="row">
                    <code>{key}</code>
                  </th>
                ) : null}
                {LOCALES.map((locale) => {
                  const value = catalogs[locale]?.[key];
                  const missing = value === undefined || value.trim() === '';
                  return (
                    <td key={locale} className={missing ? 'is-missing' : undefined}>
                      <textarea
                        aria-label={boxLabel(catalogs.en?.[key], locale)}
                        lang={locale}
                        data-key={key}
                        value={value ?? ''}
                        rows={Math.min(4, Math.ceil(((value ?? '').length || 1) / 40))}
                        disabled={readOnly !== undefined}
                        onChange={(event) => edit(locale, key, event.target.value)}
                      />
                      {missing ? <span className="studio-flag">missing</span> : null}
                      {mismatch && locale === 'fil' && !missing ? (
                        <span className="studio-flag">placeholders differ from the English</span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {showKeys ? (
        <fieldset disabled={readOnly !== undefined} className="studio-plain-fieldset">
          <form
            className="studio-row"
            onSubmit={(event) => {
              event.preventDefault();
              addKey();
            }}
          >
            <input
              aria-label="New text key"
              placeholder="screen.newText"
              value={newKey}
              onChange={(event) => setNewKey(event.target.value)}
            />
            <button type="submit">Add text</button>
          </form>
        </fieldset>
      ) : null}
    </div>
  );
}
