// The checker's entry (`@borrower/engine/checker`): a screen file's text in, its problems out.
export { checkOwnTypeDeclarations, toOwnFieldTypes, toOwnTypeNames } from './rules/own-types.ts';
export type { KnownNames, Problem, ScreensInput } from './screen-rules.ts';
export { checkScreens, checkScreenText, formatProblem } from './screen-rules.ts';
