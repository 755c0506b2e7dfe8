// A field type's declaration; what a field type is and what its input gets (FieldDefinition,
// FieldProps) is the React layer's contract, in engine/react/registries.ts beside the blocks'.
import { defineEntry } from '../core/registry.ts';
import type { FieldDefinition } from '../react/registries.ts';

/**
 * Declares a field type for the registry.
 * @example defineField({ type: 'day', toFormValue: (f) => f.default ?? '', toRequestValue: (f, v) => v || undefined, Component: DayPicker })
 */
export function defineField(definition: FieldDefinition): FieldDefinition {
  return defineEntry<FieldDefinition>(definition);
}
