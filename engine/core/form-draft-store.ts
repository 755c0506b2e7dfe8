// A form's draft wired to its store: which fields' values it keeps (drafted, on screen, changed)
// and how restored values go back into fields as they appear. The rules and the storage are
// form-draft.ts; the draft key's hash is a form part loaded with a form that has a draft.
import type { FormBlock } from '../generated/schema-types.ts';
import { createDraftSaver, type DraftSaver, isDrafted } from './form-draft.ts';
import type { FormFields, FormStore } from './form-fields.ts';
import type { FieldCodecs, PlacedField } from './form-layout.ts';
import { formParts } from './form-parts.ts';
import type { EngineServices } from './services.ts';

export interface FormDraft {
  readonly saver: DraftSaver;
  /** Puts the restored values of these fields (the ones a layout just added) back, each once. */
  restoreInto: (fields: readonly PlacedField[]) => void;
}

export interface FormDraftOptions {
  block: FormBlock;
  screenId: string;
  services: EngineServices;
  codecs: FieldCodecs;
  store: FormStore;
  fields: Pick<FormFields, 'getLayout' | 'isActive'>;
  logProblem: (message: string) => void;
}

/**
 * The draft of a form whose block names `draft`; undefined without one, or when the draft key's
 * code could not be loaded (logged: the form works without a draft).
 */
export function connectFormDraft({
  block,
  screenId,
  services,
  codecs,
  store,
  fields,
  logProblem,
}: FormDraftOptions): FormDraft | undefined {
  const draft = block.draft;
  if (!draft) return undefined;
  const draftKeys = formParts.get('draftKey');
  if (!draftKeys) {
    logProblem('The draft code could not be loaded; this form keeps no draft.');
    return undefined;
  }
  const collect = () => {
    const values: Record<string, unknown> = {};
    for (const placed of fields.getLayout().fields) {
      const name = placed.field.name;
      if (isDrafted(placed.field, codecs.get(placed.field.type)) && fields.isActive(name) && store.getFieldState(name).isDirty)
        values[name] = store.getValues(name);
    }
    return values;
  };
  const key = draftKeys.toDraftKey(
    screenId,
    block.id,
    (draft.keyFrom ?? []).map((name) => services.query[name] ?? null),
  );
  const saver = createDraftSaver(key, services, collect);
  return {
    saver,
    restoreInto(placedFields) {
      for (const placed of placedFields) {
        const name = placed.field.name;
        if (!saver.restored.has(name) || !isDrafted(placed.field, codecs.get(placed.field.type))) continue;
        store.setValue(name, saver.restored.get(name), { shouldDirty: true });
        saver.restored.delete(name);
      }
    },
  };
}
