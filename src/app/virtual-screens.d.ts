// The screens bundle the build ships (scripts/vite-plugin-screens.ts): its manifest, and apart
// (only the app's main chunk needs them) the shared texts the app ships: in production, only
// what it says offline, the rest of its own texts on demand.
// Types come from import() types: an ambient module may not import by a relative path (TS2439,
// which skipLibCheck hides in a .d.ts; its imports would be `any`).
declare module 'virtual:screens-build' {
  export const buildManifest: import('@borrower/engine/schema-types').ScreensManifest;
}
declare module 'virtual:screens-build-texts' {
  export const sharedMessages: import('@borrower/engine/schema-types').Messages;
  /** The app's own texts in every language, for when no shared texts can be read (production: a chunk of their own). */
  export function loadAppTexts(): Promise<Partial<import('@borrower/engine/schema-types').Messages>>;
}
