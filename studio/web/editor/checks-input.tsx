// The property panel's control for a field's checks (checks.ts): "Must be filled in" as a switch,
// "At least … characters" as a number, a developer's format check shown as such, each with the
// message borrowers read under the field in English and Filipino (the app's usual message shown
// when it is left empty).
import { languageName } from '../../shared/languages.ts';
import type { CheckMessage, FieldChecks } from './checks.ts';

export function ChecksInput({
  label,
  describedBy,
  value: checks,
  onChange,
}: {
  label: string;
  describedBy: string;
  value: FieldChecks;
  /** `typing`: a step of typing (one undo step with the next); undefined: shown, not edited. */
  onChange?: (checks: FieldChecks, typing: boolean) => void;
}) {
  const set = (next: Partial<FieldChecks>, typing: boolean) => onChange?.({ ...checks, ...next }, typing);
  const { pattern } = checks;
  return (
    <span className="studio-data-text" aria-describedby={describedBy}>
      <span className="studio-prop-text">
        <span>Must be filled in</span>
        <button
          type="button"
          role="switch"
          className="studio-switch"
          aria-label={`${label}: must be filled in`}
          aria-checked={checks.required.on}
          disabled={!onChange}
          onClick={() => set({ required: { ...checks.required, on: !checks.required.on } }, false)}
        >
          {checks.required.on ? 'On' : 'Off'}
        </button>
      </span>
      {checks.required.on ? (
        <MessageBoxes
          label={`${label}: message when empty`}
          message={checks.required.message}
          onType={onChange && ((message) => set({ required: { ...checks.required, message } }, true))}
        />
      ) : null}
      <label className="studio-prop-text">
        <span>Fewest characters</span>
        <input
          type="number"
          min={1}
          step={1}
          aria-label={`${label}: fewest characters`}
          placeholder="Any"
          disabled={!onChange}
          value={checks.minLength.value ?? ''}
          onChange={(event) => {
            const count = Number(event.target.value);
            const value = event.target.value === '' || !Number.isInteger(count) || count < 1 ? undefined : count;
            set({ minLength: { ...checks.minLength, value } }, true);
          }}
        />
      </label>
      {checks.minLength.value !== undefined ? (
        <MessageBoxes
          label={`${label}: message when too short`}
          message={checks.minLength.message}
          onType={onChange && ((message) => set({ minLength: { ...checks.minLength, message } }, true))}
        />
      ) : null}
      {pattern ? (
        <>
          <span className="studio-prop-help" role="note" title={`For developers: the pattern ${pattern.value}`}>
            A format check a developer set (the value must look a certain way); ask one to change it.
          </span>
          <MessageBoxes
            label={`${label}: message when the format is wrong`}
            message={pattern.message}
            onType={onChange && ((message) => set({ pattern: { ...pattern, message } }, true))}
          />
        </>
      ) : null}
    </span>
  );
}

/** A check's message in English and Filipino; a shared one read-only; the usual message as the placeholder. */
function MessageBoxes({ label, message, onType }: { label: string; message: CheckMessage; onType?: (message: CheckMessage) => void }) {
  return (
    <>
      {(['en', 'fil'] as const).map((locale) => (
        <label key={locale} className="studio-prop-text">
          <span>{languageName(locale)}</span>
          <input
            aria-label={`${label} in ${languageName(locale)}`}
            placeholder={message.usual[locale]}
            title={message.shared ? 'A shared text: change it in All texts' : 'Left empty, borrowers read the usual message shown here'}
            readOnly={message.shared || !onType}
            value={message[locale]}
            onChange={(event) => onType?.({ ...message, [locale]: event.target.value })}
          />
        </label>
      ))}
    </>
  );
}
