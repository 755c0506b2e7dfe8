// What the React layer asks of block and field types (their definitions, the props they get) and the
// registries a <Screen> is given. The types themselves are the app's choice: engine/registries.ts
// holds the engine's own, and engine/react imports none of engine/blocks, fields or actions.
import type { ComponentType } from 'react';

import type { ActionDefinition, ActionRegistry } from '../core/actions.ts';
import type { FieldValueCodec } from '../core/forms.ts';
import { defineEntry, type Registry, withOwnTypes } from '../core/registry.ts';
import type { BlockType, Field, FieldType, Screen } from '../generated/schema-types.ts';

export interface BlockProps<B = unknown> {
  block: B;
  /** JSON pointer of the block in the screen file, for logs and test ids. */
  pointer: string;
}

export interface BlockDefinition {
  type: BlockType | OwnTypeName;
  Component: ComponentType<BlockProps<never>>;
}

/**
 * Declares a block type for the registry.
 * @example defineBlock<DividerBlock>({ type: 'divider', Component: () => <hr /> })
 */
export function defineBlock<B extends { type: BlockType | OwnTypeName }>(definition: {
  type: B['type'];
  Component: ComponentType<BlockProps<B>>;
}): BlockDefinition {
  return defineEntry<BlockDefinition>(definition);
}

export interface FieldProps {
  field: Field;
  inputId: string;
  label: string;
  placeholder: string;
  /** Set when the field failed a rule; the input is marked invalid and described by it. */
  errorId?: string;
  isInvalid: boolean;
  /** Registers an input (uncontrolled: typing re-renders nothing else). Spread all it returns on the input. */
  register: FieldRegister;
  /** For pickers without a native input: read and set the form value directly. */
  form: FieldFormApi;
  /** The field's rules from the schema (checked on submit, unmounted fields included). */
  rules: { validate: (value: unknown) => string | true };
  /** Runs the field's onChange actions with the new value. */
  onValueChange: (value: unknown) => void;
}

/** What `register` returns: spread it all on the input (uncontrolled: typing re-renders nothing else). */
interface FieldRegisterReturn {
  name: string;
  /** The id of the form's `<form>` element: the inputs sit outside it (see engine/blocks/form.tsx), so Enter still submits and the keyboard still offers Next / Go. */
  form: string;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: { target: EventTarget | null }) => void;
  onBlur: (event?: unknown) => void;
}

/**
 * Connects an input to its form in the engine's core (engine/core/forms.ts): the input shows the
 * stored value when it mounts, and every change goes to the store. `validate` replaces the field's
 * rules while the input is on screen (e.g. a photo still uploading).
 */
export type FieldRegister = (name: string, options?: { validate?: (value: unknown) => string | true }) => FieldRegisterReturn;

export interface FieldFormApi {
  getValue: (name: string) => unknown;
  /** Sets the value; after a failed submit it is checked again at once. */
  setValue: (name: string, value: unknown) => void;
}

/**
 * A type name the schemas do not list: a team's own block or field type (`pesoAmount`), handed to
 * `<Screen>` with `extendRegistries`. The engine's own names still complete in an editor.
 */
export type OwnTypeName = string & Record<never, never>;

/** A field type: its values (read by the core's forms, engine/core/forms.ts) and its input. */
export interface FieldDefinition extends FieldValueCodec {
  type: FieldType | OwnTypeName;
  Component: ComponentType<FieldProps>;
  /**
   * The JSON Schema of a field of this type (its `type` const, its own properties beside the
   * common ones: name, label, rules…), for a team's own type: the checker and the studio read it,
   * as `schemas/meta/field.schema.json` is read for the engine's own types.
   */
  propertySchema?: Readonly<Record<string, unknown>>;
  /** What the type is for, in a line per language, for a palette of field types (a team's own type's help). */
  help?: Readonly<Partial<Record<'en' | 'fil', string>>>;
}

/**
 * The registries with a team's own block, field and action types added: an own type is found
 * first, then the base's (the engine's own, `engineRegistries`, its lazy loading kept).
 * @example <Screen screen={screen} services={services} registries={extendRegistries(engineRegistries, { fields: [pesoAmountField] })} />
 */
export function extendRegistries(
  base: EngineRegistries,
  own: { blocks?: readonly BlockDefinition[]; fields?: readonly FieldDefinition[]; actions?: readonly ActionDefinition[] },
): EngineRegistries {
  return {
    ...base,
    blocks: withOwnTypes(base.blocks, own.blocks),
    fields: withOwnTypes(base.fields, own.fields),
    actions: withOwnTypes(base.actions, own.actions),
  };
}

export interface EngineRegistries {
  blocks: Registry<BlockDefinition>;
  fields: Registry<FieldDefinition>;
  actions: ActionRegistry;
  /**
   * The code a screen needs before it shows (its lazy blocks, field inputs and form code, and the
   * action code its onLoad waits for). `<Screen>` makes the screen's runtime once `isLoaded` says
   * so, calling `load` first when it does not: embedding a screen needs no step before it. An app
   * that loads it earlier (beside the screen's data) finds it loaded and renders at once.
   */
  screenCode?: {
    /** Synchronous: true when `load` has nothing left to wait for. */
    isLoaded: (screen: Screen) => boolean;
    /** Settles when the code is in or has failed (a failed chunk is left to the block that needs it). */
    load: (screen: Screen) => Promise<void>;
  };
  /**
   * Loads the code the registries fetch on demand (the action types', and the lazy blocks of the
   * dialogs `screen` opens on a tap): called when the page is idle after a screen shows, so a tap
   * seldom waits for it. A failed load is left to the entry that needs it.
   */
  loadWhenIdle?: (screen: Screen) => Promise<void>;
}
