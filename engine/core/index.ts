// The core's entry (`@borrower/engine/core`): the React-free interpreter a tool or a test drives.
export { evaluate, type Scope } from './expression.ts';
export { toFirstLoadCalls } from './first-load.ts';
export {
  declareActionType,
  declareBlockType,
  declareFieldType,
  declareOwnTypes,
  type FieldTypeDeclaration,
  type OwnTypes,
  type TypeDeclaration,
  type TypeHelp,
} from './own-types.ts';
export { createScreenRuntime, ENGINE_SCHEMA_VERSION } from './runtime.ts';
export type { RuntimeState, ScreenRuntime } from './screen-runtime.ts';
export type { ApiResult, EngineServices } from './services.ts';
export { resolveText } from './text.ts';
export { createUrlPolicy, type UrlPolicy, type UrlPolicyConfig } from './url-policy.ts';
