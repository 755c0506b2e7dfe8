// What a team declares about a type of its own, apart from its code: the part of its definition
// that tools read (the checker, `npm run gen:types`, the studio's palette and property panel) with
// no React and no browser. A project names the module that exports its declarations in its
// package.json (`"borrowerEngine": { "ownTypes": "./own-types.ts" }`); the type's definition
// (`defineField`) spreads the same declaration, so what tools are told and what runs are one.

/** A type's help in a line per language, for the studio's palette. */
export type TypeHelp = Readonly<Partial<Record<'en' | 'fil', string>>>;

/** What tools need to know about a block, field or action type of a team's own. */
export interface TypeDeclaration {
  type: string;
  /**
   * The JSON Schema of a node of this type: its `type` const, every property it may have
   * (`additionalProperties: false`), with a description each, as `schemas/meta/` describes the
   * engine's own types.
   */
  propertySchema: Readonly<Record<string, unknown>>;
  help?: TypeHelp;
}

/** A field type's declaration also says how its values travel. */
export interface FieldTypeDeclaration extends TypeDeclaration {
  /** Its values may enter a saved draft; absent: never (a type is sensitive until it says otherwise). */
  inDraft?: boolean;
  /** 'whenAsked': an empty value is left out of the request unless the field says `sendEmpty`. */
  sendsEmpty?: 'always' | 'whenAsked';
}

/** A project's own types: what its registration module exports (the same lists `extendRegistries` takes). */
export interface OwnTypes {
  fields?: readonly FieldTypeDeclaration[];
  blocks?: readonly TypeDeclaration[];
  actions?: readonly TypeDeclaration[];
}

/**
 * Declares a field type of a team's own for tools and for its definition.
 * @example export const pesoAmountType = declareFieldType({ type: 'pesoAmount', propertySchema, help: { en: 'An amount in pesos' } });
 */
export function declareFieldType<const T extends FieldTypeDeclaration>(declaration: T): T {
  return declaration;
}

/**
 * Declares a block type of a team's own for tools and for its definition.
 * @example export const loanCardType = declareBlockType({ type: 'loanCard', propertySchema, help: { en: 'A loan at a glance' } });
 */
export function declareBlockType<const T extends TypeDeclaration>(declaration: T): T {
  return declaration;
}

/**
 * Declares an action type of a team's own for tools and for its definition.
 * @example export const shareType = declareActionType({ type: 'share', propertySchema, help: { en: 'Opens the phone’s share sheet' } });
 */
export function declareActionType<const T extends TypeDeclaration>(declaration: T): T {
  return declaration;
}

/** A project's own types, as its registration module exports them. */
export function declareOwnTypes(types: OwnTypes): OwnTypes {
  return types;
}
