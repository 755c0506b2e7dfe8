// A form's draft (form.draft in the schema): what is kept, how it is stored, when it is written.
// The pure rules come first; createDraftSaver adds the storage and the clock the screen gives.
import type { Field } from '../generated/schema-types.ts';
import type { FieldValueCodec } from './form-layout.ts';
import type { EngineServices } from './services.ts';

type FormValues = Record<string, unknown>;

/** SPEC-silent: a draft older than this is dropped (README, "Decisions where the spec is silent"). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Typing pauses this long before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

interface StoredDraft {
  savedAt: number;
  values: FormValues;
}

/**
 * Whether a field's value may be written to a draft: only when its type's definition says so
 * (`inDraft`: the engine's phone, bankCard and digits types, phone numbers, card numbers and codes,
 * do not; a type that says nothing does not) and the field does not say `keepInDraft: false`.
 */
export const isDrafted = (field: Field, type: Pick<FieldValueCodec, 'inDraft'> | undefined): boolean =>
  type?.inDraft === true && field.keepInDraft !== false;

/**
 * The values of a stored draft's text; `undefined` when nothing is stored, `'drop'` when the text
 * is too old or not a draft (the caller removes it).
 */
export function parseDraft(text: string | undefined, now: number): FormValues | 'drop' | undefined {
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft> | null;
    const isFresh = typeof stored?.savedAt === 'number' && now - stored.savedAt <= DRAFT_MAX_AGE_MS;
    return isFresh && stored.values && typeof stored.values === 'object' ? stored.values : 'drop';
  } catch {
    return 'drop';
  }
}

/** The text stored for a draft's values, or `undefined` when there is nothing to keep. */
export const toDraftText = (values: FormValues, now: number): string | undefined =>
  Object.keys(values).length === 0 ? undefined : JSON.stringify({ savedAt: now, values } satisfies StoredDraft);

export interface DraftSaver {
  /** The stored values not yet put back in their fields, read once when the saver is made. */
  readonly restored: Map<string, unknown>;
  /** Writes the values `collect` gives once typing pauses. */
  schedule: () => void;
  /** Writes now if a write is waiting (the page is hidden, the form leaves). */
  flush: () => void;
  /** Forgets the draft (the form was sent). */
  clear: () => void;
  /** Writes a waiting write, then writes no more (the form is gone). */
  close: () => void;
}

/** A draft under one storage key: read once, written with what `collect` gives a pause after typing. */
export function createDraftSaver(key: string, services: Pick<EngineServices, 'storage' | 'clock'>, collect: () => FormValues): DraftSaver {
  const parsed = parseDraft(services.storage.get('local', key) ?? undefined, Date.now());
  if (parsed === 'drop') services.storage.remove('local', key);
  let restored = new Map(parsed === 'drop' || parsed === undefined ? [] : Object.entries(parsed));
  let cancel: (() => void) | undefined;
  let isClosed = false;
  const write = () => {
    cancel?.();
    cancel = undefined;
    if (isClosed) return;
    const text = toDraftText(collect(), Date.now());
    if (text === undefined) services.storage.remove('local', key);
    else services.storage.set('local', key, text);
  };
  const flush = () => {
    if (cancel) write();
  };
  return {
    get restored() {
      return restored;
    },
    schedule() {
      cancel?.();
      cancel = services.clock.setTimeout(write, DRAFT_SAVE_DELAY_MS);
    },
    flush,
    clear() {
      cancel?.();
      cancel = undefined;
      restored = new Map();
      services.storage.remove('local', key);
    },
    close() {
      flush();
      isClosed = true;
    },
  };
}
