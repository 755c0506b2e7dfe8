// The screens bundle the build ships (scripts/vite-plugin-screens.ts): its manifest, and apart
// (only the app's main chunk needs them) the shared texts the app ships: in production, only
// what it says offline, the rest of its own texts on demand.
declare module 'virtual:screens-build' {
  import type { ScreensManifest } from '../engine/generated/schema-types.ts';
  export const buildManifest: ScreensManifest;
}
declare module 'virtual:screens-build-texts' {
  import type { Messages } from '../engine/generated/schema-types.ts';
  export const sharedMessages: Messages;
  /** The app's own texts in every language, for when no shared texts can be read (production: a chunk of their own). */
  export function loadAppTexts(): Promise<Partial<Messages>>;
}
