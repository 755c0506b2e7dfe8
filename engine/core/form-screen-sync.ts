// A form following its screen's state: the fields built from server data (`fieldsFrom`) made again
// when their items change, and a field hidden by `visibleWhen` started afresh.
import type { FormBlock } from '../generated/schema-types.ts';
import type { BuiltFieldResult } from './build-fields.ts';
import { evaluate, type Scope } from './expression.ts';
import type { FormFields } from './form-fields.ts';
import { type FieldCodecs, type FormLayout, type PlacedField, toLayout } from './form-layout.ts';
import { formParts } from './form-parts.ts';
import type { EngineServices } from './services.ts';
import { resolveText } from './text.ts';

const NO_BUILT_FIELDS: BuiltFieldResult = { fields: [], problems: [], unknownTypes: [] };

export interface ScreenSyncOptions {
  block: FormBlock;
  pointer: string;
  host: { getScope: () => Scope; subscribe: (listener: () => void) => () => void };
  services: EngineServices;
  codecs: FieldCodecs;
  /** The form's own fields (not built from data), placed. */
  staticFields: readonly PlacedField[];
  fields: Pick<FormFields, 'setLayout' | 'syncVisibility'>;
  logProblem: (message: string) => void;
}

/**
 * Shows the form's first layout (its own fields, then those built from data when their code is
 * there: else once it loads) and keeps it in step with the screen; returns the function that stops.
 */
export function followScreen({ block, pointer, host, services, codecs, staticFields, fields, logProblem }: ScreenSyncOptions): () => void {
  let builtFrom: unknown;
  let isStopped = false;

  const buildLayout = (): FormLayout => {
    const scope = { ...host.getScope(), item: undefined };
    const builder = block.fieldsFrom ? formParts.get('builtFields') : undefined;
    const built = builder ? builder.buildFieldsFromData(block.fieldsFrom, scope, (type) => codecs.has(type)) : NO_BUILT_FIELDS;
    const requiredMessage = block.requiredMessage === undefined ? '' : resolveText(block.requiredMessage, host.getScope(), services);
    return toLayout(staticFields, built, requiredMessage, pointer);
  };

  const syncWithScreen = () => {
    if (block.fieldsFrom) {
      const items = evaluate(block.fieldsFrom.each, host.getScope());
      if (items !== builtFrom) {
        builtFrom = items;
        fields.setLayout(buildLayout());
      }
    }
    // A field that is hidden starts afresh when shown again, as a field that was never filled.
    fields.syncVisibility();
  };

  fields.setLayout({ fields: staticFields, problems: [], unknownTypes: [] });
  if (block.fieldsFrom) {
    builtFrom = evaluate(block.fieldsFrom.each, host.getScope());
    fields.setLayout(buildLayout());
    // Its code loads with the form when the screen names fieldsFrom (formParts); else the fields come once it is there.
    if (!formParts.get('builtFields')) {
      formParts.load('builtFields').then(
        () => !isStopped && fields.setLayout(buildLayout()),
        () => logProblem('The code of the fields built from data could not be loaded.'),
      );
    }
  }
  const unsubscribeHost = host.subscribe(syncWithScreen);
  return () => {
    isStopped = true;
    unsubscribeHost();
  };
}
