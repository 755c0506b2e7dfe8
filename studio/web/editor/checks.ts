// A field's checks (its `rules`), as staff set them: "Must be filled in", "At least N characters",
// and a format check a developer wrote; each with the message borrowers read under the field, in
// English and Filipino, or the app's usual one when it has none. Each message is a text of the
// screen's own (`<field's key>.required` …); one of the shared texts is shown, to be changed in All
// texts. A message left empty in both languages goes, its text too.
import { ENGINE_TEXTS } from '@borrower/engine/core/engine-texts.ts';

import { dropUnusedTexts, setMessage, setProperty } from './node-edits.ts';

type CheckName = 'required' | 'minLength' | 'pattern';

export interface CheckMessage {
  /** The message's key, when it has one. */
  key: string | undefined;
  en: string;
  fil: string;
  /** A shared text: shown, changed in All texts. */
  shared: boolean;
  /** What borrowers read when the check has no message of its own: the app's, as the shared texts may have changed it. */
  usual: { en: string; fil: string };
}

export interface FieldChecks {
  required: { on: boolean; message: CheckMessage };
  /** The fewest characters (undefined: no such check). */
  minLength: { value: number | undefined; message: CheckMessage };
  /** A format a developer wrote (a regular expression), kept as it is; undefined when there is none. */
  pattern: { value: string; message: CheckMessage } | undefined;
}

/** The screen's own texts and the shared ones, by language (as property-form.ts's Catalogs). */
interface Catalogs {
  own: { en?: Record<string, string>; fil?: Record<string, string> };
  shared: { en?: Record<string, string>; fil?: Record<string, string> };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readMessage(message: unknown, catalogs: Catalogs, usualKey: keyof typeof ENGINE_TEXTS.en): CheckMessage | undefined {
  const usual = {
    en: catalogs.shared.en?.[usualKey] ?? ENGINE_TEXTS.en[usualKey],
    fil: catalogs.shared.fil?.[usualKey] ?? ENGINE_TEXTS.fil[usualKey],
  };
  if (message === undefined) return { key: undefined, en: '', fil: '', shared: false, usual };
  if (typeof message === 'string') return { key: undefined, en: message, fil: message, shared: false, usual };
  if (!isRecord(message) || typeof message.msg !== 'string' || Object.keys(message).length !== 1) return undefined;
  const key = message.msg;
  const shared = !(key in (catalogs.own.en ?? {})) && key in (catalogs.shared.en ?? {});
  const from = shared ? catalogs.shared : catalogs.own;
  return { key, en: from.en?.[key] ?? '', fil: from.fil?.[key] ?? '', shared, usual };
}

/** A field's checks from its rules, or undefined when one is of a shape the panel does not edit. */
export function readChecks(rules: unknown, catalogs: Catalogs): FieldChecks | undefined {
  if (rules !== undefined && !isRecord(rules)) return undefined;
  const { required, minLength, pattern } = rules ?? {};
  // The usual messages are the engine's own (engine/core/validate.ts), unless the shared texts change them.
  const requiredMessage = readMessage(isRecord(required) ? required.message : undefined, catalogs, 'engine.required');
  const minMessage = readMessage(isRecord(minLength) ? minLength.message : undefined, catalogs, 'engine.invalidValue');
  const patternMessage = readMessage(isRecord(pattern) ? pattern.message : undefined, catalogs, 'engine.invalidValue');
  if (!requiredMessage || !minMessage || !patternMessage) return undefined;
  const min = isRecord(minLength) ? minLength.value : undefined;
  if (min !== undefined && typeof min !== 'number') return undefined;
  const format = isRecord(pattern) ? pattern.value : undefined;
  if (pattern !== undefined && typeof format !== 'string') return undefined;
  return {
    required: { on: isRecord(required), message: requiredMessage },
    minLength: { value: min, message: minMessage },
    pattern: typeof format === 'string' ? { value: format, message: patternMessage } : undefined,
  };
}

/**
 * The screen and its texts with the field's rules set from `checks`: each check on with its message
 * (a text of the screen's own at `<stem>.<check>`, made when first typed), none at all when every
 * check is off; the field's own message texts no longer used are removed.
 */
export function applyChecks(
  screen: string,
  messages: string | null,
  pointer: string,
  before: unknown,
  checks: FieldChecks,
  stem: string,
): { screen: string; messages: string | null } {
  let texts = messages;
  const messageOf = (name: CheckName, message: CheckMessage): { message?: { msg: string } } => {
    if (message.shared && message.key) return { message: { msg: message.key } };
    if (!message.en && !message.fil) return {};
    const key = message.key ?? `${stem}.${name}`;
    texts = setMessage(setMessage(texts, key, 'en', message.en), key, 'fil', message.fil);
    return { message: { msg: key } };
  };
  const rules: Record<string, unknown> = {};
  if (checks.required.on) rules.required = messageOf('required', checks.required.message);
  if (checks.minLength.value !== undefined)
    rules.minLength = { value: checks.minLength.value, ...messageOf('minLength', checks.minLength.message) };
  if (checks.pattern) rules.pattern = { value: checks.pattern.value, ...messageOf('pattern', checks.pattern.message) };
  const next = setProperty(screen, pointer, 'rules', Object.keys(rules).length > 0 ? rules : undefined);
  const earlier = readChecks(before, { own: {}, shared: {} });
  const keys = earlier
    ? [earlier.required, earlier.minLength, earlier.pattern].flatMap((check) => (check?.message.key ? [check.message.key] : []))
    : [];
  return { screen: next, messages: dropUnusedTexts(next, texts, keys) };
}
