// What loads with what: the code only some screens need, each "need" a chunk (or a part of one)
// loaded before a screen that needs it shows. One table read three ways:
// - the engine's loaders find a screen's needs with findCodeNeeds (blocks/lazy-blocks.ts,
//   fields/lazy-inputs.ts, core/form-parts.ts; actions/on-demand.ts for the action groups), and
//   each keeps its import() under the same names (`satisfies` makes a missing one a type error);
// - the build cuts its chunks with CODE_CHUNKS (vite.config.ts);
// - the first-load preloads (scripts/lib/route-code.ts, for index.html's early script) turn each
//   need's NEED_MODULES into built files.
// Separate exports, so the browser bundle keeps the markers only (the build drops the rest).

/**
 * Every need, in the order the early script lists them, with how a screen file's text names it:
 * a block or field of one of `types`, or a property named `key` (a form's `draft`, its
 * `fieldsFrom`). The action groups are found by their own rule (actions/on-demand.ts).
 */
const CODE_NEEDS = {
  form: { kind: 'block', types: ['form'] },
  markdown: { kind: 'block', types: ['markdown'] },
  barcode: { kind: 'block', types: ['barcode'] },
  tabs: { kind: 'block', types: ['tabs'] },
  rating: { kind: 'block', types: ['rating'] },
  nav: { kind: 'block', types: ['nav'] },
  // The pickers (with their dialog) and the photo upload; a bank form's fields built from server
  // data are often choices, so `fieldsFrom` loads the pickers too.
  choice: { kind: 'fieldInput', types: ['enum', 'citySelect', 'day'], key: 'fieldsFrom' },
  imageUpload: { kind: 'fieldInput', types: ['imageUpload'] },
  // Parts of the form code: the draft key's hash, and fields built from server data with their check.
  draftKey: { kind: 'formPart', key: 'draft' },
  builtFields: { kind: 'formPart', key: 'fieldsFrom' },
  screenFlow: { kind: 'actionGroup' },
  taps: { kind: 'actionGroup' },
} as const satisfies Record<string, { kind: NeedKind; types?: readonly string[]; key?: string }>;

type NeedKind = 'block' | 'fieldInput' | 'formPart' | 'actionGroup';
export type CodeNeed = keyof typeof CODE_NEEDS;
/** The needs of one kind, e.g. NeedOf<'block'> is the lazy block types. */
export type NeedOf<Kind extends NeedKind> = { [Need in CodeNeed]: (typeof CODE_NEEDS)[Need]['kind'] extends Kind ? Need : never }[CodeNeed];

export const CODE_NEED_NAMES = Object.keys(CODE_NEEDS) as CodeNeed[];

const namesType = (text: string, types: readonly string[]) => types.some((type) => new RegExp(`"type"\\s*:\\s*"${type}"`).test(text));
const hasKey = (text: string, key: string) => new RegExp(`"${key}"\\s*:`).test(text);

/**
 * The needs of one kind a screen file's text names (a cheap scan of the text, formatted or not; a
 * false hit only loads a chunk early), in the table's order. Action groups: see findOnLoadGroups.
 */
export function findCodeNeeds<Kind extends Exclude<NeedKind, 'actionGroup'>>(screenText: string, kind: Kind): NeedOf<Kind>[] {
  return CODE_NEED_NAMES.filter((need) => {
    const entry: { kind: NeedKind; types?: readonly string[]; key?: string } = CODE_NEEDS[need];
    if (entry.kind !== kind) return false;
    return (entry.types !== undefined && namesType(screenText, entry.types)) || (entry.key !== undefined && hasKey(screenText, entry.key));
  }) as NeedOf<Kind>[];
}

/**
 * The modules (from the project's root) whose chunks each need stands for: what the early script
 * asks for with the screen file. Not the reply checks (the route start fetches them right after its
 * first request has left, src/app/api/create-api.ts) nor dialogs (the engine's own, in the app's code).
 */
export const NEED_MODULES: Record<CodeNeed, readonly string[]> = {
  form: ['engine/blocks/form.tsx', 'engine/fields/registry.ts', 'engine/core/forms.ts'],
  markdown: ['engine/blocks/markdown.tsx'],
  barcode: ['engine/blocks/barcode.tsx'],
  tabs: ['engine/blocks/tabs.tsx'],
  rating: ['engine/blocks/rating.tsx'],
  nav: ['engine/blocks/nav.tsx'],
  choice: ['engine/fields/choice/choice-picker.tsx'],
  imageUpload: ['engine/fields/image-upload/image-upload.tsx'],
  draftKey: ['engine/core/draft-key.ts'],
  builtFields: ['engine/core/build-fields.ts'],
  screenFlow: ['engine/actions/screen-flow.ts'],
  taps: ['engine/actions/tap-actions.ts'],
};

/**
 * The chunks the build makes of several needs' modules, by the module ids each holds; every
 * other need is a chunk of its own (the bundler's default for an import()).
 */
export const CODE_CHUNKS: Record<string, readonly RegExp[]> = {
  // A form's code, one chunk loaded before a screen with a form shows: the form block, the field
  // types and their text inputs, the engine's form store and react-hook-form. Left to itself the
  // bundler made three (block, field types, store), each a request that waits for a free
  // connection on a form route's busiest round. The pickers and the photo upload stay chunks of
  // their own (only some forms have them).
  form: [
    /[\\/]engine[\\/](?:blocks[\\/](?:form(?:-errors|-field|-view)?|windowed-fields)\.tsx?|core[\\/](?:forms|form-draft|form-layout|error-fan-out|validate)\.ts|fields[\\/](?!choice[\\/]choice-picker|image-upload[\\/](?:image-upload|prepare-image)|lazy-inputs\.ts)[^?]*)$|[\\/]node_modules[\\/]react-hook-form[\\/]/,
    // The draft key and its SHA-256 (forms that keep a draft), in the form's chunk: 2.9 KB (gzip)
    // more for the forms without a draft, one request less on the busiest round of those with one
    // (a chunk of its own was the seventh request of /register's and waited a round trip for a
    // connection). The screen source's hash fallback shares it: a page without Web Crypto (plain
    // http other than localhost; never a borrower's https page) loads the form's chunk to check a
    // screen file.
    /[\\/]engine[\\/]core[\\/]draft-key\.ts$|[\\/]node_modules[\\/]@noble[\\/]hashes[\\/]/,
  ],
  // A form's choice pickers and its fields built from server data (a bank's list of accounts and
  // its options): one chunk, as every form that builds its fields from data also shows them in pickers.
  'choice-fields': [/[\\/]engine[\\/](?:fields[\\/]choice[\\/]choice-picker\.tsx|core[\\/]build-fields\.ts)$/],
};

/**
 * The part of a screen that can show before the borrower taps anything: the screen without its
 * dialogs, but for the dialogs its onLoad opens (an `openDialog` anywhere in it, after a call
 * too). The screen waits for this part's lazy code only; a dialog a tap opens (a payment's code
 * form, a rating) has its code loaded when the page is idle after the screen shows, so it never
 * takes the first round's bandwidth from what the screen paints.
 */
export function firstShownPart(screen: unknown): unknown {
  if (typeof screen !== 'object' || screen === null || !Array.isArray((screen as { dialogs?: unknown }).dialogs)) return screen;
  const { dialogs, ...rest } = screen as { dialogs: unknown[]; onLoad?: unknown };
  const opened = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const action = value as { type?: unknown; dialog?: unknown };
      if (action.type === 'openDialog') opened.add(action.dialog);
      Object.values(value).forEach(visit);
    }
  };
  visit(rest.onLoad);
  const kept = dialogs.filter((dialog) => opened.has((dialog as { id?: unknown } | null)?.id));
  return kept.length > 0 ? { ...rest, dialogs: kept } : rest;
}
