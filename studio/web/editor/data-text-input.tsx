// The property panel's control for a text that shows data (data-text.ts): the value shown, picked in
// words; how it is shown; what a bare amount counts in; what shows when there is no value. A value a
// developer worked out from several (an "if", a "concat") stays as it is, named by what it reads,
// until staff pick one value instead.
import { pathsRead } from './condition-values.ts';
import { type DataText, FORMAT_WORDS, UNIT_WORDS, writeDataText } from './data-text.ts';
import { nameInWords } from './type-words.ts';
import { IfNoValue, type KnownValueProps, ValuePicker } from './value-picker.tsx';

export function DataTextInput({ label, describedBy, value, known, onSet }: KnownValueProps<DataText>) {
  const change = (next: Partial<DataText>, typing: boolean) => onSet(writeDataText({ ...value, ...next }), typing);
  const workedOut = value.path === undefined;
  const reads = workedOut ? [...pathsRead(value.expression, new Set())] : [];
  const readWords = reads.map((path) => known.find((entry) => entry.path === path)?.label ?? nameInWords(path.split('.').at(-1) ?? path));
  return (
    <span className="studio-data-text">
      <span className="studio-prop-text">
        <span>Value shown</span>
        <span className="studio-data-value">
          <ValuePicker
            label={`${label}: value shown`}
            describedBy={describedBy}
            path={value.path ?? ''}
            known={known}
            prompt={workedOut ? 'Worked out from several values (as set)' : 'Choose the value shown…'}
            onPick={(path, typing) => {
              if (path !== '' || typing) change({ path }, typing);
            }}
          />
        </span>
      </span>
      {workedOut ? (
        <span className="studio-prop-help" role="note">
          {readWords.length > 0 ? `Worked out from ${readWords.join(', ')}` : 'A fixed value'}, as a developer set it. Pick one value above
          to show that instead.
        </span>
      ) : null}
      <WordsChoice
        name="Shown as"
        label={label}
        words={FORMAT_WORDS}
        value={value.format ?? 'text'}
        onChange={(format) => change({ format: format === 'text' ? undefined : format }, false)}
      />
      {value.format === 'money' ? (
        <WordsChoice
          name="Counted in"
          label={label}
          title="How the server's whole numbers are read; amounts with decimals (2575.00) are always pesos"
          words={UNIT_WORDS}
          value={value.unit ?? 'cents'}
          onChange={(unit) => change({ unit: unit === 'cents' ? undefined : unit }, false)}
        />
      ) : null}
      <IfNoValue
        label={label}
        placeholder="— (a dash)"
        value={value.fallback}
        onType={(text) => change({ fallback: text || undefined }, true)}
      />
    </span>
  );
}

/** One of a few choices, each in words: its name beside it, and the property's name before it for a screen reader. */
function WordsChoice<T extends string>({
  name,
  label,
  title,
  words,
  value,
  onChange,
}: {
  name: string;
  label: string;
  title?: string;
  words: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <label className="studio-prop-text">
      <span>{name}</span>
      <select
        aria-label={`${label}: ${name.toLowerCase()}`}
        title={title}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {(Object.keys(words) as T[]).map((option) => (
          <option key={option} value={option}>
            {words[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
