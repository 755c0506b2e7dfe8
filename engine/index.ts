// The engine's React entry (`@borrower/engine`): <Screen>, the engine's own block, field and action
// types, and what a team needs to add its own. The package's composition root beside registries.ts.
export type { ActionContext, ActionDefinition, ActionRegistry } from './core/actions.ts';
export { defineAction } from './core/actions.ts';
export { createRegistry, type Registry } from './core/registry.ts';
export type { ApiResult, EngineServices } from './core/services.ts';
export { defineField } from './fields/field-definition.ts';
export type { BlockDefinition, BlockProps, EngineRegistries, FieldDefinition, FieldProps } from './react/registries.ts';
export { defineBlock } from './react/registries.ts';
export { Screen, type ScreenProps } from './react/screen.tsx';
export { engineRegistries } from './registries.ts';
