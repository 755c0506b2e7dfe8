// The forms a screen's form blocks declare, made with the runtime; a form whose code was not in
// when the screen was made is made on first use.
import type { FormBlock, Screen } from '../generated/schema-types.ts';
import { findFormBlocks, getFormFactory } from './form-factory.ts';
import type { EngineForm, FieldCodecs } from './forms.ts';
import type { ScreenRuntime } from './screen-runtime.ts';
import type { EngineServices } from './services.ts';

export interface ScreenForms {
  get: (id: string) => EngineForm | undefined;
  dispose: () => void;
}

export function createScreenForms(screen: Screen, host: ScreenRuntime, services: EngineServices, codecs: FieldCodecs): ScreenForms {
  const forms = new Map<string, EngineForm>();
  /** The forms of dialogs whose code was not in when the screen was made: made on first use. */
  const laterForms = new Map<string, { block: FormBlock; pointer: string }>();
  let isDisposed = false;

  const createForm = getFormFactory();
  for (const [key, part] of [
    ['blocks', screen.blocks],
    ['footer', screen.footer],
    ['dialogs', screen.dialogs],
  ] as const) {
    for (const { block, pointer } of findFormBlocks(part, `/${key}`)) {
      if (forms.has(block.id) || laterForms.has(block.id)) continue; // the screen checker reports a duplicate id
      // <Screen> loads the form code before it makes the runtime of a screen that shows a form
      // (EngineRegistries.screenCode); a form in a dialog a tap opens, or one whose code failed
      // to load in time, is made on first use once its code is in (when the page is idle after the
      // screen shows, or when its form block loads it).
      if (!createForm) {
        laterForms.set(block.id, { block, pointer });
        continue;
      }
      forms.set(block.id, createForm({ block, pointer, host, services, codecs }));
    }
  }

  return {
    get(id) {
      const made = forms.get(id);
      const later = laterForms.get(id);
      const create = getFormFactory();
      if (made || !later || !create || isDisposed) return made;
      laterForms.delete(id);
      const form = create({ block: later.block, pointer: later.pointer, host, services, codecs });
      forms.set(id, form);
      return form;
    },
    dispose() {
      isDisposed = true;
      for (const form of forms.values()) form.dispose();
    },
  };
}
