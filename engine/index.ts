// The engine's React entry (`@borrower/engine`): <Screen>, the engine's own block, field and action
// types, default services, and what a team needs to add types of its own. The package's composition
// root beside registries.ts; the borrower app imports the modules themselves.
export type { ActionContext, ActionDefinition, ActionRegistry } from './core/actions.ts';
export { defineAction } from './core/actions.ts';
export { ENGINE_TEXTS, type EngineLanguage } from './core/engine-texts.ts';
export { createRegistry, type Registry } from './core/registry.ts';
export type { ApiResult, EngineApi, EngineServices } from './core/services.ts';
export { createEngineServices, type EngineServicesOptions } from './default-services.ts';
export { defineField } from './fields/field-definition.ts';
export type { Field, Screen as ScreenFile } from './generated/schema-types.ts';
export type { BlockDefinition, BlockProps, EngineRegistries, FieldDefinition, FieldProps, OwnTypeName } from './react/registries.ts';
export { defineBlock, extendRegistries } from './react/registries.ts';
export { Screen, type ScreenProps } from './react/screen.tsx';
export { engineRegistries } from './registries.ts';
