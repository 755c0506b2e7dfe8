// The property panel: the form of the selected node (property-form.ts), its move up / down,
// duplicate and delete. Every change goes to the screen's files as one edit of the studio's undo
// history, so the editor, the preview and Undo see it as if it was typed.
import { type ReactNode, useId, useMemo, useState } from 'react';

import { languageName } from '../../shared/languages.ts';
import { type Studio, useStudioSelectorIfAny } from '../store/context.ts';
import type { FieldChecks } from './checks.ts';
import { ChecksInput } from './checks-input.tsx';
import { ConditionInput } from './condition-input.tsx';
import { DataTextInput } from './data-text-input.tsx';
import { ParamsTable } from './params-table.tsx';
import type { NodeForm, PropertyModel } from './property-form.ts';
import type { RowLabel } from './row-labels.ts';
import { ValueRefInput } from './value-ref-input.tsx';

export interface PropertyPanelProps {
  form: NodeForm;
  onText: (name: string, locale: 'en' | 'fil', text: string) => void;
  /** Turns a literal text into a message key of the screen's texts. */
  onMakeMessage: (name: string) => void;
  /** `typing`: a step of typing (grouped into one undo step), else a step of its own. */
  onSet: (name: string, value: unknown, typing: boolean) => void;
  onEditJson: (name: string | undefined) => void;
  /** A field's checks, each with its message (its texts in both languages). */
  onChecks?: (checks: FieldChecks, typing: boolean) => void;
  /** A key/value list's new row titles, the whole table (its labels become texts in both languages). */
  onRowLabels?: (lines: RowLabel[]) => void;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Problems the checker finds in this node, by property name ('' for the node itself). */
  problems: Map<string, string[]>;
}

/** A number's limit in words ("At least 1."); what else the schema allows is for developers (the label's tooltip). */
const limitOf = (property: PropertyModel) =>
  property.kind === 'number' && property.minimum !== undefined ? `At least ${property.minimum}.` : undefined;

/**
 * The help line under a property: what it changes for the borrower, and a number's limit. A picker, a
 * switch and a text's two boxes show what is allowed themselves; the schema's wording of it
 * ("Allowed: text, not empty", a pattern, an expression) stays in the label's tooltip.
 */
export const helpText = (property: PropertyModel): string => [property.description, limitOf(property)].filter(Boolean).join(' ');

function Help({ property, id }: { property: PropertyModel; id: string }) {
  const text = helpText(property);
  return text ? (
    <span className="studio-prop-help" id={id}>
      {text}
    </span>
  ) : null;
}

function Row({
  property,
  children,
  problems,
}: {
  property: PropertyModel;
  children: (ids: { label: string; help: string }) => ReactNode;
  problems: string[];
}) {
  const id = useId();
  return (
    <div className={`studio-prop${problems.length ? ' is-bad' : ''}`} role="group" aria-labelledby={`${id}-label`}>
      <span className="studio-prop-name" id={`${id}-label`} title={property.detail}>
        {property.label ?? property.name}
        {property.required ? <span className="studio-muted"> (required)</span> : null}
      </span>
      {property.origin ? (
        <span className="studio-prop-origin" role="note" aria-label={`Where ${property.label ?? property.name} comes from`}>
          {property.origin}
        </span>
      ) : null}
      {children({ label: `${id}-label`, help: `${id}-help` })}
      {problems.map((problem) => (
        <span key={problem} className="studio-prop-problem" role="note">
          {problem}
        </span>
      ))}
      <Help property={property} id={`${id}-help`} />
    </div>
  );
}

/** The lines of a box as a list: each line trimmed, empty lines left out; nothing at all when none is left. */
export function toLines(text: string): string[] | undefined {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? lines : undefined;
}

/**
 * A list of names or titles, one a line. What is typed stays as typed (an empty line while one is
 * being started) and the list is its lines; an undo or another edit of the list shows its lines.
 */
function LinesInput({
  name,
  describedBy,
  value,
  onSet,
}: {
  name: string;
  describedBy: string;
  value: string[] | undefined;
  onSet: (value: string[] | undefined) => void;
}) {
  const [text, setText] = useState(() => (value ?? []).join('\n'));
  const shown = JSON.stringify(toLines(text)) === JSON.stringify(value) ? text : (value ?? []).join('\n');
  return (
    <textarea
      aria-label={name}
      aria-describedby={describedBy}
      rows={Math.min(8, Math.max(3, (value?.length ?? 0) + 1))}
      placeholder="One a line"
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onSet(toLines(event.target.value));
      }}
    />
  );
}

const BLANK: RowLabel = { row: '', en: '', fil: '' };
const filled = (lines: readonly RowLabel[]) => lines.filter((line) => line.row.trim() || line.en || line.fil);

/**
 * The rows a list renames, as a table: "Row" (its title as the server sends it) → "Label shown" in
 * English and Filipino, one line each and an empty line to add one. What is typed stays as typed; an
 * undo or another edit of the list shows its table.
 */
function RowLabelsTable({ value, onChange }: { value: RowLabel[]; onChange?: (lines: RowLabel[]) => void }) {
  const [typed, setTyped] = useState<RowLabel[]>(value);
  const shown = JSON.stringify(filled(typed).filter((line) => line.row.trim())) === JSON.stringify(value) ? filled(typed) : value;
  const lines = [...shown, BLANK];
  const change = (index: number, field: keyof RowLabel, text: string) => {
    const next = lines.map((line, at) => (at === index ? { ...line, [field]: text } : line));
    setTyped(next);
    onChange?.(filled(next));
  };
  return (
    <table className="studio-row-labels">
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Label shown (English)</th>
          <th scope="col">Label shown (Filipino)</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const name = line.row.trim() || `new row ${index + 1}`;
          return (
            <tr key={index}>
              {(['row', 'en', 'fil'] as const).map((field) => (
                <td key={field}>
                  <input
                    aria-label={
                      field === 'row'
                        ? `Row ${index + 1}: title as the server sends it`
                        : `Label shown for ${name} in ${languageName(field)}`
                    }
                    placeholder={index === lines.length - 1 && field === 'row' ? 'Add a row…' : undefined}
                    value={line[field]}
                    disabled={!onChange}
                    onChange={(event) => change(index, field, event.target.value)}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The control for one property: its text in both languages, a choice, a switch, a number, a line, rows' titles or JSON. */
function PropertyControl({
  property,
  ids,
  handlers: { onText, onMakeMessage, onSet, onEditJson, onRowLabels, onChecks, onTakenOff },
}: {
  property: PropertyModel;
  ids: { label: string; help: string };
  handlers: Pick<PropertyPanelProps, 'onText' | 'onMakeMessage' | 'onSet' | 'onEditJson' | 'onRowLabels' | 'onChecks'> & {
    /** The property was taken off by its own control (a condition's Always): its row goes. */
    onTakenOff: (name: string) => void;
  };
}) {
  const name = property.name;
  /** What staff read for it: its title in words where the schema gives one. */
  const shown = property.label ?? name;
  switch (property.kind) {
    case 'text':
      if (property.literal !== undefined)
        return (
          <>
            <input
              aria-label={shown}
              aria-describedby={ids.help}
              value={property.literal}
              onChange={(event) => onSet(name, event.target.value, true)}
            />
            <button type="button" onClick={() => onMakeMessage(name)}>
              Make it a message (English and Filipino)
            </button>
          </>
        );
      return (
        <>
          {property.key ? <TextPlace textKey={property.key} shared={property.shared} /> : null}
          {(['en', 'fil'] as const).map((locale) => (
            <label key={locale} className="studio-prop-text">
              <span>{languageName(locale)}</span>
              <input
                aria-label={`${shown} in ${languageName(locale)}`}
                aria-describedby={ids.help}
                value={locale === 'en' ? property.en : property.fil}
                readOnly={property.shared}
                onChange={(event) => onText(name, locale, event.target.value)}
              />
            </label>
          ))}
        </>
      );
    case 'choice':
      return (
        <select
          aria-label={shown}
          aria-describedby={ids.help}
          value={property.value ?? ''}
          onChange={(event) => onSet(name, event.target.value === '' ? undefined : event.target.value, false)}
        >
          <option value="">
            {property.fallback ? `(not set: ${property.labels[property.fallback] ?? property.fallback})` : '(not set)'}
          </option>
          {property.value !== undefined && !property.options.includes(property.value) ? (
            <option value={property.value}>{property.value} (unknown)</option>
          ) : null}
          {property.options.map((option) => (
            <option key={option} value={option} title={`In the screen file: ${option}`}>
              {property.labels[option]}
            </option>
          ))}
        </select>
      );
    case 'boolean': {
      const on = property.value ?? property.fallback;
      return (
        <button
          type="button"
          role="switch"
          className="studio-switch"
          aria-checked={on}
          aria-label={shown}
          aria-describedby={ids.help}
          onClick={() => onSet(name, !on, false)}
        >
          {on ? 'On' : 'Off'}
          {property.value === undefined ? ' (default)' : ''}
        </button>
      );
    }
    case 'number':
      return (
        <input
          type="number"
          aria-label={shown}
          aria-describedby={ids.help}
          min={property.minimum}
          step={property.integer ? 1 : 'any'}
          value={property.value ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            if (text === '') onSet(name, undefined, true);
            else if (Number.isFinite(Number(text))) onSet(name, Number(text), true);
          }}
        />
      );
    case 'string':
      return (
        <input
          aria-label={shown}
          aria-describedby={ids.help}
          value={property.value ?? ''}
          onChange={(event) => onSet(name, event.target.value === '' && !property.required ? undefined : event.target.value, true)}
        />
      );
    case 'condition':
    case 'data':
    case 'value':
    case 'params':
      return (
        <KnownValueControl
          property={property}
          label={shown}
          describedBy={ids.help}
          onSet={(value, typing) => onSet(name, value, typing)}
          onTakenOff={() => onTakenOff(name)}
        />
      );
    case 'checks':
      return <ChecksInput label={shown} describedBy={ids.help} value={property.value} onChange={onChecks} />;
    case 'rowLabels':
      return <RowLabelsTable value={property.value} onChange={onRowLabels} />;
    case 'lines':
      return <LinesInput name={shown} describedBy={ids.help} value={property.value} onSet={(value) => onSet(name, value, true)} />;
    case 'json':
      return (
        <>
          {property.value === undefined ? (
            <span className="studio-muted">not set</span>
          ) : (
            <code className="studio-prop-json">{JSON.stringify(property.value)}</code>
          )}
          <button type="button" onClick={() => onEditJson(property.value === undefined ? undefined : name)}>
            Edit as JSON
          </button>
        </>
      );
  }
}

/** A property set from what the screen knows, in words: a condition, a text that shows data, one value, named values. */
function KnownValueControl({
  property,
  onTakenOff,
  ...props
}: {
  property: Extract<PropertyModel, { kind: 'condition' | 'data' | 'value' | 'params' }>;
  label: string;
  describedBy: string;
  onSet: (value: unknown, typing: boolean) => void;
  onTakenOff: () => void;
}) {
  switch (property.kind) {
    case 'condition':
      return (
        <ConditionInput {...props} value={property.value} known={property.values} required={property.required} onAlways={onTakenOff} />
      );
    case 'data':
      return <DataTextInput {...props} value={property.value} known={property.values} />;
    case 'value':
      return <ValueRefInput {...props} value={property.value} known={property.values} />;
    case 'params':
      return <ParamsTable {...props} value={property.value} known={property.values} />;
  }
}

/** "Add a property": the properties not set, by their label; one the panel cannot edit says it opens in the editor. */
function AddProperty({ properties, onAdd }: { properties: PropertyModel[]; onAdd: (property: PropertyModel) => void }) {
  const id = useId();
  return (
    <div className="studio-prop studio-prop-add" role="group" aria-labelledby={id}>
      <span className="studio-prop-name" id={id}>
        Add a property
      </span>
      <select
        aria-labelledby={id}
        value=""
        onChange={(event) => {
          const property = properties.find((candidate) => candidate.name === event.target.value);
          if (property) onAdd(property);
        }}
      >
        <option value="">Choose one of {properties.length}…</option>
        {properties.map((property) => (
          <option key={property.name} value={property.name} title={property.description}>
            {property.label ?? property.name}
            {property.kind === 'json' ? ' (set in the editor)' : ''}
          </option>
        ))}
      </select>
      <span className="studio-prop-help">Each shows here with its own box once added.</span>
    </div>
  );
}

export function PropertyPanel({
  form,
  onText,
  onMakeMessage,
  onSet,
  onEditJson,
  onRowLabels,
  onChecks,
  onMove,
  onDuplicate,
  onDelete,
  problems,
}: PropertyPanelProps) {
  const [added, setAdded] = useState<string[]>([]);
  const onTakenOff = (name: string) => setAdded((now) => now.filter((other) => other !== name));
  const handlers = { onText, onMakeMessage, onSet, onEditJson, onRowLabels, onChecks, onTakenOff };
  const control = (property: PropertyModel, ids: { label: string; help: string }) => (
    <PropertyControl property={property} ids={ids} handlers={handlers} />
  );
  // Properties not set that a box would show only as "not set" are added by their label, then edited
  // with their control; one the panel cannot edit (e.g. a form's checks) opens in the editor.
  const isOptional = (property: PropertyModel) =>
    !property.required &&
    (property.kind === 'params'
      ? property.value.length === 0
      : (property.kind === 'json' || property.kind === 'condition') && property.value === undefined);
  const set = form.properties.filter((property) => !isOptional(property) || added.includes(property.name));
  const unset = form.properties.filter((property) => !set.includes(property));
  const nodeProblems = problems.get('') ?? [];
  return (
    <section className="studio-properties" aria-label={`Properties of ${form.title ?? form.type}`}>
      <h3 title={`In the screen file: ${form.type}, at ${form.pointer}`}>{form.title ?? form.type}</h3>
      {form.description ? <p className="studio-muted">{form.description}</p> : null}
      {nodeProblems.map((problem) => (
        <p key={problem} className="studio-prop-problem" role="note">
          {problem}
        </p>
      ))}
      {form.inList ? (
        <div className="studio-row" role="group" aria-label="Move, duplicate or delete">
          <button type="button" disabled={form.index === 0} onClick={() => onMove(-1)}>
            Move up
          </button>
          <button type="button" disabled={form.index >= form.listLength - 1} onClick={() => onMove(1)}>
            Move down
          </button>
          <button type="button" onClick={onDuplicate}>
            Duplicate
          </button>
          <button type="button" className="is-danger" onClick={onDelete}>
            Delete
          </button>
        </div>
      ) : null}
      {set.map((property) => (
        <Row key={property.name} property={property} problems={problems.get(property.name) ?? []}>
          {(ids) => control(property, ids)}
        </Row>
      ))}
      {unset.length > 0 ? (
        <AddProperty
          properties={unset}
          onAdd={(property) => (property.kind === 'json' ? onEditJson(undefined) : setAdded((now) => [...now, property.name]))}
        />
      ) : null}
    </section>
  );
}

const pickTextIndex = (studio: Studio) => studio.makeTextIndex;

/**
 * Where a text lives, in words: this screen's own text, or a shared text with the number of screens
 * that show it (changed in All texts). Its key is for developers: only in the tooltip.
 */
function TextPlace({ textKey, shared }: { textKey: string; shared: boolean }) {
  const makeTextIndex = useStudioSelectorIfAny(pickTextIndex);
  const screens = useMemo(
    () =>
      shared && makeTextIndex
        ? makeTextIndex().rows.find((row) => row.key === textKey && row.owner === 'shared')?.usedBy.length
        : undefined,
    [shared, makeTextIndex, textKey],
  );
  const on = screens === undefined ? 'shown on other screens too' : `on ${screens} screen${screens === 1 ? '' : 's'}`;
  return (
    <span className="studio-muted studio-prop-where" title={`For developers: the text's key is ${textKey}`}>
      {shared ? `A shared text, ${on}: change it in All texts.` : "This screen's own text."}
    </span>
  );
}
