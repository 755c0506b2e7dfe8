// The palette: the block, field and action types of the screen language, with the schema's help,
// and the project's own types after them, with theirs; a click adds one where the structure's
// selection says (after the selected node, or into it). Each is named and explained in staff words
// (type-words.ts); its name in the screen file is only a developer's tooltip.
import { useId, useMemo, useState } from 'react';

import { useOwnTypes } from './own-types.ts';
import { type PaletteItem, paletteItems, type PaletteKind } from './palette.ts';
import { typeWords } from './type-words.ts';

const KINDS: { kind: PaletteKind; label: string }[] = [
  { kind: 'block', label: 'Blocks' },
  { kind: 'field', label: 'Fields' },
  { kind: 'action', label: 'Actions' },
];

/** What a person wants to ask for, and the field type that does it, in plain words. */
const WHICH_FIELD: [string, string][] = [
  ['Any words (a name, an address line)', 'text'],
  ['Several lines of words (a complaint)', 'textarea'],
  ['Digits only (an ID number, an account number, a code)', 'digits'],
  ['A mobile number', 'phone'],
  ['A number (a count, an amount)', 'number'],
  ['A bank card number', 'bankCard'],
  ['A day of the month, 1 to 31 (a payday)', 'day'],
  ['A full date (a birthday): no type of its own yet; ask a developer, or use text', 'text'],
  ['A city or municipality of the Philippines', 'citySelect'],
  ['One choice from a list', 'enum'],
  ['Yes or no (a tick box)', 'checkbox'],
  ['A photo', 'imageUpload'],
];

/** A type as staff read it: the engine's in staff words, a project's own by its name and declared help. */
const wordsOf = (item: PaletteItem) => (item.own ? undefined : typeWords(item.kind, item.type)) ?? { name: item.type, help: item.help };

export interface PaletteProps {
  /** Where an item of each kind would go ("after field nickname"), or why it cannot go anywhere now. */
  placeOf: (kind: PaletteKind) => { where: string; problem?: undefined } | { where?: undefined; problem: string };
  onAdd: (item: PaletteItem) => void;
  disabled: string | undefined;
}

export function Palette({ placeOf, onAdd, disabled }: PaletteProps) {
  const [kind, setKind] = useState<PaletteKind>('field');
  const [shown, setShown] = useState<PaletteItem>();
  const helpId = useId();
  const own = useOwnTypes();
  const all = useMemo(() => paletteItems(own.types), [own.types]);
  const items = useMemo(() => all.filter((item) => item.kind === kind), [all, kind]);
  const place = placeOf(kind);
  const help = shown && shown.kind === kind ? shown : undefined;
  return (
    <section className="studio-palette" aria-labelledby={`${helpId}-title`}>
      <h3 id={`${helpId}-title`}>Add</h3>
      <div className="studio-row" role="group" aria-label="What to add">
        {KINDS.map((entry) => (
          <button key={entry.kind} type="button" aria-pressed={kind === entry.kind} onClick={() => setKind(entry.kind)}>
            {entry.label}
          </button>
        ))}
      </div>
      <p className="studio-muted" id={`${helpId}-where`}>
        {disabled ?? place.problem ?? `Adds ${place.where}.`}
      </p>
      {own.problem ? (
        <p className="studio-note" role="note">
          {own.problem}
        </p>
      ) : null}
      {kind === 'field' ? (
        <details className="studio-palette-which">
          <summary>Which field type fits?</summary>
          <ul>
            {WHICH_FIELD.map(([what, type]) => (
              <li key={what}>
                {what}: <strong>{typeWords('field', type)?.name ?? type}</strong>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ul className="studio-palette-items" aria-label={`${KINDS.find((entry) => entry.kind === kind)?.label} to add`}>
        {items.map((item) => (
          <li key={`${item.own ? 'own ' : ''}${item.type}`}>
            <button
              type="button"
              disabled={Boolean(disabled ?? place.problem)}
              aria-describedby={help?.type === item.type ? `${helpId}-help` : `${helpId}-where`}
              title={`${wordsOf(item).help} (in the screen file: ${item.type})`}
              onFocus={() => setShown(item)}
              onMouseEnter={() => setShown(item)}
              onClick={() => onAdd(item)}
            >
              {wordsOf(item).name}
              {item.own ? <span className="studio-muted"> (this project's own)</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <p className="studio-palette-help" id={`${helpId}-help`} aria-live="polite">
        {help ? (
          <>
            <strong>{wordsOf(help).name}</strong>: {wordsOf(help).help}
          </>
        ) : (
          'Point at a type to read what it is.'
        )}
      </p>
    </section>
  );
}
