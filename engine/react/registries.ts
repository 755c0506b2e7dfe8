import type { ComponentType } from 'react';
import type { ActionRegistry } from '../core/actions.ts';
import { defineEntry, type Registry } from '../core/registry.ts';
import type { BlockType } from '../generated/schema-types.ts';
import type { FieldDefinition } from '../fields/field-definition.ts';

export interface BlockProps<B = unknown> {
  block: B;
  /** JSON pointer of the block in the screen file, for logs and test ids. */
  pointer: string;
}

export interface BlockDefinition {
  type: BlockType;
  Component: ComponentType<BlockProps<never>>;
}

/**
 * Declares a block type for the registry.
 * @example defineBlock<DividerBlock>({ type: 'divider', Component: () => <hr /> })
 */
export function defineBlock<B extends { type: BlockType }>(definition: {
  type: B['type'];
  Component: ComponentType<BlockProps<B>>;
}): BlockDefinition {
  return defineEntry<BlockDefinition>(definition);
}

export interface EngineRegistries {
  blocks: Registry<BlockDefinition>;
  fields: Registry<FieldDefinition>;
  actions: ActionRegistry;
}
